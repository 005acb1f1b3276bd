import type { Metadata } from "next";
import { policyMetadata, policyPage } from "../_components/policy-page";

export function generateMetadata({ params }: PageProps<"/[locale]/privacy">): Promise<Metadata> {
  return policyMetadata("privacy", params);
}

export default function PrivacyPage({ params }: PageProps<"/[locale]/privacy">) {
  return policyPage("privacy", params);
}

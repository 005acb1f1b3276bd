import type { Metadata } from "next";
import { policyMetadata, policyPage } from "../_components/policy-page";

export function generateMetadata({ params }: PageProps<"/[locale]/terms">): Promise<Metadata> {
  return policyMetadata("terms", params);
}

export default function TermsPage({ params }: PageProps<"/[locale]/terms">) {
  return policyPage("terms", params);
}

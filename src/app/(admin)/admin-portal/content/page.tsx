import type { Metadata } from "next";
import { getPortalAdmin } from "@/server/admin/gate";
import { ComingSoon } from "../_components/coming-soon";
import { PortalGate } from "../_components/portal-gate";

export const metadata: Metadata = { title: "Content" };

export default async function ContentPage() {
  if (!(await getPortalAdmin())) return <PortalGate page="content" />;
  return <ComingSoon page="content" />;
}

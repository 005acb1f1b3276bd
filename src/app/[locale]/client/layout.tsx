import { requireFlag } from "@/server/flags/guard";

/**
 * The client area (sign-in, password reset, dashboard) is rendered for each visitor, never
 * cached: it reads the session, and its pages carry the nonce policy (src/proxy.ts). Said here
 * once for the whole area: the locale layout otherwise makes every page a cached one.
 */
export const dynamic = "force-dynamic";

export default async function ClientPortalLayout({ children, params }: LayoutProps<"/[locale]/client">) {
  await requireFlag("client_portal", (await params).locale);
  return children;
}

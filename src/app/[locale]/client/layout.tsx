import { requireFlag } from "@/server/flags/guard";

/**
 * The client area. Its sign-in page is the same for every anonymous visitor and cached like any
 * public page (src/lib/client-login.ts); the signed-in pages and the password reset are rendered
 * for each visitor, each with the nonce policy (src/proxy.ts): they say so themselves
 * (`dynamic = "force-dynamic"`), since the locale layout otherwise makes every page a cached one.
 */
export default async function ClientPortalLayout({ children, params }: LayoutProps<"/[locale]/client">) {
  await requireFlag("client_portal", (await params).locale);
  return children;
}

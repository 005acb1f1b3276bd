import { ChevronDown } from "lucide-react";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { toLocale } from "@/i18n/locales";
import { signOutClientAction } from "@/server/auth/actions";
import { requireClientInFrame } from "@/server/portal";
import { PortalHeader } from "./_components/portal-header";
import { PortalNav } from "./_components/portal-nav";

/** Rendered for each visitor with the nonce policy (src/proxy.ts), never cached. */
export const dynamic = "force-dynamic";

/**
 * The frame of every signed-in client page (dashboard, orders, documents, analytics, the message
 * to the account manager): who is signed in, for which company, the portal's navigation and the
 * sign-out button. It authorizes (a signed-in client, else the sign-in page and back, or home);
 * each page authorizes again, as a layout does not run on client-side navigation.
 */
export default async function ClientPortalFrame({ children, params }: LayoutProps<"/[locale]/client">) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  const [account, t] = await Promise.all([requireClientInFrame(locale), getTranslations({ locale, namespace: "ClientPortal" })]);
  // One frame for every width: on a phone it folds into one line (a <details>, no JavaScript
  // needed) so that the page's own content starts within the first 200 px; from `sm` up it stays
  // open without its summary (globals.css, [data-portal-menu]).
  return (
    <div className="bg-sand/50 pt-20 pb-20 sm:pt-32 sm:pb-28">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <details
          className="group rounded-2xl bg-white shadow-sm ring-1 ring-olive-deep/10 sm:rounded-none sm:bg-transparent sm:shadow-none sm:ring-0"
          data-portal-menu
        >
          <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 px-4 font-semibold text-olive-deep [&::-webkit-details-marker]:hidden">
            {/* Not the company's name: the header below holds it, once. */}
            <span className="min-w-0 truncate">{t("eyebrow")}</span>
            <span className="flex shrink-0 items-center gap-1 text-sm">
              {t("menu")}
              <ChevronDown aria-hidden className="size-4 transition-transform group-open:rotate-180" />
            </span>
          </summary>
          <div className="border-t border-olive-deep/10 px-4 pt-4 pb-5 sm:border-0 sm:p-0">
            <PortalHeader
              email={account.user.email}
              company={account.company?.name ?? null}
              signOut={signOutClientAction}
              labels={{ eyebrow: t("eyebrow"), signOut: t("signOut"), signingOut: t("signingOut") }}
            />
            <PortalNav
              label={t("navLabel")}
              // Without a company, the other pages have nothing of theirs to show (they answer 404).
              items={
                account.company
                  ? ["dashboard", "orders", "documents", "analytics", "contact", "security"]
                  : ["dashboard", "security"]
              }
              itemLabels={{
                dashboard: t("nav.dashboard"),
                orders: t("nav.orders"),
                documents: t("nav.documents"),
                analytics: t("nav.analytics"),
                contact: t("nav.contact"),
                security: t("nav.security"),
              }}
            />
          </div>
        </details>
        <div className="mt-5 sm:mt-8">{children}</div>
      </div>
    </div>
  );
}

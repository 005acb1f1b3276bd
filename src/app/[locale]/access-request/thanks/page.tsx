import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { homeButtonClass } from "@/components/site/not-found-message";
import { ThanksPanel } from "@/components/site/thanks-panel";
import { toLocale } from "@/i18n/locales";
import { Link } from "@/i18n/navigation";
import { paths } from "@/lib/paths";
import { pageAlternates } from "@/lib/seo";
import { getFlags } from "@/server/flags";
import { accessRequestForm } from "@/server/forms/definitions";
import { mailServerConfigured } from "@/server/outbox";

export async function generateMetadata({ params }: PageProps<"/[locale]/access-request/thanks">): Promise<Metadata> {
  const locale = toLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: "AccessRequestThanks" });
  return { title: t("metaTitle"), robots: { index: false }, alternates: pageAlternates(locale, paths.accessRequestThanks) };
}

/**
 * Where a B2B access request sent without JavaScript lands once stored (Post/Redirect/Get, from
 * the action's `thanks` in src/server/forms/actions.ts): the same for every visitor in a language,
 * so it is served from the page cache instead of rendering the sign-in page for each post, and a
 * reload does not send the request again. It cannot name the visitor's address as the form's own
 * confirmation does with JavaScript; the acknowledgement e-mail does.
 */
export default async function AccessRequestThanksPage({ params }: PageProps<"/[locale]/access-request/thanks">) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  // It follows the form's flags, read like a guard's (asked for to be read while one is off, the
  // proxy answers the 404 page first: src/server/content/site-paths.ts).
  const flags = await getFlags();
  if (!accessRequestForm.flags.every((flag) => flags[flag])) notFound();
  const t = await getTranslations({ locale, namespace: "AccessRequestForm" });
  const links = await getTranslations({ locale, namespace: "AccessRequestThanks" });
  return (
    <ThanksPanel
      id="access-request-thanks"
      title={t("successTitle")}
      actions={
        <>
          <Link href={paths.clientLogin} className={homeButtonClass}>
            {links("signIn")}
          </Link>
          <Link
            href={paths.home}
            className="inline-flex min-h-11 items-center px-4 font-semibold text-olive-deep underline underline-offset-4 hover:text-olive"
          >
            {links("backHome")}
          </Link>
        </>
      }
    >
      <p className="mt-4 text-lg text-muted">{t("success")}</p>
      <p className="mt-4 text-muted">{t(mailServerConfigured() ? "successNextAnyAddress" : "successNextAnyAddressUnsent")}</p>
    </ThanksPanel>
  );
}

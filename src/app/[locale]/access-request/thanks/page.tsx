import { getTranslations } from "next-intl/server";
import { homeButtonClass } from "@/components/site/not-found-message";
import { ThanksPanel } from "@/components/site/thanks-panel";
import { Link } from "@/i18n/navigation";
import { paths } from "@/lib/paths";
import { mailServerConfigured } from "@/server/outbox";
import { openThanksPage, thanksMetadata } from "../../_components/thanks-page";

export const generateMetadata = thanksMetadata("access-request");

/**
 * Where a B2B access request sent without JavaScript lands once stored (Post/Redirect/Get, from
 * the action's `thanks` in src/server/forms/actions.ts): the same for every visitor in a language,
 * so it is served from the page cache instead of rendering the sign-in page for each post, and a
 * reload does not send the request again. It cannot name the visitor's address as the form's own
 * confirmation does with JavaScript; the acknowledgement e-mail does.
 */
export default async function AccessRequestThanksPage({ params }: PageProps<"/[locale]/access-request/thanks">) {
  const locale = await openThanksPage("access-request", params);
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

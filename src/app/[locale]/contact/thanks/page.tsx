import { getTranslations } from "next-intl/server";
import { homeButtonClass } from "@/components/site/not-found-message";
import { ThanksPanel } from "@/components/site/thanks-panel";
import { Link } from "@/i18n/navigation";
import { paths } from "@/lib/paths";
import { openThanksPage, thanksMetadata } from "../../_components/thanks-page";

export const generateMetadata = thanksMetadata("contact");

/**
 * Where a contact form sent without JavaScript lands once stored (Post/Redirect/Get, from the
 * action's `thanks` in src/server/forms/actions.ts): the same for every visitor in a language,
 * so it is served from the page cache instead of rendering the home page for each post, and a
 * reload does not send the form again. With JavaScript the form shows its dialog instead.
 */
export default async function ContactThanksPage({ params }: PageProps<"/[locale]/contact/thanks">) {
  const locale = await openThanksPage("contact", params);
  const t = await getTranslations({ locale, namespace: "ContactForm" });
  const back = await getTranslations({ locale, namespace: "ContactThanks" });
  return (
    <ThanksPanel
      id="contact-thanks"
      title={t("successTitle")}
      actions={
        <Link href={paths.home} className={homeButtonClass}>
          {back("backHome")}
        </Link>
      }
    >
      <p className="mt-4 text-lg text-muted">{t("successBody")}</p>
    </ThanksPanel>
  );
}

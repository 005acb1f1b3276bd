import { getTranslations } from "next-intl/server";
import { ContactCta } from "@/components/site/contact-cta";
import { PageHeader } from "@/components/site/page-header";
import { getFlags } from "@/server/flags";
import { getCompanySettings } from "@/server/settings";
import { ReasonsSection } from "./reasons-section";
import { SolutionProcess } from "./solution-process";
import { SolutionsList } from "./solutions-list";
import type { Locale } from "@/i18n/locales";
import { getSolutions, type Preview } from "@/server/content/site";

/** The page's template, for visitors (published content) and for staff previewing a draft. */
export async function SolutionsView({ locale, preview }: { locale: Locale; preview?: Preview }) {
  const [flags, company] = await Promise.all([getFlags(), getCompanySettings()]);
  const t = await getTranslations("Solutions");
  const solutions = await getSolutions(locale, preview);

  return (
    <>
      <PageHeader eyebrow={t("eyebrow")} title={t("title")} intro={t("intro")} />
      <SolutionsList solutions={solutions.solutions} />
      <SolutionProcess steps={solutions.process} />
      <ReasonsSection reasons={solutions.reasons} />
      <ContactCta
        title={t("ctaTitle")}
        text={t("ctaText")}
        contactLabel={flags.contact ? t("ctaContact") : undefined}
        email={{ address: company.email.solutions, label: t("ctaEmail", { email: company.email.solutions }) }}
      />
    </>
  );
}

import { getTranslations } from "next-intl/server";
import { ContactCta } from "@/components/site/contact-cta";
import { PageHeader } from "@/components/site/page-header";
import { getFlags } from "@/server/flags";
import { getCompanySettings } from "@/server/settings";
import { ReasonsSection } from "./reasons-section";
import { SolutionProcess } from "./solution-process";
import { SolutionsList } from "./solutions-list";
import type { Locale } from "@/i18n/locales";
import { getSections, getSolutions, type Preview } from "@/server/content/site";

/** The page's template, for visitors (published content) and for staff previewing a draft. */
export async function SolutionsView({ locale, preview }: { locale: Locale; preview?: Preview }) {
  const [flags, company] = await Promise.all([getFlags(), getCompanySettings()]);
  const t = await getTranslations("Solutions");
  const [solutions, sections] = await Promise.all([getSolutions(locale, preview), getSections(locale, preview)]);
  const header = sections.solutions;
  const cta = sections["solutions.cta"];

  return (
    <>
      <PageHeader eyebrow={header.eyebrow} title={header.title} intro={header.intro} />
      <SolutionsList solutions={solutions.solutions} words={sections["solutions.lines"]} />
      <SolutionProcess steps={solutions.process} words={sections["solutions.process"]} />
      <ReasonsSection reasons={solutions.reasons} words={sections["solutions.reasons"]} />
      <ContactCta
        title={cta.title}
        text={cta.intro}
        contactLabel={flags.contact ? t("ctaContact") : undefined}
        email={{ address: company.email.solutions, label: t("ctaEmail", { email: company.email.solutions }) }}
      />
    </>
  );
}

import { getTranslations } from "next-intl/server";
import { canBecomeClient } from "@/components/site/become-client";
import { ContactCta } from "@/components/site/contact-cta";
import { PageHeader } from "@/components/site/page-header";
import { getFlags } from "@/server/flags";
import { getCompanySettings } from "@/server/settings";
import { OpportunitiesSection } from "./opportunities-section";
import { PartnersSection } from "./partners-section";
import type { Locale } from "@/i18n/locales";
import { getPartnerships, getSections, type Preview } from "@/server/content/site";

/** The page's template, for visitors (published content) and for staff previewing a draft. */
export async function PartnershipsView({ locale, preview }: { locale: Locale; preview?: Preview }) {
  const [flags, company] = await Promise.all([getFlags(), getCompanySettings()]);
  const t = await getTranslations("Partnerships");
  const [partnerships, sections] = await Promise.all([getPartnerships(locale, preview), getSections(locale, preview)]);
  const header = sections.partnerships;
  const cta = sections["partnerships.cta"];

  return (
    <>
      <PageHeader eyebrow={header.eyebrow} title={header.title} intro={header.intro} />
      <PartnersSection partners={partnerships.partners} words={sections["partnerships.partners"]} />
      <OpportunitiesSection
        opportunities={partnerships.opportunities}
        becomeClient={canBecomeClient(flags)}
        words={sections["partnerships.opportunities"]}
      />
      <ContactCta
        title={cta.title}
        text={cta.intro}
        contactLabel={flags.contact ? t("ctaContact") : undefined}
        email={{ address: company.email.partnerships, label: t("ctaEmail", { email: company.email.partnerships }) }}
      />
    </>
  );
}

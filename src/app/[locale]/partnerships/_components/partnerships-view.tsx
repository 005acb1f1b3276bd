import { getTranslations } from "next-intl/server";
import { canBecomeClient } from "@/components/site/become-client";
import { ContactCta } from "@/components/site/contact-cta";
import { PageHeader } from "@/components/site/page-header";
import { getFlags } from "@/server/flags";
import { getCompanySettings } from "@/server/settings";
import { OpportunitiesSection } from "./opportunities-section";
import { PartnersSection } from "./partners-section";
import type { Locale } from "@/i18n/locales";
import { getPartnerships, type Preview } from "@/server/content/site";

/** The page's template, for visitors (published content) and for staff previewing a draft. */
export async function PartnershipsView({ locale, preview }: { locale: Locale; preview?: Preview }) {
  const [flags, company] = await Promise.all([getFlags(), getCompanySettings()]);
  const t = await getTranslations("Partnerships");
  const partnerships = await getPartnerships(locale, preview);

  return (
    <>
      <PageHeader eyebrow={t("eyebrow")} title={t("title")} intro={t("intro")} />
      <PartnersSection partners={partnerships.partners} />
      <OpportunitiesSection opportunities={partnerships.opportunities} becomeClient={canBecomeClient(flags)} />
      <ContactCta
        title={t("ctaTitle")}
        text={t("ctaText")}
        contactLabel={flags.contact ? t("ctaContact") : undefined}
        email={{ address: company.email.partnerships, label: t("ctaEmail", { email: company.email.partnerships }) }}
      />
    </>
  );
}

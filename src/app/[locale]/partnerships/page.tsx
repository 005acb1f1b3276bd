import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { site } from "@/config/site";
import { ContactCta } from "@/components/site/contact-cta";
import { PageHeader } from "@/components/site/page-header";
import { getContent } from "@/content";
import { toLocale } from "@/i18n/locales";
import { getFlags } from "@/server/flags";
import { pageMetadata } from "@/lib/page-metadata";
import { paths } from "@/lib/paths";
import { OpportunitiesSection } from "./_components/opportunities-section";
import { PartnersSection } from "./_components/partners-section";

export async function generateMetadata({ params }: PageProps<"/[locale]/partnerships">): Promise<Metadata> {
  const locale = toLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: "Partnerships" });
  return pageMetadata({ locale, pathname: paths.partnerships, title: t("metaTitle"), description: t("metaDescription") });
}

export default async function PartnershipsPage({ params }: PageProps<"/[locale]/partnerships">) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  const flags = await getFlags();
  const t = await getTranslations("Partnerships");
  const { partnerships } = getContent(locale);

  return (
    <>
      <PageHeader eyebrow={t("eyebrow")} title={t("title")} intro={t("intro")} />
      <PartnersSection partners={partnerships.partners} />
      <OpportunitiesSection opportunities={partnerships.opportunities} />
      <ContactCta
        title={t("ctaTitle")}
        text={t("ctaText")}
        contactLabel={flags.contact ? t("ctaContact") : undefined}
        email={{ address: site.email.partnerships, label: t("ctaEmail", { email: site.email.partnerships }) }}
      />
    </>
  );
}

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
import { ReasonsSection } from "./_components/reasons-section";
import { SolutionProcess } from "./_components/solution-process";
import { SolutionsList } from "./_components/solutions-list";

export async function generateMetadata({ params }: PageProps<"/[locale]/solutions">): Promise<Metadata> {
  const locale = toLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: "Solutions" });
  return pageMetadata({ locale, pathname: paths.solutions, title: t("metaTitle"), description: t("metaDescription") });
}

export default async function SolutionsPage({ params }: PageProps<"/[locale]/solutions">) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  const flags = await getFlags();
  const t = await getTranslations("Solutions");
  const { solutions } = getContent(locale);

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
        email={{ address: site.email.solutions, label: t("ctaEmail", { email: site.email.solutions }) }}
      />
    </>
  );
}

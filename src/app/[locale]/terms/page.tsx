import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { PolicyDocument } from "@/components/site/policy-document";
import { getCompanySettings } from "@/server/settings";
import { getContent } from "@/content";
import { toLocale } from "@/i18n/locales";
import { paths } from "@/lib/paths";
import { pageAlternates } from "@/lib/seo";

export async function generateMetadata({ params }: PageProps<"/[locale]/terms">): Promise<Metadata> {
  const locale = toLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: "Policies" });
  return {
    title: getContent(locale).terms.title,
    description: t("termsDescription"),
    alternates: pageAlternates(locale, paths.terms),
  };
}

export default async function TermsPage({ params }: PageProps<"/[locale]/terms">) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  return <PolicyDocument policy={getContent(locale).terms} locale={locale} company={await getCompanySettings()} />;
}

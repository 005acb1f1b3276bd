import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { PolicyDocument } from "@/components/site/policy-document";
import { getCompanySettings } from "@/server/settings";
import { getContent } from "@/content";
import { toLocale } from "@/i18n/locales";
import { paths } from "@/lib/paths";
import { pageAlternates } from "@/lib/seo";

export async function generateMetadata({ params }: PageProps<"/[locale]/privacy">): Promise<Metadata> {
  const locale = toLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: "Policies" });
  return {
    title: getContent(locale).privacy.title,
    description: t("privacyDescription"),
    alternates: pageAlternates(locale, paths.privacy),
  };
}

export default async function PrivacyPage({ params }: PageProps<"/[locale]/privacy">) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  return <PolicyDocument policy={getContent(locale).privacy} locale={locale} company={await getCompanySettings()} />;
}

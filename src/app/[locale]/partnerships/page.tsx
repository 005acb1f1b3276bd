import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { toLocale } from "@/i18n/locales";
import { pageMetadata } from "@/lib/page-metadata";
import { paths } from "@/lib/paths";
import { PartnershipsView } from "./_components/partnerships-view";

export async function generateMetadata({ params }: PageProps<"/[locale]/partnerships">): Promise<Metadata> {
  const locale = toLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: "Partnerships" });
  return pageMetadata({ locale, pathname: paths.partnerships, title: t("metaTitle"), description: t("metaDescription") });
}

export default async function PartnershipsPage({ params }: PageProps<"/[locale]/partnerships">) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  return <PartnershipsView locale={locale} />;
}

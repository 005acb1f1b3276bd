import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { toLocale } from "@/i18n/locales";
import { pageMetadata } from "@/lib/page-metadata";
import { paths } from "@/lib/paths";
import { SolutionsView } from "./_components/solutions-view";

export async function generateMetadata({ params }: PageProps<"/[locale]/solutions">): Promise<Metadata> {
  const locale = toLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: "Solutions" });
  return pageMetadata({ locale, pathname: paths.solutions, title: t("metaTitle"), description: t("metaDescription") });
}

export default async function SolutionsPage({ params }: PageProps<"/[locale]/solutions">) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  return <SolutionsView locale={locale} />;
}

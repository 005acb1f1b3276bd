import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import { toLocale } from "@/i18n/locales";
import { pageMetadata } from "@/lib/page-metadata";
import { paths } from "@/lib/paths";
import { getPageSearch } from "@/server/content/site";
import { PartnershipsView } from "./_components/partnerships-view";

export async function generateMetadata({ params }: PageProps<"/[locale]/partnerships">): Promise<Metadata> {
  const locale = toLocale((await params).locale);
  const search = await getPageSearch(locale, "partnerships");
  return pageMetadata({ locale, pathname: paths.partnerships, title: search.title, description: search.description });
}

export default async function PartnershipsPage({ params }: PageProps<"/[locale]/partnerships">) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  return <PartnershipsView locale={locale} />;
}

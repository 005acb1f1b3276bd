import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import { toLocale } from "@/i18n/locales";
import { pageMetadata } from "@/lib/page-metadata";
import { paths } from "@/lib/paths";
import { getPageSearch } from "@/server/content/site";
import { SolutionsView } from "./_components/solutions-view";

export async function generateMetadata({ params }: PageProps<"/[locale]/solutions">): Promise<Metadata> {
  const locale = toLocale((await params).locale);
  const search = await getPageSearch(locale, "solutions");
  return pageMetadata({ locale, pathname: paths.solutions, title: search.title, description: search.description });
}

export default async function SolutionsPage({ params }: PageProps<"/[locale]/solutions">) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  return <SolutionsView locale={locale} />;
}

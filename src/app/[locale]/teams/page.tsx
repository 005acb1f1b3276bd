import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import { toLocale } from "@/i18n/locales";
import { pageMetadata } from "@/lib/page-metadata";
import { paths } from "@/lib/paths";
import { getPageSearch } from "@/server/content/site";
import { TeamView } from "./_components/team-view";

export async function generateMetadata({ params }: PageProps<"/[locale]/teams">): Promise<Metadata> {
  const locale = toLocale((await params).locale);
  const search = await getPageSearch(locale, "team");
  return pageMetadata({ locale, pathname: paths.teams, title: search.title, description: search.description });
}

export default async function TeamsPage({ params }: PageProps<"/[locale]/teams">) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  return <TeamView locale={locale} />;
}

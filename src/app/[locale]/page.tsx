import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import { toLocale } from "@/i18n/locales";
import { pageAlternates } from "@/lib/seo";
import { getHero } from "@/server/content/site";
import { HomeView } from "./_components/home-view";

export async function generateMetadata({ params }: PageProps<"/[locale]">): Promise<Metadata> {
  const locale = toLocale((await params).locale);
  const hero = await getHero(locale);
  return {
    // The hero's search words; the site's default title while it is not published in this language.
    ...(hero?.searchTitle && { title: { absolute: hero.searchTitle } }),
    ...(hero?.searchDescription && { description: hero.searchDescription }),
    alternates: pageAlternates(locale, "/"),
  };
}

export default async function HomePage({ params }: PageProps<"/[locale]">) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  return <HomeView locale={locale} />;
}

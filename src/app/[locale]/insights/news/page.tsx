import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import { toLocale } from "@/i18n/locales";
import { newsMetadata } from "./_components/news-metadata";
import { NewsListView } from "./_components/news-list-view";

// Static, like every public page: `?category=` and `?page=` are rewritten by the proxy to
// `view/[category]/[page]` (src/lib/news-list-route.ts).

export async function generateMetadata({ params }: PageProps<"/[locale]/insights/news">): Promise<Metadata> {
  return newsMetadata(toLocale((await params).locale), {});
}

export default async function NewsPage({ params }: PageProps<"/[locale]/insights/news">) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  return <NewsListView locale={locale} />;
}

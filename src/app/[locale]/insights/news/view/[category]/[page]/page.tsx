import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import { toLocale } from "@/i18n/locales";
import { newsListQuery } from "@/lib/news-list-route";
import { newsMetadata } from "../../../_components/news-metadata";
import { NewsListView } from "../../../_components/news-list-view";

type Props = PageProps<"/[locale]/insights/news/view/[category]/[page]">;

// A view of the news list. Visitors ask for `/insights/news?category=partnership&page=2`; the proxy
// (src/proxy.ts) rewrites that to this route, so each view is a path of its own, rendered once and
// cached until a news item is published. Rendered on first visit, like every public page.
export function generateStaticParams(): { category: string; page: string }[] {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, category, page } = await params;
  return newsMetadata(toLocale(locale), newsListQuery(category, page));
}

export default async function NewsListViewPage({ params }: Props) {
  const { locale: rawLocale, category, page } = await params;
  const locale = toLocale(rawLocale);
  setRequestLocale(locale);
  return <NewsListView locale={locale} {...newsListQuery(category, page)} />;
}

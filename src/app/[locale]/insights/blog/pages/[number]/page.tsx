import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import { toLocale } from "@/i18n/locales";
import { BlogView } from "../../_components/blog-view";
import { blogMetadata } from "../../_components/blog-metadata";

// The blog list's pages after the first. Visitors ask for `/insights/blog?page=2`; the proxy
// (src/proxy.ts) rewrites that to this route, so each page is a path of its own, rendered once and
// cached until an article is published. Rendered on first visit, like every public page.
export function generateStaticParams(): { number: string }[] {
  return [];
}

export async function generateMetadata({ params }: PageProps<"/[locale]/insights/blog/pages/[number]">): Promise<Metadata> {
  const { locale, number } = await params;
  return blogMetadata(locale, Number(number) || 1);
}

export default async function BlogListPage({ params }: PageProps<"/[locale]/insights/blog/pages/[number]">) {
  const { locale: rawLocale, number } = await params;
  const locale = toLocale(rawLocale);
  setRequestLocale(locale);
  return <BlogView locale={locale} page={number} />;
}

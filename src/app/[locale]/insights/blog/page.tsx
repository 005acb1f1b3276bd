import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import { toLocale } from "@/i18n/locales";
import { blogMetadata } from "./_components/blog-metadata";
import { BlogView } from "./_components/blog-view";

// Static, like every public page: `?page=N` is rewritten by the proxy to `pages/[number]`.

export async function generateMetadata({ params }: PageProps<"/[locale]/insights/blog">): Promise<Metadata> {
  return blogMetadata((await params).locale, 1);
}

export default async function BlogPage({ params }: PageProps<"/[locale]/insights/blog">) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  return <BlogView locale={locale} />;
}

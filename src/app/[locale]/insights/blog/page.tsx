import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { toLocale } from "@/i18n/locales";
import { pageMetadata } from "@/lib/page-metadata";
import { paths } from "@/lib/paths";
import { BlogView } from "./_components/blog-view";

export async function generateMetadata({ params }: PageProps<"/[locale]/insights/blog">): Promise<Metadata> {
  const locale = toLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: "Insights" });
  return pageMetadata({ locale, pathname: paths.insightsBlog, title: t("blogMetaTitle"), description: t("blogMetaDescription") });
}

export default async function BlogPage({ params }: PageProps<"/[locale]/insights/blog">) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  return <BlogView locale={locale} />;
}

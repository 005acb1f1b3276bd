import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { intlLocale, type Locale } from "@/i18n/locales";
import { absoluteUrl, pageAlternates } from "./seo";

interface PageMetadataInput {
  locale: Locale;
  /** The page's path without the locale prefix. */
  pathname: string;
  title: string;
  description: string;
  /** Extra Open Graph fields, e.g. an article's type and dates. */
  openGraph?: { type: "article"; publishedTime: string; authors: string[]; section?: string };
}

/**
 * Title, description, canonical + hreflang and a complete Open Graph block for one page. Next
 * replaces the layout's `openGraph` object as a whole when a page sets one, so every field is here.
 */
export async function pageMetadata({ locale, pathname, title, description, openGraph }: PageMetadataInput): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: "Metadata" });
  return {
    title,
    description,
    alternates: pageAlternates(locale, pathname),
    openGraph: {
      type: "website",
      ...openGraph,
      title,
      description,
      url: absoluteUrl(locale, pathname),
      siteName: t("siteName"),
      locale: intlLocale[locale].replace("-", "_"),
      images: [{ url: "/images/og-image.png", width: 1200, height: 630 }],
    },
  };
}

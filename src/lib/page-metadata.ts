import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { intlLocale, type Locale } from "@/i18n/locales";
import { absoluteUrl, pageAlternates } from "./seo";

interface PageMetadataInput {
  locale: Locale;
  /** The page's path without the locale prefix. */
  pathname: string;
  /** The page's path in each language it exists in, when not every language has it (see pageAlternates). */
  pathnames?: Partial<Record<Locale, string>>;
  title: string;
  description: string;
  /** Extra Open Graph fields, e.g. an article's type and dates. */
  openGraph?: { type: "article"; publishedTime: string; authors: string[]; section?: string };
}

/**
 * Title, description, canonical + hreflang and a complete Open Graph block for one page. Next
 * replaces the layout's `openGraph` object as a whole when a page sets one, so every field is here.
 */
/** The share image of a language: its text is in that language, in the site's fonts (scripts/render-site-images.mjs). */
export function shareImage(locale: Locale, alt: string) {
  return { url: `/images/og-image-${locale}.png`, width: 1200, height: 630, alt };
}

/** The favicon set: the SVG for browsers that take it, PNGs beside it, and the apple-touch icon. */
export const siteIcons: Metadata["icons"] = {
  icon: [
    { url: "/images/favicon.svg", type: "image/svg+xml" },
    { url: "/images/favicon-32.png", type: "image/png", sizes: "32x32" },
    { url: "/images/icon-192.png", type: "image/png", sizes: "192x192" },
  ],
  apple: [{ url: "/images/apple-touch-icon.png", sizes: "180x180" }],
};

export async function pageMetadata({
  locale,
  pathname,
  pathnames,
  title,
  description,
  openGraph,
}: PageMetadataInput): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: "Metadata" });
  return {
    title,
    description,
    alternates: pageAlternates(locale, pathname, pathnames),
    openGraph: {
      type: "website",
      ...openGraph,
      title,
      description,
      url: absoluteUrl(locale, pathname),
      siteName: t("siteName"),
      locale: intlLocale[locale].replace("-", "_"),
      images: [shareImage(locale, t("title"))],
    },
  };
}

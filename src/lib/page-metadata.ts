import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { intlLocale, type Locale } from "@/i18n/locales";
import type { Href } from "@/i18n/navigation";
import { absoluteUrl, pageAlternates } from "./seo";

interface PageMetadataInput {
  locale: Locale;
  /** The page's internal path (or template and params), without the locale prefix. */
  pathname: Href;
  /** The page's path in each language it exists in, when not every language has it (see pageAlternates). */
  pathnames?: Partial<Record<Locale, Href>>;
  /** The canonical URL's query, for a page of a list past the first (`{ page: "2" }`). */
  query?: Record<string, string>;
  title: string;
  description: string;
  /** The image shown when the page is shared (absolute URL); the language's site image when absent. */
  image?: ShareImage;
  /** Extra Open Graph fields, e.g. an article's type and dates. */
  openGraph?: { type: "article"; publishedTime: string; modifiedTime?: string; authors: string[]; section?: string };
  /** Atom feeds the page follows, linked as `<link rel="alternate" type="application/atom+xml">`. */
  feeds?: { title: string; url: string }[];
}

export interface ShareImage {
  url: string;
  width?: number;
  height?: number;
  alt: string;
}

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

/**
 * Title, description, canonical + hreflang and complete Open Graph and Twitter blocks for one page. Next
 * replaces the layout's `openGraph` object as a whole when a page sets one, so every field is here.
 */
export async function pageMetadata({
  locale,
  pathname,
  pathnames,
  query,
  title,
  description,
  image,
  openGraph,
  feeds,
}: PageMetadataInput): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: "Metadata" });
  const alternates = pageAlternates(locale, pathname, pathnames);
  const url =
    query && Object.keys(query).length
      ? absoluteUrl(locale, (typeof pathname === "string" ? { pathname, query } : { ...pathname, query }) as Href)
      : alternates.canonical;
  const images = [image ?? shareImage(locale, t("title"))];
  return {
    title,
    description,
    alternates: {
      // A later page of a list has no counterpart in the other language (it has its own count of pages).
      ...(url === alternates.canonical ? alternates : {}),
      canonical: url,
      ...(feeds?.length && { types: { "application/atom+xml": feeds } }),
    },
    openGraph: {
      type: "website",
      ...openGraph,
      title,
      description,
      url,
      siteName: t("siteName"),
      locale: intlLocale[locale].replace("-", "_"),
      images,
    },
    twitter: { card: "summary_large_image", title, description, images },
  };
}

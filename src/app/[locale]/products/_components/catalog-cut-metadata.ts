import type { Metadata } from "next";
import type { Locale } from "@/i18n/locales";
import { pageMetadata } from "@/lib/page-metadata";
import { paths } from "@/lib/paths";
import { getPageSearch } from "@/server/content/site";

/** A search or a filtered view is the catalog again, cut: not indexed, its canonical the whole catalog. */
export async function catalogCutMetadata(locale: Locale): Promise<Metadata> {
  const search = await getPageSearch(locale, "catalog");
  const metadata = await pageMetadata({
    locale,
    pathname: paths.products,
    title: search.title,
    description: search.description,
  });
  return { ...metadata, robots: { index: false, follow: true } };
}

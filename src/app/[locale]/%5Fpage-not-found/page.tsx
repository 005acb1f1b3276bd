import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { toLocale } from "@/i18n/locales";
import { NotFoundContent } from "../_components/not-found-content";

// The 404 page of the localized site, as a page: the proxy rewrites every path the site does not
// have (an unknown path, a page group switched off, an unknown slug) here with status 404
// (src/proxy.ts), and a request for this path itself is such a path. Rendered once per language
// and cached like any public page, inside the layout (header, footer, `lang`, the stylesheet). A
// `notFound()` thrown while rendering is sent by Next as an empty HTML shell that only the
// browser's JavaScript fills (vercel/next.js#62228): not-found.tsx stays for the 404s only a page
// can decide.
export async function generateMetadata({ params }: PageProps<"/[locale]/_page-not-found">): Promise<Metadata> {
  const t = await getTranslations({ locale: toLocale((await params).locale), namespace: "NotFound" });
  return { title: t("metaTitle"), robots: { index: false } };
}

export default function NotFoundPage() {
  return <NotFoundContent documentTitle={false} />;
}

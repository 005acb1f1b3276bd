import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { toLocale } from "@/i18n/locales";
import { answerNotFound } from "@/server/not-found";
import { NotFoundContent } from "./not-found-content";

/** The head of a page that is only the 404 (the 404 page, [...rest]): its title, never indexed. */
export async function notFoundMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const t = await getTranslations({ locale: toLocale((await params).locale), namespace: "NotFound" });
  return { title: t("metaTitle"), robots: { index: false } };
}

/**
 * The 404 a page rendered for each request draws itself, inside the layout (header, footer, the
 * address's language), answered with status 404 (src/server/not-found.ts): the whole page in the
 * HTML, where `notFound()` would send Next's empty shell. Pages cached once per language never
 * draw it: the proxy answers them with the 404 page before they render. The title is the page's
 * metadata's (the first `<title>` is the one shown, so one drawn here would not be).
 */
export function NotFoundView() {
  answerNotFound();
  return <NotFoundContent documentTitle={false} />;
}

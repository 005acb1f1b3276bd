import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { toLocale } from "@/i18n/locales";

/** The client pages whose title is their catalog's `metaTitle`. */
type ClientPageNamespace = "AccountManager" | "ClientAnalytics" | "ClientDocuments" | "Dashboard";

/** A client page's `generateMetadata`: its title, in the page's language, and never indexed. */
export function clientPageMetadata(namespace: ClientPageNamespace) {
  return async ({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> => {
    const t = await getTranslations({ locale: toLocale((await params).locale), namespace });
    return { title: t("metaTitle"), robots: { index: false } };
  };
}

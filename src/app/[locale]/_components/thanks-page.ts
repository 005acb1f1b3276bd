import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { toLocale, type Locale } from "@/i18n/locales";
import { paths } from "@/lib/paths";
import { pageAlternates } from "@/lib/seo";
import { requireFormFlags } from "@/server/flags/guard";

/** A lead form's thank-you page and the catalog of its title. */
const thanksPages = {
  contact: { namespace: "ContactThanks", path: paths.contactThanks },
  "access-request": { namespace: "AccessRequestThanks", path: paths.accessRequestThanks },
} as const;

/** A thank-you page's `generateMetadata`: its title, never indexed (nobody lands there from a search). */
export function thanksMetadata(form: keyof typeof thanksPages) {
  const { namespace, path } = thanksPages[form];
  return async ({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> => {
    const locale = toLocale((await params).locale);
    const t = await getTranslations({ locale, namespace });
    return { title: t("metaTitle"), robots: { index: false }, alternates: pageAlternates(locale, path) };
  };
}

/**
 * A thank-you page's first steps: the request's language, then a 404 while any flag its form
 * needs is off (asked for to be read, the proxy answers the 404 page first). Returns the language.
 */
export async function openThanksPage(form: keyof typeof thanksPages, params: Promise<{ locale: string }>): Promise<Locale> {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  await requireFormFlags(form);
  return locale;
}

import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { toLocale } from "@/i18n/locales";
import { paths } from "@/lib/paths";
import { pageAlternates } from "@/lib/seo";

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

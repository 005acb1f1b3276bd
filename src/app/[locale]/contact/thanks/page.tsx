import { CircleCheck } from "lucide-react";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { homeButtonClass } from "@/components/site/not-found-message";
import { toLocale } from "@/i18n/locales";
import { Link } from "@/i18n/navigation";
import { paths } from "@/lib/paths";
import { pageAlternates } from "@/lib/seo";
import { getFlags } from "@/server/flags";

export async function generateMetadata({ params }: PageProps<"/[locale]/contact/thanks">): Promise<Metadata> {
  const locale = toLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: "ContactThanks" });
  return { title: t("metaTitle"), robots: { index: false }, alternates: pageAlternates(locale, paths.contactThanks) };
}

/**
 * Where a contact form sent without JavaScript lands once stored (Post/Redirect/Get, from the
 * action's `thanks` in src/server/forms/actions.ts): the same for every visitor in a language,
 * so it is served from the page cache instead of rendering the home page for each post, and a
 * reload does not send the form again. With JavaScript the form shows its dialog instead.
 */
export default async function ContactThanksPage({ params }: PageProps<"/[locale]/contact/thanks">) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  // Not a page group of its own: it follows the contact form's flag, read like a guard's.
  if (!(await getFlags()).contact) notFound();
  const t = await getTranslations({ locale, namespace: "ContactForm" });
  const back = await getTranslations({ locale, namespace: "ContactThanks" });
  return (
    <section
      id="contact-thanks"
      role="status"
      className="mx-auto flex max-w-2xl flex-col items-center px-4 pt-36 pb-24 text-center"
    >
      <CircleCheck aria-hidden className="size-14 text-olive" strokeWidth={1.5} />
      <h1 className="mt-6 text-3xl font-semibold text-olive-deep sm:text-4xl">{t("successTitle")}</h1>
      <p className="mt-4 text-lg text-muted">{t("successBody")}</p>
      <div className="mt-10">
        <Link href={paths.home} className={homeButtonClass}>
          {back("backHome")}
        </Link>
      </div>
    </section>
  );
}

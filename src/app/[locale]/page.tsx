import { setRequestLocale } from "next-intl/server";
import type { Metadata } from "next";
import { toLocale } from "@/i18n/locales";
import { pageAlternates } from "@/lib/seo";
import { homeSections } from "@/lib/paths";
import { isSectionShown } from "@/components/site/nav-items";
import { getFlags } from "@/server/flags";

export async function generateMetadata({ params }: PageProps<"/[locale]">): Promise<Metadata> {
  const { locale } = await params;
  return { alternates: pageAlternates(toLocale(locale), "/") };
}

export default async function HomePage({ params }: PageProps<"/[locale]">) {
  const { locale } = await params;
  setRequestLocale(toLocale(locale));
  const flags = await getFlags();
  return (
    <div className="pt-16">
      {homeSections
        .filter((section) => isSectionShown(flags, section))
        .map((section) => (
          <section key={section} id={section} className="min-h-[80vh] border-b border-sand px-4 py-24">
            <h2 className="text-3xl">{section}</h2>
          </section>
        ))}
    </div>
  );
}

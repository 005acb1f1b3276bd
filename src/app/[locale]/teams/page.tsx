import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { site } from "@/config/site";
import { ContactCta } from "@/components/site/contact-cta";
import { PageHeader } from "@/components/site/page-header";
import { getContent } from "@/content";
import { toLocale } from "@/i18n/locales";
import { getFlags } from "@/server/flags";
import { pageMetadata } from "@/lib/page-metadata";
import { paths } from "@/lib/paths";
import { TeamMemberCard } from "./_components/team-member-card";

export async function generateMetadata({ params }: PageProps<"/[locale]/teams">): Promise<Metadata> {
  const locale = toLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: "Team" });
  return pageMetadata({ locale, pathname: paths.teams, title: t("metaTitle"), description: t("metaDescription") });
}

export default async function TeamsPage({ params }: PageProps<"/[locale]/teams">) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  const flags = await getFlags();
  const t = await getTranslations("Team");
  const { team } = getContent(locale);

  return (
    <>
      <PageHeader eyebrow={t("eyebrow")} title={t("title")} intro={t("intro")} />
      <section aria-label={t("eyebrow")} className="pt-20 pb-8 sm:pt-24">
        <ul className="mx-auto grid max-w-7xl gap-8 px-4 sm:px-6 md:grid-cols-2 lg:grid-cols-3 lg:px-8">
          {team.map((member) => (
            <TeamMemberCard key={member.id} member={member} />
          ))}
        </ul>
      </section>
      <ContactCta
        title={t("ctaTitle")}
        text={t("ctaText")}
        contactLabel={flags.contact ? t("ctaContact") : undefined}
        email={flags.contact ? undefined : { address: site.email.info, label: site.email.info }}
      />
    </>
  );
}

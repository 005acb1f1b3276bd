import { getTranslations } from "next-intl/server";
import { ContactCta } from "@/components/site/contact-cta";
import { PageHeader } from "@/components/site/page-header";
import { getFlags } from "@/server/flags";
import { getCompanySettings } from "@/server/settings";
import { TeamMemberCard } from "./team-member-card";
import type { Locale } from "@/i18n/locales";
import { getSections, getTeam, type Preview } from "@/server/content/site";

/** The page's template, for visitors (published content) and for staff previewing a draft. */
export async function TeamView({ locale, preview }: { locale: Locale; preview?: Preview }) {
  const [flags, company] = await Promise.all([getFlags(), getCompanySettings()]);
  const t = await getTranslations("Team");
  const [team, sections] = await Promise.all([getTeam(locale, preview), getSections(locale, preview)]);
  const header = sections.team;
  const cta = sections["team.cta"];

  return (
    <>
      <PageHeader eyebrow={header.eyebrow} title={header.title} intro={header.intro} />
      <section aria-label={header.eyebrow || header.title} className="pt-20 pb-8 sm:pt-24">
        <ul className="mx-auto grid max-w-7xl gap-8 px-4 sm:px-6 md:grid-cols-2 lg:grid-cols-3 lg:px-8">
          {team.map((member) => (
            <TeamMemberCard key={member.id} member={member} />
          ))}
        </ul>
      </section>
      <ContactCta
        title={cta.title}
        text={cta.intro}
        contactLabel={flags.contact ? t("ctaContact") : undefined}
        email={flags.contact ? undefined : { address: company.email.info, label: company.email.info }}
      />
    </>
  );
}

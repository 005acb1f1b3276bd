import { MapPin } from "lucide-react";
import { getLocale, getTranslations } from "next-intl/server";
import { ContentPicture } from "@/components/site/content-picture";
import { fillSiteFacts } from "@/lib/site-facts";
import type { TeamMemberView } from "@/lib/content/views";
import { toLocale } from "@/i18n/locales";

export async function TeamMemberCard({ member }: { member: TeamMemberView }) {
  const t = await getTranslations("Team");
  const locale = toLocale(await getLocale());
  return (
    <li className="flex flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-olive-deep/10">
      <ContentPicture
        image={member.image}
        width={480}
        height={400}
        loading="lazy"
        className="aspect-[6/5] w-full bg-sand object-cover"
      />
      <div className="flex flex-1 flex-col p-7">
        <h2 className="text-2xl font-semibold text-olive-deep">{member.name}</h2>
        <p className="mt-1 font-medium text-terracotta-deep">{member.position}</p>
        <p className="mt-3 flex items-center gap-2 text-sm text-ink/80">
          <MapPin aria-hidden className="size-4 shrink-0 text-olive" />
          <span>
            <span className="sr-only">{t("locationLabel")} </span>
            {member.location}
          </span>
        </p>
        <p className="mt-5 leading-relaxed text-muted">{fillSiteFacts(member.bio, locale)}</p>
        <h3 className="mt-6 font-sans text-sm font-semibold tracking-[0.14em] text-muted uppercase">{t("expertiseLabel")}</h3>
        <ul className="mt-3 flex flex-wrap gap-2">
          {member.expertise.map((skill) => (
            <li key={skill} className="rounded-full bg-sage/30 px-3 py-1 text-sm font-medium text-olive-deep">
              {skill}
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}

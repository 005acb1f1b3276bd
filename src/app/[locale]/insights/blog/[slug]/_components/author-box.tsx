import { getLocale, getTranslations } from "next-intl/server";
import { ContentPicture } from "@/components/site/content-picture";
import { fillSiteFacts } from "@/lib/site-facts";
import type { TeamMemberView } from "@/lib/content/views";
import { toLocale } from "@/i18n/locales";

export async function AuthorBox({ author }: { author: TeamMemberView }) {
  const t = await getTranslations("Insights");
  const locale = toLocale(await getLocale());
  return (
    <aside
      aria-labelledby="author-title"
      className="mt-16 flex flex-col gap-6 rounded-3xl bg-sand/60 p-7 sm:flex-row sm:items-start"
    >
      <ContentPicture
        image={author.image}
        width={112}
        height={112}
        loading="lazy"
        className="size-28 shrink-0 rounded-2xl bg-cream object-cover"
      />
      <div>
        <h2 id="author-title" className="font-sans text-sm font-semibold tracking-[0.14em] text-muted uppercase">
          {t("aboutAuthor")}
        </h2>
        <p className="mt-2 font-serif text-2xl font-semibold text-olive-deep">{author.name}</p>
        <p className="font-medium text-terracotta-deep">{author.position}</p>
        <p className="mt-3 leading-relaxed text-muted">{fillSiteFacts(author.bio, locale)}</p>
      </div>
    </aside>
  );
}

import { getLocale, getTranslations } from "next-intl/server";
import type { BrandStoryView, SectionWords } from "@/lib/content/views";
import { fillSiteFacts } from "@/lib/site-facts";
import { toLocale } from "@/i18n/locales";
import { SectionHeading } from "@/components/site/section-heading";

export async function BrandStorySection({ story, words }: { story: BrandStoryView; words: SectionWords }) {
  const t = await getTranslations("Home");
  const locale = toLocale(await getLocale());
  return (
    <section id="brand-story" aria-labelledby="brand-story-title" className="bg-sand/60 py-20 sm:py-28">
      <div className="mx-auto grid max-w-7xl gap-14 px-4 sm:px-6 lg:grid-cols-[1.2fr_1fr] lg:px-8">
        <div>
          <SectionHeading id="brand-story-title" eyebrow={words.eyebrow} title={story.title} />
          <div className="mt-6 space-y-5 text-lg leading-relaxed text-muted">
            {story.paragraphs.map((paragraph) => (
              <p key={paragraph}>{fillSiteFacts(paragraph, locale)}</p>
            ))}
          </div>
        </div>
        <div>
          <h3 className="text-xl font-semibold text-olive-deep">{t("milestonesTitle")}</h3>
          <ol className="mt-6 space-y-6 border-l-2 border-olive/30 pl-6">
            {story.milestones.map((milestone) => (
              <li key={`${milestone.year}-${milestone.text}`} className="relative">
                <span
                  aria-hidden
                  className="absolute top-1.5 -left-[1.95rem] size-3 rounded-full bg-terracotta ring-4 ring-sand"
                />
                <p className="font-serif text-lg font-semibold text-terracotta-deep">{milestone.year}</p>
                <p className="mt-1 leading-relaxed text-ink/85">{fillSiteFacts(milestone.text, locale)}</p>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  );
}

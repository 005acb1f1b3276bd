import { Quote } from "lucide-react";
import { getLocale } from "next-intl/server";
import { ContentPicture } from "@/components/site/content-picture";
import type { FounderView, SectionWords } from "@/lib/content/views";
import { fillSiteFacts } from "@/lib/site-facts";
import { toLocale } from "@/i18n/locales";
import { SectionHeading } from "@/components/site/section-heading";

export async function FounderSection({ founder, words }: { founder: FounderView; words: SectionWords }) {
  const locale = toLocale(await getLocale());
  return (
    <section id="founder" aria-labelledby="founder-title" className="py-20 sm:py-28">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 sm:px-6 md:grid-cols-[2fr_3fr] lg:px-8">
        <ContentPicture
          image={founder.image}
          width={480}
          height={400}
          loading="lazy"
          className="mx-auto aspect-[5/6] w-full max-w-sm rounded-3xl bg-sand object-cover"
        />
        <div>
          <SectionHeading id="founder-title" eyebrow={words.eyebrow} title={founder.name} />
          <p className="mt-2 font-medium text-terracotta-deep">{founder.role}</p>
          <div className="mt-6 space-y-4 leading-relaxed text-muted">
            {founder.bio.map((paragraph) => (
              <p key={paragraph}>{fillSiteFacts(paragraph, locale)}</p>
            ))}
          </div>
          <figure className="mt-8 rounded-2xl bg-olive-deep p-7 text-cream">
            <Quote aria-hidden className="size-7 text-saffron" />
            <blockquote className="mt-3 font-serif text-xl leading-relaxed">{fillSiteFacts(founder.quote, locale)}</blockquote>
            <figcaption className="mt-4 text-sm text-cream/80">— {founder.name}</figcaption>
          </figure>
        </div>
      </div>
    </section>
  );
}

import { MapPin } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { CheckList } from "@/components/site/check-list";
import { ContentPicture } from "@/components/site/content-picture";
import type { PartnerView, SectionWords } from "@/lib/content/views";

export async function PartnersSection({ partners, words }: { partners: PartnerView[]; words: SectionWords }) {
  const t = await getTranslations("Partnerships");
  return (
    <section aria-labelledby="partners-title" className="py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2 id="partners-title" className="text-3xl font-semibold text-olive-deep sm:text-4xl">
          {words.title}
        </h2>
        <ul className="mt-12 grid gap-8 lg:grid-cols-3">
          {partners.map((partner) => (
            <li key={partner.id} className="flex flex-col rounded-3xl bg-white p-7 shadow-sm ring-1 ring-olive-deep/10">
              <div className="flex items-center gap-4">
                <ContentPicture
                  image={partner.image}
                  width={72}
                  height={72}
                  loading="lazy"
                  className="size-18 shrink-0 rounded-2xl bg-sand"
                />
                <div>
                  <h3 className="text-xl font-semibold text-olive-deep">{partner.name}</h3>
                  <p className="text-sm font-semibold tracking-wide text-terracotta-deep">{partner.type}</p>
                </div>
              </div>
              <p className="mt-4 flex items-center gap-2 text-sm text-ink/80">
                <MapPin aria-hidden className="size-4 shrink-0 text-olive" />
                <span>
                  <span className="sr-only">{t("locationLabel")} </span>
                  {partner.location}
                </span>
              </p>
              <p className="mt-4 leading-relaxed text-muted">{partner.description}</p>
              <h4 className="mt-6 font-sans text-sm font-semibold tracking-[0.14em] text-muted uppercase">
                {t("benefitsLabel")}
              </h4>
              <CheckList items={partner.benefits} className="mt-3 space-y-2" />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

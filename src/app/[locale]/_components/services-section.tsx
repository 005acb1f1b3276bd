import { Check, FileCheck2, Megaphone, Ship, Store, Truck, type LucideIcon } from "lucide-react";
import type { AudienceView, SectionWords, ServiceView } from "@/lib/content/views";
import { SectionHeading } from "@/components/site/section-heading";

const serviceIcons: Record<string, LucideIcon> = {
  import: Ship,
  regulatory: FileCheck2,
  distribution: Truck,
  marketing: Megaphone,
  placement: Store,
};

/**
 * The cards fill every row: three to a row on large screens (a 6-column grid), the last row's cards
 * widened to share it; two to a row on medium screens, an odd last card across both columns.
 */
function cardSpan(index: number, count: number): string {
  const lastRowStart = count - (count % 3 || 3);
  const large =
    index < lastRowStart
      ? "lg:col-span-2"
      : count % 3 === 2
        ? "lg:col-span-3"
        : count % 3 === 1
          ? "lg:col-span-6"
          : "lg:col-span-2";
  const medium = count % 2 === 1 && index === count - 1 ? "md:col-span-2" : "";
  return `${medium} ${large}`;
}

export function ServicesSection({
  services,
  audiences,
  words,
  audiencesWords,
}: {
  services: ServiceView[];
  audiences: AudienceView[];
  words: SectionWords;
  audiencesWords: SectionWords;
}) {
  return (
    <section id="services" aria-labelledby="services-title" className="bg-olive-deep py-20 text-cream sm:py-28">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="services-title" tone="dark" eyebrow={words.eyebrow} title={words.title} intro={words.intro} />
        <ul className="mt-14 grid gap-6 md:grid-cols-2 lg:grid-cols-6">
          {services.map((service, index) => {
            const Icon = serviceIcons[service.id] ?? Check;
            return (
              <li
                key={service.id}
                className={`rounded-2xl bg-cream/[0.06] p-7 ring-1 ring-cream/15 ${cardSpan(index, services.length)}`}
              >
                <Icon aria-hidden className="size-9 text-saffron" strokeWidth={1.5} />
                <h3 className="mt-5 text-xl font-semibold text-cream">{service.title}</h3>
                <p className="mt-3 leading-relaxed text-cream/85">{service.summary}</p>
                <ul className="mt-5 space-y-2.5 text-sm text-cream/85">
                  {service.points.map((point) => (
                    <li key={point} className="flex gap-2.5">
                      <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-sage" />
                      <span>{point}</span>
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>

        <h3 className="mt-20 text-2xl font-semibold text-cream">{audiencesWords.title}</h3>
        {audiencesWords.intro && <p className="mt-4 max-w-3xl text-lg leading-relaxed text-cream/85">{audiencesWords.intro}</p>}
        <ul className="mt-8 grid gap-x-8 gap-y-6 sm:grid-cols-2 lg:grid-cols-5">
          {audiences.map((audience) => (
            <li key={audience.id} className="border-t border-saffron/60 pt-4">
              <h4 className="font-serif text-lg font-semibold text-cream">{audience.title}</h4>
              <p className="mt-2 text-sm leading-relaxed text-cream/80">{audience.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

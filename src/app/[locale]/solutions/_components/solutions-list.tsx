import { getTranslations } from "next-intl/server";
import { CheckList } from "@/components/site/check-list";
import { ContentPicture } from "@/components/site/content-picture";
import type { SectionWords, SolutionView } from "@/lib/content/views";

export async function SolutionsList({ solutions, words }: { solutions: SolutionView[]; words: SectionWords }) {
  const t = await getTranslations("Solutions");
  return (
    <section aria-labelledby="lines-title" className="py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2 id="lines-title" className="sr-only">
          {words.title}
        </h2>
        <ul className="space-y-16 sm:space-y-24">
          {solutions.map((solution, index) => (
            <li key={solution.id} id={solution.id} className="grid items-center gap-8 md:grid-cols-2 md:gap-14">
              <ContentPicture
                image={solution.image}
                width={560}
                height={420}
                loading={index === 0 ? "eager" : "lazy"}
                className={`aspect-[4/3] w-full rounded-3xl bg-sand object-cover ring-1 ring-olive-deep/10 ${index % 2 === 1 ? "md:order-2" : ""}`}
              />
              <div>
                <p className="font-serif text-5xl font-semibold text-terracotta" aria-hidden>
                  {String(index + 1).padStart(2, "0")}
                </p>
                <h3 className="mt-2 text-3xl font-semibold text-olive-deep">{solution.title}</h3>
                <p className="mt-4 text-lg leading-relaxed text-muted">{solution.description}</p>
                <h4 className="mt-7 text-sm font-semibold tracking-[0.14em] text-terracotta-deep uppercase">
                  {t("featuresLabel")}
                </h4>
                <CheckList items={solution.features} className="mt-3 space-y-2.5" />
                <h4 className="mt-7 text-sm font-semibold tracking-[0.14em] text-terracotta-deep uppercase">
                  {t("industriesLabel")}
                </h4>
                <ul className="mt-3 flex flex-wrap gap-2">
                  {solution.industries.map((industry) => (
                    <li key={industry} className="rounded-full bg-sage/30 px-3 py-1 text-sm font-medium text-olive-deep">
                      {industry}
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

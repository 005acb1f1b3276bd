import { getTranslations } from "next-intl/server";
import type { SectionWords, StepView } from "@/lib/content/views";
import { Eyebrow } from "@/components/site/section-heading";

export async function SolutionProcess({ steps, words }: { steps: StepView[]; words: SectionWords }) {
  const t = await getTranslations("Solutions");
  return (
    <section aria-labelledby="process-title" className="bg-olive-deep py-20 text-cream sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <Eyebrow tone="dark">{words.eyebrow}</Eyebrow>
        <h2 id="process-title" className="mt-3 text-3xl font-semibold text-cream sm:text-4xl">
          {words.title}
        </h2>
        <ol className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {steps.map((step) => (
            <li key={step.step} className="rounded-2xl bg-cream/[0.06] p-7 ring-1 ring-cream/15">
              <p className="flex items-center gap-3">
                <span
                  aria-hidden
                  className="flex size-11 items-center justify-center rounded-full bg-saffron font-serif text-lg font-semibold text-ink"
                >
                  {step.step}
                </span>
                <span className="text-sm font-semibold tracking-[0.14em] text-cream/80 uppercase">
                  {t("stepLabel", { step: step.step })}
                </span>
              </p>
              <h3 className="mt-5 text-xl font-semibold text-cream">{step.title}</h3>
              <p className="mt-3 leading-relaxed text-cream/85">{step.description}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

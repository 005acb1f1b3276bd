import { getTranslations } from "next-intl/server";
import type { SectionWords, StepView } from "@/lib/content/views";
import { SectionHeading } from "@/components/site/section-heading";

export async function ProcessSection({ steps, words }: { steps: StepView[]; words: SectionWords }) {
  const t = await getTranslations("Home");
  return (
    <section id="process" aria-labelledby="process-title" className="py-20 sm:py-28">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="process-title" eyebrow={words.eyebrow} title={words.title} intro={words.intro} />
        <ol className="mt-14 grid gap-10 md:grid-cols-2 lg:grid-cols-4">
          {steps.map((step) => (
            <li key={step.step} className="relative">
              <p className="flex items-center gap-4">
                <span className="flex size-12 items-center justify-center rounded-full bg-terracotta-deep font-serif text-xl font-semibold text-cream">
                  {step.step}
                </span>
                <span className="text-sm font-semibold tracking-[0.14em] text-muted uppercase">
                  {t("stepLabel", { step: step.step })}
                </span>
              </p>
              <h3 className="mt-5 text-xl font-semibold text-olive-deep">{step.title}</h3>
              <p className="mt-3 leading-relaxed text-muted">{step.description}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

import { getTranslations } from "next-intl/server";
import { StepList } from "@/components/site/step-list";
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
        <StepList steps={steps} stepLabel={(step) => t("stepLabel", { step })} tone="dark" />
      </div>
    </section>
  );
}

import { getTranslations } from "next-intl/server";
import { StepList } from "@/components/site/step-list";
import type { SectionWords, StepView } from "@/lib/content/views";
import { SectionHeading } from "@/components/site/section-heading";

export async function SolutionProcess({ steps, words }: { steps: StepView[]; words: SectionWords }) {
  const t = await getTranslations("Solutions");
  return (
    <section aria-labelledby="process-title" className="bg-olive-deep py-20 text-cream sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="process-title" eyebrow={words.eyebrow} title={words.title} tone="dark" />
        <StepList steps={steps} stepLabel={(step) => t("stepLabel", { step })} tone="dark" />
      </div>
    </section>
  );
}

import { getTranslations } from "next-intl/server";
import { StepList } from "@/components/site/step-list";
import type { SectionWords, StepView } from "@/lib/content/views";
import { SectionHeading } from "@/components/site/section-heading";

export async function ProcessSection({ steps, words }: { steps: StepView[]; words: SectionWords }) {
  const t = await getTranslations("Home");
  return (
    <section id="process" aria-labelledby="process-title" className="py-20 sm:py-28">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="process-title" eyebrow={words.eyebrow} title={words.title} intro={words.intro} />
        <StepList steps={steps} stepLabel={(step) => t("stepLabel", { step })} tone="light" />
      </div>
    </section>
  );
}

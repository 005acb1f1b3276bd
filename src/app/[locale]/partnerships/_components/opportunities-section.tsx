import { ChefHat, Sprout, Store, type LucideIcon } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { BecomeClientLink } from "@/components/site/become-client";
import { CardHeading, SectionHeading } from "@/components/site/section-heading";
import type { OpportunityView, SectionWords } from "@/lib/content/views";

const opportunityIcons: Record<string, LucideIcon> = {
  producers: Sprout,
  retail: Store,
  foodservice: ChefHat,
};

/** The partnership opportunities; the retailers' card leads to the access request while it is open. */
export async function OpportunitiesSection({
  opportunities,
  becomeClient,
  words,
}: {
  opportunities: OpportunityView[];
  becomeClient: boolean;
  words: SectionWords;
}) {
  const t = await getTranslations("Partnerships");
  return (
    <section aria-labelledby="opportunities-title" className="bg-sand/60 py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="opportunities-title" words={words} />
        <ul className="mt-12 grid gap-6 lg:grid-cols-3">
          {opportunities.map((opportunity) => {
            const Icon = opportunityIcons[opportunity.id] ?? Store;
            return (
              <li key={opportunity.id} className="rounded-2xl bg-cream p-7 ring-1 ring-olive-deep/10">
                <CardHeading icon={Icon} title={opportunity.title} description={opportunity.description} />
                <h4 className="mt-6 font-sans text-sm font-semibold tracking-[0.14em] text-muted uppercase">
                  {t("requirementsLabel")}
                </h4>
                <ul className="mt-3 list-disc space-y-2 pl-5 text-ink/85 marker:text-olive">
                  {opportunity.requirements.map((requirement) => (
                    <li key={requirement}>{requirement}</li>
                  ))}
                </ul>
                {becomeClient && opportunity.id === "retail" && <BecomeClientLink tone="outline" className="mt-6" />}
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

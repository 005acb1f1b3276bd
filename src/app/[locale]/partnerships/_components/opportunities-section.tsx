import { ChefHat, Sprout, Store, type LucideIcon } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { BecomeClientLink } from "@/components/site/become-client";
import { IconCardSection } from "@/components/site/icon-card-section";
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
    <IconCardSection
      id="opportunities-title"
      words={words}
      cards={opportunities}
      icons={opportunityIcons}
      fallback={Store}
      className="bg-sand/60 py-20 sm:py-24"
      listClassName="lg:grid-cols-3"
      cardClassName="bg-cream"
    >
      {(opportunity) => (
        <>
          <h4 className="mt-6 font-sans text-sm font-semibold tracking-[0.14em] text-muted uppercase">
            {t("requirementsLabel")}
          </h4>
          <ul className="mt-3 list-disc space-y-2 pl-5 text-ink/85 marker:text-olive">
            {opportunity.requirements.map((requirement) => (
              <li key={requirement}>{requirement}</li>
            ))}
          </ul>
          {becomeClient && opportunity.id === "retail" && <BecomeClientLink tone="outline" className="mt-6" />}
        </>
      )}
    </IconCardSection>
  );
}

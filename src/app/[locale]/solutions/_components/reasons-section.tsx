import { Globe, Handshake, ShieldCheck, type LucideIcon } from "lucide-react";
import { IconCardSection } from "@/components/site/icon-card-section";
import type { ReasonView, SectionWords } from "@/lib/content/views";

const reasonIcons: Record<string, LucideIcon> = {
  "both-sides": Globe,
  "compliance-first": ShieldCheck,
  "one-partner": Handshake,
};

export function ReasonsSection({ reasons, words }: { reasons: ReasonView[]; words: SectionWords }) {
  return (
    <IconCardSection
      id="reasons-title"
      words={words}
      cards={reasons}
      icons={reasonIcons}
      fallback={Handshake}
      className="pt-20 pb-8 sm:pt-24"
      listClassName="md:grid-cols-3"
      cardClassName="bg-white shadow-sm"
    />
  );
}

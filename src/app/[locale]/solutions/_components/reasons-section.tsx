import { Globe, Handshake, ShieldCheck, type LucideIcon } from "lucide-react";
import { CardHeading, SectionHeading } from "@/components/site/section-heading";
import type { ReasonView, SectionWords } from "@/lib/content/views";

const reasonIcons: Record<string, LucideIcon> = {
  "both-sides": Globe,
  "compliance-first": ShieldCheck,
  "one-partner": Handshake,
};

export function ReasonsSection({ reasons, words }: { reasons: ReasonView[]; words: SectionWords }) {
  return (
    <section aria-labelledby="reasons-title" className="pt-20 pb-8 sm:pt-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="reasons-title" words={words} />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {reasons.map((reason) => {
            const Icon = reasonIcons[reason.id] ?? Handshake;
            return (
              <li key={reason.id} className="rounded-2xl bg-white p-7 shadow-sm ring-1 ring-olive-deep/10">
                <CardHeading icon={Icon} title={reason.title} description={reason.description} />
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

import type { LocaleState } from "@/server/content/items";

const tones: Record<LocaleState, string> = {
  published: "bg-olive/15 text-olive-deep",
  changed: "bg-saffron/30 text-ink",
  draft: "bg-sand text-ink/80",
};

/** A language's state, in words (never colour alone). */
export function LocaleStateBadge({ state, label }: { state: LocaleState; label: string }) {
  return <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${tones[state]}`}>{label}</span>;
}

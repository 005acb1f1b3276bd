import type { LucideIcon } from "lucide-react";
import type { SectionWords } from "@/lib/content/views";

/** A page section's eyebrow and title; `id` names the title, which labels the section. */
export function SectionHeading({ id, words }: { id: string; words: Pick<SectionWords, "eyebrow" | "title"> }) {
  return (
    <>
      <p className="text-sm font-semibold tracking-[0.16em] text-terracotta-deep uppercase">{words.eyebrow}</p>
      <h2 id={id} className="mt-3 text-3xl font-semibold text-olive-deep sm:text-4xl">
        {words.title}
      </h2>
    </>
  );
}

/** A section card's opening: its icon, title and description. */
export function CardHeading({ icon: Icon, title, description }: { icon: LucideIcon; title: string; description: string }) {
  return (
    <>
      <Icon aria-hidden className="size-9 text-terracotta-deep" strokeWidth={1.5} />
      <h3 className="mt-5 text-xl font-semibold text-olive-deep">{title}</h3>
      <p className="mt-3 leading-relaxed text-muted">{description}</p>
    </>
  );
}

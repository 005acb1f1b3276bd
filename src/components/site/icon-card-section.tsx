import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import type { SectionWords } from "@/lib/content/views";
import { CardHeading, SectionHeading } from "./section-heading";

interface IconCard {
  id: string;
  title: string;
  description: string;
}

/**
 * A page section of cards, each opened by its icon, title and description (the solutions page's
 * reasons, the partnerships page's opportunities). The heading's `id` names the section; a card's
 * icon is found by the card's id (`fallback` when none); `children` adds to a card after its opening.
 */
export function IconCardSection<Card extends IconCard>({
  id,
  words,
  cards,
  icons,
  fallback,
  className,
  listClassName,
  cardClassName,
  children,
}: {
  id: string;
  words: SectionWords;
  cards: Card[];
  icons: Record<string, LucideIcon>;
  fallback: LucideIcon;
  /** The section's spacing and background. */
  className: string;
  /** The grid's columns. */
  listClassName: string;
  /** A card's background. */
  cardClassName: string;
  children?: (card: Card) => ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id={id} eyebrow={words.eyebrow} title={words.title} />
        <ul className={`mt-12 grid gap-6 ${listClassName}`}>
          {cards.map((card) => (
            <li key={card.id} className={`rounded-2xl p-7 ring-1 ring-olive-deep/10 ${cardClassName}`}>
              <CardHeading icon={icons[card.id] ?? fallback} title={card.title} description={card.description} />
              {children?.(card)}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

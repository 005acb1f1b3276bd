import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/** The small capitals above a heading that name what a page or section is about. */
export function Eyebrow({ children, tone = "light" }: { children: ReactNode; tone?: "light" | "dark" }) {
  return (
    <p
      className={`text-sm font-semibold tracking-[0.16em] uppercase ${tone === "dark" ? "text-saffron-light" : "text-terracotta-deep"}`}
    >
      {children}
    </p>
  );
}

/**
 * A page section's eyebrow, title and introduction; `id` names the title, which labels the
 * section (`aria-labelledby`). `tone="dark"` for a section on a dark background.
 */
export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  tone = "light",
}: {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  tone?: "light" | "dark";
}) {
  const dark = tone === "dark";
  return (
    <div className="max-w-3xl">
      {eyebrow && <Eyebrow tone={tone}>{eyebrow}</Eyebrow>}
      <h2 id={id} className={`mt-3 text-3xl leading-tight font-semibold sm:text-4xl ${dark ? "text-cream" : "text-olive-deep"}`}>
        {title}
      </h2>
      {intro && <p className={`mt-4 text-lg leading-relaxed ${dark ? "text-cream/85" : "text-muted"}`}>{intro}</p>}
    </div>
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

interface SectionHeadingProps {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  tone?: "light" | "dark";
}

export function SectionHeading({ id, eyebrow, title, intro, tone = "light" }: SectionHeadingProps) {
  const dark = tone === "dark";
  return (
    <div className="max-w-3xl">
      {eyebrow && (
        <p
          className={`text-sm font-semibold tracking-[0.16em] uppercase ${dark ? "text-saffron-light" : "text-terracotta-deep"}`}
        >
          {eyebrow}
        </p>
      )}
      <h2 id={id} className={`mt-3 text-3xl leading-tight font-semibold sm:text-4xl ${dark ? "text-cream" : "text-olive-deep"}`}>
        {title}
      </h2>
      {intro && <p className={`mt-4 text-lg leading-relaxed ${dark ? "text-cream/85" : "text-muted"}`}>{intro}</p>}
    </div>
  );
}

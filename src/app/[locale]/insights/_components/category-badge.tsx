/** A small pill naming an article's or a news item's category. */
export function CategoryBadge({ label, tone = "olive" }: { label: string; tone?: "olive" | "terracotta" }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold tracking-wide uppercase ${
        tone === "olive" ? "bg-olive-deep text-cream" : "bg-terracotta-deep text-cream"
      }`}
    >
      {label}
    </span>
  );
}

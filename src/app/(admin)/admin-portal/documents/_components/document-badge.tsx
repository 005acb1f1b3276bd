/** A short state beside a document's name or date: Expired, Withdrawn. */
export function DocumentBadge({ label }: { label: string }) {
  return (
    <span className="ml-2 inline-flex rounded-full bg-terracotta-deep/10 px-2 py-0.5 text-xs font-semibold text-terracotta-deep">
      {label}
    </span>
  );
}

import { Check } from "lucide-react";

/** A list of short points, each after a check mark (a partner's benefits, a solution's features). */
export function CheckList({ items, className }: { items: string[]; className: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className="flex gap-2.5 text-ink/85">
          <Check aria-hidden className="mt-1 size-4 shrink-0 text-olive" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

import type { ReactNode } from "react";

/**
 * One panel of a company's page: its heading (`id` labels the section), then its content, or
 * `empty`'s sentence in its place when there is nothing to list.
 */
export function CompanySection({
  id,
  title,
  empty,
  children,
}: {
  id: string;
  title: string;
  empty?: string;
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-olive-deep/10">
      <h2 id={id} className="text-lg font-semibold text-olive-deep">
        {title}
      </h2>
      {empty ? <p className="mt-3 text-sm text-muted">{empty}</p> : children}
    </section>
  );
}

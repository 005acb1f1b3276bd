import type { ReactNode } from "react";

/**
 * A portal table: scrolls sideways on a phone rather than squeezing its columns (focusable and
 * named, so a keyboard can scroll it too), inside its own box, so the page itself never scrolls
 * sideways and the status and action columns stay one swipe away; the first column stays in view
 * while the others scroll, so a row is still known by its first cell.
 */
export function DataTable({
  label,
  columns,
  minWidth,
  children,
}: {
  label: string;
  columns: string[];
  minWidth: string;
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="max-w-full overflow-x-auto overscroll-x-contain rounded-2xl bg-white shadow-sm ring-1 ring-olive-deep/10"
    >
      <table
        className="w-full text-left text-sm max-md:[&_tbody_tr>*:first-child]:sticky max-md:[&_tbody_tr>*:first-child]:left-0 max-md:[&_tbody_tr>*:first-child]:z-10 max-md:[&_tbody_tr>*:first-child]:bg-white max-md:[&_tbody_tr>*:first-child]:shadow-[1px_0_0_var(--color-sand)] max-md:[&_thead_tr>*:first-child]:sticky max-md:[&_thead_tr>*:first-child]:left-0 max-md:[&_thead_tr>*:first-child]:z-10 max-md:[&_thead_tr>*:first-child]:bg-[color-mix(in_srgb,var(--color-sand)_40%,white)]"
        style={{ minWidth }}
      >
        <thead className="bg-sand/40 text-olive-deep">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-3 py-2 font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

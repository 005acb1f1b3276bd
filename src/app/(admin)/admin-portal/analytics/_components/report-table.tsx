import type { ReactNode } from "react";

const cell = "px-4 py-2";

/**
 * One of the analytics page's tables under its heading: the first `textColumns` columns name the
 * row, the others are figures (right-aligned); `empty` is said instead of an empty table.
 */
export function ReportTable({
  id,
  heading,
  columns,
  rows,
  empty,
  textColumns = 1,
  scrollClassName = "",
}: {
  id: string;
  heading: string;
  columns: readonly string[];
  rows: readonly { key: string; cells: readonly ReactNode[] }[];
  empty: string;
  textColumns?: number;
  /** Classes for the scrolling frame, e.g. a maximum height for a long table. */
  scrollClassName?: string;
}) {
  const figure = (index: number) => index >= textColumns;
  return (
    // The table's frame is the landmark (a region named by the heading), not the section.
    <section>
      <h2 id={`${id}-heading`} className="mb-3 text-xl font-semibold text-olive-deep">
        {heading}
      </h2>
      {rows.length === 0 ? (
        <p className="text-muted">{empty}</p>
      ) : (
        // Focusable, so a keyboard can scroll a table wider (or longer) than its frame.
        <div
          role="region"
          aria-labelledby={`${id}-heading`}
          tabIndex={0}
          className={`overflow-auto rounded-2xl bg-white shadow-sm ring-1 ring-olive-deep/10 ${scrollClassName}`}
        >
          <table className="w-full text-left text-sm" data-table={id}>
            <thead className="text-muted">
              <tr>
                {columns.map((column, index) => (
                  <th key={column} scope="col" className={`${cell} ${figure(index) ? "text-right" : ""}`}>
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key} className="border-t border-olive-deep/10">
                  {row.cells.map((value, index) =>
                    index === 0 ? (
                      <th key={index} scope="row" className={`${cell} font-normal wrap-break-word`}>
                        {value}
                      </th>
                    ) : (
                      <td key={index} className={`${cell} ${figure(index) ? "text-right tabular-nums" : "wrap-break-word"}`}>
                        {value}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

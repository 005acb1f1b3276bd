import type { ReactNode } from "react";

/**
 * A portal table: scrolls sideways on a phone rather than squeezing its columns (focusable and
 * named, so a keyboard can scroll it too).
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
      className="overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-olive-deep/10"
    >
      <table className="w-full text-left text-sm" style={{ minWidth }}>
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

/** A small table of figures: a caption, a header row, one row per item with its name as the row header. */
export function FiguresTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: readonly string[];
  rows: readonly { key: string; cells: readonly (string | number)[] }[];
}) {
  return (
    <div className="relative max-w-full overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-olive-deep/10">
      <table className="w-full text-left text-sm">
        <caption className="px-3 pt-3 text-left font-medium text-muted">{caption}</caption>
        <thead className="text-olive-deep">
          <tr>
            {columns.map((column, index) => (
              <th key={column} scope="col" className={`px-3 py-2 font-semibold ${index > 0 ? "text-right" : ""}`}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ key, cells: [first, ...rest] }) => (
            <tr key={key} className="border-t border-olive-deep/10">
              <th scope="row" className="px-3 py-2 font-medium text-ink">
                {first}
              </th>
              {rest.map((cell, index) => (
                <td key={index} className="px-3 py-2 text-right tabular-nums">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

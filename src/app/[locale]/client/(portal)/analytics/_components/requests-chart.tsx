const WIDTH = 600;
const HEIGHT = 160;
const LABELS = 24;

/**
 * Requests per month as bars with their figure above each, drawn on the server. The picture is
 * one image to screen readers, named with every figure; the same figures follow in a table.
 */
export function RequestsChart({
  months,
  label,
}: {
  /** `short`: the month's name on the axis (the year is in the label and the table). */
  months: { label: string; short: string; requests: number }[];
  label: string;
}) {
  const max = Math.max(1, ...months.map((month) => month.requests));
  const slot = WIDTH / Math.max(1, months.length);
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT + LABELS + 16}`}
      className="h-auto w-full"
      role="img"
      aria-label={label}
      data-chart="orders"
    >
      <line x1={0} x2={WIDTH} y1={HEIGHT + 14} y2={HEIGHT + 14} className="stroke-olive-deep/30" />
      {months.map((month, index) => {
        const height = (month.requests / max) * (HEIGHT - 12);
        const x = index * slot + slot * 0.15;
        return (
          <g key={month.label}>
            <rect x={x} y={HEIGHT + 14 - height} width={slot * 0.7} height={height} rx={2} className="fill-olive" />
            <text x={x + slot * 0.35} y={HEIGHT + 10 - height} textAnchor="middle" className="fill-ink text-[12px]">
              {month.requests}
            </text>
            <text x={x + slot * 0.35} y={HEIGHT + LABELS + 12} textAnchor="middle" className="fill-muted text-[10px]">
              {month.short}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

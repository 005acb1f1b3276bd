import type { DayFigures } from "@/server/analytics/reports";

const WIDTH = 600;
const HEIGHT = 160;

/**
 * Visits per day as bars, page views as a line, drawn on the server (no chart script in the
 * browser). The picture is hidden from screen readers: the table beside it has the same figures.
 */
export function DailyChart({
  days,
  caption,
  firstLabel,
  lastLabel,
}: {
  days: DayFigures[];
  caption: string;
  firstLabel: string;
  lastLabel: string;
}) {
  const max = Math.max(1, ...days.map((day) => Math.max(day.visits, day.pageViews)));
  const slot = WIDTH / Math.max(1, days.length);
  const y = (value: number) => HEIGHT - (value / max) * (HEIGHT - 10);
  const line = days.map((day, index) => `${index * slot + slot / 2},${y(day.pageViews)}`).join(" ");
  return (
    <figure className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-olive-deep/10">
      <figcaption className="mb-3 text-sm font-medium text-muted">{caption}</figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT + 20}`} className="h-auto w-full" aria-hidden data-chart="visits">
        <line x1={0} x2={WIDTH} y1={HEIGHT} y2={HEIGHT} className="stroke-olive-deep/30" />
        {days.map((day, index) => (
          <rect
            key={day.day}
            x={index * slot + slot * 0.15}
            y={y(day.visits)}
            width={slot * 0.7}
            height={HEIGHT - y(day.visits)}
            rx={2}
            className="fill-sage"
          />
        ))}
        <polyline points={line} fill="none" strokeWidth={2} className="stroke-terracotta-deep" />
        <text x={0} y={HEIGHT + 16} className="fill-muted text-[11px]">
          {firstLabel}
        </text>
        <text x={WIDTH} y={HEIGHT + 16} textAnchor="end" className="fill-muted text-[11px]">
          {lastLabel}
        </text>
        <text x={0} y={10} className="fill-muted text-[11px]">
          {max}
        </text>
      </svg>
    </figure>
  );
}

import type { DayFigures } from "@/server/analytics/reports";

const WIDTH = 600;
const HEIGHT = 160;

/**
 * Visits per day as bars, page views as a line, drawn on the server (no chart script in the
 * browser), across the content's width at a fixed height: the drawing stretches (lines keep their
 * width), and the labels are text beside it, so they read the same at 375 and 1280 px. The picture
 * is hidden from screen readers: the table below it has the same figures.
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
  const y = (value: number) => HEIGHT - (value / max) * (HEIGHT - 4);
  const line = days.map((day, index) => `${index * slot + slot / 2},${y(day.pageViews)}`).join(" ");
  return (
    <figure className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-olive-deep/10">
      <figcaption className="mb-3 text-sm font-medium text-muted">{caption}</figcaption>
      <p aria-hidden className="text-xs text-muted">
        {max}
      </p>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="mt-1 h-48 w-full lg:h-64"
        aria-hidden
        data-chart="visits"
      >
        <line x1={0} x2={WIDTH} y1={HEIGHT} y2={HEIGHT} vectorEffect="non-scaling-stroke" className="stroke-olive-deep/30" />
        {days.map((day, index) => (
          <rect
            key={day.day}
            x={index * slot + slot * 0.15}
            y={y(day.visits)}
            width={slot * 0.7}
            height={HEIGHT - y(day.visits)}
            className="fill-sage"
          />
        ))}
        <polyline
          points={line}
          fill="none"
          strokeWidth={2}
          vectorEffect="non-scaling-stroke"
          className="stroke-terracotta-deep"
        />
      </svg>
      <p aria-hidden className="mt-1 flex justify-between gap-4 text-xs text-muted">
        <span>{firstLabel}</span>
        <span>{lastLabel}</span>
      </p>
    </figure>
  );
}

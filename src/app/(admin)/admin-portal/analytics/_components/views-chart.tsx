import type { DailyCount } from "@/server/analytics/reports";

const WIDTH = 600;
const HEIGHT = 160;

/**
 * Page views per day as bars, drawn on the server (no chart script in the browser). The picture
 * is hidden from screen readers, which get the same figures as a table instead.
 */
export function ViewsChart({
  days,
  caption,
  dayLabel,
  viewsLabel,
}: {
  days: DailyCount[];
  caption: string;
  dayLabel: string;
  viewsLabel: string;
}) {
  const max = Math.max(1, ...days.map((day) => day.count));
  const slot = WIDTH / Math.max(1, days.length);
  return (
    <figure className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-olive-deep/10">
      <figcaption className="mb-3 text-sm font-medium text-muted">{caption}</figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT + 20}`} className="h-auto w-full" aria-hidden data-chart="views">
        <line x1={0} x2={WIDTH} y1={HEIGHT} y2={HEIGHT} className="stroke-olive-deep/30" />
        {days.map((day, index) => {
          const height = (day.count / max) * (HEIGHT - 10);
          return (
            <rect
              key={day.day}
              x={index * slot + slot * 0.15}
              y={HEIGHT - height}
              width={slot * 0.7}
              height={height}
              rx={2}
              className="fill-olive"
            />
          );
        })}
        <text x={0} y={HEIGHT + 16} className="fill-muted text-[11px]">
          {days[0]?.day}
        </text>
        <text x={WIDTH} y={HEIGHT + 16} textAnchor="end" className="fill-muted text-[11px]">
          {days.at(-1)?.day}
        </text>
        <text x={0} y={10} className="fill-muted text-[11px]">
          {max}
        </text>
      </svg>
      <table className="sr-only">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{dayLabel}</th>
            <th scope="col">{viewsLabel}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.day}>
              <td>{day.day}</td>
              <td>{day.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

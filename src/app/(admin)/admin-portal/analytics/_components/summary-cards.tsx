import { getFormatter, getTranslations } from "next-intl/server";
import type { PeriodTotals } from "@/server/analytics/reports";

const figures = ["visits", "visitors", "pageViews", "conversion"] as const;

/** The period's four figures, each with the previous period's and the change. */
export async function SummaryCards({ totals, previous }: { totals: PeriodTotals; previous: PeriodTotals }) {
  const [t, format] = await Promise.all([getTranslations("AdminPortal.analytics.totals"), getFormatter()]);
  const show = (figure: (typeof figures)[number], from: PeriodTotals) =>
    figure === "conversion"
      ? from.conversion === null
        ? "—"
        : format.number(from.conversion, { style: "percent", maximumFractionDigits: 1 })
      : format.number(from[figure]);
  const change = (figure: (typeof figures)[number]) => {
    const now = figure === "conversion" ? (totals.conversion ?? 0) : totals[figure];
    const before = figure === "conversion" ? (previous.conversion ?? 0) : previous[figure];
    if (now === before) return t("noChange");
    if (before === 0) return t("new");
    return t("change", {
      change: format.number((now - before) / before, { style: "percent", maximumFractionDigits: 0, signDisplay: "always" }),
    });
  };
  return (
    <section aria-labelledby="summary-heading">
      <h2 id="summary-heading" className="sr-only">
        {t("heading")}
      </h2>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-summary>
        {figures.map((figure) => (
          <div key={figure} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-olive-deep/10" data-figure={figure}>
            <dt className="text-sm font-medium text-muted">{t(figure)}</dt>
            <dd className="mt-1 text-3xl font-semibold text-olive-deep tabular-nums" data-value>
              {show(figure, totals)}
            </dd>
            <dd className="mt-2 text-sm text-muted">{t("previous", { value: show(figure, previous) })}</dd>
            <dd className="text-sm text-muted">{change(figure)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

import "server-only";
import { type CsvSeparator, type CsvValue, toCsv } from "@/lib/csv";
import { goals } from "./goals";
import type { AnalyticsReport } from "./reports";

/** The words of the file, in the staff member's language (the `AdminPortal.analytics` catalog). */
export type AnalyticsCsvText = (key: string) => string;

/**
 * The analytics page as one CSV file: one row per figure, named by its table (`section`), what it
 * counts (`label`, a path or a source as stored), its value and, for the summary, the previous
 * period's value. Days are Ottawa's (YYYY-MM-DD).
 */
export function analyticsCsv(report: AnalyticsReport, t: AnalyticsCsvText, separator: CsvSeparator): string {
  const rows: CsvValue[][] = [];
  const add = (section: string, label: CsvValue, value: CsvValue, previous?: CsvValue) =>
    rows.push([section, label, value, previous ?? null]);
  const { totals, previousTotals: before } = report;
  add(t("totals.heading"), t("totals.visits"), totals.visits, before.visits);
  add(t("totals.heading"), t("totals.visitors"), totals.visitors, before.visitors);
  add(t("totals.heading"), t("totals.pageViews"), totals.pageViews, before.pageViews);
  add(t("totals.heading"), t("totals.conversion"), totals.conversion?.toFixed(4), before.conversion?.toFixed(4));
  for (const goal of goals) add(t("goals"), t(`goalNames.${goal}`), totals.goals[goal], before.goals[goal]);
  for (const day of report.perDay) {
    add(`${t("perDay")} · ${t("visits")}`, day.day, day.visits);
    add(`${t("perDay")} · ${t("visitors")}`, day.day, day.visitors);
    add(`${t("perDay")} · ${t("pageViews")}`, day.day, day.pageViews);
    add(`${t("perDay")} · ${t("convertedVisits")}`, day.day, day.convertedVisits);
  }
  for (const row of report.topPages) add(t("topPages"), row.pathname, row.pageViews);
  for (const row of report.entryPages) add(t("entryPages"), row.pathname, row.visits);
  for (const row of report.sources)
    add(t("sources"), `${t(`sourceKinds.${row.kind}`)}${row.source ? ` · ${row.source}` : ""}`, row.visits);
  for (const row of report.campaigns)
    add(t("campaigns"), [row.source ?? "", row.medium ?? "", row.campaign ?? ""].join(" / "), row.visits);
  for (const row of report.languages) add(t("languages"), row.locale, row.visits);
  for (const row of report.devices) add(t("devices"), t(`deviceNames.${row.device}`), row.visits);
  return toCsv([t("csv.section"), t("csv.label"), t("csv.value"), t("csv.previous")], rows, separator);
}

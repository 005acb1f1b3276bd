import { getFormatter, getLocale, getTranslations } from "next-intl/server";
import { secondaryButtonClass } from "@/components/ui/styles";
import { toLocale } from "@/i18n/locales";
import { adminPortalPath } from "@/lib/admin-portal";
import { formatCalendarDate } from "@/lib/dates";
import { getPortalViewer } from "@/server/admin/gate";
import { goals } from "@/server/analytics/goals";
import { pageOf } from "@/server/analytics/page-names";
import { rangeSearch, resolveRange } from "@/server/analytics/range";
import { loadAnalyticsReport } from "@/server/analytics/reports";
import { PortalGate } from "../_components/portal-gate";
import { PortalPage } from "../_components/portal-page";
import { portalPageMetadata } from "../_components/portal-metadata";
import { DailyChart } from "./_components/daily-chart";
import { RangeForm } from "./_components/range-form";
import { ReportTable } from "./_components/report-table";
import { SummaryCards } from "./_components/summary-cards";

export const generateMetadata = portalPageMetadata("analytics");

export default async function AnalyticsPage({ searchParams }: PageProps<"/admin-portal/analytics">) {
  if (!(await getPortalViewer("analytics"))) return <PortalGate page="analytics" />;
  const range = resolveRange(await searchParams, new Date());
  const [t, format, locale, report] = await Promise.all([
    getTranslations("AdminPortal.analytics"),
    getFormatter(),
    getLocale().then(toLocale),
    loadAnalyticsReport(range),
  ]);
  const day = (iso: string) => formatCalendarDate(iso, locale);
  const number = (value: number) => format.number(value);
  const pageName = (pathname: string) => {
    const page = pageOf(pathname);
    if (!page) return t("unknownPage");
    const name = t(`pageNames.${page.key}`);
    return page.detail ? `${name} (${page.detail})` : name;
  };
  const pageCells = (pathname: string) => [pageName(pathname), <code key="path">{pathname}</code>];
  return (
    <PortalPage title={t("title")} intro={t("intro")}>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <RangeForm range={range} />
        <a href={`${adminPortalPath("analytics")}/export${rangeSearch(range)}`} className={secondaryButtonClass} download>
          {t("export")}
        </a>
      </div>
      <p className="mt-4 text-sm text-muted" data-range={`${range.from}..${range.to}`}>
        {t("range.showing", {
          from: day(range.from),
          to: day(range.to),
          previousFrom: day(report.previous.from),
          previousTo: day(report.previous.to),
        })}
      </p>
      <div className="mt-6">
        <SummaryCards totals={report.totals} previous={report.previousTotals} />
      </div>
      {/* The chart takes the content's width; its figures, day by day, follow in the table. */}
      <div className="mt-10 grid grid-cols-1 gap-6">
        <DailyChart days={report.perDay} caption={t("perDay")} firstLabel={day(range.from)} lastLabel={day(range.to)} />
        <ReportTable
          id="per-day"
          scrollClassName="max-h-96"
          heading={t("perDay")}
          columns={[t("day"), t("visits"), t("visitors"), t("pageViews"), t("convertedVisits")]}
          rows={report.perDay.toReversed().map((row) => ({
            key: row.day,
            cells: [day(row.day), number(row.visits), number(row.visitors), number(row.pageViews), number(row.convertedVisits)],
          }))}
          empty={t("none")}
        />
      </div>
      <div className="mt-10 grid gap-10 lg:grid-cols-2">
        <ReportTable
          id="goals"
          heading={t("goals")}
          columns={[t("goal"), t("visits")]}
          rows={goals.map((goal) => ({ key: goal, cells: [t(`goalNames.${goal}`), number(report.totals.goals[goal])] }))}
          empty={t("none")}
        />
        <p className="self-end text-sm text-muted">{t("conversionNote")}</p>
        <ReportTable
          id="top-pages"
          heading={t("topPages")}
          columns={[t("page"), t("path"), t("pageViews")]}
          textColumns={2}
          rows={report.topPages.map((row) => ({ key: row.pathname, cells: [...pageCells(row.pathname), number(row.pageViews)] }))}
          empty={t("none")}
        />
        <ReportTable
          id="entry-pages"
          heading={t("entryPages")}
          columns={[t("page"), t("path"), t("visits")]}
          textColumns={2}
          rows={report.entryPages.map((row) => ({ key: row.pathname, cells: [...pageCells(row.pathname), number(row.visits)] }))}
          empty={t("none")}
        />
        <ReportTable
          id="sources"
          heading={t("sources")}
          columns={[t("source"), t("visits")]}
          rows={report.sources.map((row) => ({
            key: `${row.kind}:${row.source ?? ""}`,
            cells: [
              row.source ? `${t(`sourceKinds.${row.kind}`)} · ${row.source}` : t(`sourceKinds.${row.kind}`),
              number(row.visits),
            ],
          }))}
          empty={t("none")}
        />
        <ReportTable
          id="campaigns"
          heading={t("campaigns")}
          columns={[t("utmCampaign"), t("utmSource"), t("utmMedium"), t("visits")]}
          textColumns={3}
          rows={report.campaigns.map((row) => ({
            key: `${row.campaign}|${row.source}|${row.medium}`,
            cells: [row.campaign ?? "—", row.source ?? "—", row.medium ?? "—", number(row.visits)],
          }))}
          empty={t("none")}
        />
        <ReportTable
          id="languages"
          heading={t("languages")}
          columns={[t("language"), t("visits")]}
          rows={report.languages.map((row) => ({
            key: row.locale,
            cells: [row.locale === "fr" || row.locale === "en" ? t(`localeNames.${row.locale}`) : row.locale, number(row.visits)],
          }))}
          empty={t("none")}
        />
        <ReportTable
          id="devices"
          heading={t("devices")}
          columns={[t("device"), t("visits")]}
          rows={report.devices.map((row) => ({ key: row.device, cells: [t(`deviceNames.${row.device}`), number(row.visits)] }))}
          empty={t("none")}
        />
      </div>
    </PortalPage>
  );
}

import { getLocale, getTranslations } from "next-intl/server";
import { toLocale } from "@/i18n/locales";
import { canOpenAdmin } from "@/lib/permissions";
import { defaultCsvSeparator } from "@/lib/csv";
import { authorize } from "@/server/auth/session";
import { analyticsCsv } from "@/server/analytics/export";
import { resolveRange } from "@/server/analytics/range";
import { loadAnalyticsReport } from "@/server/analytics/reports";

/** The analytics page's range (`?range=…&from=…&to=…`) as a CSV file, for staff. */
export async function GET(request: Request) {
  const viewer = await authorize(canOpenAdmin);
  if (!viewer) return new Response("Forbidden", { status: 403, headers: { "Cache-Control": "no-store" } });
  const range = resolveRange(Object.fromEntries(new URL(request.url).searchParams), new Date());
  const [report, t, locale] = await Promise.all([
    loadAnalyticsReport(range),
    getTranslations("AdminPortal.analytics"),
    getLocale(),
  ]);
  return new Response(analyticsCsv(report, t as (key: string) => string, defaultCsvSeparator(toLocale(locale))), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="analytics-${range.from}-${range.to}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}

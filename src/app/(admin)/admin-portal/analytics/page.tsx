import { getTranslations } from "next-intl/server";
import { getPortalViewer } from "@/server/admin/gate";
import { loadAnalyticsReport } from "@/server/analytics/reports";
import { PortalGate } from "../_components/portal-gate";
import { PortalPage } from "../_components/portal-page";
import { portalPageMetadata } from "../_components/portal-metadata";
import { ViewsChart } from "./_components/views-chart";

export const generateMetadata = portalPageMetadata("analytics");

const cell = "px-4 py-2";

export default async function AnalyticsPage() {
  if (!(await getPortalViewer("analytics"))) return <PortalGate page="analytics" />;
  const [t, report] = await Promise.all([getTranslations("AdminPortal.analytics"), loadAnalyticsReport()]);
  const submissionDays = report.submissionsPerDay.filter((day) => day.contact + day.accessRequest > 0).reverse();
  return (
    <PortalPage title={t("title")} intro={t("intro")}>
      <ViewsChart days={report.viewsPerDay} caption={t("viewsPerDay")} dayLabel={t("day")} viewsLabel={t("views")} />
      <div className="mt-10 grid gap-10 lg:grid-cols-2">
        <section aria-labelledby="top-pages">
          <h2 id="top-pages" className="mb-4 text-xl font-semibold text-olive-deep">
            {t("topPages")}
          </h2>
          {report.topPages.length === 0 ? (
            <p className="text-muted">{t("noViews")}</p>
          ) : (
            <table
              className="w-full rounded-2xl bg-white text-left text-sm shadow-sm ring-1 ring-olive-deep/10"
              data-table="top-pages"
            >
              <thead className="text-muted">
                <tr>
                  <th scope="col" className={cell}>
                    {t("page")}
                  </th>
                  <th scope="col" className={`${cell} text-right`}>
                    {t("views")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {report.topPages.map((page) => (
                  <tr key={page.pathname} className="border-t border-olive-deep/10">
                    <td className={`${cell} font-mono wrap-break-word`}>{page.pathname}</td>
                    <td className={`${cell} text-right tabular-nums`}>{page.views}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
        <section aria-labelledby="submissions">
          <h2 id="submissions" className="mb-4 text-xl font-semibold text-olive-deep">
            {t("submissionsPerDay")}
          </h2>
          {submissionDays.length === 0 ? (
            <p className="text-muted">{t("noSubmissions")}</p>
          ) : (
            <table
              className="w-full rounded-2xl bg-white text-left text-sm shadow-sm ring-1 ring-olive-deep/10"
              data-table="submissions"
            >
              <thead className="text-muted">
                <tr>
                  <th scope="col" className={cell}>
                    {t("day")}
                  </th>
                  <th scope="col" className={`${cell} text-right`}>
                    {t("contact")}
                  </th>
                  <th scope="col" className={`${cell} text-right`}>
                    {t("accessRequest")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {submissionDays.map((day) => (
                  <tr key={day.day} className="border-t border-olive-deep/10">
                    <td className={cell}>{day.day}</td>
                    <td className={`${cell} text-right tabular-nums`}>{day.contact}</td>
                    <td className={`${cell} text-right tabular-nums`}>{day.accessRequest}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      </div>
    </PortalPage>
  );
}

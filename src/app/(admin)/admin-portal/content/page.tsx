import { getTranslations } from "next-intl/server";
import { studioFilterSchema } from "@/lib/content/studio";
import { getPortalViewer } from "@/server/admin/gate";
import { listItems } from "@/server/content/items";
import { outdatedLanguages } from "@/server/content/outdated";
import { pendingSchedules } from "@/server/content/schedules";
import { PortalGate } from "../_components/portal-gate";
import { PortalPage } from "../_components/portal-page";
import { portalPageMetadata } from "../_components/portal-metadata";
import { ContentFilter } from "./_components/content-filter";
import { ContentTable } from "./_components/content-table";
import { ContentTypeNav } from "./_components/content-type-nav";
import { NewItemButton } from "./_components/new-item-button";

export const generateMetadata = portalPageMetadata("content");

export default async function ContentPage({ searchParams }: PageProps<"/admin-portal/content">) {
  if (!(await getPortalViewer("content"))) return <PortalGate page="content" />;
  const filter = studioFilterSchema.parse(await searchParams);
  const [t, items] = await Promise.all([getTranslations("AdminContent"), listItems(filter)]);
  const [schedules, outdated] = await Promise.all([pendingSchedules(items.map((item) => item.id)), outdatedLanguages(items)]);
  return (
    <PortalPage title={t("title")} intro={t("intro")}>
      <div className="grid gap-8 lg:grid-cols-[14rem_1fr]">
        <ContentTypeNav current={filter.type} />
        <div className="min-w-0">
          {filter.done === "archived" && (
            <p role="status" className="mb-6 rounded-lg bg-olive/10 px-4 py-3 text-sm font-medium text-olive-deep">
              {t("done.archived")}
            </p>
          )}
          <div className="flex flex-wrap items-end justify-between gap-4">
            <h2 className="text-xl font-semibold text-olive-deep">{t(`types.${filter.type}`)}</h2>
            <NewItemButton type={filter.type} />
          </div>
          <ContentFilter filter={filter} />
          <p className="mt-6 font-medium text-olive-deep" role="status">
            {t("count", { count: items.length })}
          </p>
          <div className="mt-3">
            <ContentTable items={items} type={filter.type} schedules={schedules} outdated={outdated} />
          </div>
        </div>
      </div>
    </PortalPage>
  );
}

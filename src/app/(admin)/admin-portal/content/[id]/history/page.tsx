import Link from "next/link";
import { notFound } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { formatAdminDateTime } from "@/lib/dates";
import { toLocale } from "@/i18n/locales";
import { z } from "zod";
import { primaryButtonClass, secondaryButtonClass } from "@/components/ui/styles";
import { contentEditorPath, contentHistoryPath } from "@/lib/content/studio";
import { getPortalViewer } from "@/server/admin/gate";
import { restoreContentAction } from "@/server/content/actions";
import { diffSnapshots } from "@/server/content/diff";
import { itemTitle, listVersions, loadItem, type DraftSnapshot } from "@/server/content/items";
import { ActionForm } from "../../../_components/action-form";
import { DataTable } from "../../../_components/data-table";
import { PortalGate } from "../../../_components/portal-gate";
import { PortalPage, PortalSection } from "../../../_components/portal-page";
import { portalPageMetadata } from "../../../_components/portal-metadata";
import { DiffList } from "../../_components/diff-list";
import { withNotFoundView } from "@/server/not-found";
import { AdminNotFound } from "@/app/(admin)/_components/admin-not-found";

export const generateMetadata = portalPageMetadata("content");

const versionNumber = z.coerce.number().int().min(1).optional().catch(undefined);

/**
 * An item's versions, newest first: pick two to see what changed between them (a GET form, so a
 * comparison has an address), or restore one as the draft.
 */
async function ContentHistoryPage({ params, searchParams }: PageProps<"/admin-portal/content/[id]/history">) {
  if (!(await getPortalViewer("content"))) return <PortalGate page="content" />;
  const { id } = await params;
  const item = await loadItem(id);
  if (!item) notFound();
  const uiLocale = toLocale(await getLocale());
  const [t, versions] = await Promise.all([getTranslations("AdminContent"), listVersions(id)]);
  const query = await searchParams;
  const from = versionNumber.parse(query.from) ?? versions[1]?.id;
  const to = versionNumber.parse(query.to) ?? versions[0]?.id;
  const older = versions.find((version) => version.id === from);
  const newer = versions.find((version) => version.id === to);
  const diffs =
    older && newer ? diffSnapshots(item.type, older.snapshot as DraftSnapshot, newer.snapshot as DraftSnapshot) : undefined;
  const title = itemTitle(item, uiLocale) || t("untitled");
  return (
    <PortalPage title={t("history.title", { title })} intro={t("history.intro")}>
      <p className="-mt-4 mb-6">
        <Link href={contentEditorPath(id)} className="font-semibold text-olive-deep underline underline-offset-4">
          {t("history.back")}
        </Link>
      </p>
      <form method="get" action={contentHistoryPath(id)}>
        <DataTable
          label={t("history.title", { title })}
          columns={[
            t("history.version"),
            t("history.from"),
            t("history.to"),
            t("history.what"),
            t("history.languages"),
            t("history.who"),
            t("history.when"),
          ]}
          minWidth="52rem"
        >
          {versions.map((version) => (
            <tr key={version.id} className="border-t border-olive-deep/10 align-top">
              <td className="px-3 py-3 font-semibold text-olive-deep">#{version.id}</td>
              <td className="px-3 py-3">
                <input
                  type="radio"
                  name="from"
                  value={version.id}
                  defaultChecked={version.id === from}
                  aria-label={`${t("history.from")} #${version.id}`}
                  className="size-5 accent-olive-deep"
                />
              </td>
              <td className="px-3 py-3">
                <input
                  type="radio"
                  name="to"
                  value={version.id}
                  defaultChecked={version.id === to}
                  aria-label={`${t("history.to")} #${version.id}`}
                  className="size-5 accent-olive-deep"
                />
              </td>
              <td className="px-3 py-3">
                {t(`history.actions.${version.action}`)}
                {version.scheduled && <span className="text-muted"> {t("history.scheduled")}</span>}
              </td>
              <td className="px-3 py-3">
                {version.locales.length
                  ? version.locales.map((locale) => t(`localeNames.${locale as "en" | "fr"}`)).join(", ")
                  : t("history.shared")}
              </td>
              <td className="px-3 py-3">{version.actor}</td>
              <td className="px-3 py-3 whitespace-nowrap">
                {formatAdminDateTime(version.createdAt, uiLocale, { seconds: true })}
              </td>
            </tr>
          ))}
        </DataTable>
        <button type="submit" className={`mt-4 ${primaryButtonClass}`}>
          {t("history.compare")}
        </button>
      </form>
      {older && newer && diffs && (
        <PortalSection
          id="diff-title"
          title={t("history.diffTitle", { from: `#${older.id}`, to: `#${newer.id}` })}
          className="mt-10"
        >
          <div className="mt-4">
            <DiffList diffs={diffs} />
          </div>
          <div className="mt-6 flex flex-wrap gap-3">
            {[older, newer].map((version) => (
              <ActionForm
                key={version.id}
                action={restoreContentAction}
                fields={{ itemId: id, versionId: String(version.id), baseRevision: String(item.revision) }}
                label={`${t("history.restore")} (#${version.id})`}
                pendingLabel={t("history.restore")}
                confirm={t("history.restoreConfirm")}
                failed={t("editor.saveFailed")}
                buttonClass={secondaryButtonClass}
              />
            ))}
          </div>
        </PortalSection>
      )}
    </PortalPage>
  );
}

// Its `notFound()` draws the admin screens' 404, inside the portal's frame, whole, with status 404 (src/server/not-found.ts).
export default withNotFoundView(ContentHistoryPage, <AdminNotFound />);

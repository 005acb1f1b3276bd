import { getTranslations } from "next-intl/server";
import { setDraftLineAction } from "@/server/orders/actions";
import type { DraftLine } from "@/server/orders/drafts";
import { DraftLineForm } from "./draft-line-form";

/** The products already in the request being put together, each with its cases to change or remove. */
export async function DraftLines({ lines }: { lines: DraftLine[] }) {
  const t = await getTranslations("ClientOrders");
  if (lines.length === 0) return <p className="text-muted">{t("draftEmpty")}</p>;
  return (
    <>
      <div className="relative max-w-full overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-olive-deep/10">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t("draftCaption")}</caption>
          <thead className="bg-sand/40 text-olive-deep">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">
                {t("columns.product")}
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                {t("columns.cases")}
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={line.itemId} className="border-t border-olive-deep/10" data-draft-row={line.key}>
                <th scope="row" className="px-3 py-3 align-top font-medium text-ink">
                  {line.name}
                  <span className="block font-normal text-muted">
                    {[line.format, t("minimumCases", { count: line.minimumCases })].filter(Boolean).join(" · ")}
                  </span>
                </th>
                <td className="px-3 py-3 align-top">
                  <DraftLineForm
                    action={setDraftLineAction}
                    formId={`draft-${line.key}`}
                    itemId={line.itemId}
                    product={line.name}
                    cases={line.cases}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-2 text-sm text-muted">{t("draftHint")}</p>
    </>
  );
}

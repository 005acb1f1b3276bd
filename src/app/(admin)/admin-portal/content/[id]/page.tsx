import Link from "next/link";
import { NextIntlClientProvider } from "next-intl";
import { notFound } from "next/navigation";
import { getLocale, getMessages, getTranslations } from "next-intl/server";
import { getPathname, type Href } from "@/i18n/navigation";
import { locales, toLocale, type Locale } from "@/i18n/locales";
import { adminPortalPath } from "@/lib/admin-portal";
import { contentTypes, isSingleton, sectionLabel } from "@/lib/content/catalog";
import { contentHistoryPath } from "@/lib/content/studio";
import { paths } from "@/lib/paths";
import { absoluteUrl } from "@/lib/seo";
import { productTradeFields } from "@/lib/validation/product-trade";
import { getPortalViewer } from "@/server/admin/gate";
import { tradeFactsForStaff, type TradeFacts } from "@/server/catalog/trade";
import { archiveContentAction } from "@/server/content/actions";
import { editorState } from "@/server/content/editor-state";
import { itemTitle, listItems, loadItem } from "@/server/content/items";
import { listMediaChoices } from "@/server/content/media-choices";
import { ActionForm } from "../../_components/action-form";
import { PortalGate } from "../../_components/portal-gate";
import { PortalPage } from "../../_components/portal-page";
import { portalPageMetadata } from "../../_components/portal-metadata";
import { ContentEditor } from "./_components/content-editor";
import { TradePanel } from "./_components/trade-panel";
import type { ReferenceOption } from "./_components/field-input";
import { withNotFoundView } from "@/server/not-found";
import { AdminNotFound } from "@/app/(admin)/_components/admin-not-found";

export const generateMetadata = portalPageMetadata("content");

/** The public page of each type with search fields (the editor previews its search result). */
const searchPagePaths: Partial<Record<string, (slug: string) => Href>> = {
  article: paths.article,
  news: paths.newsItem,
  "catalog-product": paths.product,
};

/** The trade facts form's values as stored (empty for a product that has none yet). */
function tradeFormValues(facts: TradeFacts | null) {
  return Object.fromEntries(productTradeFields.map((name) => [name, facts?.[name] == null ? "" : String(facts[name])])) as Record<
    (typeof productTradeFields)[number],
    string
  >;
}

/** The options of every reference field of a type: the items of the referenced type. */
async function referenceOptions(type: keyof typeof contentTypes): Promise<Record<string, ReferenceOption[]>> {
  const targets = new Set(
    Object.values(contentTypes[type].shared).flatMap((field) => (field.kind === "reference" ? [field.to] : [])),
  ) as Set<keyof typeof contentTypes>;
  const entries = await Promise.all(
    [...targets].map(
      async (target) =>
        [
          target,
          (await listItems({ type: target })).map((item) => ({ key: item.key, title: itemTitle(item) || item.key })),
        ] as const,
    ),
  );
  return Object.fromEntries(entries);
}

async function ContentItemPage({ params, searchParams }: PageProps<"/admin-portal/content/[id]">) {
  if (!(await getPortalViewer("content"))) return <PortalGate page="content" />;
  const { id } = await params;
  const item = await loadItem(id);
  if (!item) notFound();
  const { restored } = await searchParams;
  const product = item.type === "catalog-product";
  const [t, references, media, state, trade, messages] = await Promise.all([
    getTranslations("AdminContent"),
    referenceOptions(item.type),
    listMediaChoices(),
    editorState(item),
    product ? tradeFactsForStaff(item.id) : null,
    getMessages(),
  ]);
  const previewPaths = Object.fromEntries(
    locales.map((locale) => [locale, getPathname({ href: paths.preview(item.id), locale })]),
  ) as Record<Locale, string>;
  const pagePath = searchPagePaths[item.type];
  // The slug goes where the placeholder is, as it is typed (encoded: it cannot hold braces).
  const pageUrls =
    pagePath &&
    (Object.fromEntries(
      locales.map((locale) => [locale, absoluteUrl(locale, pagePath("SLUG")).replace(/SLUG$/, "{slug}")]),
    ) as Record<Locale, string>);
  const title = itemTitle(item, toLocale(await getLocale())) || t("untitled");
  const kind =
    item.type === "section" && t.has(`sectionNames.${sectionLabel(item.key)}`)
      ? t(`sectionNames.${sectionLabel(item.key)}`)
      : t(`typeSingular.${item.type}`);
  const singleton = isSingleton(item.type);
  return (
    <PortalPage title={title} intro={kind.charAt(0).toUpperCase() + kind.slice(1)}>
      <p className="-mt-4 mb-6">
        <Link
          href={`${adminPortalPath("content")}?type=${item.type}`}
          className="font-semibold text-olive-deep underline underline-offset-4"
        >
          {t("editor.back", { type: t(`types.${item.type}`) })}
        </Link>
      </p>
      {restored && (
        <p role="status" className="mb-6 rounded-lg bg-olive/10 px-4 py-3 text-sm font-medium text-olive-deep">
          {t("editor.restored")}
        </p>
      )}
      {item.archivedAt ? (
        <div className="space-y-4">
          <p className="rounded-lg bg-sand px-4 py-3 font-medium text-ink">{t("editor.inBin")}</p>
          <ActionForm
            action={archiveContentAction}
            fields={{ itemId: item.id, archived: "false" }}
            label={t("editor.fromBin")}
            pendingLabel={t("editor.fromBin")}
            failed={t("editor.saveFailed")}
          />
        </div>
      ) : (
        <>
          <ContentEditor
            key={`${item.id}-${String(restored ?? "")}`}
            initial={state}
            references={references}
            media={media}
            previewPaths={previewPaths}
            pageUrls={pageUrls}
            historyPath={contentHistoryPath(item.id)}
          />
          {product && (
            <NextIntlClientProvider messages={{ AdminCatalogTrade: messages.AdminCatalogTrade, FormErrors: messages.FormErrors }}>
              <TradePanel itemId={item.id} stored={tradeFormValues(trade)} />
            </NextIntlClientProvider>
          )}
          {!singleton && (
            <div className="mt-10 border-t border-olive-deep/10 pt-6">
              <ActionForm
                action={archiveContentAction}
                fields={{ itemId: item.id, archived: "true" }}
                label={t("editor.toBin")}
                pendingLabel={t("editor.toBin")}
                confirm={t("editor.toBinConfirm")}
                failed={t("editor.saveFailed")}
              />
            </div>
          )}
        </>
      )}
    </PortalPage>
  );
}

// Its `notFound()` draws the admin screens' 404, inside the portal's frame, whole, with status 404 (src/server/not-found.ts).
export default withNotFoundView(ContentItemPage, <AdminNotFound />);

import { getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/locales";
import { adminPaths } from "@/lib/paths";
import type { ItemDraft } from "@/server/content/items";

/** Says, above the page, that this is a draft only staff see, and leads back to the editor. */
export async function PreviewBanner({ item, locale }: { item: ItemDraft; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "ContentPreview" });
  const state = item.locales[locale].state;
  return (
    <aside
      aria-label={t("label")}
      className="fixed inset-x-0 bottom-0 z-50 flex flex-wrap items-center justify-center gap-x-4 gap-y-1 bg-ink px-4 py-3 text-sm text-cream shadow-lg"
    >
      <strong>{t("title")}</strong>
      <span>{t(`state.${state}`)}</span>
      <a href={`${adminPaths.portal}/content/${item.id}`} className="font-semibold underline underline-offset-4">
        {t("back")}
      </a>
    </aside>
  );
}

import { getTranslations } from "next-intl/server";
import { primaryButtonClass } from "@/components/ui/styles";
import { isSingleton, type ContentType } from "@/lib/content/catalog";
import { createContentAction } from "@/server/content/actions";
import { ActionForm } from "../../_components/action-form";

/** Starts a new item of the type (in draft in both languages) and opens it. */
export async function NewItemButton({ type }: { type: ContentType }) {
  if (isSingleton(type)) return null;
  const t = await getTranslations("AdminContent");
  const label = t("newItem", { type: t(`typeSingular.${type}`) });
  return (
    <ActionForm
      action={createContentAction}
      fields={{ type }}
      label={label}
      pendingLabel={label}
      failed={t("editor.saveFailed")}
      buttonClass={primaryButtonClass}
    />
  );
}

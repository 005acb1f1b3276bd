"use server";

import "server-only";
import { revalidatePath } from "next/cache";
import { getTranslations } from "next-intl/server";
import { canEditTradeFacts } from "@/lib/permissions";
import { contentEditorPath } from "@/lib/content/studio";
import { productTradeFormSchema } from "@/lib/validation/product-trade";
import { defineAction } from "@/server/actions/define-action";
import { saveTradeFacts } from "./trade";

/**
 * Saves a product's trade facts from the studio's "Trade information" panel (staff only). Every
 * field's error shows beside it; nothing public is re-rendered, since no public page shows them.
 */
export const saveProductTradeAction = defineAction({
  schema: productTradeFormSchema,
  authorize: canEditTradeFacts,
  handler: async (input, { viewer, locale }) => {
    const t = await getTranslations({ locale, namespace: "AdminCatalogTrade" });
    if (!(await saveTradeFacts(input, viewer))) return { ok: false, message: t("notAProduct") };
    revalidatePath(contentEditorPath(input.itemId));
    return { ok: true, data: { message: t("saved") } };
  },
});

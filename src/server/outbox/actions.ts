"use server";

import "server-only";
import { revalidatePath } from "next/cache";
import { redirect, RedirectType } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { adminPortalPath } from "@/lib/admin-portal";
import { adminPaths } from "@/lib/paths";
import { canManageDeliveries } from "@/lib/permissions";
import { deliverySchema } from "@/lib/validation/leads";
import { defineAction } from "@/server/actions/define-action";
import { getDb } from "@/server/db/client";
import { discardDelivery, retryDelivery } from "./admin";

async function deliveryOutcome(changed: boolean, done: "retried" | "discarded") {
  const t = await getTranslations("AdminResults");
  if (!changed) return { ok: false, message: t("notFailed") } as const;
  revalidatePath(adminPaths.portal, "layout");
  // The row moves from "pending and failed" to another list: the page says what happened.
  return redirect(`${adminPortalPath("notifications")}?done=${done}`, RedirectType.replace);
}

/** "Retry now" for a failed delivery: the worker picks it up at its next poll. */
export const retryDeliveryAction = defineAction({
  schema: deliverySchema,
  authorize: canManageDeliveries,
  handler: async ({ id }, { viewer }) => deliveryOutcome(await retryDelivery(await getDb(), id, viewer.user.email), "retried"),
});

export const discardDeliveryAction = defineAction({
  schema: deliverySchema,
  authorize: canManageDeliveries,
  handler: async ({ id }, { viewer }) =>
    deliveryOutcome(await discardDelivery(await getDb(), id, viewer.user.email), "discarded"),
});

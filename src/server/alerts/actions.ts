"use server";

import "server-only";
import { revalidatePath } from "next/cache";
import { getTranslations } from "next-intl/server";
import { adminPortalPath } from "@/lib/admin-portal";
import { canEditCompanySettings } from "@/lib/permissions";
import { alertPreferencesFormSchema } from "@/lib/validation/alert-preferences";
import { defineAction } from "@/server/actions/define-action";
import { saveAlertPreferences } from "./index";

/** Saves one staff member's alerts from the settings page (administrators only, like the rest of it). */
export const saveAlertPreferencesAction = defineAction({
  schema: alertPreferencesFormSchema,
  authorize: canEditCompanySettings,
  handler: async (input, { viewer, locale }) => {
    const t = await getTranslations({ locale, namespace: "AdminAlerts" });
    const result = await saveAlertPreferences(input, viewer.user.email);
    if (result.outcome === "missing") return { ok: false, message: t("missing") };
    revalidatePath(adminPortalPath("settings"));
    return { ok: true, data: { message: t("saved", { email: result.email }) } };
  },
});

"use server";

import "server-only";
import { revalidatePath } from "next/cache";
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/locales";
import { adminPortalPath } from "@/lib/admin-portal";
import { canEditCompanySettings } from "@/lib/permissions";
import {
  companySettingsFormSchema,
  hubspotSkipSchema,
  settingsFromForm,
  settingsRestoreSchema,
} from "@/lib/validation/company-settings";
import { defineAction } from "@/server/actions/define-action";
import { restoreCompanySettings, saveCompanySettings, skipHubspotSetup, type SettingsSaveResult } from "./commands";

/** What the settings page says after a save or a restore, in the staff member's language. */
async function settingsOutcome(result: SettingsSaveResult, locale: Locale, done: "saved" | "restored") {
  const t = await getTranslations({ locale, namespace: "AdminSettings" });
  // The page shows the new revision (or, after a refusal, the one stored now) and its history.
  revalidatePath(adminPortalPath("settings"));
  switch (result.outcome) {
    case "saved":
      return { ok: true, data: { message: t(done, { revision: result.revision }) } } as const;
    case "unchanged":
      return { ok: true, data: { message: t("unchanged") } } as const;
    case "missing":
      return { ok: false, message: t("missingVersion") } as const;
    case "stale": {
      const fields = result.theirChanges.map((field) => t(`fields.${field}`)).join(", ");
      return {
        ok: false,
        message: t("stale", { who: result.updatedBy ?? "—", revision: result.revision, fields: fields || "—" }),
      } as const;
    }
  }
}

/**
 * Saves the company's facts from the settings form: every page, e-mail and the JSON-LD show them
 * from the next request on. A save made from an older revision is refused, and what was typed
 * stays in the form.
 */
export const saveCompanySettingsAction = defineAction({
  schema: companySettingsFormSchema,
  authorize: canEditCompanySettings,
  handler: async (input, { viewer, locale }) =>
    settingsOutcome(await saveCompanySettings(settingsFromForm(input), input.revision, viewer.user.email), locale, "saved"),
});

/** Brings an earlier version back as a new one (the history keeps what it replaces). */
export const restoreCompanySettingsAction = defineAction({
  schema: settingsRestoreSchema,
  authorize: canEditCompanySettings,
  handler: async ({ revision, baseRevision }, { viewer, locale }) =>
    settingsOutcome(await restoreCompanySettings(revision, baseRevision, viewer.user.email), locale, "restored"),
});

/** The first-run checklist's "Run without HubSpot forms": the dashboard stops asking. */
export const skipHubspotSetupAction = defineAction({
  schema: hubspotSkipSchema,
  authorize: canEditCompanySettings,
  handler: async (_input, { viewer, locale }) => {
    await skipHubspotSetup(viewer.user.email);
    revalidatePath(adminPortalPath("dashboard"));
    const t = await getTranslations({ locale, namespace: "AdminSettings" });
    return { ok: true, data: { message: t("hubspotSkipped") } };
  },
});

"use server";

import "server-only";
import { revalidatePath } from "next/cache";
import { getTranslations } from "next-intl/server";
import { z } from "zod/mini";
import { getEnv } from "@/config/env";
import { adminPortalPath } from "@/lib/admin-portal";
import { canManageBackups } from "@/lib/permissions";
import { defineAction } from "@/server/actions/define-action";
import { alertBackupNotVerified } from "@/server/alerts";
import { getDb } from "@/server/db/client";
import { log } from "@/server/log";
import { createBackup } from "./create";
import { verifyAndReport } from "./daily-job";
import { pruneBackups } from "./folder";

/**
 * "Back up now" on the Backups page: a backup made at once by this server (which holds the
 * embedded database), then verified in the background like a scheduled one.
 */
export const backUpNowAction = defineAction({
  schema: z.object({}),
  authorize: canManageBackups,
  handler: async (_input, { viewer }) => {
    const t = await getTranslations("AdminBackups");
    const { BACKUP_DIR, BACKUP_KEEP } = getEnv();
    const result = await createBackup(BACKUP_DIR);
    pruneBackups(BACKUP_DIR, BACKUP_KEEP);
    const file = result.file.split("/").pop()!;
    log.info({ actor: viewer.user.email, file, bytes: result.bytes, ms: result.ms }, "backup made from the admin portal");
    void verifyAndReport(result, {
      onNotVerified: async (failed) => alertBackupNotVerified(await getDb(), failed),
    }).catch((error: unknown) => log.error({ err: error, file }, "backup verification failed to run"));
    revalidatePath(adminPortalPath("backups"));
    return { ok: true, data: { message: t("backedUp", { file, size: `${(result.bytes / 1024 / 1024).toFixed(1)} MB` }) } };
  },
});

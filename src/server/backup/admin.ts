import "server-only";
import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { getEnv } from "@/config/env";
import { PRIVATE_CACHE_CONTROL } from "@/lib/cache-control";
import { attachmentDisposition } from "@/lib/documents/content-disposition";
import { canManageBackups } from "@/lib/permissions";
import { authorize } from "@/server/auth/session";
import { log } from "@/server/log";
import { nextBackupDue } from "./daily-job";
import { describeBackups, listBackups } from "./folder";

// The admin portal's Backups page (administrators only): the list, the next one due, and each
// file's download. No restore from the web: the page shows the command.

export interface BackupsOverview {
  dir: string;
  backups: ReturnType<typeof describeBackups>;
  /** When the daily job makes the next one; null when the job is off in this process. */
  nextDue: Date | null;
  /** The restore command for a backup, as typed in the site's folder. */
  restoreCommand: (name: string) => string;
}

export function loadBackupsOverview(now = Date.now()): BackupsOverview {
  const { BACKUP_DIR, BACKUP_JOB } = getEnv();
  const shown = path.relative(process.cwd(), path.resolve(BACKUP_DIR)) || ".";
  const where = shown.startsWith("..") ? path.resolve(BACKUP_DIR) : shown;
  return {
    dir: where,
    backups: describeBackups(BACKUP_DIR),
    nextDue: BACKUP_JOB ? nextBackupDue(BACKUP_DIR, now) : null,
    restoreCommand: (name) => `npm run restore -- ${path.join(where, name)}`,
  };
}

const refused = (status: 403 | 404) =>
  new Response(status === 403 ? "Forbidden\n" : "Not Found\n", {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": PRIVATE_CACHE_CONTROL },
  });

/**
 * GET a backup file: for a signed-in administrator only, a name from the backup folder's own list
 * (nothing else on disk can be named), answered `private, no-store` so that no cache keeps it.
 */
export async function backupDownloadResponse(name: string): Promise<Response> {
  const viewer = await authorize(canManageBackups);
  if (!viewer) return refused(403);
  const { BACKUP_DIR } = getEnv();
  if (!listBackups(BACKUP_DIR).includes(name)) return refused(404);
  const file = path.join(BACKUP_DIR, name);
  const { size } = fs.statSync(file);
  log.info({ actor: viewer.user.email, file: name, bytes: size }, "backup downloaded");
  return new Response(Readable.toWeb(fs.createReadStream(file)) as ReadableStream<Uint8Array>, {
    headers: {
      "Content-Type": name.endsWith(".dump") ? "application/octet-stream" : "application/gzip",
      "Content-Length": String(size),
      "Content-Disposition": attachmentDisposition(name),
      "Cache-Control": PRIVATE_CACHE_CONTROL,
      "X-Content-Type-Options": "nosniff",
    },
  });
}

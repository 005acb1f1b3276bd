import { backupDownloadResponse } from "@/server/backup/admin";

/** A backup file, for administrators only, never cached (src/server/backup/admin.ts). */
export async function GET(_request: Request, { params }: { params: Promise<{ name: string }> }) {
  return backupDownloadResponse((await params).name);
}

// The admin portal's Backups page (issue 45), in-process: "Back up now" for administrators only,
// and a backup's download authorized per request, never cached, and only of a file in the list.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { isStaff } from "@/lib/permissions";
import { resetRequest } from "./support/next-request";
import { signInAs, STAFF_TOTP_KEY } from "./support/sign-in";

vi.mock("next/headers", async () => (await import("./support/next-request")).nextHeadersMock());
vi.mock("next/headers.js", async () => (await import("./support/next-request")).nextHeadersMock());
vi.mock("next-intl/server", async () => (await import("./support/next-request")).englishIntlServerMock());
vi.mock("next/cache", async () => (await import("./support/next-request")).nextCacheMock());

const backupDir = fs.mkdtempSync(path.join(os.tmpdir(), "backups-page-"));
process.env.BACKUP_DIR = backupDir;

const { getAuth } = await import("@/server/auth/auth");
const { upsertAccount } = await import("@/server/auth/accounts");
const { enrolWithKey } = await import("@/server/auth/two-factor-admin");
const { backUpNowAction } = await import("@/server/backup/actions");
const { backupDownloadResponse, loadBackupsOverview } = await import("@/server/backup/admin");
const { readRecord } = await import("@/server/backup/record");
const { closeDb, getDb } = await import("@/server/db/client");

const password = "Olive!Oil1";
const idle = { status: "idle" } as const;

beforeAll(async () => {
  const db = await getDb();
  for (const role of ["admin", "editor"] as const) {
    const { userId } = await upsertAccount(await getAuth(), db, {
      email: `${role}@example.ca`,
      password,
      role,
      firstName: "Ada",
      lastName: role,
    });
    await enrolWithKey(db, userId, STAFF_TOTP_KEY);
  }
});
afterAll(async () => {
  await closeDb();
  fs.rmSync(backupDir, { recursive: true, force: true });
});

describe("Backups page", { timeout: 120_000 }, () => {
  let name = "";

  it("refuses Back up now to an editor, and makes a backup for an administrator, verified after", async () => {
    resetRequest();
    await signInAs("editor@example.ca", password, isStaff);
    expect(await backUpNowAction(idle, new FormData())).toMatchObject({ status: "error", reason: "forbidden" });
    expect(loadBackupsOverview().backups).toHaveLength(0);

    resetRequest();
    await signInAs("admin@example.ca", password, isStaff);
    const state = await backUpNowAction(idle, new FormData());
    expect(state).toMatchObject({ status: "success" });
    const { backups, nextDue, restoreCommand } = loadBackupsOverview();
    expect(backups).toHaveLength(1);
    name = backups[0]!.name;
    expect((state as { data: { message: string } }).data.message).toContain(name);
    // A day after the newest, not now.
    expect(nextDue!.getTime()).toBeGreaterThan(Date.now() + 23 * 60 * 60 * 1000);
    expect(restoreCommand(name)).toMatch(new RegExp(`^npm run restore -- .*${name.replaceAll(".", "\\.")}$`));
    // The verification runs in the background; its record appears beside the backup.
    await vi.waitFor(() => expect(readRecord(path.join(backupDir, name)).verification?.status).toBe("verified"), {
      timeout: 100_000,
      interval: 500,
    });
  });

  it("downloads a listed backup for an administrator only, never cached", async () => {
    resetRequest();
    expect((await backupDownloadResponse(name)).status).toBe(403);
    await signInAs("editor@example.ca", password, isStaff);
    expect((await backupDownloadResponse(name)).status).toBe(403);

    resetRequest();
    await signInAs("admin@example.ca", password, isStaff);
    const answer = await backupDownloadResponse(name);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
    expect(answer.headers.get("content-disposition")).toContain(name);
    expect(Buffer.from(await answer.arrayBuffer()).equals(fs.readFileSync(path.join(backupDir, name)))).toBe(true);
    for (const other of [`${name}.json`, "../pglite.lock", "terramare-2020-01-01T00-00-00Z.dump"])
      expect((await backupDownloadResponse(other)).status).toBe(404);
  });
});

import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { verifyPassword } from "@/server/auth/password-hash";
import { closeDb, getDb } from "@/server/db/client";
import { account, user } from "@/server/db/schema";
import { getEnv } from "@/config/env";

afterAll(closeDb);

function userCreate(args: string[], env: Record<string, string | undefined>, input?: string) {
  return spawnSync("npm", ["run", "user:create", "--", ...args], {
    env: { ...process.env, LOG_LEVEL: "silent", ...env },
    encoding: "utf8",
    timeout: 60_000,
    input,
  });
}

describe("npm run user:create", () => {
  it("refuses a password that does not meet the rule, with the spec's message", { timeout: 60_000 }, () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "user-create-"));
    try {
      const result = userCreate(["--email", "a@example.ca", "--password", "lowercase!", "--role", "client"], {
        DATA_DIR: dataDir,
        DATABASE_URL: "",
      });
      expect(result.status).toBe(1);
      expect(result.stderr).toContain("Password does not meet requirements.");
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("refuses a role other than admin, client or editor", { timeout: 60_000 }, () => {
    const result = userCreate(["--email", "a@example.ca", "--password", "Good!Pass1", "--role", "owner"], {});
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("--role must be one of admin, client, editor");
  });

  it("reads the password piped on stdin, never prints it, and the account is made with it", { timeout: 90_000 }, async () => {
    // A password the shell would mangle unquoted; piped, it arrives as typed.
    const password = "Piped!Pass1 $HOME";
    // The test's own database (setup.ts): the command runs before this process opens it.
    const result = userCreate(["--email", "piped@example.ca", "--role", "client"], {}, `${password}\n`);
    expect(result.stdout + result.stderr).not.toContain("Piped!Pass1");
    expect(result.status).toBe(0);
    expect(result.stdout).toContain("Created client account piped@example.ca");

    const db = await getDb();
    const [credential] = await db
      .select({ hash: account.password })
      .from(account)
      .innerJoin(user, eq(user.id, account.userId))
      .where(and(eq(user.email, "piped@example.ca"), eq(account.providerId, "credential")));
    expect(await verifyPassword({ hash: credential!.hash!, password })).toBe(true);
    expect(await verifyPassword({ hash: credential!.hash!, password: "Piped!Pass1" })).toBe(false);
  });

  it.skipIf(!!process.env.DATABASE_URL)(
    "stops with a clear message while a server holds the embedded database",
    { timeout: 60_000 },
    async () => {
      // This test process opens the embedded database, as a running server would.
      await getDb();
      const result = userCreate(["--email", "a@example.ca", "--password", "Good!Pass1", "--role", "client"], {
        DATA_DIR: getEnv().DATA_DIR,
      });
      expect(result.status).toBe(1);
      // It says what to do: the users page while the server runs, else stop, run again, start.
      expect(result.stderr).toContain(`The site's server (process ${process.pid}) has the embedded database`);
      expect(result.stderr).toContain('/admin-portal/users ("Add a staff member")');
      expect(result.stderr).toContain(
        `stop the server (Ctrl+C in its terminal,\nor kill ${process.pid}), run this same command again`,
      );
      const reset = userCreate(["--email", "a@example.ca", "--reset-two-factor"], { DATA_DIR: getEnv().DATA_DIR });
      expect(reset.status).toBe(1);
      expect(reset.stderr).toContain(`or kill ${process.pid}), run this same command again`);
    },
  );
});

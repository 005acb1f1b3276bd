import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { closeDb, getDb, isDatabaseUnavailable, probeDatabase } from "@/server/db/client";
import { healthReport } from "@/server/health";
import { log } from "@/server/log";

// The embedded database is held by another live process (its lock file names it): the server
// cannot open it at all. It says why once, answers health with the cause, and tries again later
// without a line each time.
describe.skipIf(Boolean(process.env.DATABASE_URL))("a database that cannot be opened", () => {
  const other = spawn("sleep", ["60"]);
  const lock = path.join(process.env.DATA_DIR ?? "", "pglite.lock");

  afterEach(() => {
    vi.useRealTimers();
    other.kill();
  });

  it("is named in /api/health (503), logged once, and opened once the cause is gone", async () => {
    await closeDb();
    fs.writeFileSync(lock, String(other.pid));
    // The clock stands still unless the test moves it: the retry delay is not waited for.
    vi.useFakeTimers({ toFake: ["Date"] });
    const logged = vi.spyOn(log, "error");

    const probe = await probeDatabase();
    expect(probe).toEqual({
      ok: false,
      cause: expect.stringMatching(/could not be opened: .*already open in another process \(pid \d+\)/),
    });
    // Every job asking in the meantime gets the same failure at once, without a new try or line.
    const errors = await Promise.all([getDb(), getDb(), getDb()].map((asked) => asked.catch((error: unknown) => error)));
    expect(errors.every(isDatabaseUnavailable)).toBe(true);
    const report = await healthReport();
    expect(report).toMatchObject({ status: "unavailable", database: "unreachable", cause: probe.ok ? "" : probe.cause });
    expect(
      logged.mock.calls.filter(([, message]) => String(message).startsWith("the database could not be opened")),
    ).toHaveLength(1);

    other.kill();
    fs.rmSync(lock);
    // Not tried again before the first delay (1 s) has passed, then tried and opened: the clock is
    // moved on rather than waited for.
    await expect(getDb()).rejects.toSatisfy(isDatabaseUnavailable);
    vi.setSystemTime(Date.now() + 1100);
    await getDb();
    expect(await probeDatabase()).toEqual({ ok: true });
    logged.mockRestore();
  });
});

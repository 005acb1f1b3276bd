import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { acquireDataDirLock, DataDirLockedError } from "@/server/db/data-dir-lock";

const dirs: string[] = [];
function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-lock-"));
  dirs.push(dir);
  return dir;
}

afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe("PGlite data directory lock", () => {
  it("leaves no exit hook behind once released, however often it is taken", () => {
    const dir = tempDir();
    const lockPath = path.join(dir, "pglite.lock");
    const hooksBefore = process.listenerCount("exit");
    for (let attempt = 0; attempt < 20; attempt++) {
      const release = acquireDataDirLock(lockPath, dir);
      expect(fs.readFileSync(lockPath, "utf8")).toBe(String(process.pid));
      release();
      expect(fs.existsSync(lockPath)).toBe(false);
    }
    expect(process.listenerCount("exit")).toBe(hooksBefore);
  });

  it("stops a second process with a clear message while the first one runs", async () => {
    const dir = tempDir();
    const lock = path.join(dir, "pglite.lock");
    const other = spawn("sleep", ["30"]);
    try {
      fs.writeFileSync(lock, String(other.pid));
      expect(() => acquireDataDirLock(lock, dir)).toThrow(DataDirLockedError);
      expect(() => acquireDataDirLock(lock, dir)).toThrow(/already open in another process .*DATABASE_URL/);
    } finally {
      other.kill();
    }
  });

  it("takes over a lock left by a process that is gone (a crash or kill -9)", async () => {
    const dir = tempDir();
    const lock = path.join(dir, "pglite.lock");
    const gone = spawn("true");
    await new Promise((resolve) => gone.on("exit", resolve));
    fs.writeFileSync(lock, String(gone.pid));
    const release = acquireDataDirLock(lock, dir);
    expect(fs.readFileSync(lock, "utf8")).toBe(String(process.pid));
    release();
    expect(fs.existsSync(lock)).toBe(false);
  });
});

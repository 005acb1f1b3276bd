import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { backupDue, backupFileName, kindOfFile, listBackups, pruneBackups, takeBackupToken, writeBackupToken } from "./index";

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "backup-unit-"));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const day = 24 * 60 * 60 * 1000;

describe("backup files", () => {
  it("names a backup by its time and kind, and reads the kind back", () => {
    const at = new Date("2026-11-27T07:12:03.456Z");
    expect(backupFileName("pg_dump", at)).toBe("terramare-2026-11-27T07-12-03Z.dump");
    expect(backupFileName("snapshot", at)).toBe("terramare-2026-11-27T07-12-03Z.jsonl.gz");
    expect(kindOfFile("/x/terramare-2026-11-27T07-12-03Z.dump")).toBe("pg_dump");
    expect(kindOfFile("terramare-2026-11-27T07-12-03Z.jsonl.gz")).toBe("snapshot");
    expect(kindOfFile("notes.txt")).toBeUndefined();
  });

  it("keeps the newest N, never touching other files or a backup being written", () => {
    const names = [1, 2, 3, 4, 5].map((d) => backupFileName("snapshot", new Date(Date.UTC(2026, 10, d))));
    for (const name of [...names, "notes.txt", `${names[4]}.partial`]) fs.writeFileSync(path.join(dir, name), "x");
    expect(listBackups(dir)[0]).toBe(names[4]);
    expect(pruneBackups(dir, 2)).toEqual([names[2], names[1], names[0]]);
    expect(fs.readdirSync(dir).sort()).toEqual([names[3], names[4], `${names[4]}.partial`, "notes.txt"].sort());
  });

  it("is due when the folder has none, or the newest is a day old", () => {
    expect(backupDue(path.join(dir, "missing"))).toBe(true);
    const file = path.join(dir, backupFileName("pg_dump"));
    fs.writeFileSync(file, "x");
    expect(backupDue(dir)).toBe(false);
    const yesterday = new Date(Date.now() - day);
    fs.utimesSync(file, yesterday, yesterday);
    expect(backupDue(dir)).toBe(true);
  });
});

describe("the running server's one-time tokens", () => {
  it("accepts each token left in the data folder once, and nothing else", () => {
    expect(takeBackupToken(dir, "anything")).toBe(false);
    const { token } = writeBackupToken(dir);
    const [file] = fs.readdirSync(path.join(dir, "backup-tokens"));
    expect(fs.statSync(path.join(dir, "backup-tokens", file!)).mode & 0o777).toBe(0o600);
    expect(fs.statSync(path.join(dir, "backup-tokens")).mode & 0o777).toBe(0o700);
    expect(takeBackupToken(dir, token)).toBe(true);
    expect(takeBackupToken(dir, token)).toBe(false);
  });

  it("never spends the right token on a wrong one", () => {
    const { token } = writeBackupToken(dir);
    expect(takeBackupToken(dir, "0".repeat(64))).toBe(false);
    expect(
      takeBackupToken(
        dir,
        token.replace(/.$/, (last) => (last === "a" ? "b" : "a")),
      ),
    ).toBe(false);
    expect(takeBackupToken(dir, "wrong")).toBe(false);
    expect(takeBackupToken(dir, token)).toBe(true);
  });

  it("keeps two backups' tokens apart, and refuses one ten minutes old", () => {
    const first = writeBackupToken(dir);
    const second = writeBackupToken(dir);
    expect(takeBackupToken(dir, second.token)).toBe(true);
    expect(takeBackupToken(dir, first.token, Date.now() + 11 * 60_000)).toBe(false);
    const third = writeBackupToken(dir);
    third.discard();
    expect(takeBackupToken(dir, third.token)).toBe(false);
  });
});

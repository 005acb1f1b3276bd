import "server-only";
// The backup folder: the names backups take, listing them newest first, pruning the oldest, and
// describing each for the admin portal.
import fs from "node:fs";
import path from "node:path";
import { readRecord, recordFileOf, type Verification } from "./record";

export type BackupKind = "pg_dump" | "snapshot";
export const backupExtensions: Record<BackupKind, string> = { pg_dump: ".dump", snapshot: ".jsonl.gz" };

/** `terramare-2026-11-27T07-12-03Z.dump`: sorts by time, no characters a shell or Windows minds. */
export function backupFileName(kind: BackupKind, at = new Date()): string {
  const stamp = at
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replaceAll(":", "-");
  return `terramare-${stamp}${backupExtensions[kind]}`;
}

const backupNamePattern = /^terramare-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z(\.dump|\.jsonl\.gz)$/;

export function kindOfFile(file: string): BackupKind | undefined {
  if (file.endsWith(backupExtensions.pg_dump)) return "pg_dump";
  if (file.endsWith(backupExtensions.snapshot)) return "snapshot";
  return undefined;
}

/** The backups in `dir`, newest first. */
export function listBackups(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => backupNamePattern.test(name))
    .sort()
    .reverse();
}

/** Keeps the newest `keep` backups in `dir`; returns the names removed. */
export function pruneBackups(dir: string, keep: number): string[] {
  const removed = listBackups(dir).slice(keep);
  for (const name of removed) {
    fs.rmSync(path.join(dir, name), { force: true });
    fs.rmSync(recordFileOf(path.join(dir, name)), { force: true });
  }
  return removed;
}

/** The backups in `dir`, newest first, with their size, time and last verification (the admin portal's list). */
export function describeBackups(dir: string): { name: string; bytes: number; madeAt: Date; verification?: Verification }[] {
  return listBackups(dir).flatMap((name) => {
    const file = path.join(dir, name);
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (!stat) return [];
    return [{ name, bytes: stat.size, madeAt: stat.mtime, verification: readRecord(file).verification }];
  });
}

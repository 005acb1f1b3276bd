import "server-only";
import fs from "node:fs";
import type { MigrationMark, TableCounts } from "./snapshot";

// What is known about a backup besides its bytes, in a file beside it (`<backup>.json`, 600):
// for a pg_dump file, which cannot carry it, what it holds (the secret's fingerprint, the
// migrations, each table's rows and checksum); for every backup, its last verification. A
// snapshot of the embedded database carries its own header and counts inside.

/** Each table's rows and checksum (./checksum.ts), as the backup says it holds them. */
export interface TableSums {
  counts: TableCounts;
  checksums: Record<string, string>;
}

export interface BackupManifest extends TableSums {
  createdAt: string;
  secretFingerprint?: string;
  migration: MigrationMark;
}

export interface Verification {
  status: "verified" | "failed";
  /** When it ended (ISO). */
  at: string;
  ms: number;
  /** Why it is not verified, in the operator's words. */
  reason?: string;
  tables?: number;
  rows?: number;
  /** The verifying process's peak resident memory. */
  peakMemoryBytes?: number;
}

export interface BackupRecord {
  manifest?: BackupManifest;
  verification?: Verification;
}

export const recordFileOf = (backup: string) => `${backup}.json`;

export function readRecord(backup: string): BackupRecord {
  try {
    return JSON.parse(fs.readFileSync(recordFileOf(backup), "utf8")) as BackupRecord;
  } catch {
    return {};
  }
}

/** Merges `change` into the backup's record, written whole through a temporary name. */
export function updateRecord(backup: string, change: BackupRecord): BackupRecord {
  const record = { ...readRecord(backup), ...change };
  const temporary = `${recordFileOf(backup)}.partial`;
  fs.writeFileSync(temporary, `${JSON.stringify(record, null, 2)}\n`, { mode: 0o600 });
  fs.renameSync(temporary, recordFileOf(backup));
  return record;
}

import "server-only";
// Backups (DESIGN "Operations"): `npm run backup`, the daily job and `npm run restore`.
// PostgreSQL: pg_dump's custom format, restored with pg_restore. The embedded database: a
// snapshot of every table as gzipped JSON lines (./snapshot.ts), taken by the process that holds
// the database (the running server, asked over loopback, or the command itself when the server
// is stopped); it restores into PGlite or into PostgreSQL. Media and client documents are rows
// (bytea): every backup holds them.
//
// One job per file: folder.ts (names, list, prune), create.ts, restore.ts, tokens.ts (the running
// server asked for a snapshot), daily-job.ts, verify.ts; this file only gathers what the scripts
// and the composition root use.
export { SnapshotError } from "./snapshot";
export { readSnapshotHeader, snapshotLines } from "./files";
export { verifyBackup } from "./verify";
export type { Verification } from "./record";
export { SecretMismatchError } from "./secret-fingerprint";
export {
  backupExtensions,
  backupFileName,
  describeBackups,
  kindOfFile,
  listBackups,
  pruneBackups,
  type BackupKind,
} from "./folder";
export { checkSnapshot, createBackup, dumpPostgres, streamSnapshot, type BackupResult } from "./create";
export { notableTables, restoreBackup, tableCounts, type RestoreOptions, type RestoreResult } from "./restore";
export { backupTokenDir, takeBackupToken, writeBackupToken } from "./tokens";
export { backupDue, nextBackupDue, runDailyBackup, startBackupJob, verifyAndReport, type BackupJobHooks } from "./daily-job";

import "server-only";
import fs from "node:fs";

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${dataDir} is already open in another process (pid ${pid}). ` +
        "PGlite allows one process only: stop that process first, or set DATABASE_URL to use PostgreSQL.",
    );
    this.name = "DataDirLockedError";
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Takes the exclusive lock that PGlite itself does not take. A lock left by a process that is no
 * longer running (a crash, a kill -9) is taken over; one held by a live process stops us.
 */
export function acquireDataDirLock(lockPath: string, dataDir: string): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: "wx" });
      const removeLockFile = () => {
        try {
          if (fs.readFileSync(lockPath, "utf8") === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          // Already gone: nothing to release.
        }
      };
      process.once("exit", removeLockFile);
      // Released by hand (a close, or a failed open that will be retried): no exit hook left behind.
      return () => {
        process.off("exit", removeLockFile);
        removeLockFile();
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number.parseInt(fs.readFileSync(lockPath, "utf8"), 10);
      if (Number.isInteger(holder) && holder !== process.pid && isRunning(holder)) {
        throw new DataDirLockedError(dataDir, holder);
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not take the database lock ${lockPath}`);
}

/**
 * The lock held by another process behind an error, if that is what it is: thrown as is by the
 * lock, or the cause of the database's "could not be opened" (src/server/db/client.ts).
 */
export function lockedBy(error: unknown): DataDirLockedError | undefined {
  if (error instanceof DataDirLockedError) return error;
  return error instanceof Error && error.cause instanceof DataDirLockedError ? error.cause : undefined;
}

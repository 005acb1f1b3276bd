// How the operator's commands (backup, restore, user-create) end on a failure: one message on
// stderr and exit code 1; the embedded database held by the running site said in one place.
import { lockedBy, type DataDirLockedError } from "../../src/server/db/data-dir-lock";

export function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/**
 * Ends the command when `error` is the embedded database's lock held by another process (the
 * running site), with the lock's message, or `explain`'s words for it; returns otherwise.
 */
export function failIfLocked(error: unknown, explain: (locked: DataDirLockedError) => string = (locked) => locked.message): void {
  const locked = lockedBy(error);
  if (locked) fail(explain(locked));
}

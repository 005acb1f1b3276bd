import "server-only";
import { listFlags, type FeatureFlag } from "./index";

export type AdminFlagList = { status: "ok"; flags: FeatureFlag[] } | { status: "error"; message: string };

const sqlState = /^[0-9A-Z]{5}$/;

/** PostgreSQL's own errors (from pg or PGlite) carry a SQLSTATE code and a severity. */
function isDatabaseError(error: unknown): error is Error {
  if (!(error instanceof Error)) return false;
  const { code, severity } = error as { code?: unknown; severity?: unknown };
  return typeof code === "string" && sqlState.test(code) && typeof severity === "string";
}

/**
 * The message SPEC section 8 gives for a failed flag load: an error from the database itself
 * (it carries a SQLSTATE code, possibly wrapped by Drizzle), any other error, or a thrown non-error.
 */
export function flagLoadErrorMessage(error: unknown): string {
  const cause = error instanceof Error ? error.cause : undefined;
  const databaseError = [error, cause].find(isDatabaseError);
  if (databaseError) return `Database Error: ${databaseError.message}`;
  if (error instanceof Error) return `Error loading feature flags: ${error.message}`;
  return "An unexpected error occurred while fetching feature flags";
}

/** Every flag for the admin screen, ordered by name, or the message to show instead. */
export async function loadFlagsForAdmin(): Promise<AdminFlagList> {
  try {
    return { status: "ok", flags: await listFlags() };
  } catch (error) {
    return { status: "error", message: flagLoadErrorMessage(error) };
  }
}

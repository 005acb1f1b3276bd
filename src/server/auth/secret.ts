import "server-only";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { getEnv } from "@/config/env";

/** Signs sessions in development and tests only, so a fresh checkout runs with no setting. */
const developmentAuthSecret = "development-only-secret-never-use-in-production";

const secretFileName = "auth-secret";

/** Where the site's secret comes from, as `authSecret()` finds it. */
export type SecretSource = "BETTER_AUTH_SECRET" | "data-folder" | "development";

/** The file a production server on the embedded database keeps its secret in. */
export const secretFile = (dataDir: string) => path.join(path.resolve(dataDir), secretFileName);

/**
 * The secret the server would use, without making one: undefined when a production server on the
 * embedded database has not started yet (no `DATA_DIR/auth-secret`). For the backup's fingerprint
 * and the restore's check, which must not write a secret of their own.
 */
export function existingAuthSecret(): { secret: string; source: SecretSource } | undefined {
  const env = getEnv();
  if (env.BETTER_AUTH_SECRET) return { secret: env.BETTER_AUTH_SECRET, source: "BETTER_AUTH_SECRET" };
  if (env.NODE_ENV !== "production" || env.DATABASE_URL) return { secret: developmentAuthSecret, source: "development" };
  try {
    return { secret: fs.readFileSync(secretFile(env.DATA_DIR), "utf8").trim(), source: "data-folder" };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    return undefined;
  }
}

/**
 * The secret that signs sessions: BETTER_AUTH_SECRET when set; in production on the embedded
 * database, one made on the first start and kept in DATA_DIR (readable by this user only), so
 * `npm start` works with no setting and sessions survive restarts; otherwise the development one.
 */
export function authSecret(): string {
  const existing = existingAuthSecret();
  if (existing) return existing.secret;
  const { DATA_DIR } = getEnv();
  fs.mkdirSync(DATA_DIR, { recursive: true });
  try {
    fs.writeFileSync(secretFile(DATA_DIR), randomBytes(48).toString("base64url"), { mode: 0o600, flag: "wx" });
  } catch (error) {
    // Another process wrote it first: use theirs.
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  return fs.readFileSync(secretFile(DATA_DIR), "utf8").trim();
}

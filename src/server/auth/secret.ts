import "server-only";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { getEnv } from "@/config/env";

/** Signs sessions in development and tests only, so a fresh checkout runs with no setting. */
const developmentAuthSecret = "development-only-secret-never-use-in-production";

const secretFileName = "auth-secret";

/**
 * The secret that signs sessions: BETTER_AUTH_SECRET when set; in production on the embedded
 * database, one made on the first start and kept in DATA_DIR (readable by this user only), so
 * `npm start` works with no setting and sessions survive restarts; otherwise the development one.
 */
export function authSecret(): string {
  const env = getEnv();
  if (env.BETTER_AUTH_SECRET) return env.BETTER_AUTH_SECRET;
  if (env.NODE_ENV !== "production" || env.DATABASE_URL) return developmentAuthSecret;
  const file = path.join(env.DATA_DIR, secretFileName);
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  fs.mkdirSync(env.DATA_DIR, { recursive: true });
  try {
    fs.writeFileSync(file, randomBytes(48).toString("base64url"), { mode: 0o600, flag: "wx" });
  } catch (error) {
    // Another process wrote it first: use theirs.
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  return fs.readFileSync(file, "utf8").trim();
}

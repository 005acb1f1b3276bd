import "server-only";
// The running embedded server, asked for a snapshot by `npm run backup`: one-time tokens left in
// the data folder.
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * Where `npm run backup` leaves one-time tokens for the running server: in the data folder, which
 * only the server's user can write (700). Whoever can write there can read the database anyway.
 * Each token is a file named by its hash: a wrong token finds no file and spends nothing, and two
 * backups at once each have their own.
 */
export const backupTokenDir = (dataDir: string) => path.join(path.resolve(dataDir), "backup-tokens");
const tokenFile = (dataDir: string, token: string) =>
  path.join(backupTokenDir(dataDir), createHash("sha256").update(token).digest("hex"));
/** A token not used within this time is refused (and removed by the next backup). */
const TOKEN_LIFETIME_MS = 10 * 60_000;

/** Leaves a new token for the server; returns it and the function that removes it if unused. */
export function writeBackupToken(dataDir: string): { token: string; discard: () => void } {
  const dir = backupTokenDir(dataDir);
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  for (const name of fs.readdirSync(dir)) {
    const stale = path.join(dir, name);
    if (Date.now() - fs.statSync(stale, { throwIfNoEntry: false })!.mtimeMs > TOKEN_LIFETIME_MS)
      fs.rmSync(stale, { force: true });
  }
  const token = randomBytes(32).toString("hex");
  fs.writeFileSync(tokenFile(dataDir, token), "", { mode: 0o600 });
  return { token, discard: () => fs.rmSync(tokenFile(dataDir, token), { force: true }) };
}

/** Whether `offered` is a token left in the data folder in the last ten minutes; that token, and it only, is used up. */
export function takeBackupToken(dataDir: string, offered: string | undefined, now = Date.now()): boolean {
  if (!offered || !/^[0-9a-f]{64}$/.test(offered)) return false;
  const file = tokenFile(dataDir, offered);
  try {
    const fresh = now - fs.statSync(file).mtimeMs <= TOKEN_LIFETIME_MS;
    // Removing it is the use: of two requests with one token, one removes it.
    fs.unlinkSync(file);
    return fresh;
  } catch {
    return false;
  }
}

/* ----- The daily job ----- */

// `POST /api/backup`, answered by the server around Next for `npm run backup` on the embedded
// database: only this process can read PGlite while it runs, so the command asks it for a
// snapshot (src/server/backup). Asked from this machine only (a loopback socket, forwarded for no
// one: not a visitor through nginx), with the one-time token the command left in the data folder. Part of the request path around Next: no `server-only`.
import type { IncomingMessage, ServerResponse } from "node:http";
import { securityHeaders } from "../../lib/security-headers";
import { fromThisMachine } from "./forwarded-for";

export const BACKUP_PATH = "/api/backup";
export const BACKUP_TOKEN_HEADER = "x-backup-token";

/** Answers `/api/backup` when the embedded database is in use; false for anything else (and on PostgreSQL). */
export async function answerBackup(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  const backup = globalThis.__terramareBackup;
  if (!backup || req.url?.split("?")[0] !== BACKUP_PATH) return false;
  for (const { key, value } of securityHeaders) res.setHeader(key, value);
  res.setHeader("cache-control", "no-store");
  const offered = req.headers[BACKUP_TOKEN_HEADER];
  if (req.method !== "POST") {
    res.writeHead(405, { allow: "POST" }).end();
  } else if (
    !fromThisMachine(req.socket.remoteAddress, req.headers) ||
    !backup.takeToken(typeof offered === "string" ? offered : undefined)
  ) {
    res.writeHead(403, { "content-type": "text/plain; charset=utf-8" }).end("Forbidden\n");
  } else {
    res.writeHead(200, { "content-type": "application/gzip" });
    // A failure midway cuts the answer short: the command finds no end line and keeps nothing.
    await backup.write(res).catch(() => res.destroy());
  }
  return true;
}

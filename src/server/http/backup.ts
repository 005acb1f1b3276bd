// `POST /api/backup`, answered by the server around Next for `npm run backup` on the embedded
// database: only this process can read PGlite while it runs, so the command asks it for a
// snapshot (src/server/backup). Asked from this machine only (a loopback socket, forwarded for no
// one: not a visitor through nginx), with the one-time token the command left in the data folder. Part of the request path around Next: no `server-only`.
import fs from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { securityHeaders } from "../../lib/security-headers";
import { fromThisMachine } from "./forwarded-for";

declare global {
  /** Set by the instrumentation hook on the embedded database: the snapshot `npm run backup` asks for. */
  var __terramareBackup:
    | { takeToken: (offered: string | undefined) => boolean; write: (output: NodeJS.WritableStream) => Promise<unknown> }
    | undefined;
}

export const BACKUP_PATH = "/api/backup";
export const BACKUP_TOKEN_HEADER = "x-backup-token";

/**
 * Where the server on the embedded database says where it listens, beside the data folder's lock:
 * `npm run backup` finds it there, with no PORT of its own (a shell with only `.env`'s settings).
 */
export const serverAddressFile = (dataDir: string) => path.join(path.resolve(dataDir), "server.json");

export interface ServerAddress {
  pid: number;
  port: number;
  /** The loopback address the command reaches the server on. */
  host: string;
}

/** Written once the server listens (600, in the server's data folder); returns the function that removes it. */
export function announceServer(dataDir: string, port: number, boundTo: string | undefined): () => void {
  const file = serverAddressFile(dataDir);
  // A server bound to IPv6's loopback alone is reached there; any other binding answers on 127.0.0.1.
  const host = boundTo === "::1" ? "[::1]" : "127.0.0.1";
  const address: ServerAddress = { pid: process.pid, port, host };
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  fs.writeFileSync(file, JSON.stringify(address), { mode: 0o600 });
  return () => {
    try {
      if ((JSON.parse(fs.readFileSync(file, "utf8")) as ServerAddress).pid === process.pid) fs.rmSync(file);
    } catch {
      // Gone already.
    }
  };
}

/** The address the server with this pid announced, if it did. */
export function readServerAddress(dataDir: string, pid: number): ServerAddress | undefined {
  try {
    const address = JSON.parse(fs.readFileSync(serverAddressFile(dataDir), "utf8")) as ServerAddress;
    return address.pid === pid && Number.isInteger(address.port) ? address : undefined;
  } catch {
    return undefined;
  }
}

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

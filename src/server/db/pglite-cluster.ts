// The embedded database's empty cluster, made once by the build (scripts/build.ts) and unpacked
// into a new data folder at the first start. PGlite's own way, `PGlite.create` on an empty folder,
// runs initdb in a second PGlite beside the first and copies their memory: about 770 MB at its
// peak, more than the whole server needs after (measured 2026-11-28: initdb 688–824 MB; unpacking
// this archive 314 MB, in 5 s instead of 18–70 s). No `server-only`: the build imports it.
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";

/**
 * PostgreSQL's buffer pool inside the embedded database. PGlite's default (128 MB) is sized for a
 * server of its own; here the operating system's file cache sits behind it anyway, and the pool
 * lives in WebAssembly memory, which never shrinks: 32 MB kept the server 100 MB smaller with
 * the same answers for a company's data (measured: 288 MB to 190 MB for a reopened database).
 */
export const PGLITE_SHARED_BUFFERS = "32MB";

/** Where the build leaves the empty cluster (dist/ is the build's, beside dist/server). */
export function clusterTemplatePath(root = process.cwd()): string {
  return path.join(root, "dist", "pglite", "cluster.tar.gz");
}

/** Makes the empty cluster (initdb, in memory) and writes it, gzipped, to `file`. */
export async function writeClusterTemplate(file: string): Promise<void> {
  const db = await PGlite.create({ initDbStartParams: ["-c", `shared_buffers=${PGLITE_SHARED_BUFFERS}`] });
  try {
    const archive = await db.dumpDataDir("gzip");
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(`${file}.partial`, Buffer.from(await archive.arrayBuffer()));
    fs.renameSync(`${file}.partial`, file);
  } finally {
    await db.close();
  }
}

/**
 * The empty cluster to unpack into a new data folder, or undefined when the build left none
 * (`next dev`, tests): PGlite then runs initdb itself, which needs about 800 MB once.
 */
export function readClusterTemplate(root = process.cwd()): Blob | undefined {
  const file = clusterTemplatePath(root);
  return fs.existsSync(file) ? new Blob([fs.readFileSync(file)]) : undefined;
}

import "server-only";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { SNAPSHOT_FORMAT, SnapshotError, type SnapshotHeader } from "./snapshot";

/**
 * The lines of a gzipped snapshot file, read as they are consumed. A damaged or cut file fails
 * the loop that reads it (gunzip's error), rather than ending it early.
 */
export async function* snapshotLines(file: string): AsyncGenerator<string> {
  const gunzip = zlib.createGunzip();
  const input = fs.createReadStream(file);
  input.on("error", (error) => gunzip.destroy(error));
  input.pipe(gunzip);
  const decoder = new TextDecoder();
  let rest = "";
  try {
    for await (const chunk of gunzip as AsyncIterable<Buffer>) {
      const lines = (rest + decoder.decode(chunk, { stream: true })).split("\n");
      rest = lines.pop() ?? "";
      yield* lines;
    }
    rest += decoder.decode();
    if (rest !== "") yield rest;
  } finally {
    // A reader that stops early (the header alone) closes the file.
    input.destroy();
    gunzip.destroy();
  }
}

/** A snapshot's header, from its first line alone. */
export async function readSnapshotHeader(file: string): Promise<SnapshotHeader> {
  try {
    for await (const line of snapshotLines(file)) {
      const first = JSON.parse(line) as [string, SnapshotHeader];
      if (Array.isArray(first) && first[0] === SNAPSHOT_FORMAT) return first[1];
      break;
    }
  } catch {
    // Said below.
  }
  throw new SnapshotError(`${path.basename(file)} is not a backup made by \`npm run backup\` on the embedded database.`);
}

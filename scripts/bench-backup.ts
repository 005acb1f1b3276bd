// `npm run bench:backup [-- --megabytes 58]`: builds an embedded database of about that size (as
// pg_database_size counts it) in a scratch folder (a company's few years: contact messages,
// analytics events, client documents),
// then times, each in a process of its own with its peak memory (GNU time's maximum resident set):
// `npm run backup` (the command reading the stopped database itself), the verification of that
// backup (scripts/verify-backup.ts, as the server runs it), and `npm run restore` into a fresh
// data folder. Prints the figures the README quotes. Needs /usr/bin/time.
import { execFileSync } from "node:child_process";
import { randomBytes, createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";

const { values } = parseArgs({ options: { megabytes: { type: "string", default: "58" } } });
const target = Number(values.megabytes) * 1024 * 1024;
const root = process.cwd();
const work = fs.mkdtempSync(path.join(os.tmpdir(), "bench-backup-"));
const dataDir = path.join(work, "data");
Object.assign(process.env, {
  DATA_DIR: dataDir,
  LOG_LEVEL: "silent",
  NODE_ENV: "production",
  BETTER_AUTH_SECRET: "bench-backup-secret-0123456789abcdefghij",
});

const { closeDb, getDb } = await import("../src/server/db/client");
const { analyticsEvents, clientDocuments, contactMessages } = await import("../src/server/db/schema");

function folderBytes(dir: string): number {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce((sum, entry) => sum + fs.statSync(path.join(entry.parentPath, entry.name)).size, 0);
}

const db = await getDb();
const pages = ["/", "/products", "/fr/produits", "/insights/news", "/contact", "/client/login"];
for (let round = 0; round < 10; round++) {
  await db.insert(contactMessages).values(
    Array.from({ length: 1000 }, (_, index) => ({
      firstName: "Nadia",
      lastName: `Khoury ${round}-${index}`,
      email: `lead-${round}-${index}@example.com`,
      message: `Order ${index}: ${"40 cases of Kalamata olives and 12 tins of saffron, delivered to Ottawa. ".repeat(4)}`,
      locale: index % 3 === 0 ? "fr" : "en",
    })),
  );
  await db.insert(analyticsEvents).values(
    Array.from({ length: 5000 }, (_, index) => ({
      name: "page_view",
      pathname: pages[index % pages.length]!,
      userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140 Safari/537.36",
      locale: index % 3 === 0 ? "fr" : "en",
      visitor: createHash("sha256")
        .update(`${round}-${index % 700}`)
        .digest("hex")
        .slice(0, 32),
    })),
  );
}
/** The database's own size (its tables, indexes and TOAST), as PostgreSQL counts it: the folder adds PGlite's cluster and WAL. */
const databaseBytes = async () =>
  Number(
    (
      (await db.execute(sql`select pg_database_size(current_database())::text as bytes`)) as unknown as {
        rows: { bytes: string }[];
      }
    ).rows[0]!.bytes,
  );
// Client documents (price lists, catalogues: incompressible bytes) until the database reaches the size.
for (let index = 0; (await databaseBytes()) < target; index++) {
  const data = randomBytes(1_500_000);
  await db.insert(clientDocuments).values({
    title: `Price list ${index}`,
    kind: "price-list",
    language: "both",
    filename: `price-list-${index}.pdf`,
    format: "pdf",
    contentType: "application/pdf",
    bytes: data.length,
    sha256: createHash("sha256").update(data).digest("hex"),
    data,
    sharedWithAll: true,
    createdBy: "bench",
  });
}
const size = await databaseBytes();
await closeDb();
const folder = folderBytes(dataDir);

/** Runs node with args under GNU time: wall seconds and peak resident memory (MB). */
function timed(args: string[], env: Record<string, string>): { seconds: number; peakMb: number; output: string } {
  const report = path.join(work, "time.txt");
  const output = execFileSync("/usr/bin/time", ["-f", "%e %M", "-o", report, process.execPath, ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    encoding: "utf8",
  });
  const [seconds, kilobytes] = fs.readFileSync(report, "utf8").trim().split("\n").pop()!.split(" ").map(Number);
  return { seconds: seconds!, peakMb: Math.round(kilobytes! / 1024), output };
}
const tsx = [path.join(root, "node_modules/tsx/dist/cli.mjs"), "--conditions=react-server"];
const backups = path.join(work, "backups");
const backup = timed([...tsx, "scripts/backup.ts", "--dir", backups], {});
const [file] = fs.readdirSync(backups).filter((name) => name.endsWith(".jsonl.gz"));
const backupFile = path.join(backups, file!);
const verification = timed([...tsx, "scripts/verify-backup.ts", backupFile], {});
const restore = timed([...tsx, "scripts/restore.ts", backupFile], { DATA_DIR: path.join(work, "restored") });
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
console.log(
  `Embedded database: ${mb(size)} MB (pg_database_size; the data folder ${mb(folder)} MB); backup file ${mb(fs.statSync(backupFile).size)} MB.`,
);
console.log(`backup        ${backup.seconds.toFixed(1)} s, peak ${backup.peakMb} MB`);
console.log(
  `verification  ${verification.seconds.toFixed(1)} s, peak ${verification.peakMb} MB  ${verification.output.trim().split("\n").pop()}`,
);
console.log(`restore       ${restore.seconds.toFixed(1)} s, peak ${restore.peakMb} MB`);
fs.rmSync(work, { recursive: true, force: true });

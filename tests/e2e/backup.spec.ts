import { createHash, randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { expect, test } from "@playwright/test";
import pg from "pg";
import { recreateDatabase } from "../../scripts/lib/fresh-database";
import { isContactThanks, loadForm, submitForm } from "../../scripts/lib/form-post";
import { type CommandName, runCommand } from "./support/commands";
import { portFor } from "./support/ports";
import { e2eServer } from "./support/server-config";
import { type SiteProcess, spawnSite, stopSite, waitUntilServing } from "./support/site-process";

// Issue 32's backups, as an operator runs them: `npm run backup` while 200 contact forms are being
// sent, then `npm run restore` into a fresh instance, on the embedded database and on PostgreSQL,
// and the embedded backup into PostgreSQL (a company moving up). The restored database must hold
// every submission acknowledged before the backup began (each row whole), every published content
// item, and every stored file's bytes (compared by hash). Runs the production server on the build
// the e2e server made.

const secret = "e2e-backup-secret-0123456789abcdefghijkl";
const SUBMISSIONS = 200;
const CONCURRENT = 8;

const databaseNamed = (suffix: string) => {
  const url = new URL(e2eServer.databaseUrl);
  url.pathname = `${url.pathname}_${suffix}`;
  return url.toString();
};

/** Where a database lives: an embedded data folder or a PostgreSQL URL, as the settings name it. */
type Place = { DATA_DIR: string } | { DATABASE_URL: string };

/** Runs `sql` on a stopped embedded database, or on PostgreSQL. */
async function query<T>(place: Place, sql: string, values: unknown[] = []): Promise<T[]> {
  if ("DATA_DIR" in place) {
    const db = new PGlite(path.join(place.DATA_DIR, "pglite"));
    try {
      return (await db.query<T>(sql, values)).rows;
    } finally {
      await db.close();
    }
  }
  const client = new pg.Client({ connectionString: place.DATABASE_URL });
  await client.connect();
  try {
    return (await client.query(sql, values)).rows as T[];
  } finally {
    await client.end();
  }
}

/** `npm run <script> -- args` with the place's settings (its compiled command): its exit code and what it printed. */
function npmRunning(script: CommandName, args: string[], env: Record<string, string>) {
  return runCommand(script, args, {
    ...process.env,
    NODE_ENV: "production",
    LOG_LEVEL: "warn",
    DATABASE_URL: "",
    BETTER_AUTH_SECRET: secret,
    ...env,
  });
}

/** The same, which must succeed: its output, or the test fails with it. */
async function npmRun(script: CommandName, args: string[], env: Record<string, string>): Promise<string> {
  const { code, output } = await npmRunning(script, args, env);
  expect(code, output).toBe(0);
  return output;
}

function startServer(port: number, place: Place): SiteProcess {
  return spawnSite(
    {
      PORT: String(port),
      SITE_URL: `http://127.0.0.1:${port}`,
      TRUST_PROXY: "true",
      OUTBOX_WORKER: "false",
      BACKUP_JOB: "false",
      BETTER_AUTH_SECRET: secret,
      ...place,
    },
    "server",
  );
}

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/** Files as staff store them: an image's variants and two client documents, random bytes of a few hundred KB. */
async function storeFiles(place: Place): Promise<Record<string, string>> {
  const hashes: Record<string, string> = {};
  const mediaId = randomUUID();
  const original = randomBytes(64);
  await query(
    place,
    "insert into media (id, sha256, filename, format, width, height, bytes, created_by) values ($1, $2, 'olives.webp', 'webp', 1600, 1200, 64, 'backup-spec')",
    [mediaId, sha256(original)],
  );
  for (const width of [640, 1280]) {
    const data = randomBytes(width * 300);
    const hash = `backup-spec-${width}`;
    await query(
      place,
      "insert into media_variants (hash, media_id, width, height, format, data) values ($1, $2, $3, $4, 'webp', $5)",
      [hash, mediaId, width, width * 0.75, data],
    );
    hashes[hash] = sha256(data);
  }
  for (const [kind, size] of [
    ["price-list", 900_000],
    ["catalogue", 350_000],
  ] as const) {
    const data = randomBytes(size);
    const [row] = await query<{ id: string }>(
      place,
      `insert into client_documents (title, kind, language, filename, format, content_type, bytes, sha256, data, shared_with_all, created_by)
       values ($1, $2, 'both', $3, 'pdf', 'application/pdf', $4, $5, $6, true, 'backup-spec') returning id`,
      [`Backup ${kind}`, kind, `${kind}.pdf`, size, sha256(data), data],
    );
    hashes[row!.id] = sha256(data);
  }
  return hashes;
}

/** The stored files' bytes, hashed by the database: variant hash or document id → sha256 of the bytes. */
async function fileHashes(place: Place): Promise<Record<string, string>> {
  const rows = await query<{ key: string; digest: string }>(
    place,
    `select hash as key, encode(sha256(data), 'hex') as digest from media_variants where hash like 'backup-spec-%'
     union all select id::text, encode(sha256(data), 'hex') from client_documents where created_by = 'backup-spec'`,
  );
  return Object.fromEntries(rows.map((row) => [row.key, row.digest]));
}

/** Every contact message, whole (its row as JSON), by e-mail. */
async function contactRows(place: Place): Promise<Map<string, string>> {
  const rows = await query<{ email: string; whole: string }>(
    place,
    "select email, row_to_json(m)::text as whole from contact_messages m",
  );
  return new Map(rows.map((row) => [row.email, row.whole]));
}

/** The published content: each item's published language rows, whole, in a stable order. */
async function publishedContent(place: Place): Promise<string[]> {
  const rows = await query<{ whole: string }>(
    place,
    "select row_to_json(l)::text as whole from content_locales l where published is not null order by item_id, locale",
  );
  return rows.map((row) => row.whole);
}

/**
 * Starts the site on `place`, stores files, sends 200 contact forms (eight at a time, each from
 * its own address) and runs `npm run backup` once 60 are acknowledged; `whileServing` then runs
 * with the site still up. Returns the backup file and the e-mails acknowledged before the backup began.
 */
async function backupUnderLoad(
  port: number,
  place: Place,
  backupDir: string,
  whileServing: (base: string, file: string) => Promise<void> = async () => {},
) {
  let site = startServer(port, place);
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitUntilServing(site, `${base}/api/health`, 200);
    // Files are stored once the site has made its database: with the site stopped on the embedded
    // database, which is the server's alone; beside the running site on PostgreSQL.
    let files: Record<string, string>;
    if ("DATA_DIR" in place) {
      await stopSite(site);
      files = await storeFiles(place);
      site = startServer(port, place);
      await waitUntilServing(site, `${base}/api/health`, 200);
    } else {
      files = await storeFiles(place);
    }
    const form = await loadForm(`${base}/`, 'id="contact-form"');
    const acknowledged: string[] = [];
    // How many were acknowledged when the backup began (in the order this process saw the answers).
    let acknowledgedBefore = 0;
    let backup: Promise<string> | undefined;
    let next = 0;
    const sender = async () => {
      while (next < SUBMISSIONS) {
        const index = next++;
        const email = `backup-${index}@example.com`;
        const answer = await submitForm(
          form,
          { firstName: "Nadia", lastName: "Khoury", email, message: `Order ${index}: 40 cases of Kalamata olives, please.` },
          { origin: base, "x-forwarded-for": `198.18.${index >> 8}.${index & 255}` },
        );
        if (answer.postStatus === 303 && isContactThanks(answer.html)) acknowledged.push(email);
        if (acknowledged.length >= 60 && !backup) {
          acknowledgedBefore = acknowledged.length;
          backup = npmRun("backup", ["--dir", backupDir], { ...place, PORT: String(port) });
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENT }, sender));
    expect(acknowledged.length).toBe(SUBMISSIONS);
    const output = await backup!;
    expect(output).toContain("Backup written:");
    const [file] = fs.readdirSync(backupDir).filter((name) => name.startsWith("terramare-"));
    expect(file).toBeTruthy();
    await whileServing(base, path.join(backupDir, file!));
    return {
      file: path.join(backupDir, file!),
      files,
      before: acknowledged.slice(0, acknowledgedBefore),
      backupOutput: output,
    };
  } finally {
    await stopSite(site);
  }
}

/** The restored database against the original: whole submissions, published content, files. */
async function expectRestored(original: Place, restored: Place, taken: Awaited<ReturnType<typeof backupUnderLoad>>) {
  const originalRows = await contactRows(original);
  const restoredRows = await contactRows(restored);
  expect(originalRows.size).toBe(SUBMISSIONS);
  for (const email of taken.before) expect(restoredRows.has(email), `${email} was acknowledged before the backup`).toBe(true);
  // Nothing invented, nothing half-written: each restored row is the original's, column for column.
  for (const [email, whole] of restoredRows) expect(whole).toBe(originalRows.get(email));
  expect(taken.before.length).toBeGreaterThanOrEqual(60);
  expect(restoredRows.size).toBeGreaterThanOrEqual(taken.before.length);
  const content = await publishedContent(restored);
  expect(content.length).toBeGreaterThan(40);
  expect(content).toEqual(await publishedContent(original));
  expect(await fileHashes(restored)).toEqual(taken.files);
}

test.describe("backups and restores", () => {
  test.describe.configure({ mode: "serial", timeout: 300_000 });

  test("embedded: a backup taken while 200 forms are sent restores into a fresh embedded database and into PostgreSQL; restoring into the running site is refused", async () => {
    const work = fs.mkdtempSync(path.join(os.tmpdir(), "site-backup-"));
    const original = { DATA_DIR: path.join(work, "data") };
    try {
      const taken = await backupUnderLoad(
        portFor("backup embedded"),
        original,
        path.join(work, "backups"),
        async (base, file) => {
          const refused = await npmRunning("restore", [file], original);
          expect(refused.code).toBe(1);
          expect(refused.output).toContain("Stop the site before restoring");
          // The server's snapshot endpoint answers loopback callers holding the data folder's token only.
          const forbidden = await fetch(`${base}/api/backup`, { method: "POST", headers: { "x-backup-token": "guess" } });
          expect(forbidden.status).toBe(403);
        },
      );
      expect(taken.file).toMatch(/\.jsonl\.gz$/);
      expect(taken.backupOutput).toMatch(/contact messages/);

      const fresh = { DATA_DIR: path.join(work, "restored") };
      const restoredOutput = await npmRun("restore", [taken.file], fresh);
      expect(restoredOutput).toMatch(
        /Restored terramare-.*\.jsonl\.gz \(a snapshot of the embedded database made .*\) into the embedded database/,
      );
      await expectRestored(original, fresh, taken);

      const moved = { DATABASE_URL: databaseNamed("backup_moved") };
      await recreateDatabase(moved.DATABASE_URL);
      expect(await npmRun("restore", [taken.file], moved)).toMatch(/into PostgreSQL/);
      await expectRestored(original, moved, taken);

      // A site started on the restored databases serves the restored work.
      const site = startServer(portFor("backup embedded"), moved);
      try {
        await waitUntilServing(site, `http://127.0.0.1:${portFor("backup embedded")}/api/health`, 200);
      } finally {
        await stopSite(site);
      }
    } finally {
      fs.rmSync(work, { recursive: true, force: true });
    }
  });

  test("PostgreSQL: pg_dump taken while 200 forms are sent restores into a fresh database", async () => {
    const work = fs.mkdtempSync(path.join(os.tmpdir(), "site-backup-pg-"));
    const original = { DATABASE_URL: databaseNamed("backup_original") };
    const fresh = { DATABASE_URL: databaseNamed("backup_restored") };
    await recreateDatabase(original.DATABASE_URL);
    await recreateDatabase(fresh.DATABASE_URL);
    try {
      const taken = await backupUnderLoad(portFor("backup postgres"), original, path.join(work, "backups"));
      expect(taken.file).toMatch(/\.dump$/);
      expect(await npmRun("restore", [taken.file], fresh)).toMatch(
        /Restored terramare-.*\.dump \(a pg_dump backup\) into PostgreSQL/,
      );
      await expectRestored(original, fresh, taken);
    } finally {
      fs.rmSync(work, { recursive: true, force: true });
    }
  });

  test("a backup cut short is refused and nothing is restored", async () => {
    const work = fs.mkdtempSync(path.join(os.tmpdir(), "site-backup-cut-"));
    try {
      const place = { DATA_DIR: path.join(work, "data") };
      const output = await npmRun("backup", ["--dir", path.join(work, "backups")], place);
      const [file] = fs.readdirSync(path.join(work, "backups"));
      const whole = fs.readFileSync(path.join(work, "backups", file!));
      const cut = path.join(work, "terramare-2026-01-01T00-00-00Z.jsonl.gz");
      fs.writeFileSync(cut, whole.subarray(0, Math.floor(whole.length / 2)));
      expect(output).toContain("Backup written:");
      const cutShort = await npmRunning("restore", [cut], place);
      expect(cutShort.code).toBe(1);
      expect(cutShort.output).toMatch(/Nothing was restored|nothing was changed/);
    } finally {
      fs.rmSync(work, { recursive: true, force: true });
    }
  });
});

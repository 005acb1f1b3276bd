// Gives each test file a database of its own: a copy of the suite's migrated PGlite directory
// (template-database.ts), or, when DATABASE_URL is set, a new PostgreSQL database beside the one
// it names, empty until the app opens it.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, inject } from "vitest";

const baseUrl = process.env.DATABASE_URL;
let cleanup: () => Promise<void>;

if (baseUrl) {
  const name = `it_${randomUUID().replaceAll("-", "")}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
  cleanup = async () => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  };
} else {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-it-"));
  // A copy of the suite's migrated database (template-database.ts): the same as a first start.
  const template = inject("pgliteTemplate");
  if (template) fs.cpSync(template, dir, { recursive: true, filter: (source) => path.basename(source) !== "pglite.lock" });
  process.env.DATA_DIR = dir;
  cleanup = async () => fs.rmSync(dir, { recursive: true, force: true });
}
process.env.LOG_LEVEL ??= "silent";

afterAll(async () => {
  const { closeDb } = await import("@/server/db/client");
  await closeDb();
  await cleanup();
});

// Gives each test file a database of its own, a copy of the suite's migrated database
// (template-database.ts): of its PGlite directory, or, when DATABASE_URL is set, a new PostgreSQL
// database beside the one it names, made from the template one.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { afterAll, inject } from "vitest";
import { administer } from "./support/postgres-admin";

const baseUrl = process.env.DATABASE_URL;
// The same as a first start: migrated, the default flags written.
const template = inject("databaseTemplate");
let cleanup: () => Promise<void>;

if (baseUrl) {
  const name = `it_${randomUUID().replaceAll("-", "")}`;
  await administer(baseUrl, `create database ${name} template ${template}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
  cleanup = () => administer(baseUrl, `drop database if exists ${name} with (force)`);
} else {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-it-"));
  fs.cpSync(template, dir, { recursive: true, filter: (source) => path.basename(source) !== "pglite.lock" });
  process.env.DATA_DIR = dir;
  cleanup = async () => fs.rmSync(dir, { recursive: true, force: true });
}
process.env.LOG_LEVEL ??= "silent";

afterAll(async () => {
  const { closeDb } = await import("@/server/db/client");
  await closeDb();
  await cleanup();
});

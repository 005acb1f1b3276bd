// Global setup of the integration suite: makes one database the way the app opens one (initdb on
// PGlite, migrations, default flags) and hands it to every test file, which starts from a copy
// (tests/integration/setup.ts). On PGlite (DATABASE_URL unset) it is a data directory: making one
// costs about 2.5 s, copying it a few milliseconds. On PostgreSQL it is a database beside the one
// DATABASE_URL names, copied with `create database … template`, which is much cheaper than
// migrating each file's empty database.
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { administer } from "./support/postgres-admin";

declare module "vitest" {
  export interface ProvidedContext {
    /** The migrated, seeded database to copy: a PGlite data directory, or a PostgreSQL database's name. */
    databaseTemplate: string;
  }
}

/** Opens the database the app's settings name, as its first request would, then closes it. */
async function openAsTheAppDoes(setting: "DATA_DIR" | "DATABASE_URL", value: string): Promise<void> {
  const previous = process.env[setting];
  process.env[setting] = value;
  process.env.LOG_LEVEL ??= "silent";
  try {
    const { closeDb, getDb } = await import("@/server/db/client");
    await getDb();
    await closeDb();
  } finally {
    if (previous === undefined) delete process.env[setting];
    else process.env[setting] = previous;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const baseUrl = process.env.DATABASE_URL;
  if (baseUrl) {
    const name = `it_template_${randomUUID().replaceAll("-", "")}`;
    await administer(baseUrl, `create database ${name}`);
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    await openAsTheAppDoes("DATABASE_URL", url.toString());
    project.provide("databaseTemplate", name);
    return () => administer(baseUrl, `drop database if exists ${name} with (force)`);
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-it-template-"));
  await openAsTheAppDoes("DATA_DIR", dir);
  project.provide("databaseTemplate", dir);
  return async () => fs.rmSync(dir, { recursive: true, force: true });
}

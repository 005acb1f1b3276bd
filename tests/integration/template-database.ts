// Global setup of the integration suite on the embedded database: opens one PGlite directory the
// way the app does (initdb, migrations, default flags) and hands its path to every test file,
// which starts from a copy (tests/integration/setup.ts). Making a PGlite directory costs about
// 2.5 s, copying one a few milliseconds. On PostgreSQL (DATABASE_URL set) each file makes its own
// database and this does nothing.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated, seeded PGlite data directory to copy, or "" on PostgreSQL. */
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<(() => void) | undefined> {
  if (process.env.DATABASE_URL) {
    project.provide("pgliteTemplate", "");
    return undefined;
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-it-template-"));
  const previous = process.env.DATA_DIR;
  process.env.DATA_DIR = dir;
  process.env.LOG_LEVEL ??= "silent";
  try {
    const { closeDb, getDb } = await import("@/server/db/client");
    await getDb();
    await closeDb();
  } finally {
    if (previous === undefined) delete process.env.DATA_DIR;
    else process.env.DATA_DIR = previous;
  }
  project.provide("pgliteTemplate", dir);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}

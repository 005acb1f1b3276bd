import { getTableName, is, sql, type SQL } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { beforeAll, describe, expect, it } from "vitest";
import { closeDb, getDb, probeDatabase } from "@/server/db/client";
import * as schema from "@/server/db/schema";
import { featureFlags } from "@/server/db/schema";
import { flagCatalog, flagNames } from "@/lib/flags/catalog";

/** Raw rows from either driver: both PGlite and pg answer with a `rows` array. */
async function selectRows<Row>(query: SQL): Promise<Row[]> {
  const result = (await (await getDb()).execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

describe("database", () => {
  beforeAll(async () => {
    await getDb();
  });

  it("creates every table of the data model from an empty database", async () => {
    const rows = await selectRows<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    // Every table the Drizzle schema declares, and no other: the migrations made them all.
    const declared = Object.values(schema)
      .filter((value) => is(value, PgTable))
      .map((table) => getTableName(table))
      .sort();
    expect(declared).toContain("contact_messages");
    expect(rows.map((row) => row.table_name).sort()).toEqual(declared);
  });

  it("records each applied migration once, so a restart does not apply it again", async () => {
    const countMigrations = async () => {
      const rows = await selectRows<{ count: number }>(sql`select count(*)::int as count from drizzle.__drizzle_migrations`);
      return rows[0]?.count;
    };
    const before = await countMigrations();
    expect(before).toBeGreaterThanOrEqual(1);
    await closeDb();
    expect(await countMigrations()).toBe(before);
  });

  it("gives the event loop a turn between queued statements, so requests are read meanwhile (issue 48)", async () => {
    const db = await getDb();
    const order: string[] = [];
    const statements = Array.from({ length: 5 }, (_, index) =>
      db.execute(sql`select ${index}::int as n`).then(() => order.push(`statement ${index}`)),
    );
    // What a turn of the loop runs (sockets read, connections accepted, then immediates): the
    // embedded database once ran every queued statement before it.
    setImmediate(() => order.push("a turn of the loop"));
    await Promise.all(statements);
    expect(order.slice(0, 5)).toContain("a turn of the loop");
  });

  it("seeds the 18 flags of the spec with their defaults and descriptions", async () => {
    const db = await getDb();
    const rows = await db.select().from(featureFlags);
    expect(rows).toHaveLength(18);
    for (const name of flagNames) {
      const row = rows.find((candidate) => candidate.name === name);
      expect(row, name).toBeDefined();
      expect(row?.enabled, name).toBe(flagCatalog[name].enabled);
      expect(row?.description, name).toBeTruthy();
    }
    expect(
      rows
        .filter((row) => !row.enabled)
        .map((row) => row.name)
        .sort(),
    ).toEqual(["insights", "partnerships", "solutions", "teams"]);
  });

  it("answers the health probe", async () => {
    expect(await probeDatabase()).toEqual({ ok: true });
  });
});

describe.skipIf(Boolean(process.env.DATABASE_URL))("embedded database files", () => {
  it("are readable by the server's user only: folders 700, files 600", async () => {
    const fs = await import("node:fs");
    const path = await import("node:path");
    await getDb();
    const dataDir = process.env.DATA_DIR ?? "";
    // An existing folder made under umask 022 is tightened too.
    const entries = fs.readdirSync(dataDir, { recursive: true, withFileTypes: true });
    expect(entries.length).toBeGreaterThan(10);
    expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700);
    for (const entry of entries) {
      const mode = fs.statSync(path.join(entry.parentPath, entry.name)).mode & 0o777;
      expect(mode, path.join(entry.parentPath, entry.name)).toBe(entry.isDirectory() ? 0o700 : 0o600);
    }
  });
});

import { sql, type SQL } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { closeDb, getDb, isDatabaseReachable } from "@/server/db/client";
import { featureFlags } from "@/server/db/schema";
import { flagCatalog, flagNames } from "@/server/flags/catalog";

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
    expect(rows.map((row) => row.table_name)).toEqual([
      "access_requests",
      "account",
      "analytics_events",
      "contact_messages",
      "feature_flag_changes",
      "feature_flags",
      "outbox",
      "rate_limits",
      "session",
      "user",
      "user_roles",
      "verification",
    ]);
  });

  it("records each applied migration once, so a restart does not apply it again", async () => {
    const countMigrations = async () => {
      const rows = await selectRows<{ count: number }>(
        sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
      );
      return rows[0]?.count;
    };
    const before = await countMigrations();
    expect(before).toBeGreaterThanOrEqual(1);
    await closeDb();
    expect(await countMigrations()).toBe(before);
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
    expect(rows.filter((row) => !row.enabled).map((row) => row.name).sort()).toEqual([
      "insights",
      "partnerships",
      "solutions",
      "teams",
    ]);
  });

  it("answers the health probe", async () => {
    expect(await isDatabaseReachable()).toBe(true);
  });
});

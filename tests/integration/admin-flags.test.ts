import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { closeDb, getDb } from "@/server/db/client";
import { flagNames } from "@/server/flags";
import { loadFlagsForAdmin } from "@/server/flags/admin";

afterAll(closeDb);

describe("loadFlagsForAdmin", () => {
  it("lists every flag with its description, ordered by name", async () => {
    const list = await loadFlagsForAdmin();
    expect(list.status).toBe("ok");
    const names = list.status === "ok" ? list.flags.map((flag) => flag.name) : [];
    expect(names).toEqual([...flagNames].sort());
    expect(list.status === "ok" && list.flags.every((flag) => flag.description)).toBe(true);
  });

  it("gives an empty list when there are no flags", async () => {
    const db = await getDb();
    await db.execute(sql`create table feature_flags_saved as select * from feature_flags`);
    await db.execute(sql`delete from feature_flags`);
    try {
      expect(await loadFlagsForAdmin()).toEqual({ status: "ok", flags: [] });
    } finally {
      await db.execute(sql`insert into feature_flags overriding system value select * from feature_flags_saved`);
      await db.execute(sql`drop table feature_flags_saved`);
    }
  });

  it("reports a database error with the spec's 'Database Error' message", async () => {
    const db = await getDb();
    await db.execute(sql`alter table feature_flags rename to feature_flags_away`);
    try {
      expect(await loadFlagsForAdmin()).toEqual({
        status: "error",
        message: 'Database Error: relation "feature_flags" does not exist',
      });
    } finally {
      await db.execute(sql`alter table feature_flags_away rename to feature_flags`);
    }
  });
});

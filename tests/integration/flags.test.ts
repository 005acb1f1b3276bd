import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { closeDb, getDb } from "@/server/db/client";
import { cacheTags, featureFlagChanges, featureFlags } from "@/server/db/schema";
import { seedDefaults } from "@/server/db/seed";
import { getFlags, listFlags, setFlag, UnknownFlagError, type FlagName } from "@/server/flags";

describe("flags", () => {
  it("reads the defaults on a new database", async () => {
    const flags = await getFlags();
    expect(flags.products).toBe(true);
    expect(flags.teams).toBe(false);
    expect(Object.keys(flags)).toHaveLength(18);
  });

  it("lists every flag ordered by name", async () => {
    const names = (await listFlags()).map((flag) => flag.name);
    expect(names).toEqual([...names].sort());
    expect(names).toHaveLength(18);
  });

  it("setFlag writes the flag and its change-log row, and this process sees it at once", async () => {
    expect((await getFlags()).teams).toBe(false);
    const updated = await setFlag("teams", true, "admin@example.ca");
    expect(updated.enabled).toBe(true);
    expect((await getFlags()).teams).toBe(true);

    const db = await getDb();
    const changes = await db.select().from(featureFlagChanges).where(eq(featureFlagChanges.flagId, updated.id));
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({ enabled: true, actor: "admin@example.ca" });
    expect(changes[0]?.changedAt).toBeInstanceOf(Date);
  });

  it("marks the flags cache tag on every change to the flags table, however it is made", async () => {
    const db = await getDb();
    const taggedAt = async () =>
      (await db.select().from(cacheTags).where(eq(cacheTags.tag, "flags")))[0]?.revalidatedAt.getTime() ?? 0;
    const before = await taggedAt();
    await new Promise((resolve) => setTimeout(resolve, 5));
    // A plain update, not through setFlag: cached pages on every instance must still follow it.
    await db.update(featureFlags).set({ enabled: true }).where(eq(featureFlags.name, "partnerships"));
    expect(await taggedAt()).toBeGreaterThan(before);
    await db.update(featureFlags).set({ enabled: false }).where(eq(featureFlags.name, "partnerships"));
  });

  it("moves updated_at forward on each change", async () => {
    const first = await setFlag("insights", true, "admin@example.ca");
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await setFlag("insights", false, "admin@example.ca");
    expect(second.updatedAt.getTime()).toBeGreaterThan(first.updatedAt.getTime());
  });

  it("seeding again, and restarting, never overwrite a flag an admin changed", async () => {
    await setFlag("products", false, "admin@example.ca");
    await seedDefaults(await getDb());
    expect((await getFlags()).products).toBe(false);

    await closeDb();
    const db = await getDb();
    const [row] = await db.select().from(featureFlags).where(eq(featureFlags.name, "products"));
    expect(row?.enabled).toBe(false);
    expect(await db.$count(featureFlags)).toBe(18);
  });

  it("refuses a flag that does not exist and writes nothing", async () => {
    const db = await getDb();
    const before = await db.$count(featureFlagChanges);
    await expect(setFlag("no_such_flag" as FlagName, true, "admin@example.ca")).rejects.toBeInstanceOf(UnknownFlagError);
    expect(await db.$count(featureFlagChanges)).toBe(before);
  });
});

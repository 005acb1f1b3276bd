import { afterAll, describe, expect, it } from "vitest";
import { cacheTags } from "@/lib/cache-tags";
import { defaultCompanySettings, type CompanySettings } from "@/lib/company-settings";
import { freshness } from "@/server/cache/freshness";
import { closeDb, getDb } from "@/server/db/client";
import { companySettings, companySettingsVersions } from "@/server/db/schema";
import { restoreCompanySettings, saveCompanySettings, skipHubspotSetup } from "@/server/settings/commands";
import { getCompanySettings, listSettingsVersions, loadSettingsForEditing } from "@/server/settings";

// Runs on the embedded database, and on PostgreSQL with DATABASE_URL set (tests/integration/setup.ts).
afterAll(closeDb);

const withPhone = (display: string, tel: string): CompanySettings => ({ ...defaultCompanySettings, phone: { display, tel } });

describe("company settings", () => {
  it("start as the placeholders of a fresh install, at revision 0", async () => {
    expect(await getCompanySettings()).toEqual(defaultCompanySettings);
    const stored = await loadSettingsForEditing();
    expect(stored).toMatchObject({ revision: 0, values: defaultCompanySettings, hubspotSkipped: null });
    expect(await listSettingsVersions()).toEqual([]);
  });

  it("save a new revision with its version, and every cached read and page sees it at once", async () => {
    const before = await freshness().begin();
    const result = await saveCompanySettings(withPhone("613-555-0199", "+16135550199"), 0, "ada@example.ca");
    expect(result).toEqual({ outcome: "saved", revision: 1, changed: ["phone"] });
    // The tag moved: a page rendered before the save is stale on its next request.
    expect(freshness().store.changedAt(cacheTags.settings)).toBeGreaterThanOrEqual(before.stamp);
    expect((await getCompanySettings()).phone.display).toBe("613-555-0199");
    const [version] = await listSettingsVersions();
    expect(version).toMatchObject({ revision: 1, action: "save", actor: "ada@example.ca", restoredFrom: null });
  });

  it("refuse a save made from an older revision, saying what the other changed, and write nothing", async () => {
    const second = await saveCompanySettings(
      { ...withPhone("613-555-0199", "+16135550199"), legalName: "Terramare Importations inc." },
      1,
      "bob@example.ca",
    );
    expect(second).toMatchObject({ outcome: "saved", revision: 2 });
    const stale = await saveCompanySettings(withPhone("819-555-0100", "+18195550100"), 1, "ada@example.ca");
    expect(stale).toMatchObject({ outcome: "stale", revision: 2, updatedBy: "bob@example.ca", theirChanges: ["legalName"] });
    expect((await loadSettingsForEditing()).revision).toBe(2);
    expect((await getCompanySettings()).phone.display).toBe("613-555-0199");
    expect(await listSettingsVersions()).toHaveLength(2);
  });

  it("let one of two saves from the same revision through, never both", async () => {
    const results = await Promise.all([
      saveCompanySettings(withPhone("613-555-0101", "+16135550101"), 2, "one@example.ca"),
      saveCompanySettings(withPhone("613-555-0102", "+16135550102"), 2, "two@example.ca"),
    ]);
    expect(results.map((result) => result.outcome).sort()).toEqual(["saved", "stale"]);
    expect((await loadSettingsForEditing()).revision).toBe(3);
  });

  it("write nothing when nothing changed", async () => {
    const current = await loadSettingsForEditing();
    expect(await saveCompanySettings(current.values, current.revision, "ada@example.ca")).toEqual({
      outcome: "unchanged",
      revision: current.revision,
    });
  });

  it("restore an earlier version, and the placeholders, as new versions", async () => {
    const restored = await restoreCompanySettings(1, 3, "ada@example.ca");
    expect(restored).toMatchObject({ outcome: "saved", revision: 4 });
    expect((await getCompanySettings()).legalName).toBe(defaultCompanySettings.legalName);
    expect((await getCompanySettings()).phone.display).toBe("613-555-0199");
    expect(await restoreCompanySettings(99, 4, "ada@example.ca")).toEqual({ outcome: "missing" });
    expect(await restoreCompanySettings(0, 3, "ada@example.ca")).toMatchObject({ outcome: "stale", revision: 4 });

    const before = await freshness().begin();
    expect(await restoreCompanySettings(0, 4, "ada@example.ca")).toMatchObject({ outcome: "saved", revision: 5 });
    expect(freshness().store.changedAt(cacheTags.settings)).toBeGreaterThanOrEqual(before.stamp);
    expect(await getCompanySettings()).toEqual(defaultCompanySettings);
    const [latest] = await listSettingsVersions();
    expect(latest).toMatchObject({ revision: 5, action: "restore", restoredFrom: 0 });
    expect((await listSettingsVersions()).map((version) => version.revision)).toEqual([5, 4, 3, 2, 1]);
  });

  it("record the checklist's HubSpot skip without a new version", async () => {
    await skipHubspotSetup("ada@example.ca");
    const stored = await loadSettingsForEditing();
    expect(stored.revision).toBe(5);
    expect(stored.hubspotSkipped?.by).toBe("ada@example.ca");
    expect(await listSettingsVersions()).toHaveLength(5);
  });

  it("fall back to the defaults for a row that no longer fits the schema", async () => {
    const db = await getDb();
    await db.update(companySettings).set({ values: { phone: 42 } });
    await freshness().invalidate([cacheTags.settings]);
    expect(await getCompanySettings()).toEqual(defaultCompanySettings);
  });
});

describe("company settings on a fresh install whose checklist was answered first", () => {
  it("take the first save at revision 0 even when the skip made the row", async () => {
    const db = await getDb();
    // A fresh install: no row and no versions.
    await db.delete(companySettings);
    await db.delete(companySettingsVersions);
    await skipHubspotSetup("ada@example.ca");
    const result = await saveCompanySettings(withPhone("613-555-0111", "+16135550111"), 0, "ada@example.ca");
    expect(result.outcome).toBe("saved");
    expect((await loadSettingsForEditing()).hubspotSkipped?.by).toBe("ada@example.ca");
  });
});

import { expect, test } from "@playwright/test";
import { recreateDatabase } from "../../scripts/lib/fresh-database";
import { fuzz } from "../fuzz/fuzz";
import { portFor } from "./support/ports";
import { e2eServer } from "./support/server-config";
import { spawnSite, stopSite, waitUntilServing } from "./support/site-process";

// 500 hostile cases against a server of its own (`npm run fuzz -- -n 10000` runs the long one),
// behind a trusted proxy so each case comes from its own address, on a database of its own.
const port = portFor("fuzz");
const databaseUrl = `${e2eServer.databaseUrl}_fuzz`;

test("500 hostile requests and every route with every method: no 5xx, nothing invalid stored, every acknowledged submission stored", async () => {
  test.setTimeout(600_000);
  await recreateDatabase(databaseUrl);

  const baseUrl = `http://127.0.0.1:${port}`;
  const site = spawnSite({ PORT: String(port), SITE_URL: baseUrl, DATABASE_URL: databaseUrl, TRUST_PROXY: "true" }, "server");
  try {
    await waitUntilServing(site, `${baseUrl}/api/health`, 200);
    const report = await fuzz({ baseUrl, databaseUrl, cases: 500, seed: 14 });
    expect(report.serverErrors).toEqual([]);
    expect(report.invalidAcknowledged).toEqual([]);
    expect(report.lost).toEqual([]);
    expect(report.invalidStored).toEqual([]);
    // Forms forged on another site answered 403, events of made-up pages not stored (issue 31).
    expect(report.forgedAccepted).toEqual([]);
    expect(Object.keys(report.byKind)).toEqual(
      expect.arrayContaining(["no-js-form", "router-headers", "slow-body", "path", "route"]) as unknown as string[],
    );
    // The run did reach the forms and the endpoint, not only their refusals.
    expect(report.acknowledged).toBeGreaterThan(20);
    expect(report.storedRows).toBeGreaterThan(20);
    // A malformed call is the caller's mistake: one warn line each, never a stack in the log.
    expect(site.output()).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m);
  } finally {
    await stopSite(site);
  }
});

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { parseMetrics } from "../support/prometheus-text";
import { portFor } from "./support/ports";
import { spawnSite, stopSite, waitUntilServing } from "./support/site-process";

// `npm start` behind a trusted proxy (TRUST_PROXY=true), as deploy/ runs it, with METRICS_TOKEN:
// /api/metrics as the server around Next answers it, on the build the e2e server made.
const port = portFor("metrics");
const base = `http://127.0.0.1:${port}`;
const token = "e2e-metrics-token-0123456789abcdef0123456789";
/** An address of this machine that is not loopback: a request sent to it comes from it, as an outsider's would. */
const outside = Object.values(os.networkInterfaces())
  .flat()
  .find((entry) => entry && !entry.internal && entry.family === "IPv4")?.address;

test.describe("/api/metrics", () => {
  test.describe.configure({ timeout: 120_000 });

  test("refuses an outsider, answers this machine and the token in Prometheus text with every family the alerts read", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-metrics-"));
    const site = spawnSite({ PORT: String(port), DATA_DIR: dataDir, SITE_URL: base, TRUST_PROXY: "true", METRICS_TOKEN: token });
    try {
      await waitUntilServing(site, `${base}/api/health`, 200);
      // The home page twice: rendered by Next, then answered from the server's memory.
      for (let i = 0; i < 2; i++) expect((await fetch(`${base}/`)).status).toBe(200);

      // Through a proxy on this machine for a visitor elsewhere (nginx names the visitor): refused.
      for (const headers of [{ "x-forwarded-for": "203.0.113.9" }, { "x-forwarded-for": "127.0.0.1, 203.0.113.9" }]) {
        const refused = await fetch(`${base}/api/metrics`, { headers });
        expect(refused.status).toBe(403);
        expect(refused.headers.get("cache-control")).toBe("no-store");
        expect(await refused.text()).not.toMatch(/site_|nodejs_|process_/);
      }
      // A wrong token is no token.
      const wrong = await fetch(`${base}/api/metrics`, {
        headers: { "x-forwarded-for": "203.0.113.9", authorization: `Bearer ${token.replace("e2e", "bad")}` },
      });
      expect(wrong.status).toBe(403);
      if (outside) {
        // From another address, without a proxy: refused, unless it carries the token.
        const direct = await fetch(`http://${outside}:${port}/api/metrics`);
        expect(direct.status).toBe(403);
        expect(await direct.text()).not.toMatch(/site_/);
        const withToken = await fetch(`http://${outside}:${port}/api/metrics`, { headers: { authorization: `Bearer ${token}` } });
        expect(withToken.status).toBe(200);
      }
      const forwardedWithToken = await fetch(`${base}/api/metrics`, {
        headers: { "x-forwarded-for": "203.0.113.9", authorization: `Bearer ${token}` },
      });
      expect(forwardedWithToken.status).toBe(200);

      // This machine, without a token: a scraper beside the instances.
      const answer = await fetch(`${base}/api/metrics`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(answer.headers.get("cache-control")).toBe("no-store");
      const text = await answer.text();
      const { family, value, histogramKinds } = parseMetrics(text);
      expect(text).not.toMatch(/ Nan$/m);

      expect(family("site_http_requests_total").type).toBe("COUNTER");
      expect(value("site_http_requests_total", { kind: "page", status: "200" })).toBeGreaterThanOrEqual(1);
      expect(value("site_http_requests_total", { kind: "page-cache", status: "200" })).toBeGreaterThanOrEqual(1);
      expect(value("site_http_requests_total", { kind: "metrics", status: "403" })).toBeGreaterThanOrEqual(3);
      expect(value("site_http_requests_total", { kind: "health", status: "200" })).toBeGreaterThanOrEqual(1);
      expect(family("site_http_request_duration_seconds").type).toBe("HISTOGRAM");
      expect(histogramKinds("site_http_request_duration_seconds")).toEqual(
        expect.arrayContaining(["page", "page-cache", "metrics", "health"]),
      );
      expect(value("site_page_cache_hits_total")).toBeGreaterThanOrEqual(1);
      expect(value("site_page_cache_misses_total")).toBeGreaterThanOrEqual(1);
      expect(value("site_cache_tags_reachable")).toBe(1);
      expect(value("site_cache_tags_read_age_seconds")).toBe(0);
      // Read from the database when scraped: a fresh install owes nothing.
      expect(value("site_metrics_database_up")).toBe(1);
      for (const kind of ["email", "crm"]) {
        expect(value("site_outbox_pending", { kind })).toBe(0);
        expect(value("site_outbox_oldest_pending_age_seconds", { kind })).toBe(0);
        expect(value("site_outbox_failed_deliveries", { kind })).toBe(0);
      }
      expect(value("site_content_schedules_due")).toBe(0);
      for (const name of ["nodejs_eventloop_lag_seconds", "process_resident_memory_bytes", "nodejs_heap_size_used_bytes"])
        expect(value(name), name).toBeGreaterThan(name === "nodejs_eventloop_lag_seconds" ? -1 : 0);
    } finally {
      await stopSite(site);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

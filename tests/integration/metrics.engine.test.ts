// /api/metrics as the server around Next answers it (src/server/metrics, wired in
// src/server/http/server.ts): who may read it, and that what it answers is Prometheus text with
// every family the operators' alerts read (deploy/prometheus), the database's gauges included.
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createItem } from "@/server/content/commands";
import { getDb } from "@/server/db/client";
import { contentSchedules, outbox } from "@/server/db/schema";
import { answerMetrics, notePageLookup, trackRequest } from "@/server/metrics";
import { readMetricGauges } from "@/server/metrics/database";
import { parseMetrics } from "../support/prometheus-text";

const token = "metrics-token-for-the-integration-test-0123456789";
/** An address of this machine that is not loopback: a request sent to it comes from it. */
const outside = Object.values(os.networkInterfaces())
  .flat()
  .find((entry) => entry && !entry.internal && entry.family === "IPv4")?.address;

let server: http.Server;
let port = 0;

function get(host: string, headers: Record<string, string> = {}): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host, port, path: "/api/metrics", headers, localAddress: host }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, type: String(response.headers["content-type"]), body }),
      );
    });
    request.on("error", reject);
  });
}

beforeAll(async () => {
  const db = await getDb();
  await db.delete(outbox);
  await db.insert(outbox).values([
    { kind: "email", payload: {}, createdAt: sql`now() - interval '20 minutes'` },
    { kind: "email", payload: {} },
    { kind: "email", payload: {}, status: "failed" },
    { kind: "crm", payload: {}, status: "delivered" },
  ]);
  const item = await createItem("article", "editor@example.ca");
  await db.insert(contentSchedules).values([
    { itemId: item.id, locale: "en", action: "publish", dueAt: new Date(Date.now() - 60_000), createdBy: "editor@example.ca" },
    { itemId: item.id, locale: "fr", action: "publish", dueAt: new Date(Date.now() + 3_600_000), createdBy: "editor@example.ca" },
  ]);
  // As the instrumentation hook does in the server.
  globalThis.__terramareMetricReadings = readMetricGauges;
  // The server's wiring, less Next: every request counted, the claimed X-Forwarded-For kept for the rule.
  server = http.createServer(async (req, res) => {
    trackRequest(req, res);
    if (await answerMetrics(req, res, { token, claimedForwardedFor: req.headers["x-forwarded-for"] })) return;
    notePageLookup(res, req.url === "/hit");
    res.end("page");
  });
  await new Promise<void>((resolve) => server.listen(0, resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  globalThis.__terramareMetricReadings = undefined;
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe("/api/metrics", () => {
  it.runIf(outside)("refuses a request from another address without the token, and shows it no metric", async () => {
    const host = outside ?? "";
    const attempts: Record<string, string>[] = [
      {},
      { authorization: "Bearer wrong-token-wrong-token-wrong-token" },
      { "x-forwarded-for": "127.0.0.1" },
    ];
    for (const headers of attempts) {
      const refused = await get(host, headers);
      expect(refused.status).toBe(403);
      expect(refused.body).not.toMatch(/site_|nodejs_|process_/);
    }
    expect((await get(host, { authorization: `Bearer ${token}` })).status).toBe(200);
  });

  it("refuses a request from this machine forwarded for another address, unless it carries the token", async () => {
    const forwarded = await get("127.0.0.1", { "x-forwarded-for": "203.0.113.9" });
    expect(forwarded.status).toBe(403);
    expect(forwarded.body).not.toMatch(/site_/);
    expect((await get("127.0.0.1", { "x-forwarded-for": "127.0.0.1, 203.0.113.9" })).status).toBe(403);
    expect((await get("127.0.0.1", { "x-forwarded-for": "203.0.113.9", authorization: `Bearer ${token}` })).status).toBe(200);
  });

  it("answers this machine in Prometheus text with every family the alerts read", async () => {
    for (const path of ["/hit", "/miss"]) await fetch(`http://127.0.0.1:${port}${path}`).then((response) => response.text());
    const answer = await get("127.0.0.1");
    expect(answer.status).toBe(200);
    expect(answer.type).toMatch(/^text\/plain; version=0\.0\.4/);
    const { family, value, histogramKinds } = parseMetrics(answer.body);
    // prom-client writes NaN as "Nan"; the server writes it as the format says.
    expect(answer.body).not.toMatch(/ Nan$/m);

    // Requests by route kind and status (the refusals above among them), and their latency by kind.
    expect(family("site_http_requests_total").type).toBe("COUNTER");
    expect(value("site_http_requests_total", { kind: "metrics", status: "403" })).toBeGreaterThanOrEqual(2);
    expect(value("site_http_requests_total", { kind: "page-cache", status: "200" })).toBe(1);
    expect(value("site_http_requests_total", { kind: "page", status: "200" })).toBe(1);
    const latency = family("site_http_request_duration_seconds");
    expect(latency.type).toBe("HISTOGRAM");
    expect(histogramKinds("site_http_request_duration_seconds")).toEqual(
      expect.arrayContaining(["metrics", "page", "page-cache"]),
    );
    // The server's page memory.
    expect(value("site_page_cache_hits_total")).toBe(1);
    expect(value("site_page_cache_misses_total")).toBe(1);
    // The cache tags: read just now (PostgreSQL) or in this process (embedded).
    expect(value("site_cache_tags_reachable")).toBe(1);
    expect(value("site_cache_tags_read_age_seconds")).toBeLessThan(5);
    // The outbox per kind, by the database's clock, and the schedules due.
    expect(value("site_metrics_database_up")).toBe(1);
    expect(value("site_outbox_pending", { kind: "email" })).toBe(2);
    expect(value("site_outbox_pending", { kind: "crm" })).toBe(0);
    expect(value("site_outbox_oldest_pending_age_seconds", { kind: "email" })).toBeGreaterThanOrEqual(20 * 60);
    expect(value("site_outbox_oldest_pending_age_seconds", { kind: "email" })).toBeLessThan(21 * 60);
    expect(value("site_outbox_oldest_pending_age_seconds", { kind: "crm" })).toBe(0);
    expect(value("site_outbox_failed_deliveries", { kind: "email" })).toBe(1);
    expect(value("site_content_schedules_due")).toBe(1);
    // The process: event-loop lag, memory.
    for (const name of [
      "nodejs_eventloop_lag_seconds",
      "nodejs_eventloop_lag_p99_seconds",
      "process_resident_memory_bytes",
      "nodejs_heap_size_used_bytes",
    ])
      expect(value(name), name).toBeGreaterThanOrEqual(0);
  });

  it("is never cached and refuses other methods", async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/metrics`);
    expect(response.headers.get("cache-control")).toBe("no-store");
    await response.text();
    const post = await fetch(`http://127.0.0.1:${port}/api/metrics`, { method: "POST" });
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toBe("GET, HEAD");
  });
});

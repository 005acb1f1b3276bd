import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { HealthReport } from "../health/probe";
import { answerHealth } from "./health";

const down: HealthReport = { status: "unavailable", database: "unreachable", cacheTags: "ok", outbox: { failed: null } };

async function serve(): Promise<{ url: string; close: () => void }> {
  const server = http.createServer(async (req, res) => {
    if (!(await answerHealth(req, res))) res.writeHead(418).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

afterEach(() => {
  globalThis.__terramareHealth = undefined;
});

describe("answerHealth", () => {
  it("answers /api/health from the shared report: 503 while the database is unreachable, never stored", async () => {
    globalThis.__terramareHealth = vi.fn(async () => down);
    const site = await serve();
    try {
      const response = await fetch(`${site.url}/api/health`);
      expect(response.status).toBe(503);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(await response.json()).toEqual(down);
      expect((await fetch(`${site.url}/api/healthz`)).status).toBe(418);
      expect((await fetch(`${site.url}/api/health`, { method: "POST" })).status).toBe(418);
    } finally {
      site.close();
    }
  });

  it("leaves the request to Next until the instrumentation hook has shared the report", async () => {
    const site = await serve();
    try {
      expect((await fetch(`${site.url}/api/health`)).status).toBe(418);
    } finally {
      site.close();
    }
  });
});

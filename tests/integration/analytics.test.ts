import { describe, expect, it } from "vitest";
import { getDb } from "@/server/db/client";
import { analyticsEvents } from "@/server/db/schema";
import { eventRequestOf, flushEvents, recordEvent, recordGoal } from "@/server/analytics";
import { resolveRange } from "@/server/analytics/range";
import { loadAnalyticsReport } from "@/server/analytics/reports";
import { eq } from "drizzle-orm";
import { POST } from "@/app/api/events/route";
import { getEnv } from "@/config/env";
import { rateLimitRules } from "@/server/rate-limit";
import { publishedEntries } from "@/server/content/published";

describe("analytics events", () => {
  it("stores app_initialized with its path, user agent and locale, and no address", async () => {
    recordEvent({ name: "app_initialized", pathname: "/fr/confidentialite", userAgent: "Test/1.0", locale: "fr" });
    // Events are stored in batches (src/server/analytics): what was taken is stored once flushed.
    await flushEvents();
    const rows = await (await getDb()).select().from(analyticsEvents);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: "app_initialized",
      pathname: "/fr/confidentialite",
      userAgent: "Test/1.0",
      locale: "fr",
    });
    expect(Object.keys(rows[0] ?? {})).not.toContain("ip");
  });
});

describe("POST /api/events", () => {
  const origin = new URL(getEnv().SITE_URL).origin;
  const event = { name: "app_initialized", pathname: "/fr", userAgent: "Test/1.0", locale: "fr" };
  const post = (init: { body?: BodyInit; headers?: Record<string, string>; address?: string }) =>
    POST(
      new Request(`${origin}/api/events`, {
        method: "POST",
        body: init.body ?? JSON.stringify(event),
        headers: {
          "content-type": "application/json",
          "sec-fetch-site": "same-origin",
          "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0",
          "x-forwarded-for": init.address ?? "203.0.113.50",
          ...init.headers,
        },
        duplex: "half",
      } as RequestInit),
    );
  const count = async () => {
    await flushEvents();
    return (await getDb()).$count(analyticsEvents);
  };

  it("stores a same-origin JSON event", async () => {
    const before = await count();
    expect((await post({})).status).toBe(204);
    expect(await count()).toBe(before + 1);
  });

  it("refuses cross-origin posts, text/plain ones included, and stores nothing", async () => {
    const before = await count();
    expect((await post({ headers: { "sec-fetch-site": "cross-site" } })).status).toBe(403);
    expect((await post({ headers: { "sec-fetch-site": "", origin: "https://evil.example" } })).status).toBe(403);
    expect((await post({ headers: { "content-type": "text/plain" } })).status).toBe(415);
    expect(await count()).toBe(before);
  });

  it("answers 400, not 503, to a NUL in an event", async () => {
    expect((await post({ body: JSON.stringify({ ...event, pathname: "/fr\u0000" }) })).status).toBe(400);
  });

  it("refuses with 400 a path the site does not have, a sentence for instance, and stores nothing (issue 31)", async () => {
    const before = await count();
    for (const pathname of ["/Buy cheap watches at evil.example", "/insights/blog/made-up-slug", "/fr/teams", "/wp-login.php"]) {
      const answer = await post({ body: JSON.stringify({ ...event, pathname }), address: "203.0.113.60" });
      expect(answer.status, pathname).toBe(400);
    }
    expect(await count()).toBe(before);
  });

  it("accepts the site's pages in both languages, a published article's among them", async () => {
    const [article] = await publishedEntries("article", "fr");
    const pathnames = ["/", "/fr", "/teams", "/fr/equipe", "/fr/espace-client/connexion", "/client/orders/12"];
    if (article) pathnames.push(`/fr/perspectives/blogue/${article.slug}`);
    for (const pathname of pathnames) {
      const answer = await post({ body: JSON.stringify({ ...event, pathname }), address: "203.0.113.61" });
      expect(answer.status, pathname).toBe(204);
    }
  });

  it("answers 413 to an oversized body without reading it whole", async () => {
    let pulls = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulls++;
        controller.enqueue(new Uint8Array(64 * 1024).fill(32));
        if (pulls > 800) controller.close();
      },
    });
    expect((await post({ body: endless, address: "203.0.113.51" })).status).toBe(413);
    expect(pulls).toBeLessThan(5);
    expect((await post({ headers: { "content-length": String(50 * 1024 * 1024) } })).status).toBe(413);
  });

  it("limits each address to its rule's events per window", { timeout: 120_000 }, async () => {
    const { limit } = rateLimitRules["analytics-event-per-address"]();
    const before = await count();
    for (let i = 0; i < limit; i++) expect((await post({ address: "198.51.100.200" })).status).toBe(204);
    const refused = await post({ address: "198.51.100.200" });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await count()).toBe(before + limit);
    expect((await post({ address: "198.51.100.201" })).status).toBe(204);
  });
});

describe("visits and visitors", () => {
  const origin = new URL(getEnv().SITE_URL).origin;
  const firefox = "Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0";
  const iphone = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1";
  const beacon = (body: object, userAgent: string, headers: Record<string, string> = {}) =>
    POST(
      new Request(`${origin}/api/events`, {
        method: "POST",
        body: JSON.stringify(body),
        headers: {
          "content-type": "application/json",
          "sec-fetch-site": "same-origin",
          "user-agent": userAgent,
          "x-forwarded-for": "203.0.113.77",
          ...headers,
        },
      }),
    );
  const rowsOf = async (pathname: string) => {
    await flushEvents();
    return (await getDb()).select().from(analyticsEvents).where(eq(analyticsEvents.pathname, pathname));
  };

  it("counts two user agents as two visitors, keeps the campaign and the source on the entry, and never the address", async () => {
    const pathname = "/fr/ressources-amazon";
    await beacon(
      {
        name: "page_view",
        pathname,
        locale: "fr",
        referrer: "https://www.linkedin.com/feed/",
        campaign: "utm_source=linkedin&utm_medium=social&utm_campaign=automne",
      },
      iphone,
    );
    await beacon({ name: "page_view", pathname, locale: "fr", referrer: `${origin}/fr` }, iphone);
    await beacon({ name: "page_view", pathname, locale: "fr", referrer: "https://www.google.ca/" }, firefox);
    const rows = await rowsOf(pathname);
    expect(rows).toHaveLength(3);
    expect(new Set(rows.map((row) => row.visitor)).size).toBe(2);
    const entries = rows.filter((row) => row.entry);
    expect(entries).toHaveLength(2);
    expect(entries.find((row) => row.device === "mobile")).toMatchObject({
      sourceKind: "social",
      source: "linkedin",
      utmSource: "linkedin",
      utmMedium: "social",
      utmCampaign: "automne",
    });
    expect(entries.find((row) => row.device === "desktop")).toMatchObject({
      sourceKind: "search",
      source: "google",
      utmCampaign: null,
    });
    expect(JSON.stringify(rows)).not.toContain("203.0.113.77");
  });

  it("does not count bots or prefetches", async () => {
    const pathname = "/fr/partenariats";
    await beacon(
      { name: "page_view", pathname, locale: "fr" },
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
    );
    await beacon({ name: "page_view", pathname, locale: "fr" }, firefox, { "sec-purpose": "prefetch" });
    expect(await rowsOf(pathname)).toHaveLength(0);
  });

  it("records a goal in the visit of the request that reached it: a conversion, never above 100%", async () => {
    const pathname = "/fr/solutions";
    const headers = new Headers({
      "user-agent": "Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/140.0",
      "x-forwarded-for": "198.51.100.9",
    });
    recordEvent({ name: "page_view", pathname, locale: "fr" }, eventRequestOf(headers));
    recordGoal("contact_sent", pathname, eventRequestOf(headers));
    recordGoal("contact_sent", pathname, eventRequestOf(headers));
    const rows = await rowsOf(pathname);
    expect(new Set(rows.map((row) => row.visit)).size).toBe(1);
    const report = await loadAnalyticsReport(resolveRange({ range: "7d" }, new Date()));
    expect(report.totals.goals.contact_sent).toBeGreaterThanOrEqual(1);
    expect(report.totals.convertedVisits).toBeLessThanOrEqual(report.totals.visits);
    expect(report.totals.conversion).toBeLessThanOrEqual(1);
  });
});

// shared-state: flags
import { expect, request as playwrightRequest, test } from "@playwright/test";
import { COMPILE_HINT } from "../../scripts/lib/compile-hints";
import { portFor } from "./support/ports";
import { accounts, storageStatePath } from "./support/accounts";
import { resetFlags, setFlags } from "./support/database";
import { e2eServer } from "./support/server-config";
import { spawnSite, stopSite, waitUntilServing, type SiteProcess } from "./support/site-process";

// Public pages are rendered once per change and served from the cache while fresh; see
// docs/architecture.md, "How a page is cached and invalidated".

test.afterEach(async () => {
  await resetFlags();
});

test.describe("cached public pages", () => {
  test("two requests to / get the same bytes and the same strong ETag; If-None-Match gets 304", async ({ request }) => {
    // What is rendered within a second of a tag change (a flag reset) is rendered again at its
    // next request (src/server/cache/tag-store.ts, the commit margin), and two renders may order
    // the RSC rows differently: look at the page once it settled, two requests and a revalidation
    // in a row answered from the same render.
    let first = await request.get("/");
    let second = first;
    let revalidated = first;
    await expect
      .poll(async () => {
        [first, second] = [await request.get("/"), await request.get("/")];
        revalidated = await request.get("/", { headers: { "If-None-Match": first.headers().etag ?? "" } });
        return first.headers().etag === second.headers().etag && revalidated.status() === 304;
      })
      .toBe(true);
    expect(first.status()).toBe(200);
    const etag = first.headers().etag ?? "";
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(second.headers().etag).toBe(etag);
    expect((await second.body()).equals(await first.body())).toBe(true);

    expect(revalidated.status()).toBe(304);
    expect(revalidated.headers().etag).toBe(etag);
    expect(await revalidated.body()).toHaveLength(0);
  });

  test("a shared cache may keep a public page briefly, a CDN serve it stale while revalidating, a browser never; no cookie is set", async ({
    request,
  }) => {
    for (const path of ["/", "/fr", "/privacy", "/fr/conditions", "/amazon-assets"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const cacheControl = response.headers()["cache-control"] ?? "";
      expect(cacheControl, path).toContain("public");
      expect(cacheControl, path).toMatch(/s-maxage=\d+/);
      // Browsers honour stale-while-revalidate too: a page published would show as it was.
      expect(cacheControl, path).toContain("max-age=0, must-revalidate");
      expect(cacheControl, path).not.toContain("stale-while-revalidate");
      expect(response.headers()["cdn-cache-control"] ?? "", path).toMatch(/stale-while-revalidate=\d+/);
      expect(response.headers()["set-cookie"], path).toBeUndefined();
    }
  });

  test("pages and static files are sent compressed; /_next/static is immutable for a year", async ({ request }) => {
    const home = await request.get("/", { headers: { "Accept-Encoding": "br, gzip" } });
    expect(home.headers()["content-encoding"]).toBe("br");
    expect(home.headers().vary).toMatch(/Accept-Encoding/i);
    const script = /<script[^>]+src="(\/_next\/static\/[^"]+\.js)"/.exec(await home.text())?.[1] ?? "";
    expect(script).not.toBe("");
    for (const encoding of ["gzip", "br"]) {
      const file = await request.get(script, { headers: { "Accept-Encoding": encoding } });
      expect(file.headers()["content-encoding"]).toBe(encoding);
      expect(file.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(file.headers().etag).toMatch(/^"[^"]+"$/);
    }
  });

  test("the browser's scripts carry V8's compile hint (compiled while they download)", async ({ request }) => {
    const home = await (await request.get("/")).text();
    const scripts = [...home.matchAll(/<script[^>]+src="(\/_next\/static\/[^"]+\.js)"/g)].map((match) => match[1] ?? "");
    expect(scripts.length).toBeGreaterThan(3);
    for (const script of scripts) {
      expect((await (await request.get(script)).text()).startsWith(COMPILE_HINT), script).toBe(true);
    }
  });

  test("a flag switched in the database changes / on the next request", async ({ request }) => {
    const before = await request.get("/");
    expect(await before.text()).toContain('id="products"');
    await setFlags({ products: false });
    const after = await request.get("/");
    expect(await after.text()).not.toContain('id="products"');
    expect(after.headers().etag).not.toBe(before.headers().etag);
  });
});

test.describe("two instances on one PostgreSQL database", () => {
  let second: SiteProcess | undefined;
  const secondPort = portFor("page-cache second instance");
  const secondUrl = `http://127.0.0.1:${secondPort}`;

  test.afterAll(async () => {
    if (second) await stopSite(second);
  });

  test.use({ storageState: storageStatePath("admin") });

  /** The second instance: default tag reads (every second), behind a "proxy" it trusts (tests send its headers). */
  async function secondInstance(): Promise<SiteProcess> {
    second ??= spawnSite(
      {
        PORT: String(secondPort),
        SITE_URL: secondUrl,
        DATABASE_URL: e2eServer.databaseUrl,
        BETTER_AUTH_SECRET: e2eServer.authSecret,
        OUTBOX_WORKER: "false",
        TRUST_PROXY: "true",
      },
      "server",
    );
    await waitUntilServing(second, `${secondUrl}/api/health`, 200);
    return second;
  }

  test("a flag an admin switches on one instance shows on the other within its tag reads", async ({ page }) => {
    test.setTimeout(90_000);
    await secondInstance();
    const teamsLinks = async () => (await (await fetch(`${secondUrl}/`)).text()).includes('href="/teams"');
    // Both instances have / cached without the teams item.
    expect(await teamsLinks()).toBe(false);
    expect(await teamsLinks()).toBe(false);

    await page.goto("/simple-admin");
    const teams = page.getByRole("switch", { name: "Team page teams", exact: true });
    await expect(teams).toHaveAttribute("aria-checked", "false");
    await teams.click();
    await expect(teams).toHaveAttribute("aria-checked", "true");
    // It reads the tags every second (bench figures: docs/architecture.md); a generous bound here.
    await expect.poll(teamsLinks, { timeout: 10_000, message: "the second instance still serves the old page" }).toBe(true);
  });

  test("HSTS on each answer follows that answer's scheme, never an earlier visitor's", async () => {
    await secondInstance();
    const hsts = async (proto: string) =>
      (await fetch(`${secondUrl}/privacy`, { headers: { "X-Forwarded-Proto": proto } })).headers.get("strict-transport-security");
    const overHttps = await hsts("https");
    expect(overHttps).toMatch(/max-age=\d+/);
    for (const proto of ["http", "https", "http", "https"]) {
      expect(await hsts(proto), proto).toBe(proto === "https" ? overHttps : null);
    }
  });

  test("a page asked for under a host name that is not SITE_URL's never enters the server's memory", async () => {
    await secondInstance();
    // Next marks what it answers (x-nextjs-cache); the server's answers from memory carry no such header.
    const answeredByNext = async (host?: string) =>
      (await fetch(`${secondUrl}/terms`, { headers: host ? { "X-Forwarded-Host": host } : {} })).headers.has("x-nextjs-cache");
    for (let i = 0; i < 3; i++) expect(await answeredByNext("attacker.example")).toBe(true);
    // Under the site's own name it is kept (once rendered clear of the last flag reset's margin)...
    await expect.poll(() => answeredByNext()).toBe(false);
    // ...and still never served from memory under another name.
    expect(await answeredByNext("attacker.example")).toBe(true);
    expect(await answeredByNext()).toBe(false);
  });
});

test.describe("pages for one visitor", () => {
  test.use({ storageState: storageStatePath("client") });

  // Responses only: read without a browser (`request` carries the client's cookies).
  test("a signed-in client's name never appears in a cached page, and their pages say private, no-store", async ({ request }) => {
    await setFlags({ client_portal: true });
    const names = [accounts.client.firstName, accounts.client.lastName, accounts.client.email];

    for (const path of ["/client/dashboard", "/fr/espace-client/tableau-de-bord"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(await response.text(), path).toContain(accounts.client.email);
      expect(response.headers()["cache-control"], path).toBe("private, no-store");
      expect(response.headers().etag, path).toBeUndefined();
    }

    // Public pages seen while signed in are the very pages everyone gets.
    const anonymous = await playwrightRequest.newContext({ storageState: { cookies: [], origins: [] } });
    try {
      for (const path of ["/", "/fr", "/privacy", "/amazon-assets"]) {
        const signedIn = await request.get(path);
        const text = await signedIn.text();
        for (const name of names) expect(text, path).not.toContain(name);
        expect(signedIn.headers()["cache-control"], path).toContain("public");
        // A page rendered within a second of the flag switch above is rendered once more, and two
        // renders may order the RSC rows differently (README): compare the page once it settled.
        await expect
          .poll(
            async () => {
              const [mine, theirs] = await Promise.all([request.get(path), anonymous.get(path)]);
              return mine.headers().etag === theirs.headers().etag;
            },
            { message: path },
          )
          .toBe(true);
      }
    } finally {
      await anonymous.dispose();
    }
  });

  test("the admin's pages say private, no-store", async () => {
    const admin = await playwrightRequest.newContext({ storageState: storageStatePath("admin") });
    try {
      const response = await admin.get("/simple-admin");
      expect(response.status()).toBe(200);
      expect(await response.text()).toContain('role="switch"');
      expect(response.headers()["cache-control"]).toBe("private, no-store");
    } finally {
      await admin.dispose();
    }
  });
});

import { expect, request as playwrightRequest, test } from "@playwright/test";
import { storageStatePath } from "./support/accounts";

// The client sign-in page is cached like any public page for anonymous visitors, while a signed-in
// visitor is still sent on (src/lib/client-login.ts, docs/architecture.md).

/** Next marks what it answers (x-nextjs-cache); the server's answers from memory carry no such header. */
const answeredFromMemory = (response: { headers(): Record<string, string> }) => !("x-nextjs-cache" in response.headers());

test.describe("the client sign-in page for anonymous visitors", () => {
  for (const path of ["/client/login", "/fr/espace-client/connexion"]) {
    test(`${path} is cached: public, a strong ETag, and soon answered from the server's memory`, async ({ request }) => {
      // Within a second of a tag change (another spec's flag reset) a render is not kept: poll.
      await expect.poll(async () => answeredFromMemory(await request.get(path)), { message: path }).toBe(true);
      const [first, second] = [await request.get(path), await request.get(path)];
      expect(second.status()).toBe(200);
      expect(second.headers()["cache-control"]).toContain("public");
      expect(second.headers()["set-cookie"]).toBeUndefined();
      expect(second.headers().etag).toMatch(/^"[^"]+"$/);
      expect(second.headers().etag).toBe(first.headers().etag);
      // A hash-based policy for its inline scripts: no nonce in HTML that everyone is served.
      const policy = second.headers()["content-security-policy"] ?? "";
      expect(policy).toMatch(/script-src[^;]*'sha256-/);
      expect(policy).not.toContain("'nonce-");
    });
  }

  test("?mode=request opens the access request panel without JavaScript, from a cached page too", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      const response = await page.goto("/client/login?mode=request");
      expect(response?.headers()["cache-control"]).toContain("public");
      await expect(page.getByRole("heading", { level: 1, name: "Join the B2B network" })).toBeVisible();
      await expect(page.getByLabel("Company name", { exact: true })).toBeVisible();
      // The panel's route has one public address.
      await page.goto("/client/login/request");
      await expect(page).toHaveURL(/\/client\/login\?mode=request$/);
      await page.goto("/fr/espace-client/connexion?mode=request");
      await expect(page.getByLabel("Nom de l’entreprise", { exact: true })).toBeVisible();
    } finally {
      await context.close();
    }
  });
});

test.describe("a signed-in client on the cached sign-in page", () => {
  test.use({ storageState: storageStatePath("client") });

  // Redirects the server answers: followed without a browser (`request` carries the client's cookies).
  test("is sent to the dashboard, or to a safe ?next=, even once the page is in memory", async ({ request }) => {
    const anonymous = await playwrightRequest.newContext({ storageState: { cookies: [], origins: [] } });
    try {
      await expect.poll(async () => answeredFromMemory(await anonymous.get("/client/login"))).toBe(true);
    } finally {
      await anonymous.dispose();
    }
    const response = await request.get("/client/login", { maxRedirects: 0 });
    expect(response.status()).toBe(307);
    expect(response.headers().location).toMatch(/\/client\/dashboard$/);
    const landing = async (path: string) => (await request.get(path)).url();
    expect(await landing("/client/login?next=%2Fclient%2Fdocuments")).toMatch(/\/client\/documents$/);
    expect(await landing("/client/login?next=//evil.example/steal")).toMatch(/127\.0\.0\.1:\d+\/client\/dashboard$/);
    expect(await landing("/fr/espace-client/connexion?mode=request")).toMatch(/\/fr\/espace-client\/tableau-de-bord$/);
  });
});

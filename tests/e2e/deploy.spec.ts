import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, request as playwrightRequest, test, type APIRequestContext, type APIResponse } from "@playwright/test";
import pg from "pg";
import { startLocalDeployment, type LocalDeployment } from "../../scripts/deploy-local";
import { recreateDatabase } from "../../scripts/lib/fresh-database";
import { startFakeCrm } from "../support/fake-crm";
import { observatoryScore } from "../support/observatory";
import { portFor } from "./support/ports";
import { accounts, createAccount, totpCode } from "./support/accounts";
import { e2eServer } from "./support/server-config";
import { actionId, postAction } from "./support/server-actions";

// The several-machine set-up on this machine (deploy/, `npm run deploy:local`): nginx terminating
// TLS in front of two app instances on one PostgreSQL database, on ports beside the e2e server's.

type Deployment = LocalDeployment;

const [appA, appB, httpsPort, httpPort] = [
  portFor("deploy instance A"),
  portFor("deploy instance B"),
  portFor("deploy HTTPS"),
  portFor("deploy HTTP"),
];
const databaseUrl = (() => {
  const url = new URL(e2eServer.databaseUrl);
  url.pathname = `${url.pathname}_deploy`;
  return url.toString();
})();
const idle = { status: "idle" };
/** Both instances' BETTER_AUTH_SECRET, which user:create uses too (it encrypts the admin's authenticator key). */
const deploySecret = "e2e-deploy-secret-shared-by-both-instances-0123";

let deployment: Deployment;
let crm: Awaited<ReturnType<typeof startFakeCrm>>;
let dir: string;

async function query<T extends pg.QueryResultRow>(sql: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<T>(sql, values)).rows;
  } finally {
    await client.end();
  }
}

function through(base = deployment.httpsUrl): Promise<APIRequestContext> {
  return playwrightRequest.newContext({ baseURL: base, ignoreHTTPSErrors: true });
}

const setCookies = (response: APIResponse) =>
  response
    .headersArray()
    .filter((header) => header.name.toLowerCase() === "set-cookie")
    .map((header) => header.value);

const hasSession = async (context: APIRequestContext) =>
  (await context.storageState()).cookies.some((cookie) => cookie.name.endsWith("session_token") && cookie.secure);

test.describe.configure({ mode: "serial", timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(600_000);
  await recreateDatabase(databaseUrl);
  crm = await startFakeCrm();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-deploy-"));
  deployment = await startLocalDeployment({
    dir,
    httpPort,
    httpsPort,
    appPorts: [appA, appB],
    databaseUrl,
    env: {
      LOG_LEVEL: "warn",
      BETTER_AUTH_SECRET: deploySecret,
      HUBSPOT_API_BASE: crm.baseUrl,
      HUBSPOT_PORTAL_ID: "424242",
      HUBSPOT_CONTACT_FORM_ID: "contact-form",
      // Every test request comes from this machine's one address.
      FORM_RATE_LIMIT_PER_MINUTE: "1000000",
      CACHE_TAG_POLL_MS: "500",
      OUTBOX_POLL_MS: "200",
      SMTP_URL: "",
    },
  });
  await Promise.all([createAccount("admin", databaseUrl, deploySecret), createAccount("client", databaseUrl, deploySecret)]);
});

test.afterAll(async () => {
  await deployment?.stop();
  await crm?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

test("plain HTTP goes to the same page over HTTPS, and HSTS is sent over TLS only", async () => {
  const plain = await fetch(`${deployment.httpUrl}/fr/confidentialite?x=1`, { redirect: "manual" });
  expect(plain.status).toBe(301);
  expect(plain.headers.get("location")).toBe(`${deployment.httpsUrl}/fr/confidentialite?x=1`);
  expect(plain.headers.get("strict-transport-security")).toBeNull();

  const request = await through();
  const secure = await request.get("/fr/confidentialite");
  expect(secure.status()).toBe(200);
  expect(secure.headers()["strict-transport-security"]).toMatch(/max-age=\d{8}/);
  // Once: the app's own copy is dropped behind nginx.
  expect(secure.headersArray().filter((header) => header.name.toLowerCase() === "strict-transport-security")).toHaveLength(1);
  await request.dispose();
});

test("serves pages in both languages over TLS, static files immutable for a year", async () => {
  const request = await through();
  for (const [pathname, lang] of [
    ["/", "en"],
    ["/fr", "fr"],
  ] as const) {
    const response = await request.get(pathname);
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain(`<html lang="${lang}"`);
  }
  const html = await (await request.get("/")).text();
  const script = /<script[^>]+src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1];
  expect(script).toBeTruthy();
  const asset = await request.get(script!);
  expect(asset.status()).toBe(200);
  expect(asset.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  const image = await request.get("/images/hero.svg");
  expect(image.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  await request.dispose();
});

test("100 contact messages across both instances: 100 stored, 100 delivered to the CRM exactly once", async () => {
  const request = await through();
  const id = actionId("src/server/forms/actions.ts", "sendContactMessage");
  const emails = Array.from({ length: 100 }, (_, index) => `deploy-${index}@example.com`);
  for (let start = 0; start < emails.length; start += 10) {
    const batch = emails.slice(start, start + 10);
    const answers = await Promise.all(
      batch.map((email) =>
        postAction(request, "/", id, [idle, { firstName: "Load", lastName: "Test", email, message: "Through nginx" }]),
      ),
    );
    for (const answer of answers) expect(answer.body).toContain('"status":"success"');
  }
  const stored = await query<{ n: number }>("select count(*)::int as n from contact_messages where email like 'deploy-%'");
  expect(stored[0]?.n).toBe(100);
  await expect.poll(() => crm.requests.length, { timeout: 60_000 }).toBe(100);
  const delivered = crm.requests.map(
    (entry) =>
      (entry.body as { fields: { name: string; value: string }[] }).fields.find((field) => field.name === "email")?.value,
  );
  expect(new Set(delivered).size).toBe(100);
  expect([...new Set(delivered)].sort()).toEqual([...emails].sort());
  await request.dispose();
});

test("a flag an admin switches through nginx shows on every instance and through nginx", async () => {
  const request = await through();
  const signIn = await postAction(request, "/admin/login", actionId("src/server/auth/actions.ts", "signInAdminAction"), [
    idle,
    { email: accounts.admin.email, password: accounts.admin.password },
  ]);
  expect(signIn.body).not.toContain('"status":"error"');
  // Enrolled by user:create --totp-key: the code step, answered with a code computed from the key.
  const code = await postAction(
    request,
    "/admin/login/code",
    actionId("src/server/auth/two-factor-actions.ts", "verifyAdminCodeAction"),
    [idle, { code: totpCode(accounts.admin.totpKey) }],
  );
  expect(code.body).not.toContain('"status":"error"');
  expect(await hasSession(request)).toBe(true);
  expect((await request.get("/teams")).status()).toBe(404);

  const switched = await postAction(request, "/simple-admin", actionId("src/server/flags/actions.ts", "toggleFlagAction"), [
    idle,
    { name: "teams", enabled: true },
  ]);
  expect(switched.body).toContain('"status":"success"');
  // Each instance reads the cache tags at most every CACHE_TAG_POLL_MS and nginx keeps a page a
  // second: a few seconds in all (the bound is proved in tests/integration/cache-freshness).
  const anonymous = await through();
  await expect
    .poll(
      async () => [
        (await fetch(`http://127.0.0.1:${appA}/teams`)).status,
        (await fetch(`http://127.0.0.1:${appB}/teams`)).status,
        (await anonymous.get("/teams")).status(),
      ],
      { timeout: 15_000, intervals: [100] },
    )
    .toEqual([200, 200, 200]);
  await anonymous.dispose();
  await request.dispose();
});

test("a signed-in client is never served a cached page, and no cached page holds a client's data", async () => {
  const client = await through();
  const signIn = await postAction(client, "/client/login", actionId("src/server/auth/actions.ts", "signInClientAction"), [
    idle,
    { email: accounts.client.email, password: accounts.client.password },
  ]);
  expect(signIn.body).not.toContain('"status":"error"');
  expect(await hasSession(client)).toBe(true);
  const anonymous = await through();
  for (let round = 0; round < 3; round++) {
    await anonymous.get("/");
    const home = await client.get("/");
    expect(home.headers()["x-cache-status"]).toBe("BYPASS");
    const dashboard = await client.get("/client/dashboard");
    expect(await dashboard.text()).toContain(`Welcome, ${accounts.client.firstName}`);
    expect(dashboard.headers()["cache-control"]).toMatch(/private/);
    expect(dashboard.headers()["x-cache-status"]).not.toBe("HIT");
  }
  for (const pathname of ["/", "/client/dashboard", "/client/login"]) {
    const body = await (await anonymous.get(pathname, { maxRedirects: 0 })).text();
    expect(body).not.toContain(accounts.client.email);
    expect(body).not.toContain(`Welcome, ${accounts.client.firstName}`);
  }
  await anonymous.dispose();
  await client.dispose();
});

test("the Mozilla Observatory's header tests score every page A+ over TLS, and nothing is missing elsewhere", async () => {
  const request = await through();
  for (const pathname of ["/", "/fr", "/client/login", "/admin-portal/dashboard"]) {
    const response = await request.get(pathname, { maxRedirects: 0 });
    const plain = await fetch(`${deployment.httpUrl}${pathname}`, { redirect: "manual" });
    const result = observatoryScore({
      status: response.status(),
      headers: response.headers(),
      cookies: setCookies(response),
      httpRedirect: plain.headers.get("location"),
    });
    expect(result.score, `${pathname}: ${JSON.stringify(result.tests)}`).toBeGreaterThanOrEqual(100);
  }
  const html = await (await request.get("/")).text();
  const script = /<script[^>]+src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1] ?? "";
  for (const pathname of ["/api/health", script]) {
    const headers = (await request.get(pathname)).headers();
    expect(headers["strict-transport-security"], pathname).toBeTruthy();
    expect(headers["x-content-type-options"], pathname).toBe("nosniff");
  }
  await request.dispose();
});

test("killing one instance during a load of submissions loses nothing acknowledged", async () => {
  const request = await through();
  const id = actionId("src/server/forms/actions.ts", "sendContactMessage");
  const emails = Array.from({ length: 120 }, (_, index) => `kill-${index}@example.com`);
  const acknowledged: string[] = [];
  const failed: string[] = [];
  let sent = 0;
  const victim = deployment.instances[1]!;
  const send = async (email: string) => {
    const answer = await postAction(request, "/", id, [idle, { firstName: "Kill", lastName: "Test", email, message: "x" }]).catch(
      () => ({ status: 0, body: "" }),
    );
    if (answer.status === 200 && answer.body.includes('"status":"success"')) acknowledged.push(email);
    else failed.push(`${answer.status} ${answer.body.slice(0, 120)}`);
  };
  const workers = Array.from({ length: 8 }, async () => {
    while (sent < emails.length) {
      const email = emails[sent++]!;
      if (sent === 40) victim.process.kill("SIGKILL");
      await send(email);
    }
  });
  await Promise.all(workers);
  const stored = new Set(
    (await query<{ email: string }>("select email from contact_messages where email like 'kill-%'")).map((row) => row.email),
  );
  expect(acknowledged.filter((email) => !stored.has(email))).toEqual([]);
  // The other instance took over: most of the load still went through.
  const counts = new Map<string, number>();
  for (const answer of failed) counts.set(answer, (counts.get(answer) ?? 0) + 1);
  const answers = [...counts].map(([answer, count]) => `${count} × ${answer}`).join("; ");
  expect(acknowledged.length, `the answers not acknowledged: ${answers}`).toBeGreaterThan(emails.length / 2);
  await request.dispose();
});

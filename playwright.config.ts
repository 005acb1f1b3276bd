import { defineConfig, devices } from "@playwright/test";
import { e2eServer } from "./tests/e2e/support/server-config";

/**
 * Specs that use only servers and databases of their own (tests/e2e/support/site-process.ts, a
 * database or data folder named for the spec, a port of `portFor`): nothing they do is seen by the
 * suite's server, so they run beside the specs that switch its flags and settings. A spec that
 * comes to use the suite's server or database (`e2eServer`'s URL, `setFlags`, a saved sign-in)
 * leaves this list.
 */
const ownServerSpecs = [
  "backup-drill",
  "backup",
  "deploy",
  "durability",
  "forms-server",
  "fuzz",
  "leads-funnel",
  "metrics",
  "operations",
  "server",
  "settings",
].map((name) => `${name}.spec.ts`);

/**
 * The suite runs in lanes (`npm test` runs two: scripts/test.mjs): each lane is a Playwright run of
 * its own, with its own suite server, database (E2E_PORT and E2E_DATABASE_URL, set per lane) and
 * saved sign-ins, so that the specs on the suite's server, which must run one at a time on one
 * server, run two at a time on two. `secondLaneSpecs` go to the second lane; everything else,
 * a new spec included, to the first, with the `own-servers` specs. Chosen from the specs' times in
 * the last full run so that the two lanes end together (docs/test-speed.md). Without E2E_LANES (a
 * targeted run, `npx playwright test x.spec.ts`) there is one lane with every spec.
 */
const secondLaneSpecs = [
  "accessibility",
  "admin-french",
  "admin",
  "analytics",
  "catalog",
  "client-portal",
  "cookie-banner",
  "domain-failover",
  "forged-requests",
  "french-fits",
  "french",
  "hubspot-chat",
  "insights",
  "login-cache",
  "order-requests",
  "page-groups",
  "password-reset",
  "price-lists",
  "public-text",
  "schedule-both",
  "two-factor",
].map((name) => `${name}.spec.ts`);
const lanes = Number(process.env.E2E_LANES ?? 1);
const lane = Number(process.env.E2E_LANE ?? 0);
const secondLane = lanes > 1 && lane === 1;
const sharedSpecs = secondLane
  ? { testMatch: secondLaneSpecs }
  : { testIgnore: lanes > 1 ? [...ownServerSpecs, ...secondLaneSpecs] : ownServerSpecs };

const chromium = { ...devices["Desktop Chrome"], channel: undefined };

// Every process of the run inherits it (the suite's server, the servers specs start,
// `user:create`): password hashes at the cheapest cost the setting allows (docs/operations.md),
// since the suite makes accounts and signs in hundreds of times. Production keeps OWASP's 17;
// `PASSWORD_HASH_LOG2N=17 npm run test:e2e` runs the suite at that cost.
process.env.PASSWORD_HASH_LOG2N ??= "14";

export default defineConfig({
  testDir: "tests/e2e",
  // Snapshots (public-text.spec.ts) are one set whatever the project or platform runs them.
  snapshotPathTemplate: "{testDir}/{testFilePath}-snapshots/{arg}{ext}",
  fullyParallel: false,
  // The operator's commands compiled once, for the specs that run them (support/commands.ts).
  globalSetup: "./tests/e2e/support/commands.ts",
  // Two: one for the specs on the suite's server (the `shared` project, one at a time), one for
  // the specs with servers of their own (`own-servers`), which go on while the other waits on its
  // server. Measured on the 2-core machine: docs/test-speed.md. E2E_WORKERS overrides it.
  workers: Number(process.env.E2E_WORKERS ?? (secondLane ? 1 : 2)),
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 30_000,
  reporter: [["list"]],
  // One folder per lane: each run empties its own at start.
  outputDir: lanes > 1 ? `test-results/lane-${lane + 1}` : "test-results",
  use: {
    baseURL: e2eServer.baseUrl,
    // A visitor who already answered the cookie banner, so it never sits over what a spec clicks;
    // cookie-banner.spec.ts starts without a stored choice.
    storageState: {
      cookies: [],
      origins: [{ origin: e2eServer.baseUrl, localStorage: [{ name: "cookie-consent", value: "declined" }] }],
    },
    // A failed test keeps its trace: every action with the DOM before and after it, the network
    // and the console. Not its screencast: encoding a frame at every paint was a fifth of the
    // browser specs' CPU (docs/test-speed.md, "Browser time").
    trace: { mode: "retain-on-failure", screenshots: false },
    // One browser context per worker, reset between tests (cookies, storage, cache, routes, init
    // scripts and the page, then this storageState again) instead of a new one per test: a new
    // context starts a renderer and compiles the site's scripts anew, and that was most of the
    // browser's CPU. A test that changes an option the reset does not undo (a permission, extra
    // headers, offline) sets it with `test.use`, which gives that test a context of its own.
    reuseContext: true,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    // Makes the test accounts and signs them in once; specs reuse the saved storageState.
    { name: "setup", testMatch: /.*\.setup\.ts/, use: chromium },
    // The specs switch flags and settings in the suite's one database, and sign its staff accounts
    // in (each sign-in forgets the account's last code step): one worker, so that none sees
    // another's flags.
    { name: "shared", use: chromium, ...sharedSpecs, dependencies: ["setup"], workers: 1 },
    // `setup` is not needed here, but Playwright runs projects in phases by their dependencies, one
    // phase after the other: without it these specs would make a phase of their own with `setup`,
    // and `shared` would wait for all of them. Depending on `setup` puts them in `shared`'s phase,
    // on the other worker.
    ...(secondLane ? [] : [{ name: "own-servers", use: chromium, testMatch: ownServerSpecs, dependencies: ["setup"] }]),
  ],
  webServer: {
    command: "node --import tsx/esm tests/e2e/support/serve.ts",
    url: `${e2eServer.baseUrl}/api/health`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
  },
});

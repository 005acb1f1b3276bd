import { defineConfig, devices } from "@playwright/test";
import { e2eServer } from "./tests/e2e/support/server-config";

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  // The specs switch flags in one shared database: one worker keeps them from seeing each other's flags.
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 30_000,
  reporter: [["list"]],
  use: {
    baseURL: e2eServer.baseUrl,
    // A visitor who already answered the cookie banner, so it never sits over what a spec clicks;
    // cookie-banner.spec.ts starts without a stored choice.
    storageState: {
      cookies: [],
      origins: [{ origin: e2eServer.baseUrl, localStorage: [{ name: "cookie-consent", value: "declined" }] }],
    },
    trace: "retain-on-failure",
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
    { name: "setup", testMatch: /.*\.setup\.ts/, use: { ...devices["Desktop Chrome"], channel: undefined } },
    { name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined }, dependencies: ["setup"] },
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

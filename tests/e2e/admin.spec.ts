import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { only, servedPage, shownTextOf, textOf } from "../support/html";
import { accounts, passSecondFactor, storageStatePath } from "./support/accounts";
import { e2eDatabase, resetFlags } from "./support/database";

async function unlock(page: Page, password: string) {
  await page.getByLabel("Email", { exact: true }).fill(accounts.admin.email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  if (password === accounts.admin.password) await passSecondFactor(page, "admin");
}

const teamsSwitch = (page: Page) => page.getByRole("switch", { name: "Team page teams", exact: true });

test.afterEach(async () => {
  await resetFlags();
});

test.describe("admin gate and flag screen", () => {
  test("a wrong password shows 'Incorrect password', the right one opens the flag list", async ({ page }) => {
    await page.goto("/simple-admin");
    await expect(page.getByRole("switch")).toHaveCount(0);
    await unlock(page, "Not!TheRightOne1");
    await expect(page.getByRole("main").getByRole("alert")).toHaveText("Incorrect password");
    await expect(page.getByRole("switch")).toHaveCount(0);

    await unlock(page, accounts.admin.password);
    await expect(page).toHaveURL(/\/simple-admin$/);
    await expect(page.getByRole("heading", { level: 1, name: "Feature flags" })).toBeVisible();
    const names = await page.locator("[data-flag]").evaluateAll((items) => items.map((item) => item.getAttribute("data-flag")));
    expect(names).toEqual([...names].sort());
    expect(names).toContain("client_portal");
    await expect(page.getByText("The team page (/teams) and its nav item.")).toBeVisible();
  });

  test("a client account does not get through the gate", async ({ page }) => {
    await page.goto("/admin/login");
    await page.getByLabel("Email", { exact: true }).fill(accounts.client.email);
    await page.getByLabel("Password", { exact: true }).fill(accounts.client.password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page.getByRole("main").getByRole("alert")).toHaveText("Incorrect password");
  });

  test("logout relocks the gate", async ({ page }) => {
    // Its own sign-in: signing out ends the session, which the saved admin sign-in must keep.
    await page.goto("/simple-admin");
    await unlock(page, accounts.admin.password);
    await expect(page.getByRole("switch").first()).toBeVisible();
    await page.getByRole("button", { name: "Sign out", exact: true }).click();
    await expect(page.getByRole("button", { name: "Sign in", exact: true })).toBeVisible();
    await expect(page.getByRole("switch")).toHaveCount(0);
    await page.goto("/simple-admin");
    await expect(page.getByRole("button", { name: "Sign in", exact: true })).toBeVisible();
    await page.goBack();
    await page.reload();
    await expect(page.getByRole("switch")).toHaveCount(0);
  });
});

// The flag screen itself, opened with the admin's saved sign-in (the gate's sign-in is proved above);
// what the public site answers is read without a browser (`request`, the admin's cookies as the site tab had).
test.describe("flag screen", () => {
  test.use({ storageState: storageStatePath("admin") });

  test("turning teams on shows its nav item on the next request, and off hides it again", async ({ page, request }) => {
    await page.goto("/simple-admin");
    await expect(page).toHaveURL(/\/simple-admin$/);
    const siteTeamsLinks = async () => (await servedPage(request, "/")).document.querySelectorAll('header a[href="/teams"]');

    expect(await siteTeamsLinks()).toHaveLength(0);

    await expect(teamsSwitch(page)).toHaveAttribute("aria-checked", "false");
    await teamsSwitch(page).click();
    await expect(teamsSwitch(page)).toHaveAttribute("aria-checked", "true");
    const { rows } = await e2eDatabase().query(
      "select c.enabled, c.actor from feature_flag_changes c join feature_flags f on f.id = c.flag_id where f.name = 'teams' order by c.id desc limit 1",
    );
    expect(rows[0]).toEqual({ enabled: true, actor: accounts.admin.email });
    expect(textOf((await siteTeamsLinks())[0])).toBe("Team");

    await teamsSwitch(page).click();
    await expect(teamsSwitch(page)).toHaveAttribute("aria-checked", "false");
    expect(await siteTeamsLinks()).toHaveLength(0);
    expect((await request.get("/teams")).status()).toBe(404);

    // After a reload the list shows what the database holds.
    await page.reload();
    await expect(teamsSwitch(page)).toHaveAttribute("aria-checked", "false");
  });

  test("turning teams on makes /teams answer 200, and off 404", async ({ page, request }) => {
    await page.goto("/simple-admin");
    await teamsSwitch(page).click();
    await expect(teamsSwitch(page)).toHaveAttribute("aria-checked", "true");
    expect((await request.get("/teams")).status()).toBe(200);
    await teamsSwitch(page).click();
    await expect(teamsSwitch(page)).toHaveAttribute("aria-checked", "false");
    expect((await request.get("/teams")).status()).toBe(404);
  });

  test("a failed update leaves the switch as it was and says so", async ({ page }) => {
    await page.goto("/simple-admin");
    await expect(page).toHaveURL(/\/simple-admin$/);
    // The flag disappears under the admin's feet: the update cannot succeed.
    await e2eDatabase().query("update feature_flags set name = 'teams_gone' where name = 'teams'");
    try {
      await teamsSwitch(page).click();
      await expect(page.getByRole("main").getByRole("alert")).toHaveText("Could not update teams. Please try again.");
      await expect(teamsSwitch(page)).toHaveAttribute("aria-checked", "false");
    } finally {
      await e2eDatabase().query("update feature_flags set name = 'teams' where name = 'teams_gone'");
    }
  });

  test("says why hubspot_chat and domain_failover have no effect while their settings are unset", async ({ request }) => {
    const { document } = await servedPage(request, "/simple-admin");
    const row = (name: string) => only(document, `[data-flag="${name}"]`);
    // The e2e server has no HubSpot portal and no failover origins.
    expect(shownTextOf(row("domain_failover"))).toContain(
      "No effect at the moment: PRIMARY_ORIGIN and BACKUP_ORIGIN are not set, so there is no other domain to switch to.",
    );
    expect(shownTextOf(row("hubspot_chat"))).toContain(
      "No effect at the moment: HUBSPOT_PORTAL_ID is not set, so the chat cannot load.",
    );
    expect(row("teams").querySelectorAll("[data-inactive-reason]")).toHaveLength(0);
    expect(document.querySelectorAll("[data-inactive-reason]")).toHaveLength(2);
  });
});

test.describe("browser files", () => {
  test("no file of the production build sent to browsers holds the admin password or the auth secret", async () => {
    const root = path.join(".next", "static");
    const files = fs.readdirSync(root, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
    expect(files.length).toBeGreaterThan(10);
    const secrets = [
      accounts.admin.password,
      "e2e-secret-for-the-test-server-only",
      "development-only-secret-never-use-in-production",
    ];
    for (const file of files) {
      const text = fs.readFileSync(path.join(file.parentPath, file.name), "latin1");
      for (const secret of secrets) expect(text.includes(secret), `${file.name} holds ${secret}`).toBe(false);
    }
  });
});

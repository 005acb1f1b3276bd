import { randomUUID } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { adminPortalPages } from "@/lib/admin-portal";
import { accounts, storageStatePath } from "./support/accounts";
import { e2eDatabase, resetFlags } from "./support/database";

const REM = 16;
const desktopSidebar = (page: Page) => page.locator('aside[data-sidebar="desktop"]');
const widthOf = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => Math.round(element.getBoundingClientRect().width));

async function unlock(page: Page, email: string, password: string) {
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Unlock" }).click();
}

test.describe("portal gate", () => {
  test("an anonymous visitor gets the sign-in gate, and nothing else, on every portal page", async ({ page }) => {
    for (const { href } of adminPortalPages) {
      await page.goto(href);
      await expect(page.getByRole("heading", { level: 1, name: "Administration" })).toBeVisible();
      await expect(page.getByRole("button", { name: "Unlock" })).toBeVisible();
      await expect(page.getByRole("navigation")).toHaveCount(0);
    }
  });

  test("a wrong password shows 'Incorrect password'; the admin's lands on the dashboard", async ({ page }) => {
    await page.goto("/admin-portal");
    await expect(page).toHaveURL(/\/admin-portal\/dashboard$/);
    await unlock(page, accounts.admin.email, "Not!TheRightOne1");
    await expect(page.getByRole("main").getByRole("alert")).toHaveText("Incorrect password");
    await unlock(page, accounts.admin.email, accounts.admin.password);
    await expect(page).toHaveURL(/\/admin-portal\/dashboard$/);
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  });

  test.describe("signed in as a client", () => {
    test.use({ storageState: storageStatePath("client") });
    test("goes to /", async ({ page }) => {
      await page.goto("/admin-portal/feature-flags");
      await expect(page).toHaveURL(/:\d+\/$/);
    });
  });

  test("logging out relocks the portal", async ({ page }) => {
    await page.goto("/admin-portal/dashboard");
    await unlock(page, accounts.admin.email, accounts.admin.password);
    await page.getByRole("button", { name: "Log out" }).click();
    await expect(page).toHaveURL(/\/admin-portal$|\/admin-portal\/dashboard$/);
    await expect(page.getByRole("button", { name: "Unlock" })).toBeVisible();
  });
});

test.describe("sidebar", () => {
  test.use({ storageState: storageStatePath("admin"), viewport: { width: 1280, height: 800 } });

  test("is 16rem open and 3rem collapsed; Ctrl+B toggles it, except in a field; the state survives a reload", async ({
    page,
    context,
  }) => {
    await context.clearCookies({ name: "sidebar_state" });
    await page.goto("/admin-portal/dashboard");
    await expect(desktopSidebar(page)).toHaveAttribute("data-state", "expanded");
    expect(await widthOf(page, 'aside[data-sidebar="desktop"]')).toBe(16 * REM);
    await expect(page.getByRole("navigation").getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("navigation").getByRole("link", { name: "Sections" })).not.toHaveAttribute(
      "aria-current",
      "page",
    );

    await page.keyboard.press("Control+b");
    await expect(desktopSidebar(page)).toHaveAttribute("data-state", "collapsed");
    await expect.poll(() => widthOf(page, 'aside[data-sidebar="desktop"]')).toBe(3 * REM);
    const cookie = (await context.cookies()).find((entry) => entry.name === "sidebar_state");
    expect(cookie?.value).toBe("false");
    // Max-Age 604800: the cookie expires seven days from now.
    expect(Math.abs((cookie?.expires ?? 0) - (Date.now() / 1000 + 604800))).toBeLessThan(120);

    // Icons only, each with a name and a tooltip.
    const flagsLink = page.getByRole("navigation").getByRole("link", { name: "Feature flags", exact: true });
    await expect(flagsLink).toBeVisible();
    await flagsLink.hover();
    await expect(page.getByRole("tooltip", { name: "Feature flags" })).toBeVisible();

    // The server reads the cookie: the first HTML is already collapsed.
    const html = await (await page.request.get("/admin-portal/dashboard")).text();
    expect(html).toContain('data-state="collapsed"');
    await page.reload();
    await expect(desktopSidebar(page)).toHaveAttribute("data-state", "collapsed");
    expect(await widthOf(page, 'aside[data-sidebar="desktop"]')).toBe(3 * REM);

    await page.keyboard.press("Meta+b");
    await expect(desktopSidebar(page)).toHaveAttribute("data-state", "expanded");

    // Typing Ctrl+B in a field leaves the sidebar alone.
    await page.goto("/admin-portal/feature-flags");
    await page.locator('[data-flag-switch="teams"]').click();
    const reason = page.getByLabel("Reason (optional)");
    await reason.focus();
    await page.keyboard.press("Control+b");
    await page.keyboard.press("Escape");
    await expect(desktopSidebar(page)).toHaveAttribute("data-state", "expanded");
    expect(await widthOf(page, 'aside[data-sidebar="desktop"]')).toBe(16 * REM);
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test("opens as an 18rem sheet from the menu button, closes on Escape and on navigation", async ({ page }) => {
      await page.goto("/admin-portal/dashboard");
      await expect(desktopSidebar(page)).toBeHidden();
      await page.getByRole("button", { name: "Open menu" }).click();
      const sheet = page.getByRole("dialog", { name: "Admin portal" });
      await expect(sheet).toBeVisible();
      expect(await widthOf(page, '[data-sidebar="mobile"]')).toBe(18 * REM);
      await page.keyboard.press("Escape");
      await expect(sheet).toBeHidden();

      await page.getByRole("button", { name: "Open menu" }).click();
      await sheet.getByRole("link", { name: "Analytics" }).click();
      await expect(page).toHaveURL(/\/admin-portal\/analytics$/);
      await expect(sheet).toBeHidden();
      await expect(page.getByRole("heading", { level: 1, name: "Analytics" })).toBeVisible();
    });
  });
});

test.describe("feature flags page", () => {
  test.use({ storageState: storageStatePath("admin") });
  test.afterEach(async () => {
    await resetFlags();
  });

  test("a switch with a reason shows on the public site at the next request and in the flag's history", async ({
    page,
    context,
  }) => {
    await page.goto("/admin-portal/feature-flags");
    const teams = page.locator('[data-flag="teams"]');
    await expect(teams.getByText(/^Team page/)).toContainText("teams");
    await expect(teams.getByText("The team page (/teams) and its nav item.")).toBeVisible();
    const site = await context.newPage();
    expect((await site.goto("/teams"))?.status()).toBe(404);

    await teams.getByRole("switch", { name: "Team page" }).click();
    await page.getByLabel("Reason (optional)").fill("Team page goes live");
    await page.getByRole("button", { name: "Turn on" }).click();
    await expect(teams.getByRole("switch", { name: "Team page" })).toHaveAttribute("aria-checked", "true");
    await expect(teams.locator("[data-last-change]")).toContainText(accounts.admin.email);
    await teams.getByText(/^History/).click();
    const latest = teams.locator("[data-history] tbody tr").first();
    await expect(latest).toContainText(accounts.admin.email);
    await expect(latest).toContainText("On");
    await expect(latest).toContainText("Team page goes live");

    expect((await site.goto("/teams"))?.status()).toBe(200);
    const { rows } = await e2eDatabase().query(
      "select c.enabled, c.actor, c.reason from feature_flag_changes c join feature_flags f on f.id = c.flag_id where f.name = 'teams' order by c.id desc limit 1",
    );
    expect(rows[0]).toEqual({ enabled: true, actor: accounts.admin.email, reason: "Team page goes live" });

    await page.reload();
    await expect(page.locator('[data-flag="teams"] [data-history] tbody tr').first()).toContainText("Team page goes live");
  });

  test("the flags and sections screens say why hubspot_chat and domain_failover have no effect", async ({ page }) => {
    // The e2e server has no HubSpot portal and no failover origins.
    for (const [path, attribute] of [
      ["/admin-portal/feature-flags", "data-flag"],
      ["/admin-portal/sections", "data-section"],
    ] as const) {
      await page.goto(path);
      const row = (name: string) => page.locator(`[${attribute}="${name}"]`);
      await expect(row("domain_failover")).toContainText(
        "No effect at the moment: PRIMARY_ORIGIN and BACKUP_ORIGIN are not set, so there is no other domain to switch to.",
      );
      await expect(row("hubspot_chat")).toContainText(
        "No effect at the moment: HUBSPOT_PORTAL_ID is not set, so the chat cannot load.",
      );
      await expect(row("teams").locator("[data-inactive-reason]")).toHaveCount(0);
      await expect(page.locator("[data-inactive-reason]")).toHaveCount(2);
    }
  });

  test("a refused change is shown and nothing changes", async ({ page, context }) => {
    await page.goto("/admin-portal/feature-flags");
    const teams = page.locator('[data-flag="teams"]');
    await teams.getByRole("switch", { name: "Team page" }).click();
    // The session ends while the page is open: the server refuses.
    await context.clearCookies();
    await page.getByRole("button", { name: "Turn on" }).click();
    await expect(page.getByRole("dialog").getByRole("alert")).toHaveText("You are not allowed to change feature flags.");
    await page.keyboard.press("Escape");
    await expect(teams.getByRole("switch", { name: "Team page" })).toHaveAttribute("aria-checked", "false");
    const { rows } = await e2eDatabase().query("select enabled from feature_flags where name = 'teams'");
    expect(rows[0].enabled).toBe(false);
  });
});

test.describe("dashboard", () => {
  test.use({ storageState: storageStatePath("admin") });

  test("shows the user count and flags on/total that SQL counts in the database", async ({ page }) => {
    const db = e2eDatabase();
    const users = (await db.query('select count(*)::int as value from "user"')).rows[0].value;
    const flags = (await db.query("select count(*) filter (where enabled)::int as on, count(*)::int as total from feature_flags"))
      .rows[0];
    await page.goto("/admin-portal/dashboard");
    await expect(page.locator('[data-stat="users"] [data-stat-value]')).toHaveText(String(users));
    await expect(page.locator('[data-stat="flags"] [data-stat-value]')).toHaveText(`${flags.on} / ${flags.total}`);
    await expect(page.getByRole("link", { name: "Switch feature flags" })).toHaveAttribute("href", "/admin-portal/feature-flags");
  });

  test("shows the failed deliveries SQL counts, on the dashboard and beside Notifications in the sidebar", async ({ page }) => {
    const db = e2eDatabase();
    const id = randomUUID();
    await db.query(
      `insert into outbox (id, kind, payload, status, attempts, last_error) values ($1, 'email', $2, 'failed', 12, 'refused')`,
      [id, JSON.stringify({ to: "failed.dashboard@example.com", subject: "Hello", text: "Hello", locale: "en" })],
    );
    try {
      const failed: number = (await db.query("select count(*)::int as value from outbox where status = 'failed'")).rows[0].value;
      expect(failed).toBeGreaterThan(0);
      await page.goto("/admin-portal/dashboard");
      await expect(page.locator('[data-stat="failed-deliveries"] [data-stat-value]')).toHaveText(String(failed));
      const notifications = page.getByRole("navigation").locator('[data-nav-item="notifications"]');
      await expect(notifications.locator("[data-count]")).toHaveAttribute("data-count", String(failed));
      await expect(notifications).toHaveAccessibleName(
        `Notifications ${failed} ${failed === 1 ? "failed delivery" : "failed deliveries"}`,
      );
    } finally {
      await db.query("delete from outbox where id = $1", [id]);
    }
  });
});

test.describe("inbox without JavaScript", () => {
  test.use({ storageState: storageStatePath("admin"), javaScriptEnabled: false });
  const marker = `paging.${Date.now()}`;
  // More than one page (25 rows) of contact messages that this spec alone matches.
  const seeded = 30;

  test.beforeAll(async () => {
    const values = Array.from(
      { length: seeded },
      (_, i) => `('Paging', 'Check ${i}', '${marker}.${i}@example.com', 'Paging check', 'en')`,
    );
    await e2eDatabase().query(
      `insert into contact_messages (first_name, last_name, email, message, locale) values ${values.join(", ")}`,
    );
  });
  test.afterAll(async () => {
    await e2eDatabase().query("delete from contact_messages where email like $1", [`${marker}.%`]);
  });

  test("'Next' keeps the filter and goes to page 2; the filter form puts its fields in the URL", async ({ page }) => {
    const contacts: number = (await e2eDatabase().query("select count(*)::int as value from contact_messages")).rows[0].value;
    const pageCount = Math.ceil(contacts / 25);
    await page.goto("/admin-portal/inbox?kind=contact");
    await expect(page.getByRole("status")).toHaveText(`${contacts} results`);
    await page.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL("/admin-portal/inbox?kind=contact&page=2");
    await expect(page.getByText(`Page 2 of ${pageCount}`, { exact: true })).toBeVisible();
    await expect(page.getByLabel("Kind")).toHaveValue("contact");

    await page.getByLabel("Status").selectOption("new");
    await page.getByLabel("Search").fill(marker);
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page).toHaveURL(`/admin-portal/inbox?kind=contact&status=new&q=${marker}`);
    await expect(page.getByRole("status")).toHaveText(`${seeded} results`);
    await expect(page.locator("[data-inbox-row]")).toHaveCount(25);
    await page.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(`/admin-portal/inbox?kind=contact&status=new&q=${marker}&page=2`);
    await expect(page.locator("[data-inbox-row]")).toHaveCount(seeded - 25);
  });
});

test.describe("accessibility of the portal", () => {
  test.use({ storageState: storageStatePath("admin") });

  for (const [width, state] of [
    [1280, "true"],
    [1280, "false"],
    [375, "true"],
  ] as const) {
    test(`axe finds nothing on every portal page at ${width}px, sidebar ${state === "true" ? "open" : "collapsed"}`, async ({
      page,
      context,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      await context.addCookies([{ name: "sidebar_state", value: state, url: `${baseURL}/admin-portal` }]);
      await page.setViewportSize({ width, height: 800 });
      const violations: string[] = [];
      for (const { href } of adminPortalPages) {
        await page.goto(href);
        const results = await new AxeBuilder({ page })
          .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
          .analyze();
        violations.push(
          ...results.violations.map(
            (violation) => `${href} ${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
          ),
        );
      }
      expect(violations).toEqual([]);
    });
  }

  test("axe finds nothing in the open mobile sheet", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/admin-portal/dashboard");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    const results = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
      .analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});

import { randomUUID } from "node:crypto";
import { axeOn } from "./support/axe";
import { expect, test, type Page } from "@playwright/test";
import { adminPortalPages } from "@/lib/admin-portal";
import { defaultFlags } from "@/lib/flags/catalog";
import { pagesThatAreOn } from "@/lib/page-groups";
import { flagInactiveReason } from "@/lib/site-features";
import en from "../../messages/en.json" with { type: "json" };
import { linksNamed, nameOf, only, servedPage, shownTextOf, textOf } from "../support/html";
import { accounts, passSecondFactor, storageStatePath } from "./support/accounts";
import { e2eDatabase, resetFlags } from "./support/database";

const REM = 16;
const desktopSidebar = (page: Page) => page.locator('aside[data-sidebar="desktop"]');
const widthOf = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => Math.round(element.getBoundingClientRect().width));

async function unlock(page: Page, email: string, password: string) {
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  if (email === accounts.admin.email && password === accounts.admin.password) await passSecondFactor(page, "admin");
}

test.describe("portal gate", () => {
  // The gate is what the server sends: read without a browser.
  test("an anonymous visitor gets the sign-in gate, and nothing else, on every portal page", async ({ request }) => {
    for (const { id, href } of adminPortalPages) {
      const { status, document } = await servedPage(request, href);
      expect(status, href).toBe(200);
      expect(
        document.querySelectorAll("h1").filter((heading) => nameOf(heading) === "Administration"),
        href,
      ).toHaveLength(1);
      // English titles, from the catalog.
      expect(textOf(only(document, "title")), href).toBe(`${en.AdminPortal.nav[id]} · ${en.AdminPortal.title}`);
      expect(
        document.querySelectorAll("button").filter((button) => nameOf(button) === "Sign in"),
        href,
      ).toHaveLength(1);
      expect(document.querySelectorAll('nav, [role="navigation"]'), href).toHaveLength(0);
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
    test("goes to /", async ({ request }) => {
      expect((await request.get("/admin-portal/feature-flags")).url()).toMatch(/:\d+\/$/);
    });
  });

  test("logging out relocks the portal", async ({ page }) => {
    await page.goto("/admin-portal/dashboard");
    await unlock(page, accounts.admin.email, accounts.admin.password);
    await page.getByRole("button", { name: "Log out" }).click();
    await expect(page).toHaveURL(/\/admin-portal$|\/admin-portal\/dashboard$/);
    await expect(page.getByRole("button", { name: "Sign in", exact: true })).toBeVisible();
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
    request,
  }) => {
    await page.goto("/admin-portal/feature-flags");
    const teams = page.locator('[data-flag="teams"]');
    await expect(teams.getByText(/^Team page/)).toContainText("teams");
    await expect(teams.getByText("The team page (/teams) and its nav item.")).toBeVisible();
    // The public site's answer, without a browser (the request carries the admin's cookies, as a tab would).
    expect((await request.get("/teams")).status()).toBe(404);

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

    expect((await request.get("/teams")).status()).toBe(200);
    const { rows } = await e2eDatabase().query(
      "select c.enabled, c.actor, c.reason from feature_flag_changes c join feature_flags f on f.id = c.flag_id where f.name = 'teams' order by c.id desc limit 1",
    );
    expect(rows[0]).toEqual({ enabled: true, actor: accounts.admin.email, reason: "Team page goes live" });

    await page.reload();
    await expect(page.locator('[data-flag="teams"] [data-history] tbody tr').first()).toContainText("Team page goes live");
  });

  test("the flags and sections screens say why hubspot_chat and domain_failover have no effect", async ({ request }) => {
    // The e2e server has no HubSpot portal and no failover origins. What the server sends: no browser.
    for (const [path, attribute] of [
      ["/admin-portal/feature-flags", "data-flag"],
      ["/admin-portal/sections", "data-section"],
    ] as const) {
      const { document } = await servedPage(request, path);
      const row = (name: string) => only(document, `[${attribute}="${name}"]`);
      expect(shownTextOf(row("domain_failover")), path).toContain(
        "No effect at the moment: PRIMARY_ORIGIN and BACKUP_ORIGIN are not set, so there is no other domain to switch to.",
      );
      expect(shownTextOf(row("hubspot_chat")), path).toContain(
        "No effect at the moment: HUBSPOT_PORTAL_ID is not set, so the chat cannot load.",
      );
      expect(row("teams").querySelectorAll("[data-inactive-reason]"), path).toHaveLength(0);
      expect(document.querySelectorAll("[data-inactive-reason]"), path).toHaveLength(2);
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

  const marker = "e2e-dashboard";
  async function removeKnownRows() {
    const db = e2eDatabase();
    await db.query("delete from companies where name like $1", [`${marker}%`]);
    await db.query(`delete from "user" where id like $1`, [`${marker}%`]);
    await db.query("delete from access_requests where company_name like $1", [`${marker}%`]);
    await db.query("delete from contact_messages where last_name = $1", [marker]);
    await db.query("delete from analytics_events where pathname = $1", [`/${marker}`]);
  }
  test.afterEach(removeKnownRows);

  test("shows the six figures that SQL counts, after known rows are inserted", async ({ request }) => {
    const db = e2eDatabase();
    await removeKnownRows();
    // Two approved companies: one with an enabled account (counted), one whose only account is disabled (not counted).
    for (const [suffix, disabled] of [
      ["open", false],
      ["closed", true],
    ] as const) {
      const name = `${marker} ${suffix}`;
      const email = `${suffix}@${marker}.example`;
      await db.query(
        `insert into access_requests (first_name, last_name, email, phone, company_name, job_title, company_size, industry,
          business_needs, locale, status, decided_at, decided_by)
         values ('Dash', 'Board', $1, '613-555-0100', $2, 'Buyer', '11-50', 'retail', 'Olive oil', 'en', 'approved', now(), $3)`,
        [email, name, accounts.admin.email],
      );
      await db.query(
        `insert into "user" (id, name, email, email_verified, disabled_at) values ($1, $2, $3, true, ${disabled ? "now()" : "null"})`,
        [`${marker}-${suffix}`, name, email],
      );
      await db.query("insert into user_roles (user_id, role) values ($1, 'client')", [`${marker}-${suffix}`]);
      const company = await db.query("insert into companies (name, size, industry) values ($1, '11-50', 'retail') returning id", [
        name,
      ]);
      await db.query("insert into company_members (user_id, company_id) values ($1, $2)", [
        `${marker}-${suffix}`,
        company.rows[0].id,
      ]);
    }
    await db.query(
      `insert into contact_messages (first_name, last_name, email, message, locale) values ('Dash', $1, 'dash@example.ca', 'Hello', 'en')`,
      [marker],
    );
    // Two visits (their entry rows), one of which sent the contact form.
    for (const [name, visit, entry] of [
      ["page_view", "v1", true],
      ["page_view", "v1", false],
      ["page_view", "v2", true],
      ["contact_sent", "v1", false],
      ["app_initialized", null, false],
    ] as const) {
      await db.query(
        "insert into analytics_events (name, pathname, locale, visitor, visit, entry) values ($1, $2, 'en', $3, $3, $4)",
        [name, `/${marker}`, visit && `${marker}-${visit}`, entry],
      );
    }

    const count = async (query: string) => Number((await db.query(query)).rows[0].value);
    const window = "created_at >= now() - interval '30 days'";
    const users = await count('select count(*) as value from "user"');
    const companies = await count(
      `select count(distinct m.company_id) as value from company_members m join "user" u on u.id = m.user_id where u.disabled_at is null`,
    );
    const flagRows = (await db.query("select name, enabled from feature_flags")).rows as { name: string; enabled: boolean }[];
    const flags = { ...defaultFlags, ...Object.fromEntries(flagRows.map((row) => [row.name, row.enabled])) };
    // The e2e server sets no HubSpot portal and no failover origins: those flags, on, do nothing.
    const unconfigured = { hubspotPortal: false, failoverOrigins: false };
    const flagsOn = flagRows.filter(
      (row) => row.enabled && !flagInactiveReason(row.name, { cookie_consent: flags.cookie_consent }, unconfigured),
    ).length;
    const views = await count(`select count(*) as value from analytics_events where name = 'page_view' and ${window}`);
    const visits = await count(`select count(*) as value from analytics_events where entry and ${window}`);
    const converted = await count(
      `select count(distinct visit) as value from analytics_events
       where name in ('contact_sent', 'access_request_sent', 'order_request_sent', 'document_downloaded') and ${window}`,
    );
    const percent = new Intl.NumberFormat("en-CA", { style: "percent", maximumFractionDigits: 1 });

    // The dashboard as the server renders it for the admin (the request carries the admin's cookies).
    const { document } = await servedPage(request, "/admin-portal/dashboard");
    const stat = (id: string) => textOf(only(document, `[data-stat="${id}"] [data-stat-value]`));
    expect(stat("users")).toBe(String(users));
    expect(stat("companies")).toBe(String(companies));
    expect(stat("flags")).toBe(`${flagsOn} / ${flagRows.length}`);
    expect(stat("pages")).toBe(String(pagesThatAreOn(flags).length));
    expect(stat("views")).toBe(String(views));
    expect(stat("conversion")).toBe(percent.format(Math.min(1, converted / visits)));
    expect(converted).toBeLessThanOrEqual(visits);
    // The rows just inserted are among what was counted.
    expect(views).toBeGreaterThanOrEqual(3);
    expect(companies).toBeGreaterThanOrEqual(1);
    expect(textOf(document.querySelector('[data-activity="approval"]'))).toContain(
      `${accounts.admin.email} approved access for ${marker}`,
    );
    expect(linksNamed(document, "Switch feature flags").map((link) => link.getAttribute("href"))).toEqual([
      "/admin-portal/feature-flags",
    ]);
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
    // The owner filter left on "All" is sent empty, as any GET form sends its fields.
    await expect(page).toHaveURL(`/admin-portal/inbox?kind=contact&status=new&owner=&q=${marker}`);
    await expect(page.getByRole("status")).toHaveText(`${seeded} results`);
    await expect(page.locator("[data-inbox-row]")).toHaveCount(25);
    await page.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(`/admin-portal/inbox?kind=contact&status=new&q=${marker}&page=2`);
    await expect(page.locator("[data-inbox-row]")).toHaveCount(seeded - 25);
  });
});

test.describe("sections page", () => {
  test.use({ storageState: storageStatePath("admin") });
  test.afterEach(async () => {
    await resetFlags();
  });

  test("a switch changes the public site at the next request", async ({ page, request }) => {
    await page.goto("/admin-portal/sections");
    const process = page.locator('[data-section="our_process"]');
    await expect(process.getByRole("link", { name: /^Open \/#process/ })).toHaveAttribute("href", "/#process");
    // The home page as the server sends it (the request carries the admin's cookies, as a tab would).
    const home = async () => (await servedPage(request, "/")).document;
    expect((await home()).querySelectorAll("section#process")).toHaveLength(1);

    await process.getByRole("switch", { name: "Our process" }).click();
    await page.getByRole("button", { name: "Turn off" }).click();
    await expect(process.getByRole("switch", { name: "Our process" })).toHaveAttribute("aria-checked", "false");

    const after = await home();
    expect(after.querySelectorAll("section#products")).toHaveLength(1);
    expect(after.querySelectorAll("section#process")).toHaveLength(0);
    const { rows } = await e2eDatabase().query("select enabled from feature_flags where name = 'our_process'");
    expect(rows[0].enabled).toBe(false);
  });
});

test.describe("analytics page", () => {
  test.use({ storageState: storageStatePath("admin") });

  test("a page view appears in the top pages after a public page is visited", async ({ page, browser }) => {
    const db = e2eDatabase();
    const path = "/amazon-assets";
    // Only this visit's views, so the page is in the top ten whatever other specs recorded.
    await db.query("delete from analytics_events where name = 'page_view'");
    await page.goto("/admin-portal/analytics");
    await expect(page.locator('[data-table="top-pages"]')).toHaveCount(0);

    // A visitor who is not signed in: the staff's own visits are not counted.
    const visitorContext = await browser.newContext({ storageState: undefined });
    const visitor = await visitorContext.newPage();
    await visitor.goto(path);
    await expect
      .poll(
        async () =>
          (
            await db.query("select count(*)::int as value from analytics_events where name = 'page_view' and pathname = $1", [
              path,
            ])
          ).rows[0].value,
      )
      .toBeGreaterThanOrEqual(1);

    await visitorContext.close();
    await page.reload();
    const row = page.locator('[data-table="top-pages"] tbody tr', { hasText: path });
    await expect(row).toHaveCount(1);
    await expect(row.locator("th")).toHaveText("Amazon assets");
    await expect(row.locator("td").last()).toHaveText("1");
  });
});

test.describe("an editor in the portal", () => {
  test.use({ storageState: storageStatePath("editor") });

  // Redirects and the sidebar the server sends: read without a browser (the request carries the editor's cookies).
  test("lands on content, sees only content and media in the sidebar, and is sent back from admin pages", async ({ request }) => {
    const { response, document } = await servedPage(request, "/admin-portal");
    expect(response.url()).toMatch(/\/admin-portal\/content$/);
    const items = document.querySelectorAll('nav, [role="navigation"]')[0]!.querySelectorAll("[data-nav-item]");
    expect(items.map((link) => link.getAttribute("data-nav-item"))).toEqual(["content", "media"]);
    expect(document.querySelectorAll("[data-count]")).toHaveLength(0);
    expect((await request.get("/admin-portal/inbox")).url()).toMatch(/\/admin-portal\/content$/);
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
        const results = await axeOn(page).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
        violations.push(
          ...results.violations.map(
            (violation) => `${href} ${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
          ),
        );
      }
      expect(violations).toEqual([]);
    });
  }

  test("axe finds nothing in the open mobile sheet, on every portal page", async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 375, height: 740 });
    const violations: string[] = [];
    for (const { href } of adminPortalPages) {
      await page.goto(href);
      await page.getByRole("button", { name: "Open menu" }).click();
      await expect(page.getByRole("dialog", { name: "Admin portal" })).toBeVisible();
      const results = await axeOn(page).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
      violations.push(
        ...results.violations.map(
          (violation) => `${href} ${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
        ),
      );
    }
    expect(violations).toEqual([]);
  });
});

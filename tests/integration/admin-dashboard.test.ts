import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultFlags } from "@/lib/flags/catalog";
import { loadDashboardFigures, loadRecentActivity } from "@/server/admin/dashboard";
import { FLAG_HISTORY_LIMIT, loadFlagsWithHistory } from "@/server/flags/admin";
import { resolveRange } from "@/server/analytics/range";
import { loadAnalyticsReport } from "@/server/analytics/reports";
import { closeDb, getDb } from "@/server/db/client";
import { setFlag } from "@/server/flags";

afterAll(closeDb);

const now = new Date("2026-11-20T12:00:00Z");
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000).toISOString();

async function one(query: ReturnType<typeof sql>): Promise<number> {
  const result = (await (await getDb()).execute(query)) as unknown as { rows: { value: number | string }[] };
  return Number(result.rows[0]?.value);
}

beforeAll(async () => {
  const db = await getDb();
  // Two Acme accounts (one disabled) and one Beta account, disabled: only Acme counts as a company.
  const users = [
    ["u-admin", "admin@example.ca", "admin", false],
    ["u-client-1", "buyer@acme.example", "client", false],
    ["u-client-3", "other@acme.example", "client", true],
    ["u-client-2", "chef@beta.example", "client", true],
    ["u-none", "nobody@example.ca", null, false],
  ] as const;
  for (const [id, email, role, disabled] of users) {
    await db.execute(sql`insert into "user" (id, name, email, created_at, disabled_at)
      values (${id}, ${email}, ${email}, ${daysAgo(1)}, ${disabled ? daysAgo(0.5) : null})`);
    if (role) await db.execute(sql`insert into user_roles (user_id, role) values (${id}, ${role})`);
  }
  const requests = [
    ["buyer@acme.example", "Acme Foods", "approved", 3, "first@example.ca"],
    ["other@acme.example", " acme foods ", "approved", 4, "first@example.ca"],
    ["chef@beta.example", "Beta Bistro", "approved", 5, "second@example.ca"],
    ["wait@gamma.example", "Gamma", "pending", 45, null],
  ] as const;
  for (const [email, company, status, age, approver] of requests) {
    // Decided a day after it came in, by the approver.
    await db.execute(sql`insert into access_requests
      (first_name, last_name, email, phone, company_name, job_title, company_size, industry, business_needs, locale, status,
       created_at, decided_at, decided_by)
      values ('Ana', 'Lopez', ${email}, '613-555-0100', ${company}, 'Buyer', '11-50', 'retail', 'Olive oil', 'en', ${status},
        ${daysAgo(age)}, ${approver ? daysAgo(age - 1) : null}, ${approver})`);
  }
  for (const [company, members] of [
    ["Acme Foods", ["u-client-1", "u-client-3"]],
    ["Beta Bistro", ["u-client-2"]],
    ["Delta Deli", []],
  ] as const) {
    const result = (await db.execute(
      sql`insert into companies (name, size, industry) values (${company}, '11-50', 'retail') returning id`,
    )) as unknown as { rows: { id: string }[] };
    for (const member of members) {
      await db.execute(sql`insert into company_members (user_id, company_id) values (${member}, ${result.rows[0]?.id})`);
    }
  }
  for (const age of [1, 2, 40]) {
    await db.execute(sql`insert into contact_messages (first_name, last_name, email, message, locale, created_at)
      values ('Jo', 'Roy', 'jo@example.ca', 'Hello', 'fr', ${daysAgo(age)})`);
  }
  const events: [string, string, number][] = [
    ["page_view", "/", 0.5],
    ["page_view", "/", 1],
    ["page_view", "/fr/equipe", 2],
    ["page_view", "/privacy", 10],
    ["page_view", "/", 29],
    ["page_view", "/", 31],
    ["page_view", "/solutions", 45],
    ["page_view", "/", 59],
    ["page_view", "/", 61],
    ["app_initialized", "/", 1],
    ["app_initialized", "/fr", 2],
    ["app_initialized", "/", 3],
    ["app_initialized", "/", 35],
  ];
  for (const [name, pathname, age] of events) {
    await db.execute(
      sql`insert into analytics_events (name, pathname, locale, created_at) values (${name}, ${pathname}, 'en', ${daysAgo(age)})`,
    );
  }
  // Visits (their entry rows) and goals: three visits in the window, two with a goal (one with two), one visit before.
  const visits: [string, string, boolean, number][] = [
    ["page_view", "a", true, 1],
    ["page_view", "a", false, 1],
    ["contact_sent", "a", false, 1],
    ["access_request_sent", "a", false, 1],
    ["page_view", "b", true, 2],
    ["document_downloaded", "b", false, 2],
    ["page_view", "c", true, 3],
    ["page_view", "d", true, 40],
    ["contact_sent", "d", false, 40],
  ];
  for (const [name, visit, entry, age] of visits) {
    await db.execute(
      sql`insert into analytics_events (name, pathname, locale, visitor, visit, entry, created_at)
        values (${name}, '/', 'en', ${visit}, ${visit}, ${entry}, ${daysAgo(age)})`,
    );
  }
  await db.execute(
    sql`insert into outbox (kind, payload, status, next_attempt_at, last_error) values ('crm.contact', '{}'::jsonb, 'failed', ${daysAgo(0.1)}, 'HTTP 500')`,
  );
  await setFlag("teams", true, "admin@example.ca", "Launch of the team page");
  await setFlag("founder", false, "admin@example.ca");
});

describe("dashboard figures", () => {
  it("equal the counts made by SQL over the data just inserted", async () => {
    const figures = await loadDashboardFigures(now);
    const since = daysAgo(30);
    const before = daysAgo(60);
    const at = now.toISOString();

    expect(figures.users.total).toBe(await one(sql`select count(*) as value from "user"`));
    expect(figures.users.byRole.admin).toBe(await one(sql`select count(*) as value from user_roles where role = 'admin'`));
    expect(figures.users.byRole.client).toBe(await one(sql`select count(*) as value from user_roles where role = 'client'`));
    expect(figures.companies).toBe(
      await one(sql`select count(distinct m.company_id) as value
        from company_members m join "user" u on u.id = m.user_id where u.disabled_at is null`),
    );
    // Without HUBSPOT_PORTAL_ID or the failover origins, those two flags do nothing: not counted as on.
    expect(figures.flags.on).toBe(
      await one(
        sql`select count(*) as value from feature_flags where enabled and name not in ('hubspot_chat', 'domain_failover')`,
      ),
    );
    expect(figures.flags.total).toBe(await one(sql`select count(*) as value from feature_flags`));
    expect(figures.views.last30Days).toBe(
      await one(
        sql`select count(*) as value from analytics_events where name = 'page_view' and created_at >= ${since} and created_at < ${at}`,
      ),
    );
    expect(figures.views.previous30Days).toBe(
      await one(
        sql`select count(*) as value from analytics_events where name = 'page_view' and created_at >= ${before} and created_at < ${since}`,
      ),
    );
    const visits = await one(
      sql`select count(*) as value from analytics_events where entry and created_at >= ${since} and created_at < ${at}`,
    );
    const convertedVisits = await one(
      sql`select count(distinct visit) as value from analytics_events where name not in ('page_view', 'app_initialized')
        and created_at >= ${since} and created_at < ${at}`,
    );
    expect(figures.conversion).toEqual({ convertedVisits, visits, rate: convertedVisits / visits });

    // And the figures the inserted data was built for, so a query that counts nothing cannot pass.
    expect(figures.users).toEqual({ total: 5, byRole: { admin: 1, client: 3, editor: 0, none: 1 } });
    expect(figures.companies).toBe(1);
    expect(figures.views).toEqual({ last30Days: 9, previous30Days: 4 });
    // Visits with a goal ÷ visits: never above 100% (it once divided submissions by page loads).
    expect(figures.conversion).toEqual({ convertedVisits: 2, visits: 3, rate: 2 / 3 });
    const { hubspot_chat: _chat, domain_failover: _failover, ...inEffect } = { ...defaultFlags, teams: true, founder: false };
    const flagsOn = Object.values(inEffect).filter(Boolean).length;
    expect(figures.flags.on).toBe(flagsOn);
    // Teams and the catalog (on by default) on: /, /teams, /products, /privacy, /terms and
    // /amazon-assets (founder is a home section, not a page).
    expect(figures.pages).toBe(6);
  });

  it("lists the last events newest first: flag changes with who and why, messages, requests, approvals, failed deliveries", async () => {
    const activity = await loadRecentActivity(20);
    expect(activity.length).toBeLessThanOrEqual(20);
    const times = activity.map((event) => event.at.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(activity).toContainEqual(
      expect.objectContaining({
        kind: "flag-change",
        flag: "teams",
        enabled: true,
        actor: "admin@example.ca",
        reason: "Launch of the team page",
      }),
    );
    expect(activity).toContainEqual(
      expect.objectContaining({ kind: "failed-delivery", delivery: "crm.contact", error: "HTTP 500" }),
    );
    expect(activity).toContainEqual({
      kind: "approval",
      at: new Date(daysAgo(2)),
      company: "Acme Foods",
      email: "buyer@acme.example",
      approver: "first@example.ca",
    });
    expect(activity).toContainEqual(
      expect.objectContaining({ kind: "approval", company: "Beta Bistro", approver: "second@example.ca" }),
    );
    expect(activity).toContainEqual(expect.objectContaining({ kind: "access-request", company: "Gamma" }));
    expect(activity.filter((event) => event.kind === "contact-message")).toHaveLength(3);
    expect(await loadRecentActivity(4)).toHaveLength(4);
  });
});

describe("flag history", () => {
  it("gives each flag its changes, newest first, with who, on/off and the reason", async () => {
    await setFlag("teams", false, "second@example.ca", "Back to draft");
    const teams = (await loadFlagsWithHistory()).find((flag) => flag.name === "teams");
    expect(teams?.enabled).toBe(false);
    expect(teams?.history.map(({ enabled, actor, reason }) => ({ enabled, actor, reason }))).toEqual([
      { enabled: false, actor: "second@example.ca", reason: "Back to draft" },
      { enabled: true, actor: "admin@example.ca", reason: "Launch of the team page" },
    ]);
  });

  it("keeps the latest changes of each flag only, newest first", async () => {
    const total = FLAG_HISTORY_LIMIT + 5;
    for (let change = 1; change <= total; change++) {
      await setFlag("partnerships", change % 2 === 1, "admin@example.ca", `change ${change}`);
    }
    const flags = await loadFlagsWithHistory();
    const partnerships = flags.find((flag) => flag.name === "partnerships");
    expect(partnerships?.history.map((change) => change.reason)).toEqual(
      Array.from({ length: FLAG_HISTORY_LIMIT }, (_, index) => `change ${total - index}`),
    );
    expect(partnerships?.history[0]?.changedAt).toBeInstanceOf(Date);
    // The other flags keep theirs.
    expect(flags.find((flag) => flag.name === "teams")?.history).toHaveLength(2);
  });
});

describe("analytics report", () => {
  it("counts visits, visitors, page views and goals per Ottawa day, with the previous period", async () => {
    const range = resolveRange({ range: "30d" }, now);
    const report = await loadAnalyticsReport(range);
    expect(report.perDay).toHaveLength(30);
    expect(report.perDay.at(-1)?.day).toBe("2026-11-20");
    // Ottawa's 30 days: from midnight in Ottawa (EDT, UTC−4) on Oct. 22.
    expect(range.start.toISOString()).toBe("2026-10-22T04:00:00.000Z");
    const pageViews = await one(
      sql`select count(*) as value from analytics_events where name = 'page_view' and created_at >= ${range.start.toISOString()}`,
    );
    expect(report.totals.pageViews).toBe(pageViews);
    expect(report.perDay.reduce((sum, day) => sum + day.pageViews, 0)).toBe(pageViews);
    expect(report.totals).toMatchObject({ visits: 3, visitors: 3, convertedVisits: 2, conversion: 2 / 3 });
    expect(report.totals.goals).toEqual({
      contact_sent: 1,
      access_request_sent: 1,
      order_request_sent: 0,
      document_downloaded: 1,
    });
    expect(report.previousTotals).toMatchObject({ visits: 1, convertedVisits: 1, conversion: 1 });
    expect(report.entryPages).toEqual([{ pathname: "/", visits: 3 }]);
    expect(report.topPages[0]?.pathname).toBe("/");
  });
});

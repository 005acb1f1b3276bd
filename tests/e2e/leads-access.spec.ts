import { randomUUID } from "node:crypto";
import { expect, request as playwrightRequest, test, type APIRequestContext } from "@playwright/test";
import { storageStatePath, type AccountName } from "./support/accounts";
import { e2eDatabase } from "./support/database";
import { e2eServer } from "./support/server-config";
import { actionId, postAction } from "./support/server-actions";

// The access matrix of the leads and accounts screens: every page, the CSV export and every action,
// for an anonymous visitor, a client and an admin. A refusal carries none of the leads' data.

type Viewer = "anonymous" | Extract<AccountName, "client" | "admin">;
const viewers: Viewer[] = ["anonymous", "client", "admin"];
const idle = { status: "idle" };
const leadEmail = `lead.matrix.${Date.now()}@example.com`;
const ids = {
  contact: randomUUID(),
  request: randomUUID(),
  outbox: randomUUID(),
  user: randomUUID(),
  // For the admin's successful approve and retry, after the refusals have used the first ones.
  pendingRequest: randomUUID(),
  failedOutbox: randomUUID(),
};
// Not containing leadEmail, so the filtered CSV export still holds exactly the two seeded leads.
const approvedEmail = `lead.approved.${Date.now()}@example.com`;

async function contextFor(viewer: Viewer): Promise<APIRequestContext> {
  return playwrightRequest.newContext({
    baseURL: e2eServer.baseUrl,
    storageState: viewer === "anonymous" ? undefined : storageStatePath(viewer),
  });
}

async function seed() {
  const db = e2eDatabase();
  await db.query(
    `insert into contact_messages (id, first_name, last_name, email, message, locale) values ($1, 'Matrix', 'Lead', $2, 'Secret message', 'fr')`,
    [ids.contact, leadEmail],
  );
  await db.query(
    `insert into access_requests (id, first_name, last_name, email, phone, company_name, job_title, company_size, industry, business_needs, locale)
     values ($1, 'Matrix', 'Lead', $2, '1', 'Matrix Foods', 'Buyer', '1-10', 'retail', 'Needs', 'en')`,
    [ids.request, leadEmail],
  );
  await db.query(
    `insert into outbox (id, kind, payload, status, attempts, last_error) values ($1, 'email', $2, 'failed', 12, 'refused')`,
    [ids.outbox, JSON.stringify({ to: leadEmail, subject: "Hello", text: "Hello", locale: "en" })],
  );
  await db.query(
    `insert into access_requests (id, first_name, last_name, email, phone, company_name, job_title, company_size, industry, business_needs, locale)
     values ($1, 'Matrix', 'Approved', $2, '1', 'Matrix Approved Foods', 'Buyer', '1-10', 'retail', 'Needs', 'en')`,
    [ids.pendingRequest, approvedEmail],
  );
  // A kind no worker loop claims (only email and crm): once retried, the row stays pending for
  // the test to read instead of being delivered by the server's worker within the second.
  await db.query(
    `insert into outbox (id, kind, payload, status, attempts, last_error) values ($1, 'matrix-check', $2, 'failed', 12, 'refused')`,
    [ids.failedOutbox, JSON.stringify({ to: leadEmail })],
  );
  await db.query(`insert into "user" (id, name, email, email_verified) values ($1, 'Matrix Client', $2, true)`, [
    ids.user,
    `account.${leadEmail}`,
  ]);
  await db.query(`insert into user_roles (user_id, role) values ($1, 'client')`, [ids.user]);
}

/** Removes what `seed` made and what the admin's actions made from it. */
async function cleanUp() {
  const db = e2eDatabase();
  await db.query("delete from outbox where id = any($1) or payload->>'to' = any($2)", [
    [ids.outbox, ids.failedOutbox],
    [leadEmail, approvedEmail],
  ]);
  await db.query(`delete from "user" where id = $1 or email = $2`, [ids.user, approvedEmail]);
  await db.query("delete from companies where access_request_id = $1", [ids.pendingRequest]);
  await db.query("delete from access_requests where id = any($1)", [[ids.request, ids.pendingRequest]]);
  await db.query("delete from contact_messages where id = $1", [ids.contact]);
}

test.beforeAll(seed);
test.afterAll(cleanUp);

// Titles name the route, not the seeded ids: Playwright lists the tests and runs them in different
// processes, and each one draws its own ids.
const pages: { route: string; path: string; showsLead: boolean }[] = [
  { route: "/admin-portal/dashboard", path: "/admin-portal/dashboard", showsLead: false },
  { route: "/admin-portal/users", path: "/admin-portal/users", showsLead: true },
  { route: "/admin-portal/companies", path: "/admin-portal/companies", showsLead: false },
  { route: "/admin-portal/inbox", path: "/admin-portal/inbox", showsLead: true },
  { route: "/admin-portal/inbox/contact/[id]", path: `/admin-portal/inbox/contact/${ids.contact}`, showsLead: true },
  {
    route: "/admin-portal/inbox/access_request/[id]",
    path: `/admin-portal/inbox/access_request/${ids.request}`,
    showsLead: true,
  },
  { route: "/admin-portal/notifications", path: "/admin-portal/notifications", showsLead: true },
];

test.describe("leads pages", () => {
  for (const { route, path, showsLead } of pages) {
    for (const viewer of viewers) {
      test(`${route} as ${viewer}`, async () => {
        const request = await contextFor(viewer);
        try {
          const response = await request.get(path, { maxRedirects: 0 });
          const body = await response.text();
          if (viewer === "anonymous") {
            expect(response.status()).toBe(200);
            expect(body).toContain("Sign in");
          } else if (viewer === "client") {
            expect(response.status()).toBe(307);
            expect(response.headers().location).toBe("/");
          } else {
            expect(response.status()).toBe(200);
            if (showsLead) expect(body).toContain(leadEmail);
          }
          if (viewer !== "admin") expect(body).not.toContain(leadEmail);
        } finally {
          await request.dispose();
        }
      });
    }
  }

  for (const viewer of viewers) {
    test(`the CSV export as ${viewer}`, async () => {
      const request = await contextFor(viewer);
      try {
        const response = await request.get(`/admin-portal/inbox/export?q=${encodeURIComponent(leadEmail)}`, { maxRedirects: 0 });
        const body = await response.body();
        if (viewer === "admin") {
          expect(response.status()).toBe(200);
          expect(response.headers()["content-type"]).toBe("text/csv; charset=utf-8");
          expect(response.headers()["content-disposition"]).toMatch(/^attachment; filename="inbox-\d{4}-\d{2}-\d{2}\.csv"$/);
          expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
          expect(body.toString("utf8").trim().split("\r\n")).toHaveLength(3);
        } else {
          expect(response.status()).toBe(403);
          expect(body.toString("utf8")).not.toContain(leadEmail);
        }
      } finally {
        await request.dispose();
      }
    });
  }
});

interface ActionCase {
  file: string;
  name: string;
  input: Record<string, unknown>;
  /** The state the action changes, read from the database. */
  state: () => Promise<unknown>;
}

const one = async (sql: string, params: unknown[]) => (await e2eDatabase().query(sql, params)).rows[0] ?? null;

// In an order where each admin call finds what it needs: inbox status first, then the decision.
const actions: ActionCase[] = [
  {
    file: "src/server/leads/actions.ts",
    name: "setInboxStatusAction",
    input: { kind: "contact", id: ids.contact, status: "spam" },
    state: () => one("select inbox_status from contact_messages where id = $1", [ids.contact]),
  },
  {
    file: "src/server/leads/actions.ts",
    name: "rejectAccessRequestAction",
    input: { id: ids.request, reason: "matrix", notify: false },
    state: () => one("select status from access_requests where id = $1", [ids.request]),
  },
  {
    file: "src/server/leads/actions.ts",
    name: "approveAccessRequestAction",
    input: { id: ids.request },
    state: () => one(`select count(*)::int as n from "user" where email = $1`, [leadEmail]),
  },
  {
    file: "src/server/auth/account-actions.ts",
    name: "disableAccountAction",
    input: { userId: ids.user },
    state: () => one(`select disabled_at is not null as disabled from "user" where id = $1`, [ids.user]),
  },
  {
    file: "src/server/auth/account-actions.ts",
    name: "enableAccountAction",
    input: { userId: ids.user },
    state: () => one(`select disabled_at is not null as disabled from "user" where id = $1`, [ids.user]),
  },
  {
    file: "src/server/auth/account-actions.ts",
    name: "resendInvitationAction",
    input: { userId: ids.user },
    state: () => one(`select count(*)::int as n from verification where value = $1`, [ids.user]),
  },
  {
    file: "src/server/outbox/actions.ts",
    name: "discardDeliveryAction",
    input: { id: ids.outbox },
    state: () => one("select status from outbox where id = $1", [ids.outbox]),
  },
  {
    file: "src/server/outbox/actions.ts",
    name: "retryDeliveryAction",
    input: { id: ids.outbox },
    state: () => one("select status from outbox where id = $1", [ids.outbox]),
  },
  // Working an inbox item (issue 33): a reply e-mailed to the lead, a note, an owner.
  {
    file: "src/server/leads/actions.ts",
    name: "replyToLeadAction",
    input: { kind: "contact", id: ids.contact, body: "matrix reply" },
    state: () => one("select count(*)::int as n from inbox_events where contact_message_id = $1", [ids.contact]),
  },
  {
    file: "src/server/leads/actions.ts",
    name: "addInboxNoteAction",
    input: { kind: "contact", id: ids.contact, body: "matrix note" },
    state: () => one("select count(*)::int as n from inbox_events where contact_message_id = $1", [ids.contact]),
  },
  {
    file: "src/server/leads/actions.ts",
    name: "setInboxOwnerAction",
    input: { kind: "contact", id: ids.contact, ownerId: "" },
    state: () => one("select owner_id from contact_messages where id = $1", [ids.contact]),
  },
];

test.describe("leads actions, called as bare POSTs", () => {
  for (const action of actions) {
    test(`${action.name}: refused for anonymous and client with no data`, async () => {
      for (const viewer of ["anonymous", "client"] as const) {
        const request = await contextFor(viewer);
        try {
          const before = await action.state();
          const { status, body } = await postAction(request, "/admin-portal", actionId(action.file, action.name), [
            idle,
            action.input,
          ]);
          expect(status).toBe(200);
          expect(body).toContain('"reason":"forbidden"');
          expect(body).not.toContain(leadEmail);
          expect(await action.state()).toEqual(before);
        } finally {
          await request.dispose();
        }
      }
    });
  }

  test("every action is carried out for an admin", async () => {
    const request = await contextFor("admin");
    const call = (action: ActionCase) =>
      postAction(request, "/admin-portal", actionId(action.file, action.name), [idle, action.input]);
    const [status, reject, approve, disable, enable, invite, discard, retry] = actions;
    try {
      await call(status!);
      expect(await status!.state()).toEqual({ inbox_status: "spam" });
      await call(reject!);
      expect(await reject!.state()).toEqual({ status: "rejected" });
      // Already rejected: approving it now is refused and makes no account.
      expect((await call(approve!)).body).toContain("already handled");
      expect(await approve!.state()).toEqual({ n: 0 });
      // A pending request: approved once, one client account; a second approval is refused.
      const approvePending = { ...approve!, input: { id: ids.pendingRequest } };
      await call(approvePending);
      expect((await call(approvePending)).body).toContain("already handled");
      expect(
        (
          await e2eDatabase().query(`select r.role from "user" u left join user_roles r on r.user_id = u.id where u.email = $1`, [
            approvedEmail,
          ])
        ).rows,
      ).toEqual([{ role: "client" }]);
      expect(await one("select status from access_requests where id = $1", [ids.pendingRequest])).toEqual({
        status: "approved",
      });
      await call(disable!);
      expect(await disable!.state()).toEqual({ disabled: true });
      await call(enable!);
      expect(await enable!.state()).toEqual({ disabled: false });
      await call(invite!);
      expect(await invite!.state()).toEqual({ n: 1 });
      await call(discard!);
      expect(await discard!.state()).toEqual({ status: "discarded" });
      // Discarded is not failed: retry refuses it.
      expect((await call(retry!)).body).toContain("no longer failed");
      expect(await retry!.state()).toEqual({ status: "discarded" });
      // A failed one goes back to pending, with a fresh set of attempts.
      await call({ ...retry!, input: { id: ids.failedOutbox } });
      expect(await one("select status, attempts from outbox where id = $1", [ids.failedOutbox])).toEqual({
        status: "pending",
        attempts: 0,
      });
    } finally {
      await request.dispose();
    }
  });
});

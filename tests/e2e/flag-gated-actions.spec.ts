// shared-state: flags
import { expect, request as playwrightRequest, test } from "@playwright/test";
import { accounts } from "./support/accounts";
import { e2eDatabase, resetFlags, setFlags } from "./support/database";
import { e2eServer } from "./support/server-config";
import { actionId, postAction } from "./support/server-actions";

// An action whose feature is switched off refuses, as its page answers 404: a direct POST of the
// action (what anyone can send, with no page and no JavaScript) stores and signs in nothing.

const idle = { status: "idle" };
const contact = { firstName: "Eve", lastName: "Direct", email: "eve.direct@example.com", message: "Posted while off" };
const accessRequest = {
  firstName: "Eve",
  lastName: "Direct",
  email: "eve.request@example.com",
  phone: "613-555-0199",
  companyName: "Direct Post Inc.",
  jobTitle: "Buyer",
  companySize: "1-10",
  industry: "retail",
  businessNeeds: "Posted while off",
};

const rows = async (table: string, email: string) =>
  Number((await e2eDatabase().query(`select count(*) from ${table} where email = $1`, [email])).rows[0].count);

test.describe("flag-gated actions, called as bare POSTs", () => {
  // Each form allows a few submissions a minute per address, and every spec posts from this one.
  test.beforeEach(async () => {
    await e2eDatabase().query("delete from rate_limits");
  });
  test.afterEach(resetFlags);

  test("the contact action refuses while contact is off, and stores when it is on", async ({ request }) => {
    const id = actionId("src/server/forms/actions.ts", "sendContactMessage");
    await setFlags({ contact: false });
    const off = await postAction(request, "/", id, [idle, contact]);
    expect(off.body).toContain('"reason":"disabled"');
    expect(await rows("contact_messages", contact.email)).toBe(0);

    await setFlags({ contact: true });
    const on = await postAction(request, "/", id, [idle, contact]);
    expect(on.body).toContain('"status":"success"');
    expect(await rows("contact_messages", contact.email)).toBe(1);
  });

  for (const flag of ["client_portal", "b2b_request_form"] as const) {
    test(`the access request refuses while ${flag} is off`, async ({ request }) => {
      const id = actionId("src/server/forms/actions.ts", "requestB2bAccess");
      await setFlags({ [flag]: false });
      const email = `${flag}.${accessRequest.email}`;
      const { body } = await postAction(request, "/client/login", id, [idle, { ...accessRequest, email }]);
      expect(body).toContain('"reason":"disabled"');
      expect(await rows("access_requests", email)).toBe(0);
    });
  }

  test("the password-reset actions refuse while client_portal is off, and write nothing", async ({ request }) => {
    const db = e2eDatabase();
    const count = async (table: string) => Number((await db.query(`select count(*) from ${table}`)).rows[0].count);
    const [verifications, deliveries] = [await count("verification"), await count("outbox")];
    await setFlags({ client_portal: false });

    const requestReset = actionId("src/server/auth/actions.ts", "requestPasswordResetAction");
    const asked = await postAction(request, "/client/forgot-password", requestReset, [idle, { email: accounts.client.email }]);
    expect(asked.body).toContain('"reason":"disabled"');

    const reset = actionId("src/server/auth/actions.ts", "resetPasswordAction");
    const password = "Another-Passw0rd!";
    const done = await postAction(request, "/client/reset-password", reset, [
      idle,
      { token: "any-token", password, confirmPassword: password },
    ]);
    expect(done.body).toContain('"reason":"disabled"');

    expect(await count("verification")).toBe(verifications);
    expect(await count("outbox")).toBe(deliveries);
  });

  test("client sign-in refuses the right password while client_portal is off, and sets no session", async () => {
    const id = actionId("src/server/auth/actions.ts", "signInClientAction");
    const request = await playwrightRequest.newContext({ baseURL: e2eServer.baseUrl });
    try {
      await setFlags({ client_portal: false });
      const credentials = { email: accounts.client.email, password: accounts.client.password };
      const { body } = await postAction(request, "/", id, [idle, credentials]);
      expect(body).toContain('"reason":"disabled"');
      expect((await request.storageState()).cookies.filter((cookie) => cookie.name.includes("session"))).toEqual([]);
    } finally {
      await request.dispose();
    }
  });
});

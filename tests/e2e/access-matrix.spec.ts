import { expect, request as playwrightRequest, test, type APIRequestContext } from "@playwright/test";
import { adminPortalPages, canOpenPortalPage } from "@/lib/admin-portal";
import { accounts, storageStatePath, type AccountName } from "./support/accounts";
import { e2eDatabase, resetFlags } from "./support/database";
import { e2eServer } from "./support/server-config";
import { actionId, postAction } from "./support/server-actions";

// Every protected page and action, for an anonymous visitor, a client of company A, a client of
// company B, an admin and an editor. A refusal must carry none of the protected data: no flag
// description, no account's e-mail, nothing of another company.

const idle = { status: "idle" };

type Viewer = "anonymous" | Extract<AccountName, "client" | "clientB" | "admin" | "editor">;
const viewers: Viewer[] = ["anonymous", "client", "clientB", "admin", "editor"];

const flagDescription = "The team page (/teams) and its nav item.";
const protectedData = [
  flagDescription, // a flag description: admin only
  accounts.client.email, // the client's own data: theirs only
];

async function contextFor(viewer: Viewer): Promise<APIRequestContext> {
  return playwrightRequest.newContext({
    baseURL: e2eServer.baseUrl,
    storageState: viewer === "anonymous" ? undefined : storageStatePath(viewer),
  });
}

function leaks(body: string, allowed: string[] = []): string[] {
  return protectedData.filter((data) => !allowed.includes(data) && body.includes(data));
}

type Outcome = { status: number; location?: RegExp; contains?: string; allowed?: string[] };

interface PageCase {
  path: string;
  /** Client B is answered as client A unless said otherwise (where A's own data is shown). */
  expect: Record<Exclude<Viewer, "clientB">, Outcome> & { clientB?: Outcome };
}

const pages: PageCase[] = [
  {
    path: "/client/dashboard",
    expect: {
      anonymous: { status: 307, location: /^\/client\/login\?next=%2Fclient%2Fdashboard$/ },
      client: { status: 200, contains: "Welcome, Marie", allowed: [accounts.client.email] },
      clientB: { status: 200, contains: "Welcome, Karim" },
      admin: { status: 307, location: /^\/$/ },
      editor: { status: 307, location: /^\/$/ },
    },
  },
  {
    path: "/fr/espace-client/tableau-de-bord",
    expect: {
      anonymous: { status: 307, location: /^\/fr\/espace-client\/connexion\?next=%2Ffr%2Fespace-client%2Ftableau-de-bord$/ },
      client: { status: 200, contains: "Bienvenue, Marie", allowed: [accounts.client.email] },
      clientB: { status: 200, contains: "Bienvenue, Karim" },
      admin: { status: 307, location: /^\/fr$/ },
      editor: { status: 307, location: /^\/fr$/ },
    },
  },
  {
    path: "/client/contact",
    expect: {
      anonymous: { status: 307, location: /^\/client\/login\?next=%2Fclient%2Fcontact$/ },
      client: { status: 200, contains: "Contact your account manager", allowed: [accounts.client.email] },
      clientB: { status: 200, contains: "Contact your account manager" },
      admin: { status: 307, location: /^\/$/ },
      editor: { status: 307, location: /^\/$/ },
    },
  },
  {
    path: "/fr/espace-client/gestionnaire",
    expect: {
      anonymous: { status: 307, location: /^\/fr\/espace-client\/connexion\?next=%2Ffr%2Fespace-client%2Fgestionnaire$/ },
      client: { status: 200, contains: "Écrire à votre gestionnaire de compte", allowed: [accounts.client.email] },
      clientB: { status: 200, contains: "Écrire à votre gestionnaire de compte" },
      admin: { status: 307, location: /^\/fr$/ },
      editor: { status: 307, location: /^\/fr$/ },
    },
  },
  {
    path: "/simple-admin",
    expect: {
      anonymous: { status: 200, contains: "Sign in" },
      client: { status: 307, location: /^\/$/ },
      admin: { status: 200, contains: "Feature flags", allowed: ["The team page (/teams) and its nav item."] },
      // Staff, but not an administrator: as a client is.
      editor: { status: 307, location: /^\/$/ },
    },
  },
  {
    path: "/admin/login",
    expect: {
      anonymous: { status: 200, contains: "Sign in" },
      client: { status: 307, location: /^\/$/ },
      admin: { status: 307, location: /^\/simple-admin$/ },
      editor: { status: 307, location: /^\/admin-portal\/content$/ },
    },
  },
  {
    path: "/admin-portal",
    expect: {
      anonymous: { status: 307, location: /^\/admin-portal\/dashboard$/ },
      client: { status: 307, location: /^\/$/ },
      admin: { status: 307, location: /^\/admin-portal\/dashboard$/ },
      editor: { status: 307, location: /^\/admin-portal\/content$/ },
    },
  },
  // Every portal page: the gate alone for an anonymous visitor, `/` for a client; an editor opens
  // the pages the table gives editors and is sent to content from the others.
  ...adminPortalPages.map(({ id, href }): PageCase => ({
    path: href,
    expect: {
      anonymous: { status: 200, contains: "Sign in" },
      client: { status: 307, location: /^\/$/ },
      admin: {
        status: 200,
        contains: accounts.admin.email,
        // The flag screens describe the flags; the accounts pages list the clients.
        allowed:
          id === "feature-flags" || id === "sections"
            ? [flagDescription]
            : id === "users" || id === "companies"
              ? [accounts.client.email]
              : [],
      },
      editor: canOpenPortalPage("editor", id)
        ? { status: 200, contains: accounts.editor.email }
        : { status: 307, location: /^\/admin-portal\/content$/ },
    },
  })),
];

test.describe("protected pages", () => {
  for (const { path, expect: expected } of pages) {
    for (const viewer of viewers) {
      const want = (viewer === "clientB" ? expected.clientB : undefined) ?? expected[viewer === "clientB" ? "client" : viewer];
      test(`${path} as ${viewer}: ${want.status}${want.location ? ` to ${want.location.source}` : ""}`, async () => {
        const request = await contextFor(viewer);
        try {
          const response = await request.get(path, { maxRedirects: 0 });
          const body = await response.text();
          expect(response.status()).toBe(want.status);
          if (want.location) expect(response.headers().location).toMatch(want.location);
          if (want.contains) expect(body).toContain(want.contains);
          expect(leaks(body, want.allowed)).toEqual([]);
        } finally {
          await request.dispose();
        }
      });
    }
  }
});

test.describe("protected actions, called as bare POSTs", () => {
  test.afterEach(async () => {
    await resetFlags();
  });

  const enabledInDatabase = async (name: string) =>
    (await e2eDatabase().query("select enabled from feature_flags where name = $1", [name])).rows[0]?.enabled;

  for (const viewer of viewers) {
    const allowed = viewer === "admin";
    test(`toggleFlagAction as ${viewer} is ${allowed ? "carried out" : "refused, with no data"}`, async () => {
      const request = await contextFor(viewer);
      try {
        const id = actionId("src/server/flags/actions.ts", "toggleFlagAction");
        const { status, body } = await postAction(request, "/simple-admin", id, [idle, { name: "teams", enabled: true }]);
        expect(status).toBe(200);
        // An admin's answer may carry the refreshed flag screen (the flags tag was updated); a refusal carries nothing.
        expect(leaks(body, allowed ? [flagDescription] : [])).toEqual([]);
        if (allowed) {
          expect(body).toContain('"status":"success"');
          expect(await enabledInDatabase("teams")).toBe(true);
        } else {
          expect(body).toContain('"reason":"forbidden"');
          expect(body).not.toContain('"status":"success"');
          expect(await enabledInDatabase("teams")).toBe(false);
        }
      } finally {
        await request.dispose();
      }
    });
  }

  for (const viewer of viewers) {
    const allowed = viewer === "admin";
    test(`toggleFlagAction with a reason, from the portal, as ${viewer} is ${allowed ? "carried out" : "refused, with no data"}`, async () => {
      const request = await contextFor(viewer);
      try {
        const id = actionId("src/server/flags/actions.ts", "toggleFlagAction");
        const { body } = await postAction(request, "/admin-portal/feature-flags", id, [
          idle,
          { name: "teams", enabled: true, reason: `matrix-${viewer}` },
        ]);
        expect(leaks(body, allowed ? [flagDescription] : [])).toEqual([]);
        const reasons = (
          await e2eDatabase().query(
            "select c.reason from feature_flag_changes c join feature_flags f on f.id = c.flag_id where f.name = 'teams' and c.reason = $1",
            [`matrix-${viewer}`],
          )
        ).rows;
        if (allowed) {
          expect(body).toContain('"status":"success"');
          expect(reasons.length).toBeGreaterThan(0);
        } else {
          expect(body).toContain('"reason":"forbidden"');
          expect(reasons).toEqual([]);
        }
      } finally {
        await request.dispose();
      }
    });
  }

  test("toggleFlagAction refuses an unknown flag or a value that is not a boolean, even for an admin", async () => {
    const request = await contextFor("admin");
    try {
      const id = actionId("src/server/flags/actions.ts", "toggleFlagAction");
      const invalid = '"status":"invalid"';
      expect((await postAction(request, "/simple-admin", id, [idle, { name: "no_such_flag", enabled: true }])).body).toContain(
        invalid,
      );
      expect((await postAction(request, "/simple-admin", id, [idle, { name: "teams", enabled: "yes" }])).body).toContain(invalid);
      expect((await postAction(request, "/simple-admin", id, ["teams", true])).body).toContain(invalid);
      expect(await enabledInDatabase("teams")).toBe(false);
    } finally {
      await request.dispose();
    }
  });
});

test.describe("a company's page (account manager, colleagues)", () => {
  const expected: Record<Viewer, Outcome> = {
    anonymous: { status: 200, contains: "Sign in" },
    client: { status: 307, location: /^\/$/ },
    clientB: { status: 307, location: /^\/$/ },
    admin: { status: 200, contains: "Add a colleague", allowed: [accounts.client.email] },
    editor: { status: 307, location: /^\/admin-portal\/content$/ },
  };
  for (const viewer of viewers) {
    const want = expected[viewer];
    test(`/admin-portal/companies/<A> as ${viewer}: ${want.status}`, async () => {
      const id = await companyId(accounts.client.company);
      const request = await contextFor(viewer);
      try {
        const response = await request.get(`/admin-portal/companies/${id}`, { maxRedirects: 0 });
        const body = await response.text();
        expect(response.status()).toBe(want.status);
        if (want.location) expect(response.headers().location).toMatch(want.location);
        if (want.contains) expect(body).toContain(want.contains);
        expect(leaks(body, want.allowed)).toEqual([]);
      } finally {
        await request.dispose();
      }
    });
  }
});

async function companyId(name: string): Promise<string> {
  const { rows } = await e2eDatabase().query<{ id: string }>("select id from companies where name = $1", [name]);
  return rows[0]!.id;
}

test.describe("account manager actions, called as bare POSTs", () => {
  const accountId = async (email: string) =>
    (await e2eDatabase().query<{ id: string }>(`select id from "user" where email = $1`, [email])).rows[0]!.id;

  for (const viewer of viewers) {
    const allowed = viewer === "client" || viewer === "clientB";
    test(`sendManagerMessageAction as ${viewer} is ${allowed ? "carried out for the session's own company" : "refused"}`, async () => {
      const request = await contextFor(viewer);
      const subject = `matrix-${viewer}-${Date.now()}`;
      try {
        const id = actionId("src/server/portal/actions.ts", "sendManagerMessageAction");
        // A company id slipped into the input is ignored: the session's company is the one written for.
        const { body } = await postAction(request, "/client/contact", id, [
          idle,
          { subject, message: "Hello", companyId: await companyId(accounts.client.company) },
        ]);
        expect(leaks(body, viewer === "client" ? [accounts.client.email] : [])).toEqual([]);
        const { rows } = await e2eDatabase().query<{ name: string }>(
          "select c.name from manager_messages m join companies c on c.id = m.company_id where m.subject = $1",
          [subject],
        );
        if (allowed) {
          expect(body).toContain('"status":"success"');
          expect(rows.map((row) => row.name)).toEqual([accounts[viewer].company]);
        } else {
          expect(body).toContain('"reason":"forbidden"');
          expect(rows).toEqual([]);
        }
      } finally {
        await request.dispose();
      }
    });
  }

  for (const viewer of viewers) {
    const allowed = viewer === "admin";
    test(`assignAccountManagerAction as ${viewer} is ${allowed ? "carried out" : "refused"}`, async () => {
      const request = await contextFor(viewer);
      const company = await companyId(accounts.clientB.company);
      try {
        const id = actionId("src/server/leads/company-actions.ts", "assignAccountManagerAction");
        const { body } = await postAction(request, "/admin-portal/companies", id, [
          idle,
          { companyId: company, managerId: await accountId(accounts.editor.email) },
        ]);
        const { rows } = await e2eDatabase().query<{ manager: string | null }>(
          "select account_manager_id as manager from companies where id = $1",
          [company],
        );
        if (allowed) {
          expect(body).toContain('"status":"success"');
          expect(rows[0]?.manager).toBe(await accountId(accounts.editor.email));
        } else {
          expect(body).toContain('"reason":"forbidden"');
          expect(rows[0]?.manager).toBeNull();
        }
      } finally {
        await e2eDatabase().query("update companies set account_manager_id = null where id = $1", [company]);
        await request.dispose();
      }
    });
  }

  for (const viewer of viewers) {
    const allowed = viewer === "admin";
    test(`addColleagueAction as ${viewer} is ${allowed ? "carried out" : "refused"}`, async () => {
      const request = await contextFor(viewer);
      const email = `matrix-${viewer}-${Date.now()}@colleague.example.ca`;
      try {
        const id = actionId("src/server/leads/company-actions.ts", "addColleagueAction");
        const { body } = await postAction(request, "/admin-portal/companies", id, [
          idle,
          { companyId: await companyId(accounts.client.company), firstName: "Col", lastName: "League", email, language: "en" },
        ]);
        expect(leaks(body)).toEqual([]);
        const { rows } = await e2eDatabase().query(`select id from "user" where email = $1`, [email]);
        if (allowed) {
          expect(body).toContain('"status":"success"');
          expect(rows).toHaveLength(1);
        } else {
          expect(body).toContain('"reason":"forbidden"');
          expect(rows).toEqual([]);
        }
      } finally {
        await request.dispose();
      }
    });
  }

  for (const viewer of viewers) {
    const allowed = viewer === "admin";
    test(`setStaffPhoneAction as ${viewer} is ${allowed ? "carried out" : "refused"}`, async () => {
      const request = await contextFor(viewer);
      try {
        const id = actionId("src/server/auth/account-actions.ts", "setStaffPhoneAction");
        const { body } = await postAction(request, "/admin-portal/users", id, [
          idle,
          { userId: await accountId(accounts.editor.email), phone: "613-555-0177" },
        ]);
        const { rows } = await e2eDatabase().query<{ phone: string | null }>(`select phone from "user" where email = $1`, [
          accounts.editor.email,
        ]);
        if (allowed) {
          expect(body).toContain('"status":"success"');
          expect(rows[0]?.phone).toBe("613-555-0177");
        } else {
          expect(body).toContain('"reason":"forbidden"');
          expect(rows[0]?.phone).toBeNull();
        }
      } finally {
        await e2eDatabase().query(`update "user" set phone = null where email = $1`, [accounts.editor.email]);
        await request.dispose();
      }
    });
  }
});

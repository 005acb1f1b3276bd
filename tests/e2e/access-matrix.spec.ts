// shared-state: flags
import { expect, request as playwrightRequest, test, type APIRequestContext } from "@playwright/test";
import { catalogProducts } from "@/server/content/seed-data/catalog-products";
import { adminPortalPages, canOpenPortalPage } from "@/lib/admin-portal";
import { accounts, storageStatePath, type AccountName } from "./support/accounts";
import { e2eDatabase, resetFlags } from "./support/database";
import { clearDraft, insertOrderProducts, insertOrderRequest, orderProducts, removeOrderProducts } from "./support/orders";
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
      admin: { status: 307, location: /^\/admin-portal\/dashboard$/ },
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

test.describe("the catalog, for every viewer (clients of two companies included)", () => {
  const catalogViewers: (Viewer | "clientB")[] = ["anonymous", "client", "clientB", "editor", "admin"];
  const clientsOfACompany = new Set(["client", "clientB"]);
  const product = catalogProducts[0]!;
  const contextOf = (viewer: Viewer | "clientB") =>
    playwrightRequest.newContext({
      baseURL: e2eServer.baseUrl,
      storageState: viewer === "anonymous" ? undefined : storageStatePath(viewer),
    });

  for (const viewer of catalogViewers) {
    test(`the catalog and a product page as ${viewer}: 200, public, no trade fact`, async () => {
      const request = await contextOf(viewer);
      try {
        for (const path of ["/products", `/products/${product.en.slug}`, `/fr/produits/${product.fr.slug}`]) {
          const response = await request.get(path, { maxRedirects: 0 });
          expect(response.status(), path).toBe(200);
          const body = await response.text();
          expect(body).not.toContain(product.trade.unitGtin);
          expect(body).not.toContain(product.trade.caseGtin);
          expect(leaks(body)).toEqual([]);
        }
      } finally {
        await request.dispose();
      }
    });

    const client = clientsOfACompany.has(viewer);
    test(`/api/catalog/trade as ${viewer}: ${client ? "the trade facts" : "signed out"}, never cached`, async () => {
      const request = await contextOf(viewer);
      try {
        const response = await request.get(`/api/catalog/trade?product=${product.key}`);
        expect(response.status()).toBe(200);
        expect(response.headers()["cache-control"]).toBe("private, no-store");
        const answer = await response.json();
        if (client) expect(answer).toMatchObject({ signedIn: true, facts: { unitGtin: product.trade.unitGtin } });
        else expect(answer).toEqual({ signedIn: false });
      } finally {
        await request.dispose();
      }
    });

    const staff = viewer === "editor" || viewer === "admin";
    test(`saveProductTradeAction as ${viewer} is ${staff ? "carried out" : "refused"}`, async () => {
      const request = await contextOf(viewer);
      const { rows } = await e2eDatabase().query<{ id: string }>(
        "select id from content_items where type = 'catalog-product' and key = $1",
        [product.key],
      );
      const itemId = rows[0]!.id;
      const minimum = `${viewer === "admin" ? 7 : viewer === "editor" ? 6 : 99}`;
      try {
        const id = actionId("src/server/catalog/actions.ts", "saveProductTradeAction");
        const { body } = await postAction(request, `/admin-portal/content/${itemId}`, id, [
          idle,
          {
            itemId,
            casePack: String(product.trade.casePack),
            unitGtin: product.trade.unitGtin,
            caseGtin: product.trade.caseGtin,
            minimumCases: minimum,
            palletTi: "",
            palletHi: "",
            leadTimeDays: "",
          },
        ]);
        const stored = (await e2eDatabase().query("select minimum_cases from product_trade where item_id = $1", [itemId]))
          .rows[0];
        if (staff) {
          expect(body).toContain('"status":"success"');
          expect(stored?.minimum_cases).toBe(Number(minimum));
        } else {
          expect(body).toContain('"reason":"forbidden"');
          expect(stored?.minimum_cases).not.toBe(99);
        }
      } finally {
        // The seed's facts again, for the specs that read them.
        const { casePack, minimumCases, palletTi, palletHi, leadTimeDays } = product.trade;
        await e2eDatabase().query(
          "update product_trade set case_pack = $1, minimum_cases = $2, pallet_ti = $3, pallet_hi = $4, lead_time_days = $5 where item_id = $6",
          [casePack, minimumCases, palletTi, palletHi, leadTimeDays, itemId],
        );
        await request.dispose();
      }
    });
  }
});

// Client documents: the staff's page, forms and withdraw action, the client's page and the
// download, for each kind of visitor and for the client of another company (B).
test.describe("client documents", () => {
  type DocumentViewer = Viewer | "clientB";
  const documentViewers: DocumentViewer[] = ["anonymous", "client", "clientB", "editor", "admin"];
  const documentContext = (viewer: DocumentViewer) =>
    playwrightRequest.newContext({
      baseURL: e2eServer.baseUrl,
      storageState: viewer === "anonymous" ? undefined : storageStatePath(viewer),
    });
  // A document shared with A's company only, and one to withdraw.
  let sharedWithA = "";
  let toWithdraw = "";

  test.beforeAll(async () => {
    const db = e2eDatabase();
    const insert = async (title: string) => {
      const { rows } = await db.query<{ id: string }>(
        `insert into client_documents (title, kind, language, filename, format, content_type, bytes, sha256, data, created_by)
         values ($1, 'price-list', 'en', 'matrix.csv', 'csv', 'text/csv; charset=utf-8', 8, 'matrix', convert_to('a,b\n1,2\n', 'UTF8'), 'matrix')
         returning id`,
        [title],
      );
      const id = rows[0]!.id;
      await db.query(
        `insert into client_document_shares (document_id, company_id) select $1, id from companies where name = $2`,
        [id, accounts.client.company],
      );
      return id;
    };
    sharedWithA = await insert("Matrix price list");
    toWithdraw = await insert("Matrix list to withdraw");
  });

  const clientPage = (status: number, contains?: string) => ({ status, ...(contains && { contains }) });
  const pageCases: {
    name: string;
    path: () => string;
    expect: Record<DocumentViewer, { status: number; location?: RegExp; contains?: string }>;
  }[] = [
    {
      name: "/client/documents",
      path: () => "/client/documents",
      expect: {
        anonymous: { status: 307, location: /^\/client\/login\?next=%2Fclient%2Fdocuments$/ },
        client: clientPage(200, "Matrix price list"),
        clientB: clientPage(200, "Your documents"),
        editor: { status: 307, location: /^\/$/ },
        admin: { status: 307, location: /^\/$/ },
      },
    },
    {
      name: "/fr/espace-client/documents",
      path: () => "/fr/espace-client/documents",
      expect: {
        anonymous: { status: 307, location: /^\/fr\/espace-client\/connexion\?next=%2Ffr%2Fespace-client%2Fdocuments$/ },
        client: clientPage(200, "Matrix price list"),
        clientB: clientPage(200, "Vos documents"),
        editor: { status: 307, location: /^\/fr$/ },
        admin: { status: 307, location: /^\/fr$/ },
      },
    },
    {
      name: "the download of A's document",
      path: () => `/api/client/documents/${sharedWithA}`,
      expect: {
        anonymous: { status: 404 },
        client: { status: 200, contains: "a,b" },
        clientB: { status: 404 },
        editor: { status: 404 },
        admin: { status: 404 },
      },
    },
    {
      name: "the staff's view of A's document",
      path: () => `/admin-portal/documents/${sharedWithA}`,
      expect: {
        anonymous: { status: 200, contains: "Sign in" },
        client: { status: 307, location: /^\/$/ },
        clientB: { status: 307, location: /^\/$/ },
        editor: { status: 307, location: /^\/admin-portal\/content$/ },
        admin: { status: 200, contains: "Matrix price list" },
      },
    },
  ];

  for (const { name, path, expect: expected } of pageCases) {
    for (const viewer of documentViewers) {
      const want = expected[viewer];
      test(`${name} as ${viewer}: ${want.status}`, async () => {
        const request = await documentContext(viewer);
        try {
          const response = await request.get(path(), { maxRedirects: 0 });
          const body = await response.text();
          expect(response.status()).toBe(want.status);
          if (want.location) expect(response.headers().location).toMatch(want.location);
          if (want.contains) expect(body).toContain(want.contains);
          // Only A's client and staff's page may show A's document.
          if (viewer !== "client" && viewer !== "admin") expect(body).not.toContain("Matrix price list");
          if (response.status() === 200 && path().startsWith("/api/")) {
            expect(response.headers()["cache-control"]).toBe("private, no-store");
            expect(response.headers()["content-disposition"]).toBe('attachment; filename="Matrix price list.csv"');
          }
        } finally {
          await request.dispose();
        }
      });
    }
  }

  for (const viewer of documentViewers) {
    const allowed = viewer === "admin";
    test(`the upload and sharing posts as ${viewer} are ${allowed ? "read (an invalid form is answered)" : "refused with 403"}`, async () => {
      const request = await documentContext(viewer);
      try {
        // A script claims the same origin (src/server/http/same-origin.ts): what is tested is the role.
        const headers = { Accept: "application/json", "Sec-Fetch-Site": "same-origin" };
        const upload = await request.post("/api/admin/documents", { headers, multipart: { title: "" }, maxRedirects: 0 });
        const sharing = await request.post(`/api/admin/documents/${sharedWithA}/sharing`, {
          headers,
          form: { sharedWith: "all" },
          maxRedirects: 0,
        });
        if (allowed) {
          expect(upload.status()).toBe(200);
          expect(await upload.text()).toContain('"status":"invalid"');
          expect(sharing.status()).toBe(200);
          expect(await sharing.text()).toContain('"status":"success"');
          // Back to A alone, as the other rows expect.
          await e2eDatabase().query(`update client_documents set shared_with_all = false where id = $1`, [sharedWithA]);
          await e2eDatabase().query(
            `insert into client_document_shares (document_id, company_id) select $1, id from companies where name = $2 on conflict do nothing`,
            [sharedWithA, accounts.client.company],
          );
        } else {
          expect(upload.status()).toBe(403);
          expect(sharing.status()).toBe(403);
        }
        const { rows } = await e2eDatabase().query<{ all: boolean }>(
          `select shared_with_all as all from client_documents where id = $1`,
          [sharedWithA],
        );
        expect(rows[0]?.all).toBe(false);
      } finally {
        await request.dispose();
      }
    });
  }

  for (const viewer of documentViewers) {
    const allowed = viewer === "admin";
    test(`withdrawDocumentAction as ${viewer} is ${allowed ? "carried out" : "refused"}`, async () => {
      const request = await documentContext(viewer);
      try {
        const id = actionId("src/server/documents/actions.ts", "withdrawDocumentAction");
        const { body } = await postAction(request, `/admin-portal/documents/${toWithdraw}`, id, [
          idle,
          { documentId: toWithdraw },
        ]);
        const { rows } = await e2eDatabase().query<{ withdrawn: boolean }>(
          `select withdrawn_at is not null as withdrawn from client_documents where id = $1`,
          [toWithdraw],
        );
        if (allowed) {
          expect(body).toContain('"status":"success"');
          expect(rows[0]?.withdrawn).toBe(true);
        } else {
          expect(body).toContain('"reason":"forbidden"');
          expect(rows[0]?.withdrawn).toBe(false);
        }
      } finally {
        await request.dispose();
      }
    });
  }
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

// Order requests: a request of client A's company, seen by A, refused to B (404, as if it did not
// exist), to staff on the client side and to anyone but an administrator on the staff side.
test.describe("order requests", () => {
  type OrderViewer = Viewer | "clientB";
  const orderViewers: OrderViewer[] = ["anonymous", "client", "clientB", "admin", "editor"];
  const products = orderProducts("e2e-matrix");
  let ids: Record<keyof typeof products, string>;
  let order: { id: string; number: number };

  const orderContext = (viewer: OrderViewer) =>
    playwrightRequest.newContext({
      baseURL: e2eServer.baseUrl,
      storageState: viewer === "anonymous" ? undefined : storageStatePath(viewer),
    });

  test.beforeAll(async () => {
    ids = await insertOrderProducts(products);
    order = await insertOrderRequest(accounts.client.email, ids.oil, products.oil.en.name);
  });
  test.afterAll(async () => {
    await removeOrderProducts(products);
  });

  const clientPage = (path: string, french: boolean, clientSees: string, clientBStatus = 200) => ({
    path,
    expect: {
      anonymous: { status: 307, location: new RegExp(`^${french ? "/fr/espace-client/connexion" : "/client/login"}\\?next=`) },
      client: { status: 200, contains: clientSees },
      clientB: { status: clientBStatus },
      admin: { status: 307, location: french ? /^\/fr$/ : /^\/$/ },
      editor: { status: 307, location: french ? /^\/fr$/ : /^\/$/ },
    } as Record<OrderViewer, { status: number; location?: RegExp; contains?: string }>,
  });
  const cases = () => [
    clientPage("/client/orders", false, `R-${order.number}`),
    clientPage("/fr/espace-client/commandes", true, `R-${order.number}`),
    clientPage("/client/orders/new", false, products.oil.en.name),
    clientPage("/fr/espace-client/commandes/nouvelle", true, products.oil.fr.name),
    clientPage(`/client/orders/${order.number}`, false, `R-${order.number}`, 404),
    clientPage(`/fr/espace-client/commandes/${order.number}`, true, `R-${order.number}`, 404),
    clientPage("/client/analytics", false, "Analytics"),
    clientPage("/fr/espace-client/statistiques", true, "Statistiques"),
    {
      path: `/admin-portal/inbox/order_request/${order.id}`,
      expect: {
        anonymous: { status: 200, contains: "Sign in" },
        client: { status: 307, location: /^\/$/ },
        clientB: { status: 307, location: /^\/$/ },
        admin: { status: 200, contains: `R-${order.number}` },
        editor: { status: 307, location: /^\/admin-portal\/content$/ },
      } as Record<OrderViewer, { status: number; location?: RegExp; contains?: string }>,
    },
    {
      path: "/admin-portal/inbox/export-orders",
      expect: {
        anonymous: { status: 403 },
        client: { status: 403 },
        clientB: { status: 403 },
        admin: { status: 200, contains: `R-${order.number}` },
        editor: { status: 403 },
      } as Record<OrderViewer, { status: number; location?: RegExp; contains?: string }>,
    },
  ];

  test("every order page and the export answer each viewer as they should", async () => {
    for (const { path, expect: expected } of cases()) {
      for (const viewer of orderViewers) {
        const want = expected[viewer];
        const request = await orderContext(viewer);
        try {
          const response = await request.get(path, { maxRedirects: 0 });
          const body = await response.text();
          expect(`${path} as ${viewer}: ${response.status()}`).toBe(`${path} as ${viewer}: ${want.status}`);
          if (want.location) expect(response.headers().location).toMatch(want.location);
          if (want.contains) expect(body).toContain(want.contains);
          // Client B never sees A's request, whatever the page.
          if (viewer !== "client" && viewer !== "admin") expect(body).not.toContain(`R-${order.number}`);
        } finally {
          await request.dispose();
        }
      }
    }
  });

  const draftOf = async (email: string) =>
    (
      await e2eDatabase().query(
        `select d.item_id, d.cases from order_draft_lines d join "user" u on u.id = d.user_id where u.email = $1`,
        [email],
      )
    ).rows as { item_id: string; cases: number }[];
  const statusOf = async () =>
    (await e2eDatabase().query("select status from order_requests where id = $1", [order.id])).rows[0]?.status;

  for (const viewer of orderViewers) {
    const isClient = viewer === "client" || viewer === "clientB";
    test(`the order actions as ${viewer}: ${isClient ? "on its own draft only" : "refused"}`, async () => {
      await clearDraft(accounts.client.email);
      await clearDraft(accounts.clientB.email);
      const request = await orderContext(viewer);
      try {
        const page = viewer === "clientB" || viewer === "client" ? "/client/orders/new" : "/";
        const setLine = actionId("src/server/orders/actions.ts", "setDraftLineAction");
        const line = await postAction(request, page, setLine, [idle, { product: ids.honey, cases: "3" }]);
        expect(line.body).toContain(isClient ? '"status":"success"' : '"reason":"forbidden"');

        // Request again from A's request: A only; B is refused and its draft stays empty.
        const reorder = actionId("src/server/orders/actions.ts", "reorderAction");
        const again = await postAction(request, page, reorder, [idle, { number: String(order.number) }]);
        if (viewer === "client") {
          expect((await draftOf(accounts.client.email)).map((row) => row.item_id)).toContain(ids.oil);
        } else {
          expect(again.body).not.toContain('"status":"success"');
          expect(again.body).not.toContain(products.oil.en.name);
          if (viewer === "clientB")
            expect((await draftOf(accounts.clientB.email)).map((row) => row.item_id)).not.toContain(ids.oil);
        }

        // Sending: a non-client is refused before anything is stored.
        if (!isClient) {
          const send = actionId("src/server/orders/actions.ts", "sendOrderAction");
          expect((await postAction(request, "/", send, [idle, {}])).body).toContain('"reason":"forbidden"');
        }

        // Staff's step: administrators only.
        const move = actionId("src/server/orders/actions.ts", "moveOrderRequestAction");
        const before = await statusOf();
        const step = await postAction(request, "/admin-portal/inbox", move, [
          idle,
          { id: order.id, status: before === "received" ? "quoted" : "confirmed", message: `matrix ${viewer}` },
        ]);
        if (viewer === "admin") expect(step.body).toContain('"status":"success"');
        else {
          expect(step.body).toContain('"reason":"forbidden"');
          expect(await statusOf()).toBe(before);
        }
      } finally {
        await request.dispose();
      }
    });
  }
});

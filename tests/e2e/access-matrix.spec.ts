import { expect, request as playwrightRequest, test, type APIRequestContext } from "@playwright/test";
import { adminPortalPages, canOpenPortalPage } from "@/lib/admin-portal";
import { accounts, storageStatePath, type AccountName } from "./support/accounts";
import { e2eDatabase, resetFlags } from "./support/database";
import { clearDraft, insertOrderProducts, insertOrderRequest, orderProducts, removeOrderProducts } from "./support/orders";
import { e2eServer } from "./support/server-config";
import { actionId, postAction } from "./support/server-actions";

// Every protected page and action, for an anonymous visitor, a client, an admin and an editor. A
// refusal must carry none of the protected data: no flag description, no account's e-mail.

const idle = { status: "idle" };

type Viewer = "anonymous" | Extract<AccountName, "client" | "admin" | "editor">;
const viewers: Viewer[] = ["anonymous", "client", "admin", "editor"];

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

interface PageCase {
  path: string;
  expect: Record<Viewer, { status: number; location?: RegExp; contains?: string; allowed?: string[] }>;
}

const pages: PageCase[] = [
  {
    path: "/client/dashboard",
    expect: {
      anonymous: { status: 307, location: /^\/client\/login\?next=%2Fclient%2Fdashboard$/ },
      client: { status: 200, contains: "Welcome, Marie", allowed: [accounts.client.email] },
      admin: { status: 307, location: /^\/$/ },
      editor: { status: 307, location: /^\/$/ },
    },
  },
  {
    path: "/fr/espace-client/tableau-de-bord",
    expect: {
      anonymous: { status: 307, location: /^\/fr\/espace-client\/connexion\?next=%2Ffr%2Fespace-client%2Ftableau-de-bord$/ },
      client: { status: 200, contains: "Bienvenue, Marie", allowed: [accounts.client.email] },
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
      const want = expected[viewer];
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

import net from "node:net";
import { expect, test } from "@playwright/test";
import en from "../../messages/en.json" with { type: "json" };
import fr from "../../messages/fr.json" with { type: "json" };
import { loadForm, submitForm } from "../../scripts/lib/form-post";
import { accounts } from "./support/accounts";
import { e2eDatabase } from "./support/database";
import { e2eServer } from "./support/server-config";

// Issue 31: requests no browser of the site's sends (a form forged on another site, malformed
// router headers and paths, a request line naming another host, made-up slugs) are answered with
// a 4xx before Next, carry the security headers, and store or cache nothing.

const base = e2eServer.baseUrl;
const marker = `forged.${Date.now()}`;

/** The public forms, loaded as a browser without JavaScript gets them, and what each would store. */
const forms: { name: string; page: string; form: string; fields: Record<string, string> }[] = [
  {
    name: "contact",
    page: "/",
    form: 'id="contact-form"',
    fields: { firstName: "Eve", lastName: "Forged", email: `${marker}@example.com`, message: "Forged" },
  },
  {
    name: "access request",
    page: "/client/login?mode=request",
    form: 'id="access-request-form"',
    fields: {
      firstName: "Eve",
      lastName: "Forged",
      email: `${marker}.b2b@example.com`,
      phone: "613-555-0100",
      companyName: "Forged Inc.",
      jobTitle: "Buyer",
      companySize: "1-10",
      industry: "retail",
      businessNeeds: "Forged",
    },
  },
  {
    name: "client sign-in",
    page: "/client/login",
    form: 'id="sign-in-form"',
    fields: { email: accounts.client.email, password: accounts.client.password },
  },
  {
    name: "admin sign-in",
    page: "/admin/login",
    form: 'id="admin-sign-in-form"',
    fields: { email: accounts.admin.email, password: accounts.admin.password },
  },
  {
    name: "password reset",
    page: "/client/forgot-password",
    form: 'class="space-y-5"',
    fields: { email: accounts.client.email },
  },
];

async function stored(): Promise<Record<string, number>> {
  const db = e2eDatabase();
  const count = async (sql: string, params: unknown[] = []) => Number((await db.query<{ n: string }>(sql, params)).rows[0]?.n);
  return {
    contact: await count("select count(*) as n from contact_messages where email like $1", [`${marker}%`]),
    access: await count("select count(*) as n from access_requests where email like $1", [`${marker}%`]),
    sessions: await count(`select count(*) as n from "session"`),
    verifications: await count("select count(*) as n from verification"),
    outbox: await count("select count(*) as n from outbox"),
  };
}

const securityHeadersOf = (headers: Headers) => ({
  nosniff: headers.get("x-content-type-options"),
  frame: headers.get("x-frame-options"),
  policy: headers.get("content-security-policy"),
});

test.describe("forged and malformed requests", () => {
  test("a no-JS post of each public form from another site, from Origin null or a cross-site fetch, answers 403 and stores nothing", async () => {
    const before = await stored();
    for (const { name, page, form: marked, fields } of forms) {
      const form = await loadForm(`${base}${page}`, marked);
      expect(
        form.hidden.some(([field]) => field.startsWith("$ACTION_")),
        name,
      ).toBe(true);
      for (const headers of [
        { origin: "https://evil.example" },
        { origin: "null" },
        { "sec-fetch-site": "cross-site" },
      ] as Record<string, string>[]) {
        const { postStatus } = await submitForm(form, fields, headers);
        expect(postStatus, `${name} ${JSON.stringify(headers)}`).toBe(403);
      }
    }
    expect(await stored()).toEqual(before);
  });

  test("a forged post as urlencoded answers 403 too, with the security headers and a strict policy", async () => {
    const form = await loadForm(`${base}/`, 'id="contact-form"');
    const body = new URLSearchParams([...form.hidden, ...Object.entries(forms[0]!.fields)]);
    const response = await fetch(form.action, {
      method: "POST",
      body,
      headers: { origin: "https://evil.example" },
      redirect: "manual",
    });
    expect(response.status).toBe(403);
    expect(securityHeadersOf(response.headers)).toEqual({
      nosniff: "nosniff",
      frame: "DENY",
      policy: expect.stringContaining("default-src 'none'") as unknown as string,
    });
  });

  test("an RSC request with a router state it cannot parse, and paths badly encoded once decoded, answer 400", async () => {
    for (const tree of ["not-json", "%7B", encodeURIComponent('{"a":1}')]) {
      const response = await fetch(`${base}/`, { headers: { rsc: "1", "next-router-state-tree": tree } });
      expect(response.status, tree).toBe(400);
      expect(await response.text()).not.toContain("    at ");
    }
    for (const path of ["/%25", "/privacy%25", "/fr/%25zz"]) {
      const response = await fetch(`${base}${path}`);
      expect(response.status, path).toBe(400);
      expect(securityHeadersOf(response.headers).nosniff).toBe("nosniff");
    }
  });

  test("a request line naming another host is never redirected there", async () => {
    const raw = (target: string) =>
      new Promise<string>((resolve) => {
        const socket = net.connect(e2eServer.port, "127.0.0.1", () =>
          socket.write(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1:${e2eServer.port}\r\nConnection: close\r\n\r\n`),
        );
        let data = "";
        socket.on("data", (chunk) => (data += chunk.toString()));
        socket.on("end", () => resolve(data));
      });
    for (const target of ["http://evil.example/", "http://evil.example/privacy/"]) {
      const answer = await raw(target);
      expect(answer).toMatch(/^HTTP\/1\.1 400/);
      expect(answer).not.toMatch(/^location: .*evil/im);
    }
  });

  test("the trailing-slash redirect and Next's answers carry the security headers, never the policy's placeholder", async () => {
    const redirect = await fetch(`${base}/privacy/`, { redirect: "manual" });
    expect(redirect.status).toBe(308);
    expect(securityHeadersOf(redirect.headers)).toMatchObject({ nosniff: "nosniff", frame: "DENY" });
    expect(redirect.headers.get("content-security-policy")).toBeTruthy();
    for (const path of ["/", "/privacy", "/client/login"]) {
      const response = await fetch(`${base}${path}`, { headers: { rsc: "1" } });
      expect(response.headers.get("content-security-policy") ?? "", path).not.toContain("inline-script-hashes");
    }
  });

  test("Accept-Encoding q-values are honoured: br;q=0 never gets brotli", async () => {
    for (const path of ["/", "/privacy"]) {
      await fetch(`${base}${path}`);
      const refused = await fetch(`${base}${path}`, { headers: { "accept-encoding": "br;q=0, gzip" } });
      expect(refused.headers.get("content-encoding"), path).toBe("gzip");
      const none = await fetch(`${base}${path}`, { headers: { "accept-encoding": "br;q=0, gzip;q=0" } });
      expect(none.headers.get("content-encoding"), path).toBeNull();
    }
  });

  test("a made-up article, news or product slug answers 404 in its language, private and never cached", async () => {
    for (const path of [
      `/insights/blog/${marker}`,
      `/insights/news/${marker}`,
      `/products/${marker}`,
      `/fr/perspectives/blogue/${marker}`,
      `/fr/produits/${marker}`,
    ]) {
      for (const rsc of [false, true]) {
        const response = await fetch(`${base}${path}`, { headers: rsc ? { rsc: "1" } : {} });
        // The router's request streams the not-found payload of a page rendered per request.
        if (!rsc) expect(response.status, path).toBe(404);
        expect(response.headers.get("cache-control"), path).toMatch(/private, no-store/);
        // The not-found page of the path's language (the unknown path's page, as for any made-up path).
        if (!rsc) expect(await response.text()).toContain((path.startsWith("/fr") ? fr : en).NotFound.title);
      }
    }
  });
});

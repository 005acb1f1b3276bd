// Hostile traffic against a running production server: both public forms in both languages (as
// the browser posts them, with and without JavaScript), the analytics endpoint, malformed Server
// Action calls, forms forged on another site, forged X-Forwarded-Host, slow bodies, malformed
// router headers, bad paths, methods and request lines. Checks what an attacker and a fuzzer must
// never get: a 5xx, an invalid row stored, an acknowledged submission lost, a forged form or a
// made-up page accepted. Used by `npm run fuzz` (scripts/fuzz.ts) and tests/e2e/fuzz.spec.ts.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import pg from "pg";
import { loadForm, type LoadedForm } from "../../scripts/lib/form-post";
import { accessRequestSchema } from "@/lib/validation/access-request";
import { contactSchema } from "@/lib/validation/contact";

export interface FuzzOptions {
  baseUrl: string;
  databaseUrl: string;
  cases: number;
  seed?: number;
  /** Requests in flight at once. */
  concurrency?: number;
}

export interface FuzzReport {
  cases: number;
  byKind: Record<string, number>;
  statuses: Record<string, number>;
  serverErrors: { kind: string; status: number; detail: string }[];
  acknowledged: number;
  invalidAcknowledged: { kind: string; detail: string }[];
  lost: string[];
  invalidStored: string[];
  /** Forged requests that were not refused as they must be (a form from another site not 403, a made-up page's event stored). */
  forgedAccepted: string[];
  storedRows: number;
  eventsStored: number;
  durationMs: number;
}

/** Drops and creates the PostgreSQL database `databaseUrl` names, for a run of its own. */
/** A small seeded generator, so a failing run can be replayed with its seed. */
function generator(seed: number) {
  let state = seed >>> 0 || 1;
  const next = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
  return {
    next,
    int: (max: number) => Math.floor(next() * max),
    pick: <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)]!,
    chance: (p: number) => next() < p,
  };
}

const hostile = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\u0007bell",
  "\u001b[31mred",
  "del\u007f",
  "nel\u0085",
  "\u2066isolate",
  "\u202eevil.exe",
  "\t",
  "line\nbreak",
  "\r\n",
  "<script>alert(1)</script>",
  "'; drop table contact_messages; --",
  '" onmouseover="alert(1)',
  "{{7*7}}",
  "${7*7}",
  "$$",
  "$T",
  "$K1",
  "../../etc/passwd",
  "%00",
  "%E0%A4%A",
  "javascript:alert(1)",
  "https://evil.example/\u0007",
  "https://épicerie.example",
  "fromagerie-exemple.ca",
  "😀🇨🇦",
  "\ud800",
  "Ω".repeat(60),
  "x".repeat(101),
  "x".repeat(5001),
  "y".repeat(20_000),
  "eve@evil.example",
  "a@b",
  "not-an-email",
  "+1 (613) 555-0100 ext. 12",
  "613-555-0100",
  "1-10",
  "retail",
  "other",
  "500+",
  "Ottawa",
];

function validContact(token: string) {
  return {
    firstName: "Amira",
    lastName: "Haddad",
    email: `fuzz+${token}@example.com`,
    phone: "613-555-0100",
    message: `${token} Do you carry Cretan thyme honey?`,
    fax_number: "",
  };
}

function validAccessRequest(token: string) {
  return {
    firstName: "Luc",
    lastName: "Tremblay",
    email: `fuzz+${token}@example.com`,
    phone: "613-555-0100",
    companyName: "Épicerie Fine Tremblay",
    jobTitle: "Owner",
    companySize: "1-10",
    industry: "retail",
    website: "https://epicerie.example",
    businessNeeds: `${token} Olive oil and honey for two stores.`,
    fax_number: "",
  };
}

/** Replaces or appends hostile values in a few fields; the token stays at the start of the text field. */
function mutate(
  random: ReturnType<typeof generator>,
  values: Record<string, string>,
  textField: string,
  token: string,
): Record<string, string | undefined> {
  const result: Record<string, string | undefined> = { ...values };
  if (random.chance(0.2)) return result;
  const fields = Object.keys(values);
  for (let count = 1 + random.int(3); count > 0; count--) {
    const field = random.pick(fields);
    const value = random.pick(hostile);
    if (field === textField) result[field] = `${token} ${value}`;
    else if (random.chance(0.1)) result[field] = undefined;
    else result[field] = random.chance(0.5) ? value : `${values[field]}${value}`;
  }
  if (random.chance(0.03)) result.fax_number = "bot";
  return result;
}

function actionIds(): { contact: string; accessRequest: string } {
  const manifest = JSON.parse(fs.readFileSync(path.join(".next", "server", "server-reference-manifest.json"), "utf8")) as {
    node: Record<string, { filename: string; exportedName: string }>;
  };
  const find = (exportedName: string) => {
    const found = Object.entries(manifest.node).find(
      ([, entry]) => entry.filename === "src/server/forms/actions.ts" && entry.exportedName === exportedName,
    );
    if (!found) throw new Error(`No Server Action ${exportedName} in the build`);
    return found[0];
  };
  return { contact: find("sendContactMessage"), accessRequest: find("requestB2bAccess") };
}

interface Planned {
  kind: string;
  detail: string;
  request: () => Promise<Response>;
  /** The only status this case may get (a forged form: 403). */
  expected?: number;
  /** For form cases: what must hold once answered. */
  form?: { table: "contact_messages" | "access_requests"; token: string; valid: boolean; honeypot: boolean };
}

function address(random: ReturnType<typeof generator>) {
  return `198.18.${random.int(256)}.${random.int(256)}`;
}

/** The public forms as a browser without JavaScript gets them: hidden `$ACTION_*` fields and action URL. */
interface NoScriptForms {
  contact: Record<"en" | "fr", LoadedForm>;
  accessRequest: Record<"en" | "fr", LoadedForm>;
}

async function loadNoScriptForms(baseUrl: string): Promise<NoScriptForms> {
  return {
    contact: {
      en: await loadForm(`${baseUrl}/`, 'id="contact-form"'),
      fr: await loadForm(`${baseUrl}/fr`, 'id="contact-form"'),
    },
    accessRequest: {
      en: await loadForm(`${baseUrl}/client/login?mode=request`, 'id="access-request-form"'),
      fr: await loadForm(`${baseUrl}/fr/espace-client/connexion?mode=request`, 'id="access-request-form"'),
    },
  };
}

/**
 * A request sent by hand: any method and request target (an absolute URL too), a body sent in
 * pieces with pauses (`pauseMs`), or cut short (`stopAfter` bytes sent of a longer Content-Length).
 */
function rawRequest(
  baseUrl: string,
  target: string,
  init: { method?: string; headers?: Record<string, string>; body?: Buffer; pauseMs?: number; stopAfter?: number } = {},
): Promise<Response> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise<Response>((resolve, reject) => {
    const body = init.body ?? Buffer.alloc(0);
    const request = http.request(
      {
        hostname,
        port,
        path: target,
        method: init.method ?? "GET",
        headers: { ...init.headers, ...(init.body ? { "content-length": String(body.length) } : {}) },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => resolve(answer(res.statusCode, text)));
        res.on("error", () => resolve(answer(res.statusCode, text)));
      },
    );
    // A connection the server closes on a body it refused or cut is its answer, not a failure.
    request.on("error", (error) =>
      init.stopAfter !== undefined || init.pauseMs ? resolve(new Response(null, { status: 499 })) : reject(error),
    );
    if (!init.body) return void request.end();
    const half = Math.floor((init.stopAfter ?? body.length) / 2);
    request.write(body.subarray(0, half));
    setTimeout(() => {
      if (init.stopAfter !== undefined) {
        request.write(body.subarray(half, init.stopAfter));
        // Never finished: the server's silent-body timeout answers, or the socket is closed after a while.
        setTimeout(() => request.destroy(), 15_000).unref();
        return;
      }
      request.end(body.subarray(half));
    }, init.pauseMs ?? 0);
  });
}

/** A Response for what came back (one without a body for the statuses that have none). */
function answer(status: number | undefined, text: string): Response {
  const code = status && status >= 200 && status <= 599 ? status : 599;
  return new Response([204, 205, 304].includes(code) ? null : text, { status: code });
}

/** A multipart body as a browser sends a form, with its content type. */
function multipart(fields: [string, string][]): { body: Buffer; type: string } {
  const boundary = "----fuzzFormBoundary7MA4YWxkTrZu0gW";
  const parts = fields.map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return { body: Buffer.from(`${parts.join("")}--${boundary}--\r\n`), type: `multipart/form-data; boundary=${boundary}` };
}

function plan(
  random: ReturnType<typeof generator>,
  baseUrl: string,
  ids: ReturnType<typeof actionIds>,
  noScript: NoScriptForms,
  run: string,
  index: number,
): Planned {
  const token = `fz${run}x${index}`;
  const roll = random.next();
  const origin = new URL(baseUrl).origin;
  const forwarded = { "x-forwarded-for": address(random) };

  if (roll < 0.5) {
    const contact = random.chance(0.5);
    const locale = random.pick(["en", "fr"] as const);
    const values = mutate(
      random,
      contact ? validContact(token) : validAccessRequest(token),
      contact ? "message" : "businessNeeds",
      token,
    );
    const schema = contact ? contactSchema : accessRequestSchema;
    const page = contact ? (locale === "fr" ? "/fr" : "/") : locale === "fr" ? "/fr/espace-client/connexion" : "/client/login";
    const form = new FormData();
    // As React's encodeReply sends it: the form's fields, then the arguments that refer to them.
    for (const [name, value] of Object.entries(values)) if (value !== undefined) form.set(`_1_${name}`, value);
    form.set("0", JSON.stringify([{ status: "idle" }, "$K1"]));
    return {
      kind: `${contact ? "contact" : "access-request"}-${locale}`,
      detail: JSON.stringify(values).slice(0, 300),
      request: () =>
        fetch(`${baseUrl}${page}`, {
          method: "POST",
          body: form,
          headers: { "next-action": contact ? ids.contact : ids.accessRequest, origin, accept: "text/x-component", ...forwarded },
          redirect: "manual",
        }),
      form: {
        table: contact ? "contact_messages" : "access_requests",
        token,
        valid: schema.safeParse(values).success,
        honeypot: Boolean(values.fax_number?.trim()),
      },
    };
  }

  if (roll < 0.58) {
    // A form posted without JavaScript: from the site itself, or forged on another site.
    const contact = random.chance(0.5);
    const locale = random.pick(["en", "fr"] as const);
    const form = (contact ? noScript.contact : noScript.accessRequest)[locale];
    const values = mutate(
      random,
      contact ? validContact(token) : validAccessRequest(token),
      contact ? "message" : "businessNeeds",
      token,
    );
    const from = random.pick(["foreign", "null", "cross-site", "same-site", "own", "none"] as const);
    const headers: Record<string, string> = {
      foreign: { origin: "https://evil.example" },
      null: { origin: "null" },
      "cross-site": { "sec-fetch-site": "cross-site" },
      "same-site": { "sec-fetch-site": "same-site" },
      own: { origin, "sec-fetch-site": "same-origin" },
      none: {},
    }[from];
    const fields: [string, string][] = [
      ...form.hidden,
      ...Object.entries(values).flatMap(([name, value]): [string, string][] => (value === undefined ? [] : [[name, value]])),
    ];
    const urlencoded = random.chance(0.3);
    const { body, type } = urlencoded
      ? { body: Buffer.from(new URLSearchParams(fields).toString()), type: "application/x-www-form-urlencoded" }
      : multipart(fields);
    const forged = from !== "own" && from !== "none";
    return {
      kind: `no-js-form:${contact ? "contact" : "access-request"}-${locale} ${from}${urlencoded ? " urlencoded" : ""}`,
      detail: JSON.stringify(values).slice(0, 300),
      expected: forged ? 403 : undefined,
      request: () =>
        rawRequest(baseUrl, new URL(form.action).pathname + new URL(form.action).search, {
          method: "POST",
          body,
          headers: { "content-type": type, ...headers, ...forwarded },
        }),
    };
  }

  if (roll < 0.75) {
    const event: Record<string, unknown> = { name: "app_initialized", pathname: "/fr", userAgent: "Fuzz/1.0", locale: "fr" };
    const field = random.pick(["name", "pathname", "pathname", "userAgent", "locale", "extra"]);
    event[field] =
      field === "pathname" && random.chance(0.5)
        ? random.pick([
            "/Buy cheap watches at evil.example",
            "/insights/blog/made-up",
            "/fr/teams",
            "/wp-login.php",
            "/fr/equipe",
            "/",
          ])
        : random.chance(0.2)
          ? random.int(10)
          : random.pick(hostile);
    const sameOrigin = random.chance(0.8);
    const body = random.chance(0.1) ? random.pick(["", "{", "[]", "null", "x".repeat(10_000)]) : JSON.stringify(event);
    return {
      kind: "events",
      detail: body.slice(0, 200),
      request: () =>
        fetch(`${baseUrl}/api/events`, {
          method: "POST",
          body,
          headers: {
            "content-type": random.chance(0.9) ? "application/json" : "text/plain",
            ...(sameOrigin
              ? { "sec-fetch-site": "same-origin", origin }
              : { "sec-fetch-site": "cross-site", origin: "https://evil.example" }),
            ...forwarded,
          },
        }),
    };
  }

  if (roll < 0.87) {
    const id = random.pick([ids.contact, ids.accessRequest]);
    const malformed: [string, () => { body?: BodyInit; headers: Record<string, string> }][] = [
      ["unknown action", () => ({ body: "[]", headers: { "next-action": "00".repeat(21), "content-type": "text/plain" } })],
      ["not FormData", () => ({ body: random.pick(hostile), headers: { "next-action": id, "content-type": "text/plain" } })],
      ["not a list", () => ({ body: '{"a":1}', headers: { "next-action": id, "content-type": "text/plain" } })],
      ["temporary reference", () => ({ body: '["$T"]', headers: { "next-action": id, "content-type": "text/plain" } })],
      ["bare RSC call", () => ({ headers: { "next-action": id, rsc: "1" } })],
      [
        "broken multipart",
        () => ({ body: "--zz\r\nbroken", headers: { "next-action": id, "content-type": "multipart/form-data; boundary=zz" } }),
      ],
      [
        "over 1 MB",
        () => ({ body: JSON.stringify(["x".repeat(1_100_000)]), headers: { "next-action": id, "content-type": "text/plain" } }),
      ],
      [
        "other origin",
        () => ({ body: "[]", headers: { "next-action": id, "content-type": "text/plain", origin: "https://evil.example" } }),
      ],
      // Next throws past 1,000 (issue 47).
      [
        "1,001 arguments",
        () => ({ body: JSON.stringify(Array(1001).fill(null)), headers: { "next-action": id, "content-type": "text/plain" } }),
      ],
      [
        "plain object argument",
        () => ({
          body: JSON.stringify([{ status: "idle" }, { email: random.pick(hostile) }]),
          headers: { "next-action": id, "content-type": "text/plain" },
        }),
      ],
    ];
    const [name, make] = random.pick(malformed);
    const { body, headers } = make();
    return {
      kind: `malformed-action:${name}`,
      detail: String(body ?? "").slice(0, 200),
      request: () =>
        fetch(`${baseUrl}${random.pick(["/", "/fr", "/client/login"])}`, {
          method: "POST",
          body,
          headers: { origin, ...headers, ...forwarded },
          redirect: "manual",
        }),
    };
  }

  if (roll < 0.93) {
    // The router's headers as no router sends them, and X-Forwarded-Host forged (the server trusts a proxy here).
    const tree = random.pick([
      "not-json",
      "%7B",
      "%",
      encodeURIComponent('{"a":1}'),
      encodeURIComponent("[1,2]"),
      encodeURIComponent(JSON.stringify(["", { children: ["__PAGE__", {}] }, null, "refetch"])),
      encodeURIComponent(JSON.stringify(["", {}])),
      "[".repeat(5000),
      encodeURIComponent(JSON.stringify(["", { children: ["x".repeat(50_000), {}] }])),
    ]);
    const shape = random.pick(["router state", "prefetch", "segment prefetch", "next-url", "forwarded host"] as const);
    const headers: Record<string, string> = {
      "router state": { rsc: "1", "next-router-state-tree": tree },
      prefetch: { rsc: "1", "next-router-prefetch": random.pick(["1", "2", "x"]), "next-router-state-tree": tree },
      "segment prefetch": {
        rsc: "1",
        "next-router-prefetch": "1",
        "next-router-segment-prefetch": random.pick(["/_tree", "%", "/../x", "/_full"]),
      },
      "next-url": { rsc: "1", "next-url": random.pick(["%", "//evil.example", "/fr/%25", "x".repeat(5000)]) },
      "forwarded host": {
        "x-forwarded-host": random.pick(["evil.example", "evil.example, other.example", "", "[::1]:x", "a b", "ex\u00e9mple.ca"]),
        "x-forwarded-proto": random.pick(["https", "http", "gopher"]),
      },
    }[shape];
    const page = random.pick(["/", "/fr", "/privacy", "/fr/perspectives/blogue", "/client/login", "/insights/blog/made-up"]);
    return {
      kind: `router-headers:${shape}`,
      detail: `${page} ${JSON.stringify(headers).slice(0, 200)}`,
      request: () => rawRequest(baseUrl, page, { headers: { ...headers, ...forwarded } }),
    };
  }

  if (roll < 0.95) {
    // Slow bodies: a form post whose body pauses halfway, or stops before its Content-Length.
    const form = noScript.contact.en;
    const { body, type } = multipart([...form.hidden, ...Object.entries(validContact(token))]);
    const stop = random.chance(0.3);
    const nextAction = random.chance(0.3);
    return {
      kind: `slow-body:${stop ? "unfinished" : "pausing"}${nextAction ? " next-action" : ""}`,
      detail: token,
      request: () =>
        rawRequest(baseUrl, "/", {
          method: "POST",
          body,
          pauseMs: stop ? 0 : 200 + random.int(1500),
          stopAfter: stop ? Math.floor(body.length * 0.8) : undefined,
          headers: {
            "content-type": type,
            origin,
            ...(nextAction ? { "next-action": ids.contact, accept: "text/x-component" } : {}),
            ...forwarded,
          },
        }),
    };
  }

  const [method, pathname] = random.pick([
    ["GET", "/%E0%A4%A"],
    ["GET", "/x.php"],
    ["GET", "/_next/x"],
    ["GET", "/fr/%c0%ae%c0%ae/"],
    ["TRACE", "/"],
    ["PUT", "/"],
    ["GET", "/client/login?next=/.//evil.example"],
    ["GET", "/%25"],
    ["GET", "/privacy%25"],
    ["GET", "/fr/perspectives/blogue/%25zz"],
    ["GET", "/insights/blog/made-up-slug"],
    ["GET", "/insights/news/made-up-slug"],
    ["GET", "/fr/produits/produit-invente"],
    ["GET", "/privacy/"],
    ["GET", "//evil.example/"],
    ["GET", "http://evil.example/"],
    ["GET", "http://evil.example/privacy/"],
    ["GET", "*"],
    ["OPTIONS", "*"],
    ["HEAD", "/insights/blog/made-up-slug"],
    // Issue 47: a page number that is not percent-encoding, a NUL in a route handler's query, OPTIONS on static files.
    ["GET", "/insights/news?page=%25"],
    ["GET", "/fr/perspectives/nouvelles?page=%25"],
    ["GET", "/insights/news?page=%E0%A4%A"],
    ["GET", "/products?category=%25&origin=%E0%A4%A"],
    ["GET", "/api/catalog/trade?product=%00"],
    ["OPTIONS", "/images/favicon.svg"],
    ["OPTIONS", "/_next/static/chunks/made-up.js"],
  ] as const);
  return {
    kind: `path:${method} ${pathname}`,
    detail: pathname,
    // fetch() refuses TRACE and absolute request targets itself: a raw request.
    request: () => rawRequest(baseUrl, pathname, { method, headers: forwarded }),
  };
}

/** Every kind of route the site answers: pages in both languages, route handlers, files (issue 47: each with every method). */
function routes(): string[] {
  const chunks = path.join(process.cwd(), ".next", "static", "chunks");
  const chunk = fs.existsSync(chunks) ? fs.readdirSync(chunks).find((name) => name.endsWith(".js")) : undefined;
  return [
    "/",
    "/fr",
    "/privacy",
    "/fr/confidentialite",
    "/insights/news",
    "/insights/news?page=2",
    "/insights/blog",
    "/insights/news/feed.xml",
    "/fr/insights/blog/feed.xml",
    "/products",
    "/client/login",
    "/client/dashboard",
    "/contact/thanks",
    "/admin/login",
    "/admin-portal/dashboard",
    "/admin-portal/inbox/export",
    "/simple-admin",
    "/api/health",
    "/api/events",
    "/api/catalog/trade?product=x",
    "/api/admin/documents",
    "/api/admin/documents/00000000-0000-4000-8000-000000000000/sharing",
    "/api/client/documents/00000000-0000-4000-8000-000000000000",
    "/api/auth/get-session",
    "/api/metrics",
    "/media/made-up.webp",
    "/images/favicon.svg",
    `/_next/static/chunks/${chunk ?? "made-up.js"}`,
    "/robots.txt",
    "/sitemap.xml",
    "/amazon-assets.zip",
    "/x.php",
  ];
}
const sweepMethods = ["GET", "HEAD", "POST", "OPTIONS", "PUT", "DELETE", "PATCH"] as const;

/** Runs `cases` hostile requests, then checks the database; the report says what failed. */
export async function fuzz({
  baseUrl,
  databaseUrl,
  cases,
  seed = Date.now(),
  concurrency = 4,
}: FuzzOptions): Promise<FuzzReport> {
  const started = Date.now();
  const random = generator(seed);
  const ids = actionIds();
  const noScript = await loadNoScriptForms(baseUrl);
  const run = String(seed % 1_000_000_007);
  const planned: Planned[] = Array.from({ length: cases }, (_, index) => plan(random, baseUrl, ids, noScript, run, index));
  // Then every route with every method, once each (no body: a POST without a form is not a Server Action).
  for (const pathname of routes())
    for (const method of sweepMethods)
      planned.push({
        kind: `route:${method} ${pathname}`,
        detail: pathname,
        request: () => rawRequest(baseUrl, pathname, { method, headers: { "x-forwarded-for": address(random) } }),
      });
  const report: FuzzReport = {
    cases,
    byKind: {},
    statuses: {},
    serverErrors: [],
    acknowledged: 0,
    invalidAcknowledged: [],
    lost: [],
    invalidStored: [],
    forgedAccepted: [],
    storedRows: 0,
    eventsStored: 0,
    durationMs: 0,
  };
  const acknowledged: NonNullable<Planned["form"]>[] = [];
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const eventsBefore = Number((await pool.query("select count(*) from analytics_events")).rows[0].count);

  let next = 0;
  const worker = async () => {
    while (next < planned.length) {
      const item = planned[next++]!;
      report.byKind[item.kind.split(":")[0]!] = (report.byKind[item.kind.split(":")[0]!] ?? 0) + 1;
      let status: number;
      let text = "";
      try {
        const response = await item.request();
        status = response.status;
        text = await response.text();
      } catch (error) {
        status = 0;
        text = String(error);
      }
      report.statuses[String(status)] = (report.statuses[String(status)] ?? 0) + 1;
      if (status >= 500 || status === 0)
        report.serverErrors.push({ kind: item.kind, status, detail: `${item.detail} → ${text.slice(0, 200)}` });
      if (item.expected !== undefined && status !== item.expected)
        report.forgedAccepted.push(`${item.kind} answered ${status}: ${item.detail.slice(0, 100)}`);
      if (item.form && status === 200 && text.includes('"status":"success"')) {
        report.acknowledged++;
        acknowledged.push(item.form);
        if (!item.form.valid) report.invalidAcknowledged.push({ kind: item.kind, detail: item.detail });
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));

  try {
    const rows = {
      contact_messages: (await pool.query("select * from contact_messages where message like $1", [`fz${run}x%`])).rows,
      access_requests: (await pool.query("select * from access_requests where business_needs like $1", [`fz${run}x%`])).rows,
    };
    report.storedRows = rows.contact_messages.length + rows.access_requests.length;
    const tokenOf = (text: string) => text.split(" ")[0];
    const stored = new Set([
      ...rows.contact_messages.map((row) => tokenOf(row.message)),
      ...rows.access_requests.map((row) => tokenOf(row.business_needs)),
    ]);
    for (const form of acknowledged) if (!form.honeypot && !stored.has(form.token)) report.lost.push(form.token);
    const toValues = (row: Record<string, string | null>, table: string) =>
      table === "contact_messages"
        ? {
            firstName: row.first_name,
            lastName: row.last_name,
            email: row.email,
            phone: row.phone ?? undefined,
            message: row.message,
          }
        : {
            firstName: row.first_name,
            lastName: row.last_name,
            email: row.email,
            phone: row.phone,
            companyName: row.company_name,
            jobTitle: row.job_title,
            companySize: row.company_size,
            industry: row.industry,
            website: row.website ?? undefined,
            businessNeeds: row.business_needs,
          };
    for (const [table, tableRows] of Object.entries(rows)) {
      const schema = table === "contact_messages" ? contactSchema : accessRequestSchema;
      for (const row of tableRows) {
        if (!schema.safeParse(toValues(row, table)).success) report.invalidStored.push(`${table} ${row.id}`);
      }
    }
    report.eventsStored = Number((await pool.query("select count(*) from analytics_events")).rows[0].count) - eventsBefore;
    const badEvents = await pool.query(
      "select count(*) from analytics_events where name <> 'app_initialized' or locale not in ('en', 'fr') or pathname !~ '^/' or pathname ~ '[\\x01-\\x1f\\x7f]' or user_agent ~ '[\\x01-\\x1f\\x7f]'",
    );
    if (Number(badEvents.rows[0].count) > 0) report.invalidStored.push(`${badEvents.rows[0].count} analytics events`);
    // Only the site's pages are pages viewed (src/server/content/site-paths.ts).
    const madeUp = await pool.query(
      "select count(*) from analytics_events where pathname in ('/Buy cheap watches at evil.example', '/insights/blog/made-up', '/fr/teams', '/wp-login.php')",
    );
    if (Number(madeUp.rows[0].count) > 0) report.forgedAccepted.push(`${madeUp.rows[0].count} events of made-up pages stored`);
  } finally {
    await pool.end();
  }
  report.durationMs = Date.now() - started;
  return report;
}

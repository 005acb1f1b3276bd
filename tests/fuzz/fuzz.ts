// Hostile traffic against a running production server: both public forms in both languages (as
// the browser posts them), the analytics endpoint, malformed Server Action calls, bad paths and
// methods. Checks what an attacker and a fuzzer must never get: a 5xx, an invalid row stored, an
// acknowledged submission lost. Used by `npm run fuzz` (scripts/fuzz.ts) and tests/e2e/fuzz.spec.ts.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import pg from "pg";
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
  /** For form cases: what must hold once answered. */
  form?: { table: "contact_messages" | "access_requests"; token: string; valid: boolean; honeypot: boolean };
}

function address(random: ReturnType<typeof generator>) {
  return `198.18.${random.int(256)}.${random.int(256)}`;
}

function plan(
  random: ReturnType<typeof generator>,
  baseUrl: string,
  ids: ReturnType<typeof actionIds>,
  run: string,
  index: number,
): Planned {
  const token = `fz${run}x${index}`;
  const roll = random.next();
  const origin = new URL(baseUrl).origin;
  const forwarded = { "x-forwarded-for": address(random) };

  if (roll < 0.6) {
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

  if (roll < 0.8) {
    const event: Record<string, unknown> = { name: "app_initialized", pathname: "/fr", userAgent: "Fuzz/1.0", locale: "fr" };
    const field = random.pick(["name", "pathname", "userAgent", "locale", "extra"]);
    event[field] = random.chance(0.2) ? random.int(10) : random.pick(hostile);
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

  if (roll < 0.95) {
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

  const [method, pathname] = random.pick([
    ["GET", "/%E0%A4%A"],
    ["GET", "/x.php"],
    ["GET", "/_next/x"],
    ["GET", "/fr/%c0%ae%c0%ae/"],
    ["TRACE", "/"],
    ["PUT", "/"],
    ["GET", "/client/login?next=/.//evil.example"],
  ] as const);
  return {
    kind: `path:${method} ${pathname}`,
    detail: pathname,
    // fetch() refuses TRACE itself: a raw request.
    request: () =>
      new Promise<Response>((resolve, reject) => {
        http
          .request(`${baseUrl}${pathname}`, { method, headers: forwarded }, (res) => {
            res.resume();
            res.on("end", () => resolve(new Response(null, { status: res.statusCode ?? 0 })));
          })
          .on("error", reject)
          .end();
      }),
  };
}

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
  const run = String(seed % 1_000_000_007);
  const planned = Array.from({ length: cases }, (_, index) => plan(random, baseUrl, ids, run, index));
  const report: FuzzReport = {
    cases,
    byKind: {},
    statuses: {},
    serverErrors: [],
    acknowledged: 0,
    invalidAcknowledged: [],
    lost: [],
    invalidStored: [],
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
  } finally {
    await pool.end();
  }
  report.durationMs = Date.now() - started;
  return report;
}

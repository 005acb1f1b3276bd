#!/usr/bin/env node
// `npm run bench:forms`: submits N contact forms concurrently to a running server the way a
// browser without JavaScript posts them (the whole page comes back), then N the way a browser
// with JavaScript does (the Server Action call), prints the figures of each, then checks in the
// database that every accepted one was stored and that their outbox rows were delivered once.
//
//   node scripts/bench-forms.mjs --base http://127.0.0.1:3000 -n 200 --concurrency 20 \
//     [--path both|nojs|js] [--crm-port 4010] [--smtp-port 2525] [--wait 180]
//
// Needs DATABASE_URL: the server's PostgreSQL database (an embedded PGlite database cannot be
// read while the server holds it). The per-address rate limit must allow the run: either start
// the server with TRUST_PROXY=true (each submission comes from its own X-Forwarded-For address)
// or with FORM_RATE_LIMIT_PER_MINUTE of at least N.
// --crm-port / --smtp-port start a local fake HubSpot and a local SMTP server that count what
// they receive; start the server with the settings printed below to point it at them.
import http from "node:http";
import { parseArgs } from "node:util";
import pg from "pg";
import { loadForm, submitForm, submitFormAsScript } from "./lib/form-post.ts";

const { values: options } = parseArgs({
  options: {
    base: { type: "string", default: "http://127.0.0.1:3000" },
    n: { type: "string", short: "n", default: "200" },
    concurrency: { type: "string", short: "c", default: "20" },
    "crm-port": { type: "string" },
    "smtp-port": { type: "string" },
    wait: { type: "string", default: "180" },
    path: { type: "string", default: "both" },
  },
});
const total = Number(options.n);
const concurrency = Number(options.concurrency);
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error("Set DATABASE_URL to the server's PostgreSQL database: the results are checked there.");
  process.exit(2);
}

// --- Local receivers -------------------------------------------------------------------------
const crmHits = new Map();
let crmServer;
if (options["crm-port"]) {
  crmServer = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => (raw += chunk));
    req.on("end", () => {
      try {
        const email = JSON.parse(raw).fields.find((field) => field.name === "email")?.value;
        crmHits.set(email, (crmHits.get(email) ?? 0) + 1);
      } catch {
        // counted as nothing
      }
      res.writeHead(200, { "content-type": "application/json" }).end('{"inlineMessage":"Thanks"}');
    });
  });
  await new Promise((resolve) => crmServer.listen(Number(options["crm-port"]), "127.0.0.1", resolve));
}
const mailHits = new Map();
let smtpServer;
if (options["smtp-port"]) {
  const { SMTPServer } = await import("smtp-server");
  smtpServer = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      stream.on("data", () => {});
      stream.on("end", () => {
        for (const { address } of session.envelope.rcptTo) mailHits.set(address, (mailHits.get(address) ?? 0) + 1);
        callback();
      });
    },
  });
  await new Promise((resolve) => smtpServer.listen(Number(options["smtp-port"]), "127.0.0.1", resolve));
}
if (crmServer || smtpServer) {
  console.log("Receivers listening; the server under test needs:");
  if (crmServer) {
    console.log(`  HUBSPOT_API_BASE=http://127.0.0.1:${options["crm-port"]} HUBSPOT_PORTAL_ID=1 HUBSPOT_CONTACT_FORM_ID=bench`);
  }
  if (smtpServer) console.log(`  SMTP_URL=smtp://127.0.0.1:${options["smtp-port"]}`);
}

// --- Submissions -----------------------------------------------------------------------------
// Two paths: a browser without JavaScript posts the form and gets the whole page back; one with
// JavaScript makes the Server Action call and gets only the action's result.
const run = `bench-${Date.now().toString(36)}`;
const origin = new URL(options.base).origin;
const form = await loadForm(`${options.base}/`, 'id="contact-form"');
const paths = options.path === "both" ? ["nojs", "js"] : [options.path];
const emailOf = (path, index) => `${run}-${path}-${index}@example.com`;
const emails = paths.flatMap((path) => [...Array(total).keys()].map((index) => emailOf(path, index)));
const startedAt = performance.now();

async function submitAll(path) {
  const latencies = [];
  let accepted = 0;
  // Why the others were not accepted: 503 (the server's bound on work in flight, with
  // Retry-After), another answer (e.g. the rate limit's message), or no answer (connection reset).
  const refusals = { busy: 0, other: 0, network: 0 };
  const otherStatuses = new Map();
  const retryAfters = new Set();
  let next = 0;
  async function submitter() {
    while (next < total) {
      const index = next++;
      const began = performance.now();
      // A distinct address per submission: counted as such only when the server has TRUST_PROXY.
      const n = index + (path === "js" ? total : 0);
      const headers = { origin, "x-forwarded-for": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` };
      const fields = {
        firstName: "Bench",
        lastName: `Run ${index}`,
        email: emailOf(path, index),
        phone: "",
        message: `Benchmark message ${index}`,
      };
      let answer;
      try {
        if (path === "js") answer = await submitFormAsScript(form, fields, headers);
        else {
          const page = await submitForm(form, fields, headers);
          answer = { ...page, accepted: page.status === 200 && /<dialog[^>]*\sopen/.test(page.html) };
        }
      } catch {
        answer = undefined;
      }
      latencies.push(performance.now() - began);
      if (!answer) refusals.network++;
      else if (answer.accepted) accepted++;
      else if (answer.status === 503) {
        refusals.busy++;
        retryAfters.add(answer.retryAfter);
      } else {
        refusals.other++;
        otherStatuses.set(answer.status, (otherStatuses.get(answer.status) ?? 0) + 1);
      }
    }
  }
  const began = performance.now();
  await Promise.all(Array.from({ length: Math.min(concurrency, total) }, submitter));
  const seconds = (performance.now() - began) / 1000;
  latencies.sort((a, b) => a - b);
  const percentile = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))].toFixed(0);
  return { path, accepted, refusals, otherStatuses, retryAfters, seconds, percentile };
}

const results = [];
for (const path of paths) {
  console.log(`Submitting ${total} contact forms to ${options.base}, ${concurrency} at a time, ${describePath(path)}...`);
  results.push(await submitAll(path));
}
const accepted = results.reduce((sum, result) => sum + result.accepted, 0);

function describePath(path) {
  return path === "js" ? "as a browser with JavaScript (the Server Action call)" : "as a browser without JavaScript (page post)";
}

// --- Checks in the database ------------------------------------------------------------------
const db = new pg.Client({ connectionString: databaseUrl });
await db.connect();
const stored = (await db.query("select count(*)::int as n from contact_messages where email like $1", [`${run}-%`])).rows[0].n;
const outboxOf = `
  select kind, status, attempts from outbox
  where payload->>'to' like $1 or payload->>'replyTo' like $1
     or exists (select 1 from jsonb_array_elements(payload->'fields') field where field->>'value' like $1)`;
const deadline = Date.now() + Number(options.wait) * 1000;
let rows;
for (;;) {
  rows = (await db.query(outboxOf, [`${run}-%`])).rows;
  if (!rows.some((row) => row.status === "pending") || Date.now() > deadline) break;
  await new Promise((resolve) => setTimeout(resolve, 1000));
}
await db.end();
const drainedIn = ((performance.now() - startedAt) / 1000).toFixed(1);
const tally = (kind) => {
  const ofKind = rows.filter((row) => row.kind === kind);
  const by = (status) => ofKind.filter((row) => row.status === status).length;
  return {
    rows: ofKind.length,
    delivered: by("delivered"),
    logged: by("logged"),
    pending: by("pending"),
    failed: by("failed"),
    firstTry: ofKind.filter((row) => row.attempts === 1).length,
  };
};

console.log("");
for (const result of results) {
  const refused = result.refusals.busy + result.refusals.other + result.refusals.network;
  const statuses = [...result.otherStatuses].map(([status, count]) => `${status}: ${count}`).join(", ");
  console.log(describePath(result.path));
  console.log(`  N                       ${total}`);
  console.log(`  accepted / refused      ${result.accepted} / ${refused}`);
  console.log(
    `  refusals                ${result.refusals.busy} busy (503, Retry-After ${[...result.retryAfters].join("/") || "-"} s), ${result.refusals.other} other answers${statuses ? ` (HTTP ${statuses})` : ""}, ${result.refusals.network} without an answer`,
  );
  console.log(
    `  submissions per second  ${(total / result.seconds).toFixed(1)} (${result.seconds.toFixed(2)} s; latency p50 ${result.percentile(50)} ms, p95 ${result.percentile(95)} ms, p99 ${result.percentile(99)} ms, max ${result.percentile(100)} ms)`,
  );
}
// Every acknowledged submission is stored, and none that was refused (the visitor would retry it).
console.log(`stored                  ${stored} of ${accepted} accepted${stored === accepted ? "" : "  <-- MISMATCH"}`);
for (const kind of ["crm", "email"]) {
  const t = tally(kind);
  console.log(
    `outbox ${kind.padEnd(5)}            ${t.rows} rows: ${t.delivered} delivered, ${t.logged} logged, ${t.pending} pending, ${t.failed} failed (${t.firstTry} on the first attempt)`,
  );
}
if (crmServer) {
  const once = emails.filter((email) => crmHits.get(email) === 1).length;
  const more = [...crmHits.values()].filter((hits) => hits > 1).length;
  console.log(`CRM received once       ${once} of ${emails.length} (${more} received more than once)`);
}
if (smtpServer) {
  const once = emails.filter((email) => mailHits.get(email) === 1).length;
  console.log(
    `acknowledgements once   ${once} of ${emails.length}; notifications to the company ${[...mailHits.entries()].filter(([to]) => !to.startsWith(run)).reduce((sum, [, hits]) => sum + hits, 0)}`,
  );
}
console.log(`outbox drained after    ${drainedIn} s`);
crmServer?.close();
smtpServer?.close();
const unanswered = results.reduce((sum, result) => sum + result.refusals.other + result.refusals.network, 0);
process.exit(stored === accepted && unanswered === 0 ? 0 : 1);

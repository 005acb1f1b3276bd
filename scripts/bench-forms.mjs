#!/usr/bin/env node
// `npm run bench:forms`: N contact forms submitted by distinct visitors, C at a time, to a running
// server, the way a browser without JavaScript posts them (303 to the thank-you page, which it
// then loads) and the way one with JavaScript does (the Server Action call). Prints for each the
// accepted submissions per second, the refused ones and the latency percentiles, apart; then
// whether another visitor is delayed while one address holds slow posts open; then checks that
// every accepted one was stored and delivered once.
//
//   node scripts/bench-forms.mjs --base http://127.0.0.1:3000 -n 1000 --concurrency 50 \
//     [--path both|nojs|js] [--crm-port 4010] [--smtp-port 2525] [--wait 180] [--slow 10]
//
// Each submission comes from its own X-Forwarded-For address: start the server with
// TRUST_PROXY=true (or with FORM_RATE_LIMIT_PER_MINUTE of at least N).
// DATABASE_URL (the server's PostgreSQL database) lets the script count what was stored; on the
// embedded database (which the server holds) leave it unset: deliveries are then counted by the
// receivers alone. --crm-port / --smtp-port start a local fake HubSpot and a local SMTP server that
// count what they receive; start the server with the settings printed below to point it at them.
import net from "node:net";
import http from "node:http";
import { parseArgs } from "node:util";
import pg from "pg";
import { isContactThanks, loadForm, submitForm, submitFormAsScript } from "./lib/form-post.ts";
import { describeServerMemory } from "./lib/server-memory.mjs";

const { values: options } = parseArgs({
  options: {
    base: { type: "string", default: "http://127.0.0.1:3000" },
    n: { type: "string", short: "n", default: "1000" },
    concurrency: { type: "string", short: "c", default: "50" },
    slow: { type: "string", default: "10" },
    "crm-port": { type: "string" },
    "smtp-port": { type: "string" },
    wait: { type: "string", default: "180" },
    path: { type: "string", default: "both" },
  },
});
const total = Number(options.n);
const concurrency = Number(options.concurrency);
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) console.log("No DATABASE_URL: what was stored is not counted (the receivers still count deliveries).");

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
// Two paths: a browser without JavaScript posts the form, is sent to the thank-you page and loads
// it; one with JavaScript makes the Server Action call and gets only the action's result.
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
          answer = { ...page, status: page.postStatus, accepted: page.status === 200 && isContactThanks(page.html) };
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

// --- One address holding slow posts open -----------------------------------------------------
// Opens `slow` posts from one address that send their headers and a little of the body, then go
// silent (the server cuts them after REQUEST_BODY_TIMEOUT_MS); meanwhile another address submits
// the form a few times, one after another. Its latency is compared with the same submissions
// made before the slow posts were opened.
const slowCount = Number(options.slow);
let fairness;
if (slowCount > 0) {
  const url = new URL(options.base);
  const submitOnce = async (index) => {
    const began = performance.now();
    const page = await submitForm(
      form,
      { firstName: "Fair", lastName: `Visitor ${index}`, email: `${run}-fair-${index}@example.com`, phone: "", message: "Hello" },
      // Each from its own address (none the slow posts'), so the form's rate limit stays out of it.
      { origin, "x-forwarded-for": `10.251.1.${index + 1}` },
    );
    return { ms: performance.now() - began, accepted: page.status === 200 && isContactThanks(page.html) };
  };
  const alone = [];
  for (let i = 0; i < 3; i++) alone.push(await submitOnce(i));
  const slowAnswers = [];
  const sockets = Array.from({ length: slowCount }, () => {
    const socket = net.connect(Number(url.port || 80), url.hostname);
    const openedAt = performance.now();
    let answeredAfter;
    socket.once("data", (chunk) => {
      answeredAfter = performance.now() - openedAt;
      slowAnswers.push({ status: String(chunk).slice(9, 12), ms: answeredAfter });
    });
    socket.on("close", () => {
      if (answeredAfter === undefined) slowAnswers.push({ status: "closed", ms: performance.now() - openedAt });
    });
    socket.on("error", () => {});
    socket.write(
      `POST / HTTP/1.1\r\nHost: ${url.host}\r\nOrigin: ${origin}\r\nX-Forwarded-For: 10.251.0.1\r\n` +
        "Content-Type: multipart/form-data; boundary=x\r\nContent-Length: 100000\r\n\r\n--x\r\n",
    );
    return socket;
  });
  await new Promise((resolve) => setTimeout(resolve, 300));
  const beside = [];
  for (let i = 3; i < 8; i++) beside.push(await submitOnce(i));
  await new Promise((resolve) => setTimeout(resolve, 12_000));
  for (const socket of sockets) socket.destroy();
  fairness = { alone, beside, slowAnswers };
}

function describePath(path) {
  return path === "js" ? "as a browser with JavaScript (the Server Action call)" : "as a browser without JavaScript (page post)";
}

// --- Checks in the database ------------------------------------------------------------------
const fairAccepted = fairness ? [...fairness.alone, ...fairness.beside].filter((answer) => answer.accepted).length : 0;
let stored;
let rows = [];
if (databaseUrl) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  stored = (await db.query("select count(*)::int as n from contact_messages where email like $1", [`${run}-%`])).rows[0].n;
  const outboxOf = `
  select kind, status, attempts from outbox
  where payload->>'to' like $1 or payload->>'replyTo' like $1
     or exists (select 1 from jsonb_array_elements(payload->'fields') field where field->>'value' like $1)`;
  const deadline = Date.now() + Number(options.wait) * 1000;
  for (;;) {
    rows = (await db.query(outboxOf, [`${run}-%`])).rows;
    if (!rows.some((row) => row.status === "pending") || Date.now() > deadline) break;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  await db.end();
} else {
  // Deliveries counted by the receivers: wait until each accepted submission's arrived, or the time allowed.
  const expected = accepted + fairAccepted;
  const deadline = Date.now() + Number(options.wait) * 1000;
  const delivered = () =>
    Math.min(
      crmServer ? [...crmHits.values()].length : expected,
      smtpServer ? [...mailHits.keys()].filter((to) => to.startsWith(run)).length : expected,
    );
  while (delivered() < expected && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 1000));
}
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
  console.log(`${describePath(result.path)}: ${total} submissions, ${concurrency} visitors at a time`);
  console.log(
    `  accepted per second     ${(result.accepted / result.seconds).toFixed(1)} (${result.accepted} in ${result.seconds.toFixed(2)} s)`,
  );
  console.log(
    `  refused                 ${refused}: ${result.refusals.busy} busy (503, Retry-After ${[...result.retryAfters].join("/") || "-"} s), ${result.refusals.other} other answers${statuses ? ` (HTTP ${statuses})` : ""}, ${result.refusals.network} without an answer`,
  );
  console.log(
    `  latency                 p50 ${result.percentile(50)} ms, p95 ${result.percentile(95)} ms, p99 ${result.percentile(99)} ms, max ${result.percentile(100)} ms`,
  );
}
if (fairness) {
  const ms = (answers) => answers.map((answer) => answer.ms.toFixed(0)).join(" / ");
  const worst = Math.max(...fairness.beside.map((answer) => answer.ms)) - Math.max(...fairness.alone.map((answer) => answer.ms));
  console.log(`one address holding ${slowCount} slow posts open, another address submitting:`);
  console.log(`  alone                   ${ms(fairness.alone)} ms`);
  console.log(
    `  beside the slow posts   ${ms(fairness.beside)} ms (worst delay ${worst.toFixed(0)} ms; ${fairness.beside.filter((answer) => answer.accepted).length} of ${fairness.beside.length} accepted)`,
  );
  const byStatus = new Map();
  for (const answer of fairness.slowAnswers) byStatus.set(answer.status, [...(byStatus.get(answer.status) ?? []), answer.ms]);
  console.log(
    `  the slow posts          ${[...byStatus].map(([status, times]) => `${times.length} answered ${status} after ${(Math.max(...times) / 1000).toFixed(1)} s at most`).join(", ") || "none answered"}`,
  );
}
// Every acknowledged submission is stored, and none that was refused (the visitor would retry it).
if (databaseUrl) {
  const expected = accepted + fairAccepted;
  console.log(`stored                  ${stored} of ${expected} accepted${stored === expected ? "" : "  <-- MISMATCH"}`);
}
if (databaseUrl)
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
console.log(`server memory           ${await describeServerMemory(options.base)}`);
process.exit((!databaseUrl || stored === accepted + fairAccepted) && unanswered === 0 ? 0 : 1);

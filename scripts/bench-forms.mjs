#!/usr/bin/env node
// `npm run bench:forms`: contact forms submitted by distinct visitors, C at a time (wrk), for S
// seconds, to a running server, the way a browser without JavaScript posts them (303 to the
// thank-you page) and the way one with JavaScript does (a post to the form intake, answered as
// JSON). Prints for each the accepted submissions per second, the refused ones and the latency
// percentiles, apart; then whether another visitor is delayed while one address holds slow posts
// open; then checks that every accepted one was stored and delivered once.
//
//   node scripts/bench-forms.mjs --base http://127.0.0.1:3000 --seconds 5 --concurrency 50 \
//     [--path both|nojs|js] [--crm-port 4010] [--smtp-port 2525] [--wait 180] [--slow 10]
//
// Each submission comes from its own X-Forwarded-For address: start the server with
// TRUST_PROXY=true.
// DATABASE_URL (the server's PostgreSQL database) lets the script count what was stored; on the
// embedded database (which the server holds) leave it unset: deliveries are then counted by the
// receivers alone. --crm-port / --smtp-port start a local fake HubSpot and a local SMTP server that
// count what they receive; start the server with the settings printed below to point it at them.
//
//   --memory 512 (MB): starts two sites itself (scripts/lib/bench-server.mjs, on BENCH_PORT, 3348
//   by default, and the next port; on new PostgreSQL databases named by BENCH_DATABASE_URL and
//   _2, or on new embedded ones), one without a limit and one in a memory cgroup of that limit,
//   runs this benchmark against each with the other options, and ends with the limited one's OOM
//   kills, refusals, accepted/s against the unlimited one's and the cgroup's peak.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path_ from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { startBenchServer } from "./lib/bench-server.mjs";
import { isContactThanks, loadForm, submitForm } from "./lib/form-post.ts";
import { describeServerMemory } from "./lib/server-memory.ts";
import { ensureWrk } from "./lib/wrk.ts";

const { values: options } = parseArgs({
  options: {
    base: { type: "string", default: "http://127.0.0.1:3000" },
    seconds: { type: "string", default: "5" },
    concurrency: { type: "string", short: "c", default: "50" },
    slow: { type: "string", default: "10" },
    "crm-port": { type: "string" },
    "smtp-port": { type: "string" },
    wait: { type: "string", default: "180" },
    path: { type: "string", default: "both" },
    memory: { type: "string" },
  },
});
if (options.memory) process.exit(await compareInMemoryLimit(Number(options.memory)));

/**
 * `--memory`: this benchmark against a site without a limit, then against one in `megabytes`
 * (each started here, with the receivers' settings when --crm-port/--smtp-port are given); the
 * exit status is 1 when either run failed, the limited site was killed for memory or refused a form.
 * @param {number} megabytes
 */
async function compareInMemoryLimit(megabytes) {
  if (!(megabytes > 0)) throw new Error("--memory takes a number of MB");
  const port = Number(process.env.BENCH_PORT ?? 3348);
  const forwarded = [];
  for (let i = 2; i < process.argv.length; i++) {
    if (process.argv[i] === "--memory") i++;
    else if (!process.argv[i].startsWith("--memory=") && !process.argv[i].startsWith("--base")) forwarded.push(process.argv[i]);
  }
  const env = { TRUST_PROXY: "true" };
  if (options["crm-port"])
    Object.assign(env, {
      HUBSPOT_API_BASE: `http://127.0.0.1:${options["crm-port"]}`,
      HUBSPOT_PORTAL_ID: "1",
      HUBSPOT_CONTACT_FORM_ID: "bench",
    });
  if (options["smtp-port"]) env.SMTP_URL = `smtp://127.0.0.1:${options["smtp-port"]}`;
  const base = process.env.BENCH_DATABASE_URL;
  const runs = [];
  const sites = [];
  try {
    for (const [index, limit] of [undefined, megabytes].entries()) {
      // Without a limit first: a build, if one is needed, runs there, outside the limit.
      const site = await startBenchServer({
        port: port + index,
        memoryMb: limit,
        env,
        databaseUrl: base && index > 0 ? `${base}_2` : base,
      });
      sites.push(site);
    }
    for (const [index, site] of sites.entries()) {
      const label = index === 0 ? "without a limit" : `in ${megabytes} MB`;
      console.log(`\n=== bench:forms ${label} (${site.origin}) ===`);
      const child = spawn(process.execPath, [...process.execArgv, process.argv[1], "--base", site.origin, ...forwarded], {
        env: { ...process.env, DATABASE_URL: site.databaseUrl ?? "" },
        stdio: ["ignore", "pipe", "inherit"],
      });
      let output = "";
      child.stdout.on("data", (chunk) => {
        output += chunk;
        process.stdout.write(chunk);
      });
      const status = await new Promise((resolve) => child.on("exit", (code) => resolve(code ?? 1)));
      const figures = [...output.matchAll(/accepted per second\s+([\d.]+)[\s\S]*?refused\s+(\d+)[\s\S]*?p99 (\d+) ms/g)].map(
        (match) => ({
          acceptedPerSecond: Number(match[1]),
          refused: Number(match[2]),
          p99: Number(match[3]),
        }),
      );
      runs.push({ label, status, figures, memory: site.memory() });
    }
  } finally {
    for (const site of sites) await site.stop();
  }
  const [unlimited, limited] = runs;
  console.log(`\nbench:forms --memory ${megabytes}: accepted/s (refused, p99) per path, without a limit -> in ${megabytes} MB`);
  limited.figures.forEach((figure, index) => {
    const free = unlimited.figures[index];
    console.log(
      `  ${forwardedPathName(index)}: ${free.acceptedPerSecond} (${free.refused}, ${free.p99} ms) -> ${figure.acceptedPerSecond} (${figure.refused}, ${figure.p99} ms): ${free.acceptedPerSecond > 0 ? `${((figure.acceptedPerSecond / free.acceptedPerSecond) * 100).toFixed(0)}%` : "no ratio (none accepted without a limit)"}`,
    );
  });
  const refused = limited.figures.reduce((sum, figure) => sum + figure.refused, 0);
  // A path nothing was accepted on without a limit has no ratio (0 of 0 is not a failure of the limit).
  const ratios = limited.figures
    .map((figure, index) => figure.acceptedPerSecond / unlimited.figures[index].acceptedPerSecond)
    .filter((ratio) => Number.isFinite(ratio));
  const worst = ratios.length > 0 ? Math.min(...ratios) : NaN;
  const memory = limited.memory ?? { oomKills: NaN, peakBytes: NaN };
  console.log(
    `in ${megabytes} MB: ${memory.oomKills} OOM kills, ${refused} refused, the cgroup's peak ${Math.round(memory.peakBytes / 1048576)} MB; ` +
      `accepted/s at ${(worst * 100).toFixed(0)}% or more of the same run without a limit (at least 85%) — ${memory.oomKills === 0 && refused === 0 && worst >= 0.85 ? "met" : "NOT met"}`,
  );
  return runs.every((run) => run.status === 0) && memory.oomKills === 0 && refused === 0 ? 0 : 1;
}

function forwardedPathName(index) {
  const paths = options.path === "both" ? ["nojs", "js"] : [options.path];
  return describePath(paths[index] ?? "");
}
const seconds = Number(options.seconds);
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
// Two paths: a browser without JavaScript posts the form to its page and is sent (303) to the
// thank-you page; one with JavaScript posts the fields to the form intake and gets the form's
// state as JSON. Each is driven by wrk (a Node client would be the bottleneck) for `--seconds`,
// `concurrency` connections, every submission from its own address and e-mail (a Lua script
// numbers them); the thank-you page a browser then loads is a cached page, left out here.
const run = `bench-${Date.now().toString(36)}`;
const origin = new URL(options.base).origin;
const form = await loadForm(`${options.base}/`, 'id="contact-form"');
const paths = options.path === "both" ? ["nojs", "js"] : [options.path];
const startedAt = performance.now();
// Addresses start at a random point of 10.0.0.0/8 so that runs a minute apart do not meet the
// form's per-address rate limit.
const addressBase = Math.floor(Math.random() * 2 ** 23);

/** The request body of one path with `@@N@@` where each submission's number goes, and its type. */
async function bodyTemplate(path) {
  const body = new FormData();
  for (const [name, value] of form.hidden) if (path === "nojs" || !name.startsWith("$ACTION")) body.append(name, value);
  const fields = {
    firstName: "Bench",
    lastName: "Run @@N@@",
    email: `${run}-${path}-@@N@@@example.com`,
    phone: "",
    message: "Benchmark message @@N@@",
  };
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  const request = new Request(options.base, { method: "POST", body });
  return { contentType: request.headers.get("content-type"), bytes: Buffer.from(await request.arrayBuffer()) };
}

const luaString = (text) => JSON.stringify(text);

async function submitAll(path) {
  const dir = fs.mkdtempSync(path_.join(os.tmpdir(), "bench-forms-"));
  const { contentType, bytes } = await bodyTemplate(path);
  fs.writeFileSync(path_.join(dir, "body"), bytes);
  const target = path === "js" ? "/api/forms" : new URL(form.action).pathname;
  // Accepted: the 303 to the thank-you page (no JavaScript), or the state "success" (the intake).
  const acceptedIf =
    path === "js"
      ? `status == 200 and body ~= nil and body:find('"status":"success"', 1, true) ~= nil`
      : `status == 303 and (headers["location"] or headers["Location"]) ~= nil`;
  fs.writeFileSync(
    path_.join(dir, "submit.lua"),
    `
local file = io.open(${luaString(path_.join(dir, "body"))}, "rb")
local template = file:read("*a")
file:close()
local threads = {}
local nextId = 0
function setup(thread)
  thread:set("id", nextId)
  nextId = nextId + 1
  table.insert(threads, thread)
end
counter = 0
accepted = 0
busy = 0
other = 0
function request()
  counter = counter + 1
  local n = id * 10000000 + counter
  local a = (${addressBase} + n) % 16777216
  local body = template:gsub("@@N@@", tostring(n))
  return wrk.format("POST", ${luaString(target)}, {
    ["Content-Type"] = ${luaString(contentType)},
    ["Origin"] = ${luaString(origin)},
    ["X-Forwarded-For"] = string.format("10.%d.%d.%d", math.floor(a / 65536) % 256, math.floor(a / 256) % 256, a % 256),
  }, body)
end
function response(status, headers, body)
  if ${acceptedIf} then accepted = accepted + 1
  elseif status == 503 then busy = busy + 1
  else other = other + 1 end
end
function done(summary, latency, requests)
  local a, b, o = 0, 0, 0
  for _, thread in ipairs(threads) do
    a = a + thread:get("accepted")
    b = b + thread:get("busy")
    o = o + thread:get("other")
  end
  local e = summary.errors
  io.write(string.format('RESULT {"accepted":%d,"busy":%d,"other":%d,"requests":%d,"us":%d,"p50":%d,"p95":%d,"p99":%d,"max":%d,"network":%d}\\n',
    a, b, o, summary.requests, summary.duration, latency:percentile(50), latency:percentile(95), latency:percentile(99), latency.max,
    e.connect + e.read + e.write + e.timeout))
end
`,
  );
  const result = spawnSync(
    "wrk",
    ["-t2", `-c${concurrency}`, `-d${seconds}s`, "--timeout", "10s", "-s", path_.join(dir, "submit.lua"), options.base],
    { encoding: "utf8" },
  );
  fs.rmSync(dir, { recursive: true, force: true });
  const line = /^RESULT (.*)$/m.exec(result.stdout ?? "");
  if (result.status !== 0 || !line) throw new Error(`wrk failed: ${result.stderr}${result.stdout}`);
  const figures = JSON.parse(line[1]);
  return { path, ...figures, seconds: figures.us / 1e6 };
}

ensureWrk();
const results = [];
for (const path of paths) {
  console.log(`Submitting contact forms to ${options.base} for ${seconds} s, ${concurrency} at a time, ${describePath(path)}...`);
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
      // A new connection each: one kept from before wrk's run may have been closed by the server
      // as idle, and a post is not retried on it.
      { origin, "x-forwarded-for": `10.251.1.${index + 1}`, connection: "close" },
    ).catch(() => undefined); // no answer (a reset connection): not accepted
    return { ms: performance.now() - began, accepted: page?.status === 200 && isContactThanks(page.html) };
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
  return path === "js" ? "as a browser with JavaScript (the form intake)" : "as a browser without JavaScript (page post)";
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
  const refused = result.busy + result.other + result.network;
  const ms = (us) => (us / 1000).toFixed(0);
  console.log(
    `${describePath(result.path)}: ${result.requests} submissions in ${result.seconds.toFixed(2)} s, ${concurrency} visitors at a time`,
  );
  console.log(`  accepted per second     ${(result.accepted / result.seconds).toFixed(1)} (${result.accepted} accepted)`);
  console.log(
    `  refused                 ${refused}: ${result.busy} busy (503), ${result.other} other answers, ${result.network} without an answer`,
  );
  console.log(
    `  latency                 p50 ${ms(result.p50)} ms, p95 ${ms(result.p95)} ms, p99 ${ms(result.p99)} ms, max ${ms(result.max)} ms`,
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
// wrk stops at the end of its time with up to one submission per connection still in flight: those
// were sent, and stored, but their answers were not counted.
const inFlightAtStop = concurrency * results.length;
const storedAsExpected = () => stored >= accepted + fairAccepted && stored <= accepted + fairAccepted + inFlightAtStop;
if (databaseUrl) {
  console.log(
    `stored                  ${stored}: the ${accepted + fairAccepted} accepted and ${stored - accepted - fairAccepted} in flight when wrk stopped (at most ${inFlightAtStop})${storedAsExpected() ? "" : "  <-- MISMATCH"}`,
  );
}
if (databaseUrl)
  for (const kind of ["crm", "email"]) {
    const t = tally(kind);
    console.log(
      `outbox ${kind.padEnd(5)}            ${t.rows} rows: ${t.delivered} delivered, ${t.logged} logged, ${t.pending} pending, ${t.failed} failed (${t.firstTry} on the first attempt)`,
    );
  }
if (crmServer) {
  const once = [...crmHits].filter(([email, hits]) => email?.startsWith(run) && hits === 1).length;
  const more = [...crmHits.values()].filter((hits) => hits > 1).length;
  console.log(`CRM received once       ${once} of ${accepted + fairAccepted} accepted (${more} received more than once)`);
}
if (smtpServer) {
  const once = [...mailHits].filter(([to, hits]) => to.startsWith(run) && hits === 1).length;
  console.log(
    `acknowledgements once   ${once} of ${accepted + fairAccepted} accepted; notifications to the company ${[...mailHits.entries()].filter(([to]) => !to.startsWith(run)).reduce((sum, [, hits]) => sum + hits, 0)}`,
  );
}
console.log(`outbox drained after    ${drainedIn} s`);
crmServer?.close();
smtpServer?.close();
const unanswered = results.reduce((sum, result) => sum + result.other + result.network, 0);
console.log(`server memory           ${await describeServerMemory(options.base)}`);
process.exit((!databaseUrl || storedAsExpected()) && unanswered === 0 ? 0 : 1);

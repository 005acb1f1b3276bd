#!/usr/bin/env node
// CPU per request of the per-visitor pages (issue 30), before against after in one run:
// `npm run bench:dash`. Starts one production server per variant (a
// checkout with its own build: VARIANTS="before=/tmp/old-checkout:3220,after=.:3230"; default the
// current one on 3230), each on a fresh database (DB=pglite, the default, or DB=pg: a PostgreSQL
// database bench_dash_<variant> made anew), makes and signs in a client (of a company) and an
// administrator (with their second factor), then alternates wrk runs over rounds x targets x
// variants and reads the server's CPU time (/proc/<pid>/stat; on PostgreSQL also its backends' and
// the statements committed, pg_stat_database) around each run: CPU ms per answered request, req/s,
// p50, p99, statements per request. CPU per request holds on a busy machine where req/s does not.
// Targets: the floor (/client/forgot-password, which Next renders per request with nothing of
// ours in it), the client's dashboard, the admin dashboard. ROUNDS (3), DURATION_S (8), CONNECTIONS
// (50), ONLY (a regular expression on target names), ACCEPT_ENCODING (e.g. br), SEED_SQL (a file
// run on each PostgreSQL database before the runs), SERVER_NODE_ARGS (e.g. `--cpu-prof
// --cpu-prof-dir=/tmp/prof/{name}`). The HTML of each target is written to BENCH_DASH_OUT (/tmp).
//
// `--spike` (issue 48): what staff and clients feel under a spike instead: each per-visitor page
// (the client's dashboard, the catalog's prices for a client, the order request, the admin
// dashboard, the inbox, the studio's list) for SPIKE_S (30) seconds at 50 connections, then
// DURATION_S at 10; errors (no answer, or an answer other than 2xx/3xx: 5xx included), req/s, p50
// and p99 of each (targets: 0 errors, p99 at most 1 s at 50 and 300 ms at 10 on PostgreSQL).
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { Secret, TOTP } from "otpauth";
import { loadForm } from "./lib/form-post.ts";
import { recreateDatabase } from "./lib/fresh-database.ts";
import { runWrk } from "./lib/wrk.ts";

const rounds = Number(process.env.ROUNDS ?? 3);
const seconds = Number(process.env.DURATION_S ?? 8);
const connections = Number(process.env.CONNECTIONS ?? 50);
const usePg = (process.env.DB ?? "pglite") === "pg";
const spike = process.argv.includes("--spike");
const spikeSeconds = Number(process.env.SPIKE_S ?? 30);
const only = process.env.ONLY ? new RegExp(process.env.ONLY) : undefined;
const acceptEncoding = process.env.ACCEPT_ENCODING;
const variants = (process.env.VARIANTS ?? "current=.:3230").split(",").map((spec) => {
  const [name, rest] = spec.split("=");
  const [dir, port] = rest.split(":");
  return { name, dir: path.resolve(dir), port: Number(port) };
});
const ticks = 100; // USER_HZ
const password = "Bench!Password1";
const totpKey = "BenchAdminAuthenticatorKey01";

function cpuOfPid(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) * (1000 / ticks);
  } catch {
    return 0;
  }
}
/** CPU ms of the PostgreSQL backends connected to `db` (they persist in the pool). */
function cpuOfBackends(db) {
  let total = 0;
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    let cmdline;
    try {
      cmdline = fs.readFileSync(`/proc/${entry}/cmdline`, "utf8");
    } catch {
      continue;
    }
    if (cmdline.startsWith("postgres: ") && cmdline.includes(` ${db} `)) total += cpuOfPid(entry);
  }
  return total;
}
async function xacts(client, db) {
  const { rows } = await client
    .query("select pg_stat_force_next_flush()")
    .then(() => client.query("select xact_commit + xact_rollback as n from pg_stat_database where datname = $1", [db]));
  return Number(rows[0]?.n ?? 0);
}

function wrk(url, headers) {
  return runWrk(url, { connections, seconds, headers });
}

async function signIn(pageUrl, formId, email, totp) {
  const form = await loadForm(pageUrl, `id="${formId}"`);
  const body = new FormData();
  for (const [name, value] of form.hidden) body.append(name, value);
  body.append("email", email);
  body.append("password", password);
  const response = await fetch(form.action, {
    method: "POST",
    body,
    redirect: "manual",
    headers: { origin: new URL(pageUrl).origin },
  });
  let cookies = response.headers.getSetCookie().map((c) => c.split(";")[0]);
  const location = response.headers.get("location");
  if (totp && location?.includes("/admin/login/code")) {
    const cookie = cookies.join("; ");
    const codeForm = await loadForm(new URL(location, pageUrl).toString(), 'id="two-factor-code-form"', { headers: { cookie } });
    const codeBody = new FormData();
    for (const [name, value] of codeForm.hidden) codeBody.append(name, value);
    codeBody.append("code", new TOTP({ secret: Secret.fromUTF8(totp), digits: 6, period: 30 }).generate());
    const answered = await fetch(codeForm.action, {
      method: "POST",
      body: codeBody,
      redirect: "manual",
      headers: { origin: new URL(pageUrl).origin, cookie },
    });
    cookies = answered.headers.getSetCookie().map((c) => c.split(";")[0]);
  }
  return cookies.join("; ");
}

async function startVariant(variant) {
  const origin = `http://127.0.0.1:${variant.port}`;
  const dbName = `bench_dash_${variant.name}`;
  const databaseUrl = usePg ? `postgres://postgres@127.0.0.1:5432/${dbName}` : "";
  const dataDir = usePg ? "" : fs.mkdtempSync(path.join(os.tmpdir(), "dash-bench-"));
  if (usePg) await recreateDatabase(databaseUrl);
  const env = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(variant.port),
    SITE_URL: origin,
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    BETTER_AUTH_SECRET: "bench-secret-for-a-local-run-only-0123456789",
  };
  const accounts = [
    [
      "--email",
      "bench-client@example.ca",
      "--password",
      password,
      "--role",
      "client",
      "--first-name",
      "Bench",
      "--company",
      "Bench Foods",
    ],
    [
      "--email",
      "bench-admin@example.ca",
      "--password",
      password,
      "--role",
      "admin",
      "--first-name",
      "Bench",
      "--totp-key",
      totpKey,
    ],
  ];
  for (const account of accounts) {
    execFileSync("npm", ["run", "--silent", "user:create", "--", ...account], {
      cwd: variant.dir,
      env,
      stdio: ["ignore", "ignore", "inherit"],
    });
  }
  const nodeArgs = (process.env.SERVER_NODE_ARGS ?? "").replaceAll("{name}", variant.name).split(" ").filter(Boolean);
  // A checkout from before the compiled server (issue 30) starts with tsx.
  const start = fs.existsSync(path.join(variant.dir, "scripts", "start.mjs"))
    ? ["scripts/start.mjs"]
    : ["--import", "tsx/esm", "scripts/start.ts"];
  const server = spawn(process.execPath, [...nodeArgs, ...start], {
    cwd: variant.dir,
    env,
    stdio: ["ignore", "inherit", "inherit"],
  });
  const exited = new Promise((resolve) => server.on("exit", resolve));
  for (;;) {
    if (server.exitCode !== null) throw new Error(`${variant.name}: server exited`);
    const status = await fetch(`${origin}/api/health`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) break;
    await new Promise((r) => setTimeout(r, 300));
  }
  if (usePg && process.env.SEED_SQL) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(fs.readFileSync(process.env.SEED_SQL, "utf8"));
    await client.end();
  }
  const clientCookie = await signIn(`${origin}/client/login`, "sign-in-form", "bench-client@example.ca");
  const adminCookie = await signIn(`${origin}/admin/login`, "admin-sign-in-form", "bench-admin@example.ca", totpKey);
  const enc = acceptEncoding ? { "accept-encoding": acceptEncoding } : {};
  const targets = [
    { name: "floor /client/forgot-password", url: `${origin}/client/forgot-password`, headers: { ...enc } },
    {
      name: "floor (signed-in client) /client/forgot-password",
      url: `${origin}/client/forgot-password`,
      headers: { ...enc, cookie: clientCookie },
    },
    { name: "client dashboard", url: `${origin}/client/dashboard`, headers: { ...enc, cookie: clientCookie } },
    { name: "admin dashboard", url: `${origin}/admin-portal/dashboard`, headers: { ...enc, cookie: adminCookie } },
  ]
    .filter((t) => !spike || !t.name.startsWith("floor"))
    .concat(
      spike
        ? [
            { name: "catalog prices (client)", url: `${origin}/api/catalog/prices`, headers: { ...enc, cookie: clientCookie } },
            { name: "order request (client)", url: `${origin}/client/orders/new`, headers: { ...enc, cookie: clientCookie } },
            { name: "inbox (admin)", url: `${origin}/admin-portal/inbox`, headers: { ...enc, cookie: adminCookie } },
            { name: "studio list (admin)", url: `${origin}/admin-portal/content`, headers: { ...enc, cookie: adminCookie } },
          ]
        : [],
    )
    .filter((t) => !only || only.test(t.name));
  for (const target of targets) {
    const response = await fetch(target.url, { headers: target.headers, redirect: "manual" });
    const html = await response.text();
    target.status = response.status;
    target.cacheControl = response.headers.get("cache-control");
    target.bytes = Buffer.byteLength(html);
    if (target.headers.cookie && (response.status !== 200 || /name="password"/.test(html))) {
      throw new Error(`${variant.name} ${target.name}: ${response.status}`);
    }
    fs.writeFileSync(
      `${process.env.BENCH_DASH_OUT ?? os.tmpdir()}/${variant.name}-${target.name.replace(/\W+/g, "_")}.html`,
      html,
    );
  }
  const stop = async () => {
    if (server.exitCode === null) server.kill("SIGTERM");
    await exited;
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { ...variant, origin, server, targets, stop, dbName };
}

const started = [];
let stats;
try {
  for (const variant of variants) started.push(await startVariant(variant));
  if (usePg) {
    stats = new pg.Client({ connectionString: "postgres://postgres@127.0.0.1:5432/postgres" });
    await stats.connect();
  }
  for (const v of started) {
    for (const t of v.targets) console.log(`${v.name} ${t.name}: ${t.status} ${t.cacheControl} ${t.bytes} bytes`);
  }
  if (spike) {
    console.log(
      `\n--spike on ${usePg ? "PostgreSQL" : "PGlite"}: each page ${spikeSeconds} s at 50 connections, then ${seconds} s at 10`,
    );
    console.log(
      `${"page|variant".padEnd(44)}${"conns".padStart(6)}${"req/s".padStart(8)}${"p50 ms".padStart(8)}${"p99 ms".padStart(8)}  errors`,
    );
    let failed = false;
    for (const v of started) {
      for (const target of v.targets) {
        for (const [conns, duration, p99Target] of [
          [50, spikeSeconds, 1000],
          [10, seconds, 300],
        ]) {
          const run = runWrk(target.url, { connections: conns, seconds: duration, headers: target.headers });
          // A run in which nothing was answered has no p99: not met.
          const met = run.requests > 0 && run.errors === 0 && run.p99 <= p99Target;
          failed ||= !met;
          console.log(
            `${`${target.name}|${v.name}`.padEnd(44)}${String(conns).padStart(6)}${run.rps.toFixed(0).padStart(8)}${run.p50.toFixed(0).padStart(8)}${run.p99.toFixed(0).padStart(8)}  ${run.errors}  (p99 at most ${p99Target} ms, no error: ${met ? "met" : "NOT met"})`,
          );
        }
      }
    }
    process.exitCode = failed ? 1 : 0;
  }
  const results = new Map();
  for (let round = 1; round <= (spike ? 0 : rounds); round++) {
    for (const targetIndex of started[0].targets.keys()) {
      // Alternate the order of variants per round.
      const order = round % 2 ? started : [...started].reverse();
      for (const v of order) {
        const target = v.targets[targetIndex];
        const cpu0 = cpuOfPid(v.server.pid);
        const db0 = usePg ? cpuOfBackends(v.dbName) : 0;
        const x0 = usePg ? await xacts(stats, v.dbName) : 0;
        const run = wrk(target.url, target.headers);
        const cpu1 = cpuOfPid(v.server.pid);
        const db1 = usePg ? cpuOfBackends(v.dbName) : 0;
        const x1 = usePg ? await xacts(stats, v.dbName) : 0;
        const key = `${target.name}|${v.name}`;
        const row = {
          ...run,
          cpuMs: (cpu1 - cpu0) / run.requests,
          pgMs: (db1 - db0) / run.requests,
          queries: usePg ? (x1 - x0 - 2) / run.requests : NaN,
        };
        if (!results.has(key)) results.set(key, []);
        results.get(key).push(row);
        process.stderr.write(
          `r${round} ${key}: ${row.rps.toFixed(0)} req/s p99 ${row.p99.toFixed(0)} ms, node ${row.cpuMs.toFixed(2)} ms/req, pg ${row.pgMs.toFixed(2)} ms/req, q/req ${row.queries.toFixed(1)} err ${row.errors}\n`,
        );
      }
    }
  }
  const median = (xs) => {
    const s = [...xs].sort((a, b) => a - b);
    const m = Math.floor(s.length / 2);
    return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
  };
  if (!spike)
    console.log(
      `\n${usePg ? "PostgreSQL" : "PGlite"}, ${connections} connections, ${rounds} x ${seconds}s, medians${acceptEncoding ? `, accept-encoding ${acceptEncoding}` : ""}`,
    );
  if (!spike)
    console.log(
      `${"target|variant".padEnd(60)}${"req/s".padStart(8)}${"p50".padStart(8)}${"p99".padStart(8)}${"node ms".padStart(9)}${"pg ms".padStart(8)}${"q/req".padStart(7)}${"bytes".padStart(9)} err`,
    );
  for (const [key, runs] of results) {
    const [tname, vname] = key.split("|");
    const t = started.find((v) => v.name === vname).targets.find((x) => x.name === tname);
    console.log(
      `${key.padEnd(60)}${median(runs.map((r) => r.rps))
        .toFixed(0)
        .padStart(8)}${median(runs.map((r) => r.p50))
        .toFixed(0)
        .padStart(8)}${median(runs.map((r) => r.p99))
        .toFixed(0)
        .padStart(8)}${median(runs.map((r) => r.cpuMs))
        .toFixed(2)
        .padStart(9)}${median(runs.map((r) => r.pgMs))
        .toFixed(2)
        .padStart(8)}${median(runs.map((r) => r.queries))
        .toFixed(1)
        .padStart(7)}${String(t.bytes).padStart(9)} ${runs.reduce((s, r) => s + r.errors, 0)}`,
    );
  }
} finally {
  await stats?.end();
  for (const v of started) await v.stop();
}

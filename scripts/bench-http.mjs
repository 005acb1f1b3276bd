#!/usr/bin/env node
// `npm run bench:http`: serving speed of the production build against the fastest Node can do.
// Starts the site (scripts/lib/bench-server.mjs) and a raw Node HTTP server that answers the
// home page's bytes from memory (the baseline), then measures with wrk (multi-threaded, in C, so
// the load generator is not the bottleneck: a Node client tops out near 3,000 req/s here),
// alternating targets over several rounds in one run so that a busy machine weighs on all of them
// alike, req/s, p50 and p99 at 50 connections, and prints each as a ratio to the baseline, with
// the issue's targets for / and /fr (at least 25% of the baseline, p99 at most 25 ms; through
// nginx, at least 60%). wrk is Debian's package: installed here when missing (as root).
//
// The news list, a view of it and the news and blog feeds (issue 48), with insights on.
//
// Pages for one visitor too: the client sign-in page an anonymous visitor gets (cached, at least
// 25% of the baseline), a signed-in client's dashboard and the admin dashboard and feature flags
// (at least 300 req/s, p99 at most 300 ms), /api/health (at least 5,000 req/s), and a catalog
// search in each language (ranked by the database, its page cached per query: at least 300 req/s
// on PostgreSQL). The bench
// makes a client (of a company) and an administrator before the site starts (`user:create`), signs
// each in once through the sign-in form, and sends wrk their session cookie.
//
//   BENCH_ROUNDS (3) x BENCH_SECONDS (5) per target; BENCH_CONNECTIONS (50); BENCH_PORT (3290);
//   BENCH_ONLY: a regular expression; only the targets whose name matches it (and the baseline).
//   BENCH_DATABASE_URL: a PostgreSQL database to create anew, so the insights group (the
//   article) can be switched on; without it the article answers 404 and is labelled so.
//
//   --base https://127.0.0.1:8443 measures a site that is already running (nginx in front of
//   two instances, `npm run deploy:local`) instead of starting one; --insecure accepts its
//   self-signed certificate. The baseline stays a raw Node server over plain HTTP.
//   --accept-encoding br asks every target for compressed answers, as browsers do; the baseline
//   then sends the home page's compressed bytes.
//   --hold keeps the site it started up after the run (and its figures), until Ctrl-C: to run
//   bench:forms against the same server (start with TRUST_PROXY=true then). The last line is the
//   server's memory (from its /api/metrics): resident, and the most it held since it started.
//   --node /path/to/bin/node (several times) runs a site and a baseline on each Node binary, side by
//   side in one run (each on its own ports and its own database; with BENCH_DATABASE_URL the second
//   one's name ends in _2), and ends with each later Node's req/s and p99 against the first's:
//   `npm run bench:http -- --node "$(command -v node)" --node .ci/node24/node_modules/.bin/node`.
//   --memory 512 (MB) runs two sites side by side the same way, one without a limit and one in a
//   memory cgroup of that limit (scripts/lib/memory-cgroup.mjs; as root), and ends with the
//   limited one's OOM kills, refused requests, req/s against the unlimited one's and the cgroup's
//   peak.
import { execFileSync, spawn } from "node:child_process";
import http from "node:http";
import https from "node:https";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { startBenchServer } from "./lib/bench-server.mjs";
import { ensureWrk, runWrk } from "./lib/wrk.ts";
import { loadForm } from "./lib/form-post.ts";
import { describeServerMemory } from "./lib/server-memory.ts";
import { Secret, TOTP } from "otpauth";

const { values: options } = parseArgs({
  options: {
    base: { type: "string" },
    insecure: { type: "boolean", default: false },
    "accept-encoding": { type: "string" },
    hold: { type: "boolean", default: false },
    node: { type: "string", multiple: true },
    memory: { type: "string" },
  },
});
// As a browser asks (`--accept-encoding br`): every target is asked for compressed answers, and
// the baseline sends the home page's compressed bytes, so both still send the same bytes.
const requestHeaders = options["accept-encoding"] ? { "accept-encoding": options["accept-encoding"] } : {};
// Only for this process's own fetches of a local test certificate; wrk does not check it.
if (options.insecure) process.env.NODE_TLS_REJECT_UNAUTHORIZED = "0";

const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const port = Number(process.env.BENCH_PORT ?? 3290);
const article = "/insights/blog/tariff-impact-analysis";

// The baseline runs in its own process, like the site, so that it does not share the load
// generator's event loop. Given a key and certificate, it also answers the same bytes over TLS on
// tlsPort: the baseline for a site behind nginx over HTTPS, where encryption costs both the server
// and wrk on the same two cores.
const baselineSource = `
  const http = require("node:http");
  const https = require("node:https");
  process.on("message", (message) => {
    const body = Buffer.from(message.body, "base64");
    const answer = (req, res) => {
      res.writeHead(200, {
        "content-type": "text/html; charset=utf-8",
        "content-length": body.length,
        ...(message.encoding ? { "content-encoding": message.encoding } : {}),
      });
      res.end(body);
    };
    let waiting = message.tls ? 2 : 1;
    const listening = () => --waiting === 0 && process.send("listening");
    http.createServer(answer).listen(message.port, "127.0.0.1", listening);
    if (message.tls) https.createServer(message.tls, answer).listen(message.tlsPort, "127.0.0.1", listening);
  });
`;

/** A throwaway self-signed certificate for the TLS baseline (openssl, as deploy:local makes its own). */
function throwawayCertificate() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-tls-"));
  const files = { key: path.join(dir, "key.pem"), cert: path.join(dir, "cert.pem") };
  try {
    execFileSync(
      "openssl",
      ["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "1"].concat([
        "-subj",
        "/CN=127.0.0.1",
        "-keyout",
        files.key,
        "-out",
        files.cert,
      ]),
      { stdio: "ignore" },
    );
    return { key: fs.readFileSync(files.key, "utf8"), cert: fs.readFileSync(files.cert, "utf8") };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** One wrk run against `url` with the run's headers (and `headers`). */
function run(url, headers = {}) {
  return runWrk(url, { connections, seconds, headers: { ...requestHeaders, ...headers } });
}

/** The bytes a URL answers with `requestHeaders`, as sent (fetch would decompress them). */
function bytesOf(url) {
  const { get } = url.startsWith("https:") ? https : http;
  return new Promise((resolve, reject) => {
    get(url, { headers: requestHeaders, rejectUnauthorized: !options.insecure }, (res) => {
      const chunks = [];
      res.on("data", (chunk) => chunks.push(chunk));
      res.on("end", () => resolve({ body: Buffer.concat(chunks), encoding: res.headers["content-encoding"] }));
      res.on("error", reject);
    }).on("error", reject);
  });
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * Signs in through the page's sign-in form as a browser without JavaScript does, and through the
 * code step when the account has a second factor (`totpKey`: the key user:create enrolled it with);
 * the session cookie it is given, as a Cookie header. Undefined when the sign-in is refused.
 */
async function signIn(pageUrl, formId, email, password, totpKey) {
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
  let cookies = response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]);
  const location = response.headers.get("location");
  if (totpKey && location?.includes("/admin/login/code")) {
    const cookie = cookies.join("; ");
    const codeForm = await loadForm(new URL(location, pageUrl).toString(), 'id="two-factor-code-form"', { headers: { cookie } });
    const codeBody = new FormData();
    for (const [name, value] of codeForm.hidden) codeBody.append(name, value);
    codeBody.append("code", new TOTP({ secret: Secret.fromUTF8(totpKey), digits: 6, period: 30 }).generate());
    const answered = await fetch(codeForm.action, {
      method: "POST",
      body: codeBody,
      redirect: "manual",
      headers: { origin: new URL(pageUrl).origin, cookie },
    });
    cookies = answered.headers.getSetCookie().map((set) => set.split(";")[0]);
  }
  const session = cookies.filter((cookie) => cookie.includes("session_token=") && !cookie.endsWith("="));
  return session.length > 0 ? cookies.join("; ") : undefined;
}

const benchPassword = "Bench!Password1";
const benchAccounts = {
  client: { email: "bench-client@example.ca", role: "client", company: "Bench Foods" },
  // Staff have a second factor: enrolled with this key, whose codes signIn computes.
  admin: { email: "bench-admin@example.ca", role: "admin", totpKey: "BenchAdminAuthenticatorKey01" },
};

ensureWrk();
// One site (and one baseline) per Node binary (--node, several times: e.g. Node 20 beside Node
// 24); their targets alternate in each round, so the machine's load weighs on both alike.
if (options.base && options.node) throw new Error("--node starts a site on each Node binary: not with --base");
const memoryMb = options.memory ? Number(options.memory) : undefined;
if (memoryMb !== undefined && (options.base || options.node || !(memoryMb > 0)))
  throw new Error("--memory takes a number of MB, and starts its own sites: not with --base or --node");
const versionOf = (node) => execFileSync(node, ["-p", "process.versions.node"], { encoding: "utf8" }).trim();
// With --memory: the same Node twice, without a limit (first: it builds if needed) and in the limit.
const runtimes = memoryMb
  ? [undefined, memoryMb].map((limit) => ({
      node: process.execPath,
      version: versionOf(process.execPath),
      memoryMb: limit,
      label: limit ? `in ${limit} MB` : "no limit",
    }))
  : (options.node ?? [process.execPath]).map((node) => {
      const version = versionOf(node);
      return { node, version, memoryMb: undefined, label: `Node ${version}` };
    });
const several = runtimes.length > 1;
const benchDatabaseUrl = process.env.BENCH_DATABASE_URL;

/** Starts the site and the baseline on one Node and lists their targets, signed-in pages included. */
async function prepare(runtime, index) {
  const sitePort = port + 3 * index;
  const site = options.base
    ? { origin: new URL(options.base).origin, flagsSwitched: false, stop: async () => {} }
    : await startBenchServer({
        port: sitePort,
        node: runtime.node,
        // Each site its own PostgreSQL database: the first the one named, the others beside it.
        databaseUrl: benchDatabaseUrl && index > 0 ? `${benchDatabaseUrl}_${index + 1}` : benchDatabaseUrl,
        flags: { insights: true },
        memoryMb: runtime.memoryMb,
        accounts: Object.values(benchAccounts).map(({ email, role, company, totpKey }) =>
          ["--email", email, "--password", benchPassword, "--role", role, "--first-name", "Bench"].concat(
            company ? ["--company", company] : [],
            totpKey ? ["--totp-key", totpKey] : [],
          ),
        ),
      });
  const baseline = spawn(runtime.node, ["-e", baselineSource], { stdio: ["ignore", "inherit", "inherit", "ipc"] });
  const prepared = { runtime, site, baseline, targets: [] };
  sites.push(prepared); // stopped in the end whatever happens next
  const html = Buffer.from(await (await fetch(`${site.origin}/`)).arrayBuffer()).toString();
  const home = await bytesOf(`${site.origin}/`);
  const script = /<script[^>]+src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1];
  if (!script) throw new Error("no /_next/static script found in /");
  const baselinePort = sitePort + 1;
  const overTls = site.origin.startsWith("https:");
  await new Promise((resolve) => {
    baseline.once("message", resolve);
    baseline.send({
      body: home.body.toString("base64"),
      encoding: home.encoding,
      port: baselinePort,
      tlsPort: baselinePort + 1,
      tls: overTls ? throwawayCertificate() : undefined,
    });
  });

  const articleStatus = (await fetch(`${site.origin}${article}`)).status;
  // The news list, a view of it and the feeds (issue 48: cached pages, at least 25% of the
  // baseline): with insights on (BENCH_DATABASE_URL); otherwise each is labelled with its 404.
  const insightsTargets = await Promise.all(
    [
      ["/insights/news (news list)", "/insights/news"],
      ["/insights/news?category=partnership (news view)", "/insights/news?category=partnership"],
      ["/fr/perspectives/nouvelles?category=expansion (news view)", "/fr/perspectives/nouvelles?category=expansion"],
      ["/insights/news/feed.xml (news feed)", "/insights/news/feed.xml"],
      ["/fr/perspectives/blogue/flux.xml (blog feed)", "/fr/perspectives/blogue/flux.xml"],
    ].map(async ([name, address]) => {
      const { status } = await fetch(`${site.origin}${address}`);
      return { name: status === 200 ? name : `${name} (${status})`, url: `${site.origin}${address}` };
    }),
  );
  const targets = [
    { name: "baseline (raw Node, / bytes)", url: `http://127.0.0.1:${baselinePort}/` },
    ...(overTls ? [{ name: "baseline over TLS (raw Node https)", url: `https://127.0.0.1:${baselinePort + 1}/` }] : []),
    { name: "/", url: `${site.origin}/` },
    { name: "/fr", url: `${site.origin}/fr` },
    { name: "/privacy", url: `${site.origin}/privacy` },
    // A French address: next-intl rewrites it to the page's internal path (src/i18n/routing.ts).
    { name: "/fr/confidentialite", url: `${site.origin}/fr/confidentialite` },
    { name: articleStatus === 200 ? article : `${article} (${articleStatus})`, url: `${site.origin}${article}` },
    ...insightsTargets,
    { name: "/client/login", url: `${site.origin}/client/login` },
    { name: "/fr/espace-client/connexion", url: `${site.origin}/fr/espace-client/connexion` },
    { name: "static JS", url: `${site.origin}${script}` },
    { name: "/images/hero.svg", url: `${site.origin}/images/hero.svg` },
    { name: "/api/health", url: `${site.origin}/api/health` },
    // A catalog search: ranked by the database, its page rendered once per query and filters and
    // cached (issue 46: at least 300 req/s on PostgreSQL). Its warm-up must find the product.
    { name: "/products?q=kalamta (search)", url: `${site.origin}/products?q=kalamta`, expect: "Kalamata" },
    {
      name: "/fr/produits?q=recolte (search)",
      url: `${site.origin}/fr/produits?q=recolte&category=`,
      expect: "récolte précoce",
    },
  ];
  // Signed in (not with --base: the accounts are made before the site starts).
  const clientCookie =
    !options.base && (await signIn(`${site.origin}/client/login`, "sign-in-form", benchAccounts.client.email, benchPassword));
  const adminCookie =
    !options.base &&
    (await signIn(
      `${site.origin}/admin/login`,
      "admin-sign-in-form",
      benchAccounts.admin.email,
      benchPassword,
      benchAccounts.admin.totpKey,
    ));
  if (!options.base && (!clientCookie || !adminCookie)) throw new Error("the bench accounts could not sign in");
  if (clientCookie) {
    targets.push({
      name: "client dashboard (signed in)",
      url: `${site.origin}/client/dashboard`,
      headers: { cookie: clientCookie },
    });
  }
  if (adminCookie) {
    targets.push(
      { name: "admin dashboard (signed in)", url: `${site.origin}/admin-portal/dashboard`, headers: { cookie: adminCookie } },
      {
        name: "admin feature flags (signed in)",
        url: `${site.origin}/admin-portal/feature-flags`,
        headers: { cookie: adminCookie },
      },
    );
  }
  const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : undefined;
  prepared.targets = targets
    .filter((target) => !only || target.name.startsWith("baseline") || only.test(target.name))
    .map((target) => ({ ...target, key: several ? `${target.name} [${runtime.label}]` : target.name }));
}

const sites = [];
try {
  for (const [index, runtime] of runtimes.entries()) await prepare(runtime, index);
  // Round by round, target by target, each Node's site in turn.
  const targets = sites[0].targets.flatMap((_, position) => sites.map((site) => site.targets[position]).filter(Boolean));
  // Warm-up: each target once (renders whatever is rendered on first visit); a signed-in page must
  // answer 200 (not the gate, not a redirect to sign in).
  for (const target of targets) {
    const response = await fetch(target.url, { headers: target.headers ?? {}, redirect: "manual" });
    const html = await response.text();
    if (target.expect && (response.status !== 200 || !html.includes(target.expect)))
      throw new Error(`${target.name}: answered ${response.status} without ${target.expect}`);
    if (target.headers && (response.status !== 200 || /name="password"/.test(html))) {
      throw new Error(`${target.key}: answered ${response.status}${response.status === 200 ? " with a sign-in form" : ""}`);
    }
  }

  const results = new Map(targets.map((target) => [target.key, []]));
  for (let round = 1; round <= rounds; round++) {
    for (const target of targets) {
      results.get(target.key).push(run(target.url, target.headers));
    }
    process.stderr.write(`round ${round}/${rounds} done\n`);
  }

  /** Medians of one site's targets, each with its share of that Node's own baseline. */
  const summaryOf = (site) => {
    const rows = site.targets.map((target) => {
      const runs = results.get(target.key);
      return {
        name: target.name,
        key: target.key,
        rps: median(runs.map((r) => r.rps)),
        p50: median(runs.map((r) => r.p50)),
        p99: median(runs.map((r) => r.p99)),
        errors: runs.reduce((sum, r) => sum + r.errors, 0),
      };
    });
    return rows.map((row) => ({ ...row, share: row.rps / rows[0].rps }));
  };
  const summaries = sites.map(summaryOf);
  console.log(
    `bench:http — ${sites.map((site) => site.site.origin).join(", ")}, ${connections} connections, ${rounds} rounds x ${seconds} s per target, medians of the rounds` +
      (sites[0].site.flagsSwitched ? " (insights on)" : "") +
      (several && !memoryMb
        ? `; each site and baseline on its own Node: ${runtimes.map((runtime) => runtime.version).join(", ")}`
        : "") +
      (memoryMb ? `; one site without a memory limit, one in a ${memoryMb} MB cgroup, each with its own baseline` : ""),
  );
  const width = Math.max(several ? 60 : 44, ...summaries.flat().map((row) => row.key.length + 2));
  console.log(
    `${"target".padEnd(width)}${"req/s".padStart(10)}${"p50 ms".padStart(9)}${"p99 ms".padStart(9)}${"x baseline".padStart(12)}  errors`,
  );
  for (const row of summaries.flat()) {
    console.log(
      `${row.key.padEnd(width)}${row.rps.toFixed(0).padStart(10)}${row.p50.toFixed(1).padStart(9)}${row.p99.toFixed(1).padStart(9)}${`${(row.share * 100).toFixed(2)}%`.padStart(12)}  ${row.errors}`,
    );
  }
  for (const summary of summaries) {
    const base = summary[0].rps;
    // The targets of the page cache (issue "One page cache"): the home pages against the baseline;
    // through nginx over TLS, also against the baseline over TLS (the same bytes, the same protocol).
    const tlsBase = summary.find((entry) => entry.name.startsWith("baseline over TLS"))?.rps;
    const share = options.base ? 0.6 : 0.25;
    for (const row of summary.filter((entry) => entry.name === "/" || entry.name === "/fr")) {
      const ratio = row.rps / (tlsBase ?? base);
      const p99Met = options.base || row.p99 <= 25;
      console.log(
        `target ${row.key}: ${(ratio * 100).toFixed(1)}% of the baseline${tlsBase ? " over TLS" : ""} (at least ${share * 100}%)` +
          (tlsBase ? `, ${((row.rps / base) * 100).toFixed(1)}% of the plain HTTP one` : "") +
          (options.base ? "" : `, p99 ${row.p99.toFixed(1)} ms (at most 25 ms)`) +
          ` — ${ratio >= share && p99Met ? "met" : "NOT met"}`,
      );
    }
    // Pages for one visitor (issue 30).
    for (const row of summary) {
      const target =
        row.name.startsWith("/client/login") ||
        row.name.startsWith("/fr/espace-client/connexion") ||
        / \((news (list|view)|news feed|blog feed)\)/.test(row.name)
          ? { text: "at least 25% of the baseline", met: row.rps / base >= 0.25 }
          : row.name === "/api/health"
            ? { text: "at least 5,000 req/s", met: row.rps >= 5000 }
            : row.name.includes("(signed in)")
              ? { text: "at least 300 req/s, p99 at most 300 ms", met: row.rps >= 300 && row.p99 <= 300 }
              : undefined;
      if (!target) continue;
      console.log(
        `target ${row.key}: ${row.rps.toFixed(0)} req/s, ${((row.rps / base) * 100).toFixed(1)}% of the baseline, p99 ${row.p99.toFixed(1)} ms (${target.text}) — ${target.met ? "met" : "NOT met"}`,
      );
    }
  }
  // Each further Node against the first, target by target: req/s and p99 as ratios.
  for (const [index, summary] of summaries.entries()) {
    if (index === 0) continue;
    console.log(`${runtimes[index].label} against ${runtimes[0].label} (req/s, p99):`);
    for (const row of summary) {
      const first = summaries[0].find((entry) => entry.name === row.name);
      if (!first) continue;
      // A target that answered nothing in its rounds (0 req/s) has no ratio.
      const ratio = first.rps > 0 && row.rps > 0 ? `x${(row.rps / first.rps).toFixed(2)}` : "n/a";
      console.log(
        `  ${row.name.padEnd(44)}${ratio.padStart(8)} req/s  ${first.rps.toFixed(0)} -> ${row.rps.toFixed(0)} req/s, ${first.p99.toFixed(1)} -> ${row.p99.toFixed(1)} ms p99`,
      );
    }
  }
  for (const site of sites) {
    console.log(
      `server memory after the run${several ? ` (${site.runtime.label})` : ""}: ${await describeServerMemory(site.site.origin)}`,
    );
  }
  // The site in the memory limit: what the issue asks of it (48), beside the same run without.
  for (const [index, site] of sites.entries()) {
    const readings = site.site.memory();
    if (!readings) continue;
    // The article's 404 on the embedded database (its group cannot be switched on here) is its answer, not a refusal.
    const answered = (row) => !(row.name.startsWith(article) && row.name !== article);
    const refused = summaries[index].filter(answered).reduce((sum, row) => sum + row.errors, 0);
    const unlimited = summaries[0];
    const cached = summaries[index].filter((row) => ["/", "/fr", "/privacy", "/fr/confidentialite"].includes(row.name));
    const worst = Math.min(
      ...cached.map((row) => row.share / (unlimited.find((entry) => entry.name === row.name)?.share ?? NaN)),
    );
    console.log(
      `in ${site.runtime.memoryMb} MB: ${readings.oomKills} OOM kills, ${refused} refused or failed requests (${unlimited.filter(answered).reduce((sum, row) => sum + row.errors, 0)} without a limit), the cgroup's peak ${Math.round(readings.peakBytes / 1048576)} MB; ` +
        `cached pages at ${(worst * 100).toFixed(0)}% or more of their share of the baseline without a limit (at least 90%) — ${readings.oomKills === 0 && refused === 0 && worst >= 0.9 ? "met" : "NOT met"}`,
    );
  }
  if (options.hold && !options.base) {
    console.log(
      `--hold: the site${several ? "s stay" : " stays"} up at ${sites.map((site) => site.site.origin).join(", ")} until Ctrl-C (e.g. for bench:forms --base ${sites[0].site.origin})`,
    );
    await new Promise((resolve) => {
      process.once("SIGINT", resolve);
      process.once("SIGTERM", resolve);
    });
  }
} finally {
  for (const site of sites) {
    site.baseline.kill();
    await site.site.stop();
  }
}

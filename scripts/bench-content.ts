// `npm run bench:content`: the studio's two speed targets, measured against the production build
// on a fresh PostgreSQL database (BENCH_DATABASE_URL, default site_bench on 127.0.0.1):
// - saving a draft (the editor's Server Action, as the browser posts it): p50, p95, p99, max;
// - publishing one item and seeing it on the next request: on the instance that published, and on
//   a second instance on the same database (which reads the cache tags every CACHE_TAG_POLL_MS);
// - the history of a body at the maximum (richTextLimits): the diff of two different bodies, in
//   this process, and the longest the event loop was held meanwhile (a visitor's request waits
//   that long on the server; tests/integration/content-limits.test.ts proves what it shows).
// Prints figures; asserts nothing.
//
//   npm run bench:content -- [--saves 200] [--publishes 10] [--port 3390]
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { parseArgs } from "node:util";
import pg from "pg";
import { chromium } from "playwright-core";
import { richTextLimits, type RichTextDocument } from "@/lib/rich-text/schema";
import { diffSnapshots } from "@/server/content/diff";

const { values: options } = parseArgs({
  options: {
    saves: { type: "string", default: "200" },
    publishes: { type: "string", default: "10" },
    port: { type: "string", default: "3390" },
  },
});
process.env.BENCH_DATABASE_URL ??= "postgres://postgres@127.0.0.1:5432/site_bench";
const databaseUrl = process.env.BENCH_DATABASE_URL;
const port = Number(options.port);
// The benchmarks' shared launcher is plain JavaScript (JSDoc-typed); its shape, for tsc:
type StartBenchServer = (options: {
  port: number;
  flags?: Record<string, boolean>;
}) => Promise<{ origin: string; stop: () => Promise<void>; flagsSwitched: boolean }>;
const benchServerModule = "./lib/bench-server.mjs";
const { startBenchServer } = (await import(benchServerModule)) as { startBenchServer: StartBenchServer };

const admin = { email: "bench-editor@example.ca", password: "Bench!Editor-2026" };

function actionId(exportedName: string): string {
  const manifest = JSON.parse(fs.readFileSync(path.join(".next", "server", "server-reference-manifest.json"), "utf8")) as {
    node: Record<string, { filename: string; exportedName: string }>;
  };
  const found = Object.entries(manifest.node).find(
    ([, entry]) => entry.filename === "src/server/content/actions.ts" && entry.exportedName === exportedName,
  );
  if (!found) throw new Error(`No Server Action ${exportedName} in the build`);
  return found[0];
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

function summary(name: string, samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const f = (value: number) => `${value.toFixed(1)} ms`;
  return `${name}: n=${sorted.length} p50 ${f(percentile(sorted, 50))} p95 ${f(percentile(sorted, 95))} p99 ${f(percentile(sorted, 99))} max ${f(sorted.at(-1) ?? NaN)}`;
}

/** A body of 600-character paragraphs of made-up words, `richTextLimits.maxCharacters` long, different per `seed`. */
function bodyAtTheMaximum(seed: number): RichTextDocument {
  let state = seed;
  const word = () => (state = (state * 1_103_515_245 + 12_345) % 2_147_483_648).toString(36);
  const paragraphs: string[] = [];
  // Paragraphs count as their text plus the "\n\n" between them.
  for (let left = richTextLimits.maxCharacters; left > 0; left -= 602) {
    let text = word();
    while (text.length < 600) text += ` ${word()}`;
    paragraphs.push(text.slice(0, Math.min(600, left)).replace(/ $/, "x"));
  }
  return { type: "doc", content: paragraphs.map((text) => ({ type: "paragraph", content: [{ type: "text", text }] })) };
}

const histories: number[] = [];
const loop = monitorEventLoopDelay({ resolution: 5 });
loop.enable();
for (let i = 0; i < 10; i += 1) {
  const started = performance.now();
  diffSnapshots(
    "news",
    { shared: {}, en: { body: bodyAtTheMaximum(2 * i + 1) }, fr: {} },
    { shared: {}, en: { body: bodyAtTheMaximum(2 * i + 2) }, fr: {} },
  );
  histories.push(performance.now() - started);
  // A turn of the loop between two, as between two requests.
  await new Promise((resolve) => setTimeout(resolve, 10));
}
loop.disable();
const historyFigures = `${summary(`history of a body at the maximum (${richTextLimits.maxCharacters} characters, two bodies)`, histories)}; event loop held at most ${(loop.max / 1e6).toFixed(0)} ms`;

const server = await startBenchServer({ port, flags: { insights: true } });
const origin = server.origin;
const second = { origin: `http://127.0.0.1:${port + 1}`, process: undefined as ReturnType<typeof spawn> | undefined };
try {
  execFileSync(
    "npm",
    ["run", "-s", "user:create", "--", "--email", admin.email, "--password", admin.password, "--role", "editor"],
    {
      env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: "warn" },
      stdio: "ignore",
    },
  );
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox"],
  });
  const page = await browser.newPage();
  await page.goto(`${origin}/admin/login`);
  await page.getByLabel("Email", { exact: true }).fill(admin.email);
  await page.getByLabel("Password", { exact: true }).fill(admin.password);
  await page.getByRole("button", { name: "Unlock" }).click();
  await page.waitForURL(/\/admin-portal\/content/);
  const cookie = (await page.context().cookies()).map((entry) => `${entry.name}=${entry.value}`).join("; ");
  await browser.close();

  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const {
    rows: [item],
  } = await db.query<{ id: string; revision: number; fields: Record<string, unknown>; slug: string }>(
    `select i.id, i.revision, l.fields, l.slug from content_items i join content_locales l on l.item_id = i.id
      where i.type = 'article' and i.key = 'tariff-impact-analysis' and l.locale = 'en'`,
  );
  if (!item) throw new Error("the seeded article is missing");
  const editorPage = `${origin}/admin-portal/content/${item.id}`;
  const post = async (target: string, action: string, args: unknown[]) => {
    const response = await fetch(target, {
      method: "POST",
      headers: { "Next-Action": action, "Content-Type": "text/plain;charset=UTF-8", Accept: "text/x-component", Cookie: cookie },
      body: JSON.stringify(args),
    });
    return response.text();
  };
  const save = actionId("saveContentAction");
  const publish = actionId("publishContentAction");
  let revision = item.revision;
  const saveTitle = async (title: string) => {
    const started = performance.now();
    const body = await post(editorPage, save, [
      { status: "idle" },
      { itemId: item.id, baseRevision: revision, en: { ...item.fields, title } },
    ]);
    const elapsed = performance.now() - started;
    const next = /"revision":(\d+)/.exec(body);
    if (!body.includes('"outcome":"saved"') || !next) throw new Error(`save refused: ${body.slice(0, 300)}`);
    revision = Number(next[1]);
    return elapsed;
  };

  // Warm up (first compile of the route, connections), then measure.
  for (let i = 0; i < 10; i += 1) await saveTitle(`Warm-up ${i}`);
  const saves: number[] = [];
  for (let i = 0; i < Number(options.saves); i += 1) saves.push(await saveTitle(`Draft title ${i}`));

  // A second instance on the same database, as behind nginx.
  second.process = spawn(process.execPath, ["scripts/start.mjs"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port + 1),
      SITE_URL: second.origin,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: "warn",
      BETTER_AUTH_SECRET: process.env.BETTER_AUTH_SECRET ?? "bench-secret-for-a-local-run-only-0123456789",
      OUTBOX_WORKER: "false",
      RETENTION_JOB: "false",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  for (
    let tries = 0;
    (await fetch(`${second.origin}/api/health`).then(
      (r) => r.status,
      () => 0,
    )) !== 200;
    tries += 1
  ) {
    if (tries > 600) throw new Error("the second instance did not start");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  const articleUrl = (base: string) => `${base}/insights/blog/${item.slug}`;
  const visibleAfter = async (url: string, text: string, since: number) => {
    for (;;) {
      const html = await (await fetch(url)).text();
      if (html.includes(text)) return performance.now() - since;
      if (performance.now() - since > 10_000) return Infinity;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  };
  const local: number[] = [];
  const remote: number[] = [];
  const publishCalls: number[] = [];
  for (let i = 0; i < Number(options.publishes); i += 1) {
    const title = `Published title ${Date.now()}`;
    await saveTitle(title);
    // Both instances hold the page rendered before the publish.
    await fetch(articleUrl(origin));
    await fetch(articleUrl(second.origin));
    const started = performance.now();
    const body = await post(editorPage, publish, [
      { status: "idle" },
      { itemId: item.id, locale: "en", baseRevision: revision, publish: true },
    ]);
    if (!body.includes('"outcome":"published"')) throw new Error(`publish refused: ${body.slice(0, 300)}`);
    publishCalls.push(performance.now() - started);
    const [here, there] = await Promise.all([
      visibleAfter(articleUrl(origin), title, started),
      visibleAfter(articleUrl(second.origin), title, started),
    ]);
    local.push(here);
    remote.push(there);
  }
  await db.end();

  console.log("\nContent studio (PostgreSQL, production build, one client):");
  console.log(summary("save a draft (Server Action round trip)", saves));
  console.log(summary("publish (Server Action round trip)", publishCalls));
  console.log(summary("publish → on the page, same instance", local));
  console.log(summary("publish → on the page, second instance", remote));
  console.log(historyFigures);
  console.log("targets: save p99 ≤ 150 ms; same instance ≤ 1 s; another instance ≤ 2 s; a history ≤ 2 s, the loop held < 100 ms");
} finally {
  second.process?.kill("SIGTERM");
  await server.stop();
}

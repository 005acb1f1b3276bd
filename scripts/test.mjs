#!/usr/bin/env node
// `npm test`: every suite in turn (unit, integration, end-to-end), each writing a JSON report to
// .test-results/, then one line with the totals. `--only a,b` runs some suites; `--label x` names
// the reports of this run (CI runs the integration suite a second time on PostgreSQL, and runs
// every suite on Node 24 and some again on Node 20); `--totals` only adds up the reports already in
// .test-results/: all of them, or with `--label x` those of the runs labelled x or x-something,
// printed after `--title` ("Node 24: N passed, N failed"); `--slowest` prints the five spec files of
// the end-to-end report (of the runs labelled `--label x`) that took longest, as a run of it does.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const resultsDir = path.join(root, ".test-results");
const bin = (name) => path.join(root, "node_modules", ".bin", name);

const suites = {
  // Lint and formatting: one "test" each, in the report format of the other suites.
  lint: (report) => [process.execPath, [path.join(root, "scripts", "lint.mjs"), report]],
  unit: (report) => [
    bin("vitest"),
    ["run", "--project", "unit", "--reporter=default", "--reporter=json", `--outputFile.json=${report}`],
  ],
  integration: (report) => [
    bin("vitest"),
    ["run", "--project", "integration", "--reporter=default", "--reporter=json", `--outputFile.json=${report}`],
  ],
  // The integration files whose behaviour depends on the database engine (locking, SKIP LOCKED,
  // advisory locks, migrations, concurrency, the cache tags), named *.engine.test.ts: CI runs
  // them a second time on PostgreSQL; the rest behave alike on both and run once.
  engine: (report) => [
    bin("vitest"),
    ["run", "--project", "integration", "engine.test", "--reporter=default", "--reporter=json", `--outputFile.json=${report}`],
  ],
  // Run in lanes (runLanes below), each with its report.
  e2e: () => [bin("playwright"), ["test", "--reporter=list,json"]],
};

/**
 * The end-to-end suite runs in lanes side by side (playwright.config.ts explains the split): each
 * lane a Playwright run with a suite server on its own port and database, and a JSON report of its
 * own (`e2e-label.json`, then `e2e-label-lane2.json`, …, so that the totals of a label count them
 * all). E2E_LANES=1 runs one lane with every spec.
 */
const e2eLanes = Number(process.env.E2E_LANES ?? 2);
const e2ePort = Number(process.env.E2E_PORT ?? 3210);
const e2eDatabaseUrl = process.env.E2E_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/site_e2e";

/** The report of lane `lane` (0-based) beside the suite's report `report`. */
const laneReport = (report, lane) => (lane === 0 ? report : report.replace(/\.json$/, `-lane${lane + 1}.json`));

/** Lane `lane`'s settings: ports 50 apart (each lane's specs use the 31 after its own: tests/e2e/support/ports.ts). */
function laneEnv(lane) {
  const database = new URL(e2eDatabaseUrl);
  if (lane > 0) database.pathname = `${database.pathname}_lane${lane + 1}`;
  return {
    E2E_LANES: String(e2eLanes),
    E2E_LANE: String(lane),
    E2E_PORT: String(e2ePort + 50 * lane),
    E2E_DATABASE_URL: database.toString(),
  };
}

/**
 * Runs the lanes side by side, each line of their output marked with its lane; resolves with each
 * lane's exit code and time in seconds.
 */
function runLanes(command, args, report) {
  return Promise.all(
    Array.from({ length: e2eLanes }, (_, lane) => {
      const startedAt = Date.now();
      const child = spawn(command, args, {
        cwd: root,
        env: { ...process.env, ...laneEnv(lane), PLAYWRIGHT_JSON_OUTPUT_FILE: laneReport(report, lane) },
        stdio: ["ignore", "pipe", "pipe"],
      });
      const mark = e2eLanes > 1 ? `[lane ${lane + 1}] ` : "";
      for (const [stream, out] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ]) {
        let rest = "";
        stream.setEncoding("utf8");
        stream.on("data", (chunk) => {
          const lines = (rest + chunk).split("\n");
          rest = lines.pop();
          for (const line of lines) out.write(`${mark}${line}\n`);
        });
        stream.on("end", () => rest && out.write(`${mark}${rest}\n`));
      }
      return new Promise((resolve) => child.on("close", (code) => resolve({ code, seconds: (Date.now() - startedAt) / 1000 })));
    }),
  );
}

function argument(name) {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
}

/** Passed and failed counts from a Vitest or Playwright JSON report; a missing report is a failure. */
function countsOf(report) {
  if (!fs.existsSync(report)) return { passed: 0, failed: 1 };
  const data = JSON.parse(fs.readFileSync(report, "utf8"));
  if (data.stats) {
    return { passed: data.stats.expected + data.stats.flaky, failed: data.stats.unexpected + (data.errors?.length ?? 0) };
  }
  return {
    passed: data.numPassedTests,
    failed: data.numFailedTests + (data.success === false && data.numFailedTests === 0 ? 1 : 0),
  };
}

/**
 * The `count` spec files of a Playwright JSON report that took longest, each with the sum of its
 * tests' run times (every attempt; hooks included, as Playwright counts them in a test's result).
 */
function slowestSpecFiles(report, count = 5) {
  if (!fs.existsSync(report)) return [];
  const data = JSON.parse(fs.readFileSync(report, "utf8"));
  if (!data.suites) return [];
  const perFile = new Map();
  const add = (file, suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        for (const result of test.results ?? []) perFile.set(file, (perFile.get(file) ?? 0) + (result.duration ?? 0));
    for (const child of suite.suites ?? []) add(file, child);
  };
  for (const suite of data.suites) add(suite.file ?? suite.title, suite);
  return [...perFile].sort((a, b) => b[1] - a[1]).slice(0, count);
}

function totals(reports) {
  return reports.reduce(
    (sum, report) => {
      const { passed, failed } = countsOf(report);
      return { passed: sum.passed + passed, failed: sum.failed + failed };
    },
    { passed: 0, failed: 0 },
  );
}

/** Whether a report (`suite.json` or `suite-label.json`; suite names have no dash) is of the runs labelled `label` or `label-…`. */
function labelled(name, label) {
  const reportLabel = /^[^-]+-(.+)\.json$/.exec(name)?.[1];
  return reportLabel !== undefined && (reportLabel === label || reportLabel.startsWith(`${label}-`));
}

/** Prints the slowest spec files of the end-to-end reports (every lane's) of the runs labelled `label` (or unlabelled). */
function printSlowest(label) {
  const report = path.join(resultsDir, `${label ? `e2e-${label}` : "e2e"}.json`);
  const perFile = new Map();
  for (let lane = 0; fs.existsSync(laneReport(report, lane)); lane++)
    for (const [file, ms] of slowestSpecFiles(laneReport(report, lane), Infinity))
      perFile.set(file, (perFile.get(file) ?? 0) + ms);
  const slowest = [...perFile]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([file, ms]) => `${file} ${(ms / 1000).toFixed(0)} s`);
  if (slowest.length > 0) console.log(`Slowest spec files: ${slowest.join(", ")}`);
}

if (process.argv.includes("--slowest")) {
  printSlowest(argument("--label"));
  process.exit(0);
}

if (process.argv.includes("--totals")) {
  const label = argument("--label");
  const title = argument("--title");
  const reports = fs.existsSync(resultsDir)
    ? fs
        .readdirSync(resultsDir)
        .filter((name) => name.endsWith(".json") && (label === undefined || labelled(name, label)))
        .map((name) => path.join(resultsDir, name))
    : [];
  const { passed, failed } = totals(reports);
  // Per suite (the tests of each layer), on the titled lines; the last line of CI stays bare.
  const perSuite = title
    ? ` (${reports
        .map((report) => `${path.basename(report, ".json")} ${countsOf(report).passed + countsOf(report).failed}`)
        .sort()
        .join(", ")})`
    : "";
  console.log(`${title ? `${title}: ` : ""}${passed} passed, ${failed} failed${perSuite}`);
  process.exit(failed === 0 && reports.length > 0 ? 0 : 1);
}

// `engine` is the integration suite's subset for a second database: not part of a plain run.
const selected = (argument("--only") ?? "lint,unit,integration,e2e").split(",");
const label = argument("--label");
fs.mkdirSync(resultsDir, { recursive: true });

const reports = [];
const timings = [];
let exitCode = 0;
for (const suite of selected) {
  if (!suites[suite]) {
    console.error(`Unknown suite ${suite}; known: ${Object.keys(suites).join(", ")}`);
    process.exit(2);
  }
  const report = path.join(resultsDir, `${label ? `${suite}-${label}` : suite}.json`);
  fs.rmSync(report, { force: true });
  if (suite === "e2e") {
    fs.rmSync(path.join(resultsDir, "e2e-server-starts.log"), { force: true });
    for (const name of fs.readdirSync(resultsDir))
      if (name.startsWith(path.basename(report, ".json") + "-lane")) fs.rmSync(path.join(resultsDir, name));
  }
  const [command, args, env = {}] = suites[suite](report);
  console.log(`\n=== ${suite}${label ? ` (${label})` : ""} ===`);
  if (suite === "e2e") {
    // The production build first, on its own clock: the suite's server then starts within
    // Playwright's webServer timeout however long the build takes on a busy machine.
    const buildStartedAt = Date.now();
    const build = spawnSync(process.execPath, [path.join(root, "scripts", "start.mjs"), "--build-only"], {
      stdio: "inherit",
      cwd: root,
    });
    timings.push(`build ${((Date.now() - buildStartedAt) / 1000).toFixed(0)} s`);
    if (build.status !== 0) {
      console.error("The build failed: the end-to-end suite cannot run.");
      exitCode = 1;
      reports.push(report);
      continue;
    }
  }
  const startedAt = Date.now();
  if (suite === "e2e") {
    const results = await runLanes(command, args, report);
    if (results.some(({ code }) => code !== 0)) exitCode = 1;
    for (let lane = 0; lane < e2eLanes; lane++) reports.push(laneReport(report, lane));
    const perLane =
      results.length > 1 ? ` (${results.map(({ seconds }, lane) => `lane ${lane + 1} ${seconds.toFixed(0)} s`).join(", ")})` : "";
    timings.push(`${suite}${label ? ` (${label})` : ""} ${((Date.now() - startedAt) / 1000).toFixed(0)} s${perLane}`);
    continue;
  }
  const result = spawnSync(command, args, { stdio: "inherit", cwd: root, env: { ...process.env, ...env } });
  if (result.status !== 0) exitCode = 1;
  reports.push(report);
  timings.push(`${suite}${label ? ` (${label})` : ""} ${((Date.now() - startedAt) / 1000).toFixed(0)} s`);
}

console.log(`\nTime per suite: ${timings.join(", ")}`);
if (selected.includes("e2e")) {
  printSlowest(label);
  // The servers the specs started themselves (tests/e2e/support/site-process.ts notes each), beside the suite's one.
  const startsLog = path.join(resultsDir, "e2e-server-starts.log");
  const starts = fs.existsSync(startsLog) ? fs.readFileSync(startsLog, "utf8").split("\n").filter(Boolean) : [];
  const perSpec = new Map();
  for (const line of starts) perSpec.set(line.split(" ")[0], (perSpec.get(line.split(" ")[0]) ?? 0) + 1);
  const detail = [...perSpec].sort((a, b) => b[1] - a[1]).map(([spec, count]) => `${spec} ${count}`);
  console.log(`Servers started: 1 for the suite, ${starts.length} by specs${detail.length ? ` (${detail.join(", ")})` : ""}`);
}
const { passed, failed } = totals(reports);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(exitCode || (failed > 0 ? 1 : 0));

// `npm start` (`node scripts/start.mjs`): validates the settings, builds when there is no build or
// the sources are newer than it (scripts/build.ts), then (unless `--build-only`) serves the production site on PORT with
// the compiled server (dist/server/main.js, from src/server/http/server.ts: Next's handler behind
// a server that does what Next cannot). Plain JavaScript run by plain `node`: the steps that need
// TypeScript (the settings check, the build) run in processes of their own with tsx, and the
// server's process loads no TypeScript loader at all.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { endOfLifeWarning } from "./lib/node-support.mjs";
import { wasmCompilerArgument } from "./lib/wasm-compiler.mjs";
import { memoryLimit, semiSpaceArgument } from "./lib/young-generation.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
process.chdir(root);

// In a small container V8 gives the young generation a fraction of its usual size, and the server
// collects its per-request garbage ten times as often (scripts/lib/young-generation.mjs); and on
// Node 22 and later, V8's optimizing WebAssembly compiler takes 600 MB for a moment to compile the
// embedded database's SQL parser, which a container below 2 GB cannot give: there PGlite stays on
// the baseline compiler (scripts/lib/wasm-compiler.mjs). Both can only be set when node starts, so
// this script starts again, in place (same process, same signals), with them. Node 20 cannot
// (process.execve is Node 22.15's): it runs with V8's choices, which fit.
const limitBytes = memoryLimit(process, os.totalmem());
const v8Arguments = process.argv.includes("--build-only")
  ? []
  : [
      semiSpaceArgument({ limitBytes, execArgv: process.execArgv, nodeOptions: process.env.NODE_OPTIONS }),
      wasmCompilerArgument({ nodeVersion: process.version, limitBytes, execArgv: process.execArgv }),
    ].filter((argument) => argument !== undefined);
/** @type {((file: string, args: string[]) => never) | undefined} */
const execve = Reflect.get(process, "execve");
if (v8Arguments.length > 0 && execve) {
  execve.call(process, process.execPath, [process.execPath, ...v8Arguments, ...process.execArgv, ...process.argv.slice(1)]);
}

const buildInputs = [
  "src",
  "messages",
  "public",
  "drizzle",
  "assets",
  "next.config.ts",
  "scripts/lib/compile-hints.ts",
  "scripts/build.ts",
  "scripts/start.mjs",
  "postcss.config.mjs",
  "tsconfig.json",
  "package.json",
  "package-lock.json",
];

/** @param {string} entry @returns {number} */
function newestChange(entry) {
  let stat;
  try {
    stat = fs.statSync(entry);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs.readdirSync(entry).reduce((newest, name) => Math.max(newest, newestChange(path.join(entry, name))), stat.mtimeMs);
}

// Until the server runs, a supervisor's SIGTERM or SIGINT (to npm, which passes it on, or to this
// script) goes to the child at work, the settings check or the build, and this script then exits
// with the child's status: nothing is left running behind it.
/** @type {NodeJS.Signals[]} */
const stopSignals = ["SIGTERM", "SIGINT"];
/** @type {import("node:child_process").ChildProcess | undefined} */
let child;
/** @type {NodeJS.Signals | undefined} */
let stoppedBy;
/** @param {NodeJS.Signals} signal */
const stop = (signal) => {
  stoppedBy = signal;
  if (child) child.kill(signal);
  else process.exit(128 + os.constants.signals[signal]);
};
for (const signal of stopSignals) process.on(signal, stop);

/**
 * Runs a step to its end; exits with its status if it fails or a signal stopped it.
 * @param {string[]} args node's arguments
 */
async function run(args) {
  const step = spawn(process.execPath, args, { stdio: "inherit" });
  child = step;
  /** @type {[number | null, NodeJS.Signals | null]} */
  const [code, signal] = await new Promise((resolve) => step.once("exit", (...status) => resolve(status)));
  child = undefined;
  if (code !== 0 || stoppedBy) process.exit(code ?? 128 + os.constants.signals[signal ?? stoppedBy ?? "SIGTERM"]);
}

// A Node past its end of life still serves (refusing would take a site down on a date), but the
// operator is told once, here, before the steps and the server: the children do not repeat it.
const endOfLife = endOfLifeWarning(process.version, new Date());
if (endOfLife) console.warn(endOfLife);

const tsx = path.join(root, "node_modules", "tsx", "dist", "cli.mjs");

await run([tsx, "--conditions=react-server", "scripts/check-env.ts"]);

const buildId = path.join(root, ".next", "BUILD_ID");
const server = path.join(root, "dist", "server", "main.js");
const builtAt = fs.existsSync(buildId) && fs.existsSync(server) ? fs.statSync(buildId).mtimeMs : 0;
const sourcesChangedAt = Math.max(...buildInputs.map((entry) => newestChange(path.join(root, entry))));
if (builtAt === 0 || sourcesChangedAt > builtAt) {
  console.log(
    builtAt === 0
      ? "First start: building the site before serving it. This takes a few minutes (up to 10 on a small or busy machine); later starts reuse the build."
      : "Sources changed since the last build: rebuilding (a few minutes).",
  );
  await run(["--import", "tsx/esm", "scripts/build.ts"]);
}
// `--build-only`: the steps above and no server (`npm test` builds before the end-to-end suite, so
// that the suite's server starts within its timeout whatever the build takes on a busy machine).
if (process.argv.includes("--build-only")) process.exit(0);

// The server runs in this very process, not in a child, and `npm start` execs this script (the
// shell npm runs it with would otherwise keep the signals npm passes on): whatever a supervisor
// signals, npm or this script, is the server, which stops cleanly on SIGTERM or SIGINT.
for (const signal of stopSignals) process.off(signal, stop);
await import(pathToFileURL(server).href);

// `npm start` (`node --import tsx/esm scripts/start.ts`): validates the settings, builds when there
// is no build or the sources are newer than it, then serves the production site on PORT with
// src/server/http/server.ts (Next's handler behind a server that does what Next cannot).
// tsx's loader stays on for the whole process: Next imports our TypeScript cache handler with it.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
process.chdir(root);

const buildInputs = [
  "src",
  "messages",
  "public",
  "drizzle",
  "assets",
  "next.config.ts",
  "scripts/lib/compile-hints.ts",
  "scripts/start.ts",
  "postcss.config.mjs",
  "tsconfig.json",
  "package.json",
  "package-lock.json",
];

function newestChange(entry: string): number {
  let stat: fs.Stats;
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
const stopSignals = ["SIGTERM", "SIGINT"] as const;
let child: ChildProcess | undefined;
let stoppedBy: NodeJS.Signals | undefined;
const stop = (signal: NodeJS.Signals) => {
  stoppedBy = signal;
  if (child) child.kill(signal);
  else process.exit(128 + os.constants.signals[signal]);
};
for (const signal of stopSignals) process.on(signal, stop);

/** Runs a step to its end; exits with its status if it fails or a signal stopped it. */
async function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const step = spawn(command, args, { stdio: "inherit", env });
  child = step;
  const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve) =>
    step.once("exit", (...status) => resolve(status)),
  );
  child = undefined;
  if (code !== 0 || stoppedBy) process.exit(code ?? 128 + os.constants.signals[signal ?? stoppedBy ?? "SIGTERM"]);
}

const tsx = path.join(root, "node_modules", "tsx", "dist", "cli.mjs");
const next = path.join(root, "node_modules", "next", "dist", "bin", "next");

await run(process.execPath, [tsx, "--conditions=react-server", "scripts/check-env.ts"]);

const buildId = path.join(root, ".next", "BUILD_ID");
const builtAt = fs.existsSync(buildId) ? fs.statSync(buildId).mtimeMs : 0;
const sourcesChangedAt = Math.max(...buildInputs.map((entry) => newestChange(path.join(root, entry))));
if (builtAt === 0 || sourcesChangedAt > builtAt) {
  console.log(
    builtAt === 0
      ? "First start: building the site before serving it. This takes a few minutes (up to 10 on a small or busy machine); later starts reuse the build."
      : "Sources changed since the last build: rebuilding (a few minutes).",
  );
  // The build imports the TypeScript cache handler (next.config.ts) too: tsx's loader in every
  // process it starts.
  await run(process.execPath, [next, "build"], {
    ...process.env,
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --import=tsx/esm`.trim(),
  });
}

// The server runs in this very process, not in a child, and `npm start` execs this script (the
// shell npm runs it with would otherwise keep the signals npm passes on): whatever a supervisor
// signals, npm or this script, is the server, which stops cleanly on SIGTERM or SIGINT.
for (const signal of stopSignals) process.off(signal, stop);
await import("../src/server/http/main");

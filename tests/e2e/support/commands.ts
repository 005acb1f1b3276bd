// The operator's commands (`npm run backup`, `restore`, `user:create`) compiled once per run, as the
// build compiles the server: specs run them on plain node, a second or more faster each than `npm
// run`'s shell and tsx compiling the same modules at every start (docs/test-speed.md "Commands").
// `npm run` itself stays proved: user-create-cli.test.ts and the backup drill's operator steps.
import { execFile, spawn } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { build } from "esbuild";
import { nextFileExtensions } from "../../../scripts/lib/esbuild-node-plugins";
import { e2eServer } from "./server-config";

const entries = { backup: "scripts/backup.ts", restore: "scripts/restore.ts", "user:create": "scripts/user-create.ts" };

export type CommandName = keyof typeof entries;

/**
 * Inside the checkout, so that the bundles' packages resolve from its node_modules; one folder per
 * suite server (its port), since the suite's lanes (playwright.config.ts) compile them side by side.
 */
const outdir = path.resolve(".test-results", `commands-${e2eServer.port}`);

/** Compiles the commands into .test-results/commands-<port> (Playwright's global setup, before any spec). */
export default async function compileCommands(): Promise<void> {
  await build({
    entryPoints: Object.fromEntries(Object.entries(entries).map(([name, file]) => [name.replace(":", "-"), file])),
    outdir,
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "node",
    target: "node20",
    packages: "external",
    // As `npm run`'s `tsx --conditions=react-server`: `server-only` modules load.
    conditions: ["react-server"],
    logLevel: "warning",
    plugins: [nextFileExtensions()],
  });
}

/** node's arguments for `npm run <name> -- args`: the compiled command under the same condition. */
function argv(name: CommandName, args: string[]): string[] {
  return ["--conditions=react-server", path.join(outdir, `${name.replace(":", "-")}.js`), ...args];
}

/** Runs a command as `npm run -s <name> -- args` would, with `env` as the whole environment: its exit code and what it printed. */
export async function runCommand(name: CommandName, args: string[], env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, argv(name, args), { env });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
  return { code, output };
}

/** The same, which must succeed (rejects with its output otherwise): what it printed on stdout. */
export async function commandOutput(name: CommandName, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, argv(name, args), { env, encoding: "utf8" });
  return stdout;
}

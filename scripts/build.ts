// `npm run build` (and `npm start` when the build is missing or older than the sources): the
// production build, in two steps. First the code that runs outside Next's bundles is compiled to
// plain JavaScript in dist/server (esbuild): the server around Next (src/server/http/main.ts and
// what it imports) and Next's cache handler (next.config.ts names dist/server/next-cache-handler.js;
// Next imports it while it builds, so it comes first). The server then runs on plain `node`: no
// TypeScript loader at run time, and no loader thread beside it (tsx's hooks run in a worker
// thread with a V8 heap of its own, and Next imported the cache handler through it on every
// request). Then `next build`. `--server-only` (`npm run dev`) makes the first step alone.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { clusterTemplatePath, writeClusterTemplate } from "../src/server/db/pglite-cluster";
import { nextFileExtensions } from "./lib/esbuild-node-plugins";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const serverDir = path.join(root, "dist", "server");

/** Compiles the server and the cache handler into dist/server (one bundle, shared modules in shared chunks). */
export async function buildServer(): Promise<void> {
  fs.rmSync(serverDir, { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: {
      main: "src/server/http/main.ts",
      "next-cache-handler": "src/server/cache/next-cache-handler.ts",
    },
    outdir: serverDir,
    bundle: true,
    // One copy of each module for both entries: the cache handler and the server share the
    // freshness state and the request context as the TypeScript sources did under one loader.
    splitting: true,
    format: "esm",
    platform: "node",
    target: "node20",
    // Packages are imported from node_modules at run time, as before: Next and React stay one copy.
    packages: "external",
    sourcemap: "linked",
    logLevel: "warning",
    plugins: [nextFileExtensions()],
  });
}

/**
 * The embedded database's empty cluster (src/server/db/pglite-cluster.ts), made again when PGlite
 * may have changed (package-lock.json newer than it): a first start then unpacks it instead of
 * running initdb, which needs more memory than the server.
 */
export async function buildClusterTemplate(): Promise<void> {
  const file = clusterTemplatePath(root);
  const lock = fs.statSync(path.join(root, "package-lock.json")).mtimeMs;
  if (fs.existsSync(file) && fs.statSync(file).mtimeMs >= lock) return;
  await writeClusterTemplate(file);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildServer();
  await buildClusterTemplate();
  if (process.argv.includes("--server-only")) process.exit(0);
  const next = path.join(root, "node_modules", "next", "dist", "bin", "next");
  const result = spawnSync(process.execPath, [next, "build"], { cwd: root, stdio: "inherit" });
  process.exit(result.status ?? 1);
}

// esbuild plugins for code compiled to run on plain node: the server around Next (scripts/build.ts)
// and the operator's commands the e2e run compiles once (tests/e2e/support/commands.ts). No import
// of the application here: scripts/build.ts's other imports (the PGlite cluster) stay out of the specs.
import type { Plugin } from "esbuild";

/**
 * Next has no `exports` map: a deep import (`next/headers`, `next/dist/server/…`) resolves without
 * its extension under a bundler or tsx, but Node's ESM loader wants the file's name whole. Leaves
 * every such import to node_modules at run time (one copy of Next and React), with its `.js`.
 */
export function nextFileExtensions(): Plugin {
  return {
    name: "next-file-extensions",
    setup(compiler) {
      compiler.onResolve({ filter: /^next\/.*[^/]$/ }, ({ path: specifier }) => ({
        path: specifier.endsWith(".js") ? specifier : `${specifier}.js`,
        external: true,
      }));
    },
  };
}

// @ts-check
// Which V8 WebAssembly compiler the server runs the embedded database (PGlite) with, from the Node
// version and the memory the machine or its container allows (scripts/start.mjs). Plain
// JavaScript, like the launcher that imports it.
//
// V8 compiles WebAssembly twice: at once with its baseline compiler (Liftoff), then the functions
// that run often again with its optimizing one. Since Node 22 that one is Turboshaft, and
// Turboshaft needs about 600 MB for a few seconds to optimize one function of PGlite:
// `raw_parser`, PostgreSQL's SQL grammar, which every statement runs, so it happens at every start
// (on a new data folder, within the migrations). Measured on Node 24.21 (2026-11-29,
// docs/memory.md): 576 MB of compiler memory for that function against 8 MB on Node 20's
// TurboFan; a new data folder in 768 MB was killed for memory a few seconds after "Ready"; with
// `--liftoff-only` it peaked at 384 MB. The cost: PGlite's statements take about a fifth more CPU.
// V8 takes the flag only on node's command line (not NODE_OPTIONS, not v8.setFlagsFromString).

/** From this limit the optimizing compiler's 600 MB fit beside the server (about 450 MB). */
const optimizeFrom = 2 * 1024 ** 3;

/** Node's first line whose V8 optimizes WebAssembly with Turboshaft. */
const turboshaftFromNode = 22;

/**
 * `--liftoff-only` for a server limited to `limitBytes` on a Node whose optimizing WebAssembly
 * compiler needs 600 MB for PGlite, or undefined: Node 20 (TurboFan, 8 MB), a limit of 2 GB or
 * more (or none known), or an operator who chose V8's WebAssembly tiers already (node's arguments;
 * NODE_OPTIONS cannot carry them).
 * @param {{ nodeVersion: string; limitBytes: number; execArgv: string[] }} process `nodeVersion` as `process.version` says it
 * @returns {string | undefined}
 */
export function wasmCompilerArgument({ nodeVersion, limitBytes, execArgv }) {
  const major = Number(/^v?(\d+)\./.exec(nodeVersion)?.[1]);
  const setByOperator = execArgv.some((argument) =>
    /^--(no-)?(liftoff|wasm[-_]tier[-_]up|wasm[-_]dynamic[-_]tiering)/.test(argument),
  );
  if (!(major >= turboshaftFromNode) || setByOperator || !(limitBytes > 0) || limitBytes >= optimizeFrom) return undefined;
  return "--liftoff-only";
}

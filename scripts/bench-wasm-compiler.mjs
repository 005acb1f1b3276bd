// @ts-check
// `npm run bench:wasm-compiler`: the memory V8's optimizing WebAssembly compiler takes, on the Node
// running this, for PGlite's SQL parser (`raw_parser`: every statement runs it, so V8 optimizes it
// soon after each start). What scripts/lib/wasm-compiler.mjs decides from: on Node 24.21 it took
// 576 MB, on Node 20 8 MB (docs/memory.md). Run it again when Node or PGlite changes: if the figure
// falls to a few MB, `npm start` no longer needs `--liftoff-only` on that Node.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const wasmFile = path.join(path.dirname(createRequire(import.meta.url).resolve("@electric-sql/pglite")), "pglite.wasm");
const functionName = process.argv[2] ?? "raw_parser";

/**
 * The index V8 numbers an exported function by (imports first), from the module's export section.
 * @param {Buffer} bytes
 * @param {string} name
 */
function exportedFunctionIndex(bytes, name) {
  let at = 8;
  const unsigned = () => {
    let value = 0;
    let shift = 0;
    let byte;
    do {
      byte = /** @type {number} */ (bytes[at++]);
      value += (byte & 0x7f) * 2 ** shift;
      shift += 7;
    } while (byte & 0x80);
    return value;
  };
  while (at < bytes.length) {
    const section = bytes[at++];
    const size = unsigned();
    const end = at + size;
    if (section === 7) {
      for (let count = unsigned(); count > 0; count--) {
        const length = unsigned();
        const exported = bytes.toString("utf8", at, at + length);
        at += length;
        const kind = bytes[at++];
        const index = unsigned();
        if (kind === 0 && exported === name) return index;
      }
    }
    at = end;
  }
  throw new Error(`${path.basename(wasmFile)} exports no function ${name}`);
}

const index = exportedFunctionIndex(fs.readFileSync(wasmFile), functionName);

/**
 * Compiles the module in a process of its own with `flags`, tracing each function's compilation.
 * @param {string[]} flags
 */
function compile(flags) {
  return spawnSync(
    process.execPath,
    [
      ...flags,
      "--trace-wasm-compilation-times",
      "--input-type=module",
      "-e",
      `import fs from "node:fs"; new WebAssembly.Module(fs.readFileSync(${JSON.stringify(wasmFile)})); console.log("peak " + process.resourceUsage().maxRSS);`,
    ],
    { encoding: "utf8", maxBuffer: 256 * 1024 * 1024 },
  );
}

// That one function with the optimizing compiler at once; a V8 without that flag (Node 20)
// compiles every function with it (about 15 s), and the trace still gives each one's memory.
let how = "that function alone";
let child = compile([`--wasm-eager-tier-up-function=${index}`]);
if (/bad option/.test(child.stderr)) {
  how = "every function (this V8 cannot optimize one alone)";
  child = compile(["--no-liftoff", "--no-wasm-lazy-compilation"]);
}
const compiled = new RegExp(`#${index} using Turbo\\w+, took (\\d+) ms and (\\d+) / \\d+ max/total bytes; bodysize (\\d+)`).exec(
  child.stdout,
);
const peak = /^peak (\d+)$/m.exec(child.stdout);
if (child.status !== 0 || !compiled || !peak) {
  console.error(`The compilation could not be measured (status ${child.status}):\n${child.stderr.slice(-2000)}`);
  process.exit(1);
}
const mb = (/** @type {number} */ bytes) => `${Math.round(bytes / 1024 / 1024)} MB`;
console.log(
  `Node ${process.version}: ${functionName} (function ${index}, ${Number(compiled[3]).toLocaleString("en")} bytes of WebAssembly) ` +
    `optimized in ${(Number(compiled[1]) / 1000).toFixed(1)} s with ${mb(Number(compiled[2]))} of compiler memory ` +
    `(the compiling process, optimizing ${how}, peaked at ${mb(Number(peak[1]) * 1024)}).`,
);

import { describe, expect, it } from "vitest";
import { wasmCompilerArgument } from "./wasm-compiler.mjs";

const mb = (megabytes: number) => megabytes * 1024 ** 2;
const compiler = (nodeVersion: string, megabytes: number, execArgv: string[] = []) =>
  wasmCompilerArgument({ nodeVersion, limitBytes: mb(megabytes), execArgv });

describe("wasmCompilerArgument", () => {
  it("keeps PGlite on the baseline compiler on Node 22 and later below 2 GB", () => {
    expect(compiler("v24.21.0", 768)).toBe("--liftoff-only");
    expect(compiler("v24.21.0", 512)).toBe("--liftoff-only");
    expect(compiler("v22.15.0", 2047)).toBe("--liftoff-only");
    expect(compiler("v26.0.0", 1024)).toBe("--liftoff-only");
  });

  it("leaves V8's tiers on Node 20, whose optimizing compiler needs little memory", () => {
    expect(compiler("v20.20.2", 768)).toBeUndefined();
  });

  it("leaves V8's tiers from 2 GB up, and when no limit is known", () => {
    expect(compiler("v24.21.0", 2048)).toBeUndefined();
    expect(compiler("v24.21.0", 24 * 1024)).toBeUndefined();
    expect(wasmCompilerArgument({ nodeVersion: "v24.21.0", limitBytes: 0, execArgv: [] })).toBeUndefined();
  });

  it("leaves the operator's own choice of WebAssembly tiers, and says it once only", () => {
    expect(compiler("v24.21.0", 768, ["--no-liftoff"])).toBeUndefined();
    expect(compiler("v24.21.0", 768, ["--wasm-dynamic-tiering"])).toBeUndefined();
    expect(compiler("v24.21.0", 768, ["--no-wasm-tier-up"])).toBeUndefined();
    // After npm start's re-exec, its own flag is among node's arguments: no second re-exec.
    expect(compiler("v24.21.0", 768, ["--max-semi-space-size=16", "--liftoff-only"])).toBeUndefined();
    expect(compiler("v24.21.0", 768, ["--max-semi-space-size=16"])).toBe("--liftoff-only");
  });
});

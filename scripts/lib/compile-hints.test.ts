import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { addCompileHints, COMPILE_HINT } from "./compile-hints";

describe("addCompileHints", () => {
  let dir: string;
  beforeEach(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), "compile-hints-"));
    await fs.mkdir(path.join(dir, "nested"));
    await fs.writeFile(path.join(dir, "a.js"), "(globalThis.TURBOPACK||[]).push([1]);");
    await fs.writeFile(path.join(dir, "nested", "b.js"), '"use strict";b();');
    await fs.writeFile(path.join(dir, "c.css"), "body{}");
    await fs.writeFile(path.join(dir, "a.js.map"), "{}");
  });
  afterEach(() => fs.rm(dir, { recursive: true, force: true }));

  it("puts the hint on the first line of every script, nested ones too, and leaves the code as it was", async () => {
    expect(await addCompileHints(dir)).toBe(2);
    expect(await fs.readFile(path.join(dir, "a.js"), "utf8")).toBe(`${COMPILE_HINT}(globalThis.TURBOPACK||[]).push([1]);`);
    expect(await fs.readFile(path.join(dir, "nested", "b.js"), "utf8")).toBe(`${COMPILE_HINT}"use strict";b();`);
  });

  it("leaves stylesheets and source maps alone", async () => {
    await addCompileHints(dir);
    expect(await fs.readFile(path.join(dir, "c.css"), "utf8")).toBe("body{}");
    expect(await fs.readFile(path.join(dir, "a.js.map"), "utf8")).toBe("{}");
  });

  it("adds the hint once however often it runs", async () => {
    await addCompileHints(dir);
    expect(await addCompileHints(dir)).toBe(0);
    expect(await fs.readFile(path.join(dir, "a.js"), "utf8")).toBe(`${COMPILE_HINT}(globalThis.TURBOPACK||[]).push([1]);`);
  });
});

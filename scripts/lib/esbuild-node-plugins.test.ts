import { build } from "esbuild";
import { describe, expect, it } from "vitest";
import { nextFileExtensions } from "./esbuild-node-plugins";

/** What esbuild writes for `source`, bundled for node as scripts/build.ts does. */
async function compiled(source: string): Promise<string> {
  const result = await build({
    stdin: { contents: source, loader: "ts", resolveDir: import.meta.dirname },
    bundle: true,
    write: false,
    format: "esm",
    platform: "node",
    packages: "external",
    logLevel: "silent",
    plugins: [nextFileExtensions()],
  });
  return result.outputFiles[0]!.text;
}

describe("nextFileExtensions", () => {
  it("gives Next's deep imports their .js, as Node's ESM loader wants them", async () => {
    const text = await compiled(
      'import { a } from "next/dist/server/lib/incremental-cache"; import { b } from "next/headers"; console.log(a, b);',
    );
    expect(text).toContain('"next/dist/server/lib/incremental-cache.js"');
    expect(text).toContain('"next/headers.js"');
  });

  it("leaves an import that already names its file, and Next itself, as they are", async () => {
    const text = await compiled('import { a } from "next/navigation.js"; import next from "next"; console.log(a, next);');
    expect(text).toContain('"next/navigation.js"');
    expect(text).not.toContain(".js.js");
    expect(text).toMatch(/from "next";/);
  });
});

import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The lint rules that keep the layers apart, shown on small fixtures linted as if they sat at the
// named paths: a component may not reach into src/server.

const root = path.resolve(import.meta.dirname, "../..");
const eslint = path.join(root, "node_modules", ".bin", "eslint");

/** The rules ESLint reports for `code` as if it were the file at `filePath` (run as npm run lint does). */
async function ruleIds(code: string, filePath: string): Promise<string[]> {
  const result = spawnSync(
    eslint, // The fixture is not on disk, which import/no-cycle cannot follow (it has its own check in lint).
    ["--format", "json", "--rule", "import/no-cycle: off", "--stdin", "--stdin-filename", filePath],
    {
      cwd: root,
      input: code,
      encoding: "utf8",
    },
  );
  const [report] = JSON.parse(result.stdout) as { messages: { ruleId: string | null; message: string }[] }[];
  return (report?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe("lint boundaries", () => {
  it("refuses an import from src/server in src/components, src/lib and src/content", async () => {
    const code = 'import { getFlags } from "@/server/flags";\n\nexport const read = getFlags;\n';
    for (const file of ["src/components/site/fixture.ts", "src/lib/fixture.ts", "src/content/fixture.ts"]) {
      expect(await ruleIds(code, file)).toContain("import/no-restricted-paths");
    }
  });

  it("marks every TypeScript module of src/server as server-only, but the request path loaded outside Next's bundles", () => {
    // src/server/http (the server around Next), src/server/cache (also imported by Next itself
    // as its cache handler) and the metrics the server keeps (all of src/server/metrics but the
    // database's gauges, which the instrumentation hook loads) run in plain Node, where
    // "server-only" would throw; so does db/pglite-cluster.ts, which the build (scripts/build.ts)
    // runs to make the embedded database's empty cluster. The rule above keeps browser code from
    // importing any of src/server.
    const outsideNext = /^(http|cache)\/|^metrics\/(?!database\.ts$)|^db\/pglite-cluster\.ts$/;
    const modules = readdirSync(path.join(root, "src/server"), { recursive: true, encoding: "utf8" }).filter(
      (file) => file.endsWith(".ts") && !file.endsWith(".test.ts") && !outsideNext.test(file),
    );
    expect(modules.length).toBeGreaterThan(40);
    const unmarked = modules.filter(
      (file) => !/^import "server-only";$/m.test(readFileSync(path.join(root, "src/server", file), "utf8")),
    );
    expect(unmarked).toEqual([]);
  });

  it("lets only the seeder read src/content: no page, layout, route, component or server module", async () => {
    const code = 'import { getContent } from "@/content";\n\nexport const read = getContent;\n';
    for (const file of [
      "src/app/[locale]/fixture.tsx",
      "src/app/[locale]/layout-fixture.tsx",
      "src/app/api/fixture/route.ts",
      "src/components/site/fixture.tsx",
      "src/server/brand-store/fixture.ts",
      "src/lib/fixture.ts",
    ]) {
      expect(await ruleIds(code, file), file).toContain("no-restricted-imports");
    }
    const nested = 'import { home } from "@/content/en/home";\n\nexport const read = home;\n';
    expect(await ruleIds(nested, "src/app/[locale]/fixture.tsx")).toContain("no-restricted-imports");
    expect(await ruleIds(code, "src/server/content/seed.ts")).not.toContain("no-restricted-imports");
  });

  it("lets pages and server modules import src/server", async () => {
    const code = 'import { getFlags } from "@/server/flags";\n\nexport const read = getFlags;\n';
    expect(await ruleIds(code, "src/app/[locale]/fixture.ts")).not.toContain("import/no-restricted-paths");
  });
}, 120_000);

import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// The lint rules that keep the layers apart, shown on small fixtures linted as if they sat at the
// named paths: a component may not reach into src/server.

const root = path.resolve(import.meta.dirname, "../..");
/**
 * One ESLint for every fixture, configured as `npm run lint` is (eslint.config.mjs) with the cycle rule
 * off: a fixture is not on disk, which import/no-cycle cannot follow (it has its own check in lint).
 * In process, so that the configuration and its plugins load once, not once per fixture.
 */
const linter = new ESLint({ cwd: root, overrideConfig: { rules: { "import/no-cycle": "off" } } });

/** The rules ESLint reports for `code` as if it were the file at `filePath`. */
async function ruleIds(code: string, filePath: string): Promise<string[]> {
  const [report] = await linter.lintText(code, { filePath: path.join(root, filePath) });
  return (report?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe("lint boundaries", () => {
  it("refuses an import from src/server in src/components and src/lib", async () => {
    const code = 'import { getFlags } from "@/server/flags";\n\nexport const read = getFlags;\n';
    for (const file of ["src/components/site/fixture.ts", "src/lib/fixture.ts"]) {
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
    // The seed data (content/seed-data) is plain data that the e2e specs, outside Next, also read
    // to know what a fresh install shows; the seed rule keeps every module but the seeder from it.
    const outsideNext = /^(http|cache)\/|^metrics\/(?!database\.ts$)|^db\/pglite-cluster\.ts$|^content\/seed-data\//;
    const modules = readdirSync(path.join(root, "src/server"), { recursive: true, encoding: "utf8" }).filter(
      (file) => file.endsWith(".ts") && !file.endsWith(".test.ts") && !outsideNext.test(file),
    );
    expect(modules.length).toBeGreaterThan(40);
    const unmarked = modules.filter(
      (file) => !/^import "server-only";$/m.test(readFileSync(path.join(root, "src/server", file), "utf8")),
    );
    expect(unmarked).toEqual([]);
  });

  it("lets only the seeder read the seed data: no page, layout, route, component or other module", async () => {
    const code = 'import { getContent } from "@/server/content/seed-data";\n\nexport const read = getContent;\n';
    for (const file of [
      "src/app/[locale]/fixture.tsx",
      "src/app/[locale]/layout-fixture.tsx",
      "src/app/api/fixture/route.ts",
      "src/components/site/fixture.tsx",
      "src/server/brand-store/fixture.ts",
      "src/server/content/published-fixture.ts",
      "src/lib/fixture.ts",
    ]) {
      expect(await ruleIds(code, file), file).toContain("no-restricted-imports");
    }
    const nested = 'import { home } from "@/server/content/seed-data/en/home";\n\nexport const read = home;\n';
    expect(await ruleIds(nested, "src/app/[locale]/fixture.tsx")).toContain("no-restricted-imports");
    const relative = 'import { catalogProducts } from "./seed-data/catalog-products";\n\nexport const read = catalogProducts;\n';
    expect(await ruleIds(relative, "src/server/content/catalog.ts")).toContain("no-restricted-imports");
    const parent = 'import { getContent } from "../seed-data";\n\nexport const read = getContent;\n';
    expect(await ruleIds(parent, "src/server/content/images/fixture.ts")).toContain("no-restricted-imports");
    expect(await ruleIds(code, "src/server/content/seed.ts")).not.toContain("no-restricted-imports");
    // Tests may read it (to know what a fresh install shows), even beside shared code.
    expect(await ruleIds(code, "src/lib/fixture.test.ts")).toEqual([]);
  });

  it("keeps src/content gone: the seed lives beside the seeder, not as a run-time folder", () => {
    // No file (an empty folder left by a checkout that predates the move holds nothing to import).
    const old = path.join(root, "src/content");
    const left = existsSync(old)
      ? readdirSync(old, { recursive: true, encoding: "utf8" }).filter((file) => /\.tsx?$/.test(file))
      : [];
    expect(left).toEqual([]);
    expect(existsSync(path.join(root, "src/server/content/seed-data/index.ts"))).toBe(true);
  });

  it("draws every label through the field components", async () => {
    const code =
      'export function Fixture() {\n  return (\n    <label htmlFor="a">\n      A <input id="a" />\n    </label>\n  );\n}\n';
    for (const file of ["src/app/(admin)/admin-portal/fixture.tsx", "src/components/site/fixture.tsx"]) {
      expect(await ruleIds(code, file)).toContain("no-restricted-syntax");
    }
    expect(await ruleIds(code, "src/components/ui/fields.tsx")).not.toContain("no-restricted-syntax");
  });

  it("lets pages and server modules import src/server", async () => {
    const code = 'import { getFlags } from "@/server/flags";\n\nexport const read = getFlags;\n';
    expect(await ruleIds(code, "src/app/[locale]/fixture.ts")).not.toContain("import/no-restricted-paths");
  });
}, 120_000);

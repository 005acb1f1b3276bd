import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// What a "use client" module imports ships to every visitor's browser. The site's content (both
// languages, every page) is read on the server only; one stray import from the nav once put all
// of it, 45 KiB compressed, into the JavaScript of every page.

const root = path.resolve(import.meta.dirname, "../..");
const src = path.join(root, "src");
const serverOnly = [path.join(src, "content"), path.join(src, "server")];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** A "use server" module: the browser gets references to its actions, never its code. */
function isServerActionModule(file: string): boolean {
  return /^["']use server["']/.test(fs.readFileSync(file, "utf8"));
}

function resolveImport(specifier: string, from: string): string | undefined {
  const base = specifier.startsWith("@/")
    ? path.join(src, specifier.slice(2))
    : specifier.startsWith(".")
      ? path.resolve(path.dirname(from), specifier)
      : undefined;
  if (!base) return undefined;
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")].find(
    (candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile(),
  );
}

/** The project files a module pulls into the browser bundle: value imports, followed, but not into Server Actions. */
function bundledImports(file: string, seen = new Set<string>()): Set<string> {
  const code = fs.readFileSync(file, "utf8");
  for (const [, typeOnly, specifier] of code.matchAll(/^(?:import|export)\s+(type\s+)?[^;]*?from\s+"([^"]+)"/gm)) {
    if (typeOnly) continue;
    const target = resolveImport(specifier!, file);
    if (!target || seen.has(target)) continue;
    seen.add(target);
    if (!isServerActionModule(target)) bundledImports(target, seen);
  }
  return seen;
}

describe("client bundles", () => {
  const clientModules = sourceFiles(src).filter((file) => /^["']use client["']/.test(fs.readFileSync(file, "utf8")));

  it("are found", () => {
    expect(clientModules.length).toBeGreaterThan(20);
  });

  it("never pull in the site's content or server code (Server Actions excepted)", () => {
    const leaks = clientModules.flatMap((file) =>
      [...bundledImports(file)]
        .filter((target) => serverOnly.some((dir) => target.startsWith(dir + path.sep)))
        .filter((target) => !isServerActionModule(target))
        .map((target) => `${path.relative(root, file)} -> ${path.relative(root, target)}`),
    );
    expect(leaks).toEqual([]);
  });

  // zod is a sixth of a public page's JavaScript: the forms import their schema when a visitor
  // first focuses one (useFormFeedback), so a visitor who only reads never downloads it. The
  // staff's screens (the content editor validates rich text as it is typed) are not visitors' pages.
  const staffOnly = [path.join(src, "app", "(admin)"), path.join(src, "components", "admin")];
  it("never import zod up front in visitors' pages (the forms load their schema on first use)", () => {
    const importsZod = (file: string) =>
      /^import\s+(?!type\s)[^;]*?from\s+"zod(?:\/[a-z]+)?"/m.test(fs.readFileSync(file, "utf8"));
    const eager = clientModules
      .filter((file) => !staffOnly.some((dir) => file.startsWith(dir + path.sep)))
      .flatMap((file) =>
        [file, ...bundledImports(file)]
          .filter((target) => !isServerActionModule(target))
          .filter(importsZod)
          .map((target) => `${path.relative(root, file)} -> ${path.relative(root, target)}`),
      );
    expect(eager).toEqual([]);
  });
});

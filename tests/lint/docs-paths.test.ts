import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The docs name files by their path; a file moved or renamed must take its mentions along. Every
 * repository path named in the README, `docs/` and the suites' and deployment's READMEs (in
 * backticks, or in prose with a file extension) exists, and every relative Markdown link resolves,
 * its `#anchor` included.
 */
const root = path.resolve(import.meta.dirname, "../..");
const documents = [
  "README.md",
  "tests/README.md",
  "deploy/README.md",
  ...readdirSync(path.join(root, "docs"))
    .filter((name) => name.endsWith(".md"))
    .map((name) => `docs/${name}`),
];

/** Folders at the repository's root whose paths the docs name. */
const roots = ["src", "scripts", "tests", "drizzle", "deploy", "docs", "messages", "public", "assets"];
/** Made at run time, never committed. */
const generated = ["tests/e2e/.auth/"];

const pathLike = new RegExp(`^(?:${roots.join("|")})/[^\\s]*$`);
const proseFile = new RegExp(
  `(?<![\\w/.-])((?:${roots.join("|")})/[\\w.\\-/\\[\\]()]+\\.(?:tsx?|mjs|sql|md|json|yml|yaml|conf|csv|xlsx))\\b`,
  "g",
);

/** `messages/{en,fr}.json` is two paths. */
function expandBraces(value: string): string[] {
  const match = /\{([^{}]*,[^{}]*)\}/.exec(value);
  if (!match) return [value];
  return match[1]!.split(",").flatMap((choice) => expandBraces(value.replace(match[0], choice)));
}

/**
 * What must exist for a named path: the path itself, or for a pattern (`*`, a `<placeholder>`,
 * `NNNN`) the folder it sits in.
 */
function mustExist(named: string): string {
  const marker = named.search(/[*<]|NNNN/);
  if (marker === -1) return named;
  return named.slice(0, named.lastIndexOf("/", marker) + 1);
}

function withoutFences(text: string): string {
  return text.replace(/^```[\s\S]*?^```/gm, "");
}

function namedPaths(text: string): string[] {
  const prose = withoutFences(text);
  const spans = [...prose.matchAll(/`([^`\n]+)`/g)].map((match) => match[1]!.trim());
  const fromSpans = spans.filter((span) => pathLike.test(span));
  const outside = prose.replace(/`[^`\n]+`/g, " ").replace(/\]\([^)]*\)/g, "]");
  const fromProse = [...outside.matchAll(proseFile)].map((match) => match[1]!.replace(/[.)]+$/, ""));
  return [...new Set([...fromSpans, ...fromProse].flatMap(expandBraces))];
}

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens. */
function anchors(text: string): Set<string> {
  const headings = withoutFences(text).match(/^#{1,6} .+$/gm) ?? [];
  return new Set(
    headings.map((heading) =>
      heading
        .replace(/^#+ /, "")
        .replace(/`/g, "")
        .toLowerCase()
        .replace(/[^\p{L}\p{N} _-]/gu, "")
        .replace(/ /g, "-"),
    ),
  );
}

function links(text: string): string[] {
  return [...withoutFences(text).matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1]!)
    .filter((target) => !/^(?:[a-z]+:|#|\/)/i.test(target));
}

describe("paths and links in the docs", () => {
  it.each(documents)("%s names only paths that exist", (document) => {
    const text = readFileSync(path.join(root, document), "utf8");
    const missing = namedPaths(text)
      .filter((named) => !generated.some((prefix) => named.startsWith(prefix)))
      .filter((named) => !existsSync(path.join(root, mustExist(named))));
    expect(missing).toEqual([]);
  });

  it.each(documents)("%s links only to files and headings that exist", (document) => {
    const text = readFileSync(path.join(root, document), "utf8");
    const broken = links(text).filter((target) => {
      const [file = "", anchor] = target.split("#");
      const resolved = file ? path.resolve(path.dirname(path.join(root, document)), decodeURI(file)) : path.join(root, document);
      if (!existsSync(resolved)) return true;
      if (!anchor || statSync(resolved).isDirectory() || !resolved.endsWith(".md")) return false;
      return !anchors(readFileSync(resolved, "utf8")).has(anchor);
    });
    expect(broken).toEqual([]);
  });

  it("architecture.md's layout names every folder of src/server", () => {
    const layout = readFileSync(path.join(root, "docs/architecture.md"), "utf8");
    const listed = new Set([...layout.matchAll(/^ {2}([a-z-]+)\/ /gm)].map((match) => match[1]));
    const folders = readdirSync(path.join(root, "src/server"), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(folders.filter((folder) => !listed.has(folder))).toEqual([]);
  });

  it("finds what it checks", () => {
    expect(namedPaths("`src/lib/paths.ts`, `messages/{en,fr}.json` and src/proxy.ts.")).toEqual([
      "src/lib/paths.ts",
      "messages/en.json",
      "messages/fr.json",
      "src/proxy.ts",
    ]);
    expect(mustExist("src/app/(admin)/admin-portal/<id>/page.tsx")).toBe("src/app/(admin)/admin-portal/");
    expect(
      anchors("## What staff change, and what only a developer can").has("what-staff-change-and-what-only-a-developer-can"),
    ).toBe(true);
  });
});

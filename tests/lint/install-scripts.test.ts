import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// npm 11 skips a dependency's install scripts unless package.json's `allowScripts` names it, and
// ends every install with a warning listing the ones nobody decided on. Each is decided here, so a
// fresh `npm install` prints nothing a newcomer must interpret (README, "Install scripts").

const root = path.resolve(import.meta.dirname, "../..");
const readJson = <T>(file: string): T => JSON.parse(readFileSync(path.join(root, file), "utf8")) as T;

/** The package name of a lock-file key (`node_modules/a/node_modules/@scope/b` → `@scope/b`). */
function packageName(key: string): string {
  return key.slice(key.lastIndexOf("node_modules/") + "node_modules/".length);
}

describe("install scripts", () => {
  it("decides, in package.json's allowScripts, on every locked package that has an install script", () => {
    const lock = readJson<{ packages: Record<string, { hasInstallScript?: boolean }> }>("package-lock.json");
    const { allowScripts = {} } = readJson<{ allowScripts?: Record<string, boolean> }>("package.json");
    const withScripts = Object.entries(lock.packages)
      .filter(([key, entry]) => key !== "" && entry.hasInstallScript)
      .map(([key]) => packageName(key));
    expect(withScripts.length).toBeGreaterThan(0);
    const undecided = [...new Set(withScripts)].filter((name) => !(name in allowScripts));
    expect(undecided).toEqual([]);
  });

  it("runs none of them: each only fetches or builds a binary npm already installs as a platform package", () => {
    const { allowScripts = {} } = readJson<{ allowScripts?: Record<string, boolean> }>("package.json");
    expect(Object.values(allowScripts).every((allowed) => allowed === false)).toBe(true);
  });
});

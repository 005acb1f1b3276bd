import { hashPassword as betterAuthDefaultHash } from "better-auth/crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { needsRehash, verifyPassword } from "./password-hash";

/** The module as a server started with PASSWORD_HASH_LOG2N set to `log2N` sees it. */
async function withCost(log2N: string) {
  vi.stubEnv("PASSWORD_HASH_LOG2N", log2N);
  vi.resetModules();
  return import("./password-hash");
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe("password hashes", () => {
  // Two hashes at production's cost, on purpose: seconds on a busy machine.
  it("are scrypt at OWASP's minimum cost (N=2^17, r=8, p=1) by default, salted, in PHC form", { timeout: 30_000 }, async () => {
    const { hashPassword, needsRehash, passwordHashParams } = await withCost("");
    const first = await hashPassword("Olive!Huile7");
    const second = await hashPassword("Olive!Huile7");
    expect(passwordHashParams()).toMatchObject({ log2N: 17, r: 8, p: 1 });
    expect(first).toMatch(/^\$scrypt\$ln=17,r=8,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{86}$/);
    expect(second).not.toBe(first);
    expect(needsRehash(first)).toBe(false);
  });

  it(
    "are made at the cost PASSWORD_HASH_LOG2N sets, verify across costs, and are rewritten only upwards",
    { timeout: 30_000 },
    async () => {
      const cheap = await withCost("14");
      expect(cheap.passwordHashParams()).toMatchObject({ log2N: 14, r: 8, p: 1 });
      const cheapHash = await cheap.hashPassword("Olive!Huile7");
      expect(cheapHash).toMatch(/^\$scrypt\$ln=14,r=8,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{86}$/);
      expect(cheap.needsRehash(cheapHash)).toBe(false);

      const owasp = await withCost("17");
      // A hash names its own cost: it verifies under another setting, which marks it for rewriting.
      expect(await owasp.verifyPassword({ hash: cheapHash, password: "Olive!Huile7" })).toBe(true);
      expect(await owasp.verifyPassword({ hash: cheapHash, password: "Olive!Huile8" })).toBe(false);
      expect(owasp.needsRehash(cheapHash)).toBe(true);
      const owaspHash = await owasp.hashPassword("Olive!Huile7");

      const again = await withCost("14");
      expect(await again.verifyPassword({ hash: owaspHash, password: "Olive!Huile7" })).toBe(true);
      // Lowering the setting never weakens a stored hash.
      expect(again.needsRehash(owaspHash)).toBe(false);
      expect(again.needsRehash(owaspHash.replace(",r=8,", ",r=16,"))).toBe(true);
    },
  );

  it("verify the right password only, NFKC-normalised as before", async () => {
    // At the test machines' cost: the rule is the same at any cost, and four hashes at OWASP's
    // took past vitest's 5 s on a busy machine.
    const { hashPassword, verifyPassword } = await withCost("14");
    const hash = await hashPassword("Crème!Brûlée9");
    expect(await verifyPassword({ hash, password: "Crème!Brûlée9" })).toBe(true);
    expect(await verifyPassword({ hash, password: "Cre\u0300me!Bru\u0302le\u0301e9" })).toBe(true);
    expect(await verifyPassword({ hash, password: "Crème!Brûlée8" })).toBe(false);
  });

  it("still verify hashes written by better-auth's default, and mark them for rewriting", async () => {
    const legacy = await betterAuthDefaultHash("Olive!Huile7");
    expect(legacy).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await verifyPassword({ hash: legacy, password: "Olive!Huile7" })).toBe(true);
    expect(await verifyPassword({ hash: legacy, password: "Olive!Huile8" })).toBe(false);
    expect(needsRehash(legacy)).toBe(true);
    expect(needsRehash("$scrypt$ln=16,r=8,p=1$c2FsdA$a2V5")).toBe(true);
  });

  it("refuse a stored value that is not a hash they know", async () => {
    await expect(verifyPassword({ hash: "plain-text", password: "plain-text" })).rejects.toThrow("Unknown password hash format");
  });
});

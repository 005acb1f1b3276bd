import { hashPassword as betterAuthDefaultHash } from "better-auth/crypto";
import { describe, expect, it } from "vitest";
import { hashPassword, needsRehash, passwordHashParams, verifyPassword } from "./password-hash";

describe("password hashes", () => {
  it("are scrypt at OWASP's minimum cost (N=2^17, r=8, p=1), salted, in PHC form", async () => {
    const first = await hashPassword("Olive!Huile7");
    const second = await hashPassword("Olive!Huile7");
    expect(passwordHashParams).toMatchObject({ log2N: 17, r: 8, p: 1 });
    expect(first).toMatch(/^\$scrypt\$ln=17,r=8,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{86}$/);
    expect(second).not.toBe(first);
    expect(needsRehash(first)).toBe(false);
  });

  it("verify the right password only, NFKC-normalised as before", async () => {
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

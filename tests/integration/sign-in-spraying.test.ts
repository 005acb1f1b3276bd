// The per-address sign-in limit, apart from tests/integration/auth.test.ts: reaching it takes
// one password hash per attempt (scrypt at OWASP's cost, about a quarter of a second each), so
// this file runs beside the others rather than after them.
import { isClient } from "@/lib/permissions";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { resetRequest } from "./support/next-request";

vi.mock("next/headers", async () => (await import("./support/next-request")).nextHeadersMock());
// better-auth's nextCookies plugin imports it with the extension.
vi.mock("next/headers.js", async () => (await import("./support/next-request")).nextHeadersMock());

const { signInWithPassword, signInLimits } = await import("@/server/auth/sign-in");
const { closeDb } = await import("@/server/db/client");

afterAll(closeDb);
beforeEach(() => resetRequest());

describe("signInWithPassword", () => {
  it("limits one address across many e-mails", { timeout: 240_000 }, async () => {
    resetRequest("192.0.2.99");
    for (let i = 0; i < signInLimits.perAddress.limit; i++) {
      await signInWithPassword({ email: `spray${i}@example.ca`, password: "Wrong!Pass1" }, isClient);
    }
    expect((await signInWithPassword({ email: "spray-last@example.ca", password: "Wrong!Pass1" }, isClient)).status).toBe(
      "rate-limited",
    );
    resetRequest("192.0.2.100");
    expect((await signInWithPassword({ email: "spray-last@example.ca", password: "Wrong!Pass1" }, isClient)).status).toBe(
      "refused",
    );
  });
});

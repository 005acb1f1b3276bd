// The per-address sign-in limit, apart from tests/integration/auth.test.ts: reaching it takes
// one password hash per attempt (scrypt, at the suite's cost of 2^14: vitest.config.ts), so this
// file runs beside the others rather than after them.
import { isClient, isStaff } from "@/lib/permissions";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { resetRequest } from "./support/next-request";

vi.mock("next/headers", async () => (await import("./support/next-request")).nextHeadersMock());
// better-auth's nextCookies plugin imports it with the extension.
vi.mock("next/headers.js", async () => (await import("./support/next-request")).nextHeadersMock());

const { signInWithPassword, signInLimits } = await import("@/server/auth/sign-in");
const { closeDb, getDb } = await import("@/server/db/client");
const { getAuth } = await import("@/server/auth/auth");
const { upsertAccount } = await import("@/server/auth/accounts");
const { requestPasswordReset, resetPassword } = await import("@/server/auth/password-reset");
const { outbox } = await import("@/server/db/schema");
const { and, desc, eq, sql } = await import("drizzle-orm");

async function admin(email: string) {
  return upsertAccount(await getAuth(), await getDb(), {
    email,
    password: "Olive!Oil1",
    role: "admin",
    firstName: "Ada",
    lastName: "Admin",
  });
}

async function tally(statuses: string[]): Promise<Record<string, number>> {
  return statuses.reduce<Record<string, number>>((counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});
}

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

describe("guessing one account from many addresses (issue 31)", () => {
  it("limits 80 guesses from 80 addresses of one IPv6 /64 as one address", { timeout: 240_000 }, async () => {
    await admin("v6-target@example.ca");
    const statuses: string[] = [];
    for (let i = 1; i <= 80; i++) {
      resetRequest(`2001:db8:4c2a:17:${i.toString(16)}::${(i * 7).toString(16)}`);
      statuses.push((await signInWithPassword({ email: "v6-target@example.ca", password: `Wrong!Pass${i}` }, isStaff)).status);
    }
    const [perMinute] = signInLimits.failuresPerAccountAndAddress;
    expect(await tally(statuses)).toEqual({ refused: perMinute!.limit, "rate-limited": 80 - perMinute!.limit });
  });

  it(
    "slows every new address once the account has many failures, while the owner's address still signs in",
    { timeout: 240_000 },
    async () => {
      const { userId } = await admin("spread-target@example.ca");
      const attempt = (password: string) => signInWithPassword({ email: "spread-target@example.ca", password }, isStaff);
      resetRequest("203.0.113.200");
      expect((await attempt("Olive!Oil1")).status).toBe("signed-in");

      const statuses: string[] = [];
      for (let i = 1; i <= 80; i++) {
        resetRequest(`100.${64 + (i % 50)}.${i}.${i * 3}`);
        statuses.push((await attempt(`Wrong!Pass${i}`)).status);
      }
      const accountWide = signInLimits.failuresPerAccount.limit;
      expect(await tally(statuses)).toEqual({ refused: accountWide, "rate-limited": 80 - accountWide });

      // A guess with the right password from a new address waits too: a hit cannot be told from a miss.
      resetRequest("100.127.1.1");
      expect((await attempt("Olive!Oil1")).status).toBe("rate-limited");
      // The owner, from the address they signed in from before, gets in.
      resetRequest("203.0.113.200");
      expect(await attempt("Olive!Oil1")).toEqual({ status: "signed-in", userId, role: "admin" });
    },
  );

  it("lets the owner in from a new address after a password reset from there", { timeout: 240_000 }, async () => {
    await admin("reset-owner@example.ca");
    const attempt = (password: string) => signInWithPassword({ email: "reset-owner@example.ca", password }, isStaff);
    for (let i = 1; i <= signInLimits.failuresPerAccount.limit; i++) {
      resetRequest(`100.${64 + (i % 50)}.200.${i}`);
      await attempt(`Wrong!Pass${i}`);
    }
    resetRequest("198.18.5.5");
    expect((await attempt("Olive!Oil1")).status).toBe("rate-limited");
    expect((await requestPasswordReset("reset-owner@example.ca", "en", "staff")).status).toBe("accepted");
    const db = await getDb();
    const [mail] = await db
      .select({ payload: outbox.payload })
      .from(outbox)
      .where(and(eq(outbox.kind, "email"), sql`${outbox.payload}->>'to' = 'reset-owner@example.ca'`))
      .orderBy(desc(outbox.createdAt))
      .limit(1);
    const token = new URL((mail!.payload as { text: string }).text.match(/https?:\/\/\S+/)![0]).searchParams.get("token")!;
    expect(await resetPassword(token, "Fresh!Start9")).toMatchObject({ status: "done" });
    expect((await attempt("Fresh!Start9")).status).toBe("signed-in");
  });
});

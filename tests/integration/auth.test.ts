import { and, desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { request, resetRequest, useSessionCookie } from "./support/next-request";

vi.mock("next/headers", async () => (await import("./support/next-request")).nextHeadersMock());
// better-auth's nextCookies plugin imports it with the extension.
vi.mock("next/headers.js", async () => (await import("./support/next-request")).nextHeadersMock());

const { getAuth } = await import("@/server/auth/auth");
const { PasswordRuleError, upsertAccount } = await import("@/server/auth/accounts");
const { getRole } = await import("@/server/auth/roles");
const { signInWithPassword, signInLimits, signOut } = await import("@/server/auth/sign-in");
const { requestPasswordReset, resetPassword } = await import("@/server/auth/password-reset");
const { closeDb, getDb } = await import("@/server/db/client");
const { outbox, session } = await import("@/server/db/schema");

afterAll(closeDb);
beforeEach(() => resetRequest());

async function account(email: string, role: "admin" | "client", password = "Olive!Oil1") {
  return upsertAccount(await getAuth(), await getDb(), { email, password, role, firstName: "Marie", lastName: "Tremblay" });
}

async function sessionCount(userId: string): Promise<number> {
  const db = await getDb();
  return db.$count(session, eq(session.userId, userId));
}

describe("accounts", () => {
  it("creates an account with its names and role, then updates its password and role", async () => {
    const created = await account("Marie@Example.ca", "client");
    expect(created.created).toBe(true);
    expect(await getRole(created.userId)).toBe("client");
    const auth = await getAuth();
    const context = await auth.$context;
    const found = await context.internalAdapter.findUserByEmail("marie@example.ca");
    expect(found?.user).toMatchObject({ name: "Marie Tremblay", firstName: "Marie", lastName: "Tremblay" });

    const updated = await upsertAccount(auth, await getDb(), { email: "marie@example.ca", password: "Changed!Pass2", role: "admin" });
    expect(updated).toEqual({ userId: created.userId, created: false });
    expect(await getRole(created.userId)).toBe("admin");
    expect(await signInWithPassword({ email: "marie@example.ca", password: "Olive!Oil1" }, "admin")).toEqual({ status: "refused" });
    resetRequest();
    expect(await signInWithPassword({ email: "marie@example.ca", password: "Changed!Pass2" }, "admin")).toMatchObject({ status: "signed-in" });
  });

  it("refuses a password that does not meet the rule, with the spec's message", async () => {
    await expect(account("weak@example.ca", "client", "weakpass1")).rejects.toThrow(PasswordRuleError);
    await expect(account("weak@example.ca", "client", "weakpass1")).rejects.toThrow("Password does not meet requirements.");
  });
});

describe("signInWithPassword", () => {
  it("signs in a user with the role asked for and sets the session cookie", async () => {
    const { userId } = await account("client1@example.ca", "client");
    const result = await signInWithPassword({ email: "client1@example.ca", password: "Olive!Oil1" }, "client");
    expect(result).toEqual({ status: "signed-in", userId, role: "client" });
    expect([...request.setCookies.keys()]).toContain("better-auth.session_token");
    expect(await sessionCount(userId)).toBe(1);
  });

  it("refuses a wrong password and an unknown e-mail alike", async () => {
    await account("client2@example.ca", "client");
    expect(await signInWithPassword({ email: "client2@example.ca", password: "Wrong!Pass1" }, "client")).toEqual({ status: "refused" });
    expect(await signInWithPassword({ email: "nobody@example.ca", password: "Wrong!Pass1" }, "client")).toEqual({ status: "refused" });
  });

  it("refuses the right password at the wrong door, and ends the session it just made", async () => {
    const { userId } = await account("admin1@example.ca", "admin");
    expect(await signInWithPassword({ email: "admin1@example.ca", password: "Olive!Oil1" }, "client")).toEqual({ status: "refused" });
    expect(await sessionCount(userId)).toBe(0);
    expect(request.setCookies.get("better-auth.session_token")).toMatchObject({ value: "", maxAge: 0 });
  });

  it("treats an account without a role as having no access", async () => {
    const { userId } = await account("norole@example.ca", "client");
    const db = await getDb();
    await db.execute(sql`delete from user_roles where user_id = ${userId}`);
    expect(await getRole(userId)).toBeNull();
    expect(await signInWithPassword({ email: "norole@example.ca", password: "Olive!Oil1" }, "client")).toEqual({ status: "refused" });
  });

  it("limits one e-mail to 10 failed attempts per window; a success starts the count again", async () => {
    await account("limited@example.ca", "client");
    const attempt = (password: string) => signInWithPassword({ email: "limited@example.ca", password }, "client");
    for (let i = 0; i < signInLimits.perEmail.limit - 1; i++) expect((await attempt("Wrong!Pass1")).status).toBe("refused");
    expect((await attempt("Olive!Oil1")).status).toBe("signed-in");
    for (let i = 0; i < signInLimits.perEmail.limit; i++) expect((await attempt("Wrong!Pass1")).status).toBe("refused");
    const limited = await attempt("Olive!Oil1");
    expect(limited).toEqual({ status: "rate-limited", retryAfterMs: expect.any(Number) });
    // Another address is held back too: the limit follows the account.
    resetRequest("198.51.100.7");
    expect((await attempt("Olive!Oil1")).status).toBe("rate-limited");
  });

  it("limits one address across many e-mails", { timeout: 60_000 }, async () => {
    resetRequest("192.0.2.99");
    for (let i = 0; i < signInLimits.perAddress.limit; i++) {
      await signInWithPassword({ email: `spray${i}@example.ca`, password: "Wrong!Pass1" }, "client");
    }
    expect((await signInWithPassword({ email: "spray-last@example.ca", password: "Wrong!Pass1" }, "client")).status).toBe("rate-limited");
    resetRequest("192.0.2.100");
    expect((await signInWithPassword({ email: "spray-last@example.ca", password: "Wrong!Pass1" }, "client")).status).toBe("refused");
  });
});

describe("signOut", () => {
  it("ends the session and always clears the cookie, even when the session is already gone", async () => {
    const { userId } = await account("leaving@example.ca", "client");
    await signInWithPassword({ email: "leaving@example.ca", password: "Olive!Oil1" }, "client");
    useSessionCookie();
    await signOut();
    expect(await sessionCount(userId)).toBe(0);
    expect(request.setCookies.get("better-auth.session_token")).toMatchObject({ value: "", maxAge: 0 });

    request.setCookies.clear();
    await signOut();
    expect(request.setCookies.get("better-auth.session_token")).toMatchObject({ value: "", maxAge: 0 });
  });
});

describe("password reset", () => {
  async function lastMailTo(email: string) {
    const db = await getDb();
    const [row] = await db
      .select({ payload: outbox.payload })
      .from(outbox)
      .where(and(eq(outbox.kind, "email"), sql`${outbox.payload}->>'to' = ${email}`))
      .orderBy(desc(outbox.createdAt))
      .limit(1);
    return row?.payload as { text: string; subject: string; locale: string } | undefined;
  }

  it("queues a link in the visitor's language, sets a password once, and ends every session", async () => {
    const { userId } = await account("forgetful@example.ca", "client");
    await signInWithPassword({ email: "forgetful@example.ca", password: "Olive!Oil1" }, "client");
    expect(await sessionCount(userId)).toBe(1);

    expect(await requestPasswordReset("forgetful@example.ca", "fr")).toEqual({ status: "accepted" });
    const mail = await lastMailTo("forgetful@example.ca");
    expect(mail).toMatchObject({ locale: "fr", subject: "Réinitialisation de votre mot de passe Terramare Imports" });
    const link = new URL(mail!.text.match(/https?:\/\/\S+/)![0]);
    expect(link.pathname).toBe("/fr/client/reset-password");
    const token = link.searchParams.get("token")!;

    expect(await resetPassword(token, "Brand!New9")).toEqual({ status: "done" });
    expect(await sessionCount(userId)).toBe(0);
    expect(await resetPassword(token, "Again!New9")).toEqual({ status: "invalid-token" });
    resetRequest();
    expect((await signInWithPassword({ email: "forgetful@example.ca", password: "Brand!New9" }, "client")).status).toBe("signed-in");
  });

  it("answers the same for an unknown address and queues nothing", async () => {
    expect(await requestPasswordReset("ghost@example.ca", "en")).toEqual({ status: "accepted" });
    expect(await lastMailTo("ghost@example.ca")).toBeUndefined();
  });

  it("limits requests per e-mail", async () => {
    await account("spammed@example.ca", "client");
    const results = [];
    for (let i = 0; i < 6; i++) results.push((await requestPasswordReset("spammed@example.ca", "en")).status);
    expect(results).toEqual(["accepted", "accepted", "accepted", "accepted", "accepted", "rate-limited"]);
  });
});

describe("getRole", () => {
  it("gives no role when the roles cannot be read", async () => {
    const { userId } = await account("fragile@example.ca", "admin");
    expect(await getRole(userId)).toBe("admin");
    const db = await getDb();
    await db.execute(sql`alter table user_roles rename to user_roles_away`);
    try {
      expect(await getRole(userId)).toBeNull();
    } finally {
      await db.execute(sql`alter table user_roles_away rename to user_roles`);
    }
  });
});

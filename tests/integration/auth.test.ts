import { hashPassword as betterAuthDefaultHash } from "better-auth/crypto";
import { and, desc, eq, sql } from "drizzle-orm";
import { isClient, isStaff } from "@/lib/permissions";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { request, resetRequest, useSessionCookie } from "./support/next-request";

vi.mock("next/headers", async () => (await import("./support/next-request")).nextHeadersMock());
// better-auth's nextCookies plugin imports it with the extension.
vi.mock("next/headers.js", async () => (await import("./support/next-request")).nextHeadersMock());

const { getAuth } = await import("@/server/auth/auth");
const { CompanyForNonClientError, PasswordRuleError, upsertAccount } = await import("@/server/auth/accounts");
const { getRole } = await import("@/server/auth/roles");
const { signInWithPassword, signInLimits, signOut, signOutEverywhere } = await import("@/server/auth/sign-in");
const { ADMIN_IDLE_TIMEOUT_MS, getViewer } = await import("@/server/auth/session");
const { requestPasswordReset, resetPassword } = await import("@/server/auth/password-reset");
const { passwordHashParams } = await import("@/server/auth/password-hash");
const { closeDb, getDb } = await import("@/server/db/client");
const { companies, companyMembers, outbox, session, user, verification } = await import("@/server/db/schema");

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

    const updated = await upsertAccount(auth, await getDb(), {
      email: "marie@example.ca",
      password: "Changed!Pass2",
      role: "admin",
    });
    expect(updated).toEqual({ userId: created.userId, created: false, sessionsEnded: 0 });
    expect(await getRole(created.userId)).toBe("admin");
    expect(await signInWithPassword({ email: "marie@example.ca", password: "Olive!Oil1" }, isStaff)).toEqual({
      status: "refused",
    });
    resetRequest();
    expect(await signInWithPassword({ email: "marie@example.ca", password: "Changed!Pass2" }, isStaff)).toMatchObject({
      status: "signed-in",
    });
  });

  it("ends every session of an account whose password user:create changes, and says how many", async () => {
    const { userId } = await account("sessions-end@example.ca", "client");
    for (const address of ["203.0.113.51", "203.0.113.52"]) {
      resetRequest(address);
      expect(await signInWithPassword({ email: "sessions-end@example.ca", password: "Olive!Oil1" }, isClient)).toMatchObject({
        status: "signed-in",
      });
    }
    expect(await sessionCount(userId)).toBe(2);
    const changed = await account("sessions-end@example.ca", "client", "Another!Pass3");
    expect(changed).toEqual({ userId, created: false, sessionsEnded: 2 });
    expect(await sessionCount(userId)).toBe(0);
  });

  it("puts a client in the company named, made once, and refuses a company for staff", async () => {
    const auth = await getAuth();
    const db = await getDb();
    const first = await upsertAccount(auth, db, {
      email: "a@bistro.ca",
      password: "Olive!Oil1",
      role: "client",
      company: "Bistro du Nord",
    });
    const second = await upsertAccount(auth, db, {
      email: "b@bistro.ca",
      password: "Olive!Oil1",
      role: "client",
      company: "Bistro du Nord",
    });
    const named = await db.select().from(companies).where(eq(companies.name, "Bistro du Nord"));
    expect(named).toHaveLength(1);
    const members = await db.select().from(companyMembers).where(eq(companyMembers.companyId, named[0]!.id));
    expect(members.map((member) => member.userId).sort()).toEqual([first.userId, second.userId].sort());
    await expect(
      upsertAccount(auth, db, { email: "c@bistro.ca", password: "Olive!Oil1", role: "admin", company: "Bistro du Nord" }),
    ).rejects.toThrow(CompanyForNonClientError);
  });

  it("refuses a password that does not meet the rule, with the spec's message", async () => {
    await expect(account("weak@example.ca", "client", "weakpass1")).rejects.toThrow(PasswordRuleError);
    await expect(account("weak@example.ca", "client", "weakpass1")).rejects.toThrow("Password does not meet requirements.");
  });
});

describe("signInWithPassword", () => {
  it("signs in a user with the role asked for and sets the session cookie", async () => {
    const { userId } = await account("client1@example.ca", "client");
    const result = await signInWithPassword({ email: "client1@example.ca", password: "Olive!Oil1" }, isClient);
    expect(result).toEqual({ status: "signed-in", userId, role: "client" });
    expect([...request.setCookies.keys()]).toContain("better-auth.session_token");
    expect(await sessionCount(userId)).toBe(1);
  });

  it("refuses a wrong password and an unknown e-mail alike", async () => {
    await account("client2@example.ca", "client");
    expect(await signInWithPassword({ email: "client2@example.ca", password: "Wrong!Pass1" }, isClient)).toEqual({
      status: "refused",
    });
    expect(await signInWithPassword({ email: "nobody@example.ca", password: "Wrong!Pass1" }, isClient)).toEqual({
      status: "refused",
    });
  });

  it("refuses the right password at the wrong door, and ends the session it just made", async () => {
    const { userId } = await account("admin1@example.ca", "admin");
    expect(await signInWithPassword({ email: "admin1@example.ca", password: "Olive!Oil1" }, isClient)).toEqual({
      status: "refused",
    });
    expect(await sessionCount(userId)).toBe(0);
    expect(request.setCookies.get("better-auth.session_token")).toMatchObject({ value: "", maxAge: 0 });
  });

  it("treats an account without a role as having no access", async () => {
    const { userId } = await account("norole@example.ca", "client");
    const db = await getDb();
    await db.execute(sql`delete from user_roles where user_id = ${userId}`);
    expect(await getRole(userId)).toBeNull();
    expect(await signInWithPassword({ email: "norole@example.ca", password: "Olive!Oil1" }, isClient)).toEqual({
      status: "refused",
    });
  });

  it("slows down one address guessing one account, with a longer wait as the failures grow", async () => {
    await account("limited@example.ca", "client");
    const attempt = (password: string) => signInWithPassword({ email: "limited@example.ca", password }, isClient);
    const [perMinute] = signInLimits.failuresPerAccountAndAddress;
    for (let i = 0; i < perMinute!.limit; i++) expect((await attempt("Wrong!Pass1")).status).toBe("refused");
    // Even the right password waits: a guesser cannot tell a hit from a miss while slowed down.
    const slowed = await attempt("Olive!Oil1");
    expect(slowed).toEqual({ status: "rate-limited", retryAfterMs: expect.any(Number) });
    if (slowed.status !== "rate-limited") return;
    expect(slowed.retryAfterMs).toBeGreaterThan(0);
    expect(slowed.retryAfterMs).toBeLessThanOrEqual(perMinute!.windowMs);
    const waits = signInLimits.failuresPerAccountAndAddress.map((rule) => rule.windowMs);
    expect(waits).toEqual([...waits].sort((a, b) => a - b));
  });

  it(
    "cannot be used to lock an account: the right password from an address that signed in before gets in",
    { timeout: 240_000 },
    async () => {
      const { userId } = await account("target@example.ca", "admin");
      const attempt = (password: string) => signInWithPassword({ email: "target@example.ca", password }, isStaff);
      // The owner has signed in from this address before.
      resetRequest("203.0.113.77");
      expect((await attempt("Olive!Oil1")).status).toBe("signed-in");
      // Attackers spread over many addresses, more failures than any per-account limit.
      for (let i = 0; i < signInLimits.failuresPerAccount.limit + 5; i++) {
        resetRequest(`198.51.100.${i % 50}`);
        expect((await attempt("Wrong!Pass1")).status).not.toBe("signed-in");
      }
      // An attacking address is held back once the account has had that many failures...
      resetRequest("198.51.100.1");
      expect((await attempt("Olive!Oil1")).status).toBe("rate-limited");
      // ...but the owner, from an address that signed in before, signs in.
      resetRequest("203.0.113.77");
      expect(await attempt("Olive!Oil1")).toEqual({ status: "signed-in", userId, role: "admin" });
    },
  );

  it("rewrites a password hash made with better-auth's default cost at the next sign-in", async () => {
    const { userId } = await account("legacy-hash@example.ca", "client");
    const context = await (await getAuth()).$context;
    await context.internalAdapter.updatePassword(userId, await betterAuthDefaultHash("Olive!Oil1"));
    const storedHash = async () =>
      (await context.internalAdapter.findAccounts(userId)).find((row) => row.providerId === "credential")!.password!;
    expect(await storedHash()).toMatch(/^[0-9a-f]+:[0-9a-f]+$/);

    expect(await signInWithPassword({ email: "legacy-hash@example.ca", password: "Olive!Oil1" }, isClient)).toMatchObject({
      status: "signed-in",
    });
    const rewritten = await storedHash();
    // At the configured cost (PASSWORD_HASH_LOG2N; the suite's is vitest.config.ts's).
    expect(rewritten).toMatch(new RegExp(String.raw`^\$scrypt\$ln=${passwordHashParams().log2N},r=8,p=1\$`));
    resetRequest();
    expect((await signInWithPassword({ email: "legacy-hash@example.ca", password: "Olive!Oil1" }, isClient)).status).toBe(
      "signed-in",
    );
    expect(await storedHash()).toBe(rewritten);
  });
});

describe("admin sessions", () => {
  it("end after 30 minutes without a request, on the server too", async () => {
    const { userId } = await account("idle-admin@example.ca", "admin");
    await signInWithPassword({ email: "idle-admin@example.ca", password: "Olive!Oil1" }, isStaff);
    useSessionCookie();
    expect((await getViewer())?.role).toBe("admin");
    const db = await getDb();
    await db
      .update(session)
      .set({ updatedAt: new Date(Date.now() - ADMIN_IDLE_TIMEOUT_MS - 60_000) })
      .where(eq(session.userId, userId));
    expect(await getViewer()).toBeNull();
    expect(await sessionCount(userId)).toBe(0);
  });

  it("all end with 'sign out everywhere'", async () => {
    const { userId } = await account("everywhere@example.ca", "admin");
    for (const address of ["203.0.113.1", "203.0.113.2"]) {
      resetRequest(address);
      await signInWithPassword({ email: "everywhere@example.ca", password: "Olive!Oil1" }, isStaff);
    }
    useSessionCookie();
    expect(await sessionCount(userId)).toBe(2);
    await signOutEverywhere(userId);
    expect(await sessionCount(userId)).toBe(0);
    expect(request.setCookies.get("better-auth.session_token")).toMatchObject({ value: "", maxAge: 0 });
  });
});

describe("better-auth's HTTP endpoints", () => {
  it("answers 404 to verify-password and every endpoint the site does not use, even when signed in", async () => {
    await account("guesser@example.ca", "client");
    await signInWithPassword({ email: "guesser@example.ca", password: "Olive!Oil1" }, isClient);
    useSessionCookie();
    const auth = await getAuth();
    const post = (path: string, body: object) =>
      auth.handler(
        new Request(`http://localhost:3000/api/auth${path}`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            cookie: request.headers.get("cookie") ?? "",
            origin: "http://localhost:3000",
          },
          body: JSON.stringify(body),
        }),
      );
    for (const path of [
      "/verify-password",
      "/revoke-sessions",
      "/list-sessions",
      "/update-session",
      "/send-verification-email",
    ]) {
      expect((await post(path, { password: "Olive!Oil1" })).status, path).toBe(404);
    }
  });
});

describe("signOut", () => {
  it("ends the session and always clears the cookie, even when the session is already gone", async () => {
    const { userId } = await account("leaving@example.ca", "client");
    await signInWithPassword({ email: "leaving@example.ca", password: "Olive!Oil1" }, isClient);
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
    await signInWithPassword({ email: "forgetful@example.ca", password: "Olive!Oil1" }, isClient);
    expect(await sessionCount(userId)).toBe(1);

    expect(await requestPasswordReset("forgetful@example.ca", "fr")).toEqual({ status: "accepted" });
    const mail = await lastMailTo("forgetful@example.ca");
    expect(mail).toMatchObject({ locale: "fr", subject: "Réinitialisation de votre mot de passe Terramare Imports" });
    const link = new URL(mail!.text.match(/https?:\/\/\S+/)![0]);
    expect(link.pathname).toBe("/fr/espace-client/nouveau-mot-de-passe");
    const token = link.searchParams.get("token")!;

    expect(await resetPassword(token, "Brand!New9")).toEqual({ status: "done", email: "forgetful@example.ca" });
    expect(await sessionCount(userId)).toBe(0);
    expect(await resetPassword(token, "Again!New9")).toEqual({ status: "invalid-token" });
    resetRequest();
    expect((await signInWithPassword({ email: "forgetful@example.ca", password: "Brand!New9" }, isClient)).status).toBe(
      "signed-in",
    );
  });

  it("answers the same for an unknown address and queues nothing", async () => {
    expect(await requestPasswordReset("ghost@example.ca", "en")).toEqual({ status: "accepted" });
    expect(await lastMailTo("ghost@example.ca")).toBeUndefined();
  });

  async function mailsTo(email: string) {
    const db = await getDb();
    const rows = await db
      .select({ payload: outbox.payload })
      .from(outbox)
      .where(and(eq(outbox.kind, "email"), sql`${outbox.payload}->>'to' = ${email}`))
      .orderBy(outbox.createdAt);
    return rows.map((row) => row.payload as { text: string; subject: string; locale: string });
  }

  const tokenOf = (mail: { text: string }) => new URL(mail.text.match(/https?:\/\/\S+/)![0]).searchParams.get("token")!;

  async function resetTokenCount(userId: string): Promise<number> {
    const db = await getDb();
    return db.$count(verification, and(eq(verification.value, userId), sql`${verification.identifier} like 'reset-password:%'`));
  }

  it("keeps one link valid at a time: a new link revokes the earlier ones (issue 31)", async () => {
    await account("many-links@example.ca", "client");
    for (let i = 0; i < 4; i++) await requestPasswordReset("many-links@example.ca", "en");
    const tokens = (await mailsTo("many-links@example.ca")).map(tokenOf);
    expect(tokens).toHaveLength(4);
    for (const token of tokens.slice(0, 3)) expect(await resetPassword(token, "Brand!New9")).toEqual({ status: "invalid-token" });
    expect(await resetPassword(tokens[3]!, "Brand!New9")).toEqual({ status: "done", email: "many-links@example.ca" });
  });

  it("revokes every other link of the account when one is used (issue 31)", async () => {
    const { userId } = await account("two-links@example.ca", "client");
    const db = await getDb();
    // Two links at once, as an invitation and a reset could leave them.
    const expiresAt = new Date(Date.now() + 3_600_000);
    for (const token of ["twoLinksFirst0123456789", "twoLinksSecond012345678"]) {
      await db
        .insert(verification)
        .values({ id: crypto.randomUUID(), identifier: `reset-password:${token}`, value: userId, expiresAt });
    }
    expect(await resetPassword("twoLinksFirst0123456789", "Brand!New9")).toEqual({
      status: "done",
      email: "two-links@example.ca",
    });
    expect(await resetPassword("twoLinksSecond012345678", "Other!New9")).toEqual({ status: "invalid-token" });
    expect(await resetTokenCount(userId)).toBe(0);
  });

  it("never resets a staff account through the client flow: the same answer as an unknown address, and no mail (issue 31)", async () => {
    const { userId } = await account("staff-reset@example.ca", "admin");
    expect(await requestPasswordReset("staff-reset@example.ca", "en")).toEqual({ status: "accepted" });
    expect(await mailsTo("staff-reset@example.ca")).toEqual([]);
    expect(await resetTokenCount(userId)).toBe(0);
  });

  it("resets a staff account through the staff sign-in, in the staff member's language and words (issue 31)", async () => {
    const { userId } = await account("staff-reset-fr@example.ca", "admin");
    const db = await getDb();
    await db.update(user).set({ language: "fr" }).where(eq(user.id, userId));
    expect(await requestPasswordReset("staff-reset-fr@example.ca", "en", "staff")).toEqual({ status: "accepted" });
    const [mail] = await mailsTo("staff-reset-fr@example.ca");
    expect(mail).toMatchObject({ locale: "fr" });
    expect(mail!.text).toContain("personnel");
    expect(mail!.text).not.toContain("client");
    const link = new URL(mail!.text.match(/https?:\/\/\S+/)![0]);
    expect(link.pathname).toBe("/admin/reset-password");
    expect(await resetPassword(tokenOf(mail!), "Staff!New99")).toEqual({ status: "done", email: "staff-reset-fr@example.ca" });
    resetRequest();
    expect((await signInWithPassword({ email: "staff-reset-fr@example.ca", password: "Staff!New99" }, isStaff)).status).toBe(
      "signed-in",
    );

    // A client's address at the staff door: the same answer, and nothing sent.
    const client = await account("client-at-staff-door@example.ca", "client");
    expect(await requestPasswordReset("client-at-staff-door@example.ca", "en", "staff")).toEqual({ status: "accepted" });
    expect(await mailsTo("client-at-staff-door@example.ca")).toEqual([]);
    expect(await resetTokenCount(client.userId)).toBe(0);
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

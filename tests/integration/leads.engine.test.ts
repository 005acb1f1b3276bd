import { eq, sql } from "drizzle-orm";
import { isClient } from "@/lib/permissions";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { resetRequest, useSessionCookie, request as nextRequest } from "./support/next-request";

vi.mock("next/headers", async () => (await import("./support/next-request")).nextHeadersMock());
vi.mock("next/headers.js", async () => (await import("./support/next-request")).nextHeadersMock());

const { getAuth } = await import("@/server/auth/auth");
const { upsertAccount } = await import("@/server/auth/accounts");
const { getRole } = await import("@/server/auth/roles");
const { signInWithPassword } = await import("@/server/auth/sign-in");
const { resetPassword } = await import("@/server/auth/password-reset");
const { listAccounts, resendInvitation, setAccountDisabled } = await import("@/server/auth/account-admin");
const { approveAccessRequest, listPendingAccessRequests, rejectAccessRequest } = await import("@/server/leads/access-requests");
const { listCompanies } = await import("@/server/leads/companies");
const { closeDb, getDb } = await import("@/server/db/client");
const { accessRequests, companies, outbox, session, user, verification } = await import("@/server/db/schema");

// Opening the database (and migrating it) is the slow part: not inside the first test's time.
beforeAll(async () => {
  await getDb();
});
afterAll(closeDb);
beforeEach(() => resetRequest());

let counter = 0;
async function accessRequest(overrides: Partial<typeof accessRequests.$inferInsert> = {}) {
  counter += 1;
  const db = await getDb();
  const [row] = await db
    .insert(accessRequests)
    .values({
      firstName: "Élodie",
      lastName: "Gagnon",
      email: `elodie${counter}@epicerie.example`,
      phone: "819-555-0199",
      companyName: `Épicerie Gagnon ${counter}`,
      jobTitle: "Acheteuse",
      companySize: "11-50",
      industry: "retail",
      website: "https://epicerie.example",
      businessNeeds: "Huiles d’olive",
      locale: "fr",
      ...overrides,
    })
    .returning();
  return row!;
}

async function emailsTo(to: string) {
  const db = await getDb();
  const rows = await db
    .select()
    .from(outbox)
    .where(sql`${outbox.payload}->>'to' = ${to}`);
  return rows.map((row) => row.payload as { subject: string; text: string; locale: string });
}

const tokenOf = (text: string) => new URL(/https?:\/\/\S+/.exec(text)![0]).searchParams.get("token")!;

describe("approving an access request", () => {
  it("creates the client account, its company and a French invitation whose link sets a password once", async () => {
    const request = await accessRequest();
    const db = await getDb();
    const result = await approveAccessRequest(db, request.id, "admin@example.ca");
    expect(result.status).toBe("approved");
    if (result.status !== "approved") return;

    const [stored] = await db.select().from(accessRequests).where(eq(accessRequests.id, request.id));
    expect(stored).toMatchObject({ status: "approved", inboxStatus: "done", decidedBy: "admin@example.ca" });
    expect(await getRole(result.userId)).toBe("client");
    const [company] = (await listCompanies(db)).filter((view) => view.company.id === result.companyId);
    expect(company?.company).toMatchObject({ name: request.companyName, size: "11-50", industry: "retail" });
    expect(company?.request?.id).toBe(request.id);
    expect(company?.users.map((member) => member.email)).toEqual([request.email]);

    const [invitation] = await emailsTo(request.email);
    expect(invitation?.locale).toBe("fr");
    expect(invitation?.subject).toBe("Votre compte client Terramare Imports est prêt");
    expect(invitation?.text).toContain("/fr/espace-client/nouveau-mot-de-passe?token=");
    const [row] = await db.select().from(verification).where(eq(verification.value, result.userId));
    const days = (row!.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);

    const token = tokenOf(invitation!.text);
    expect(await resetPassword(token, "Olive!Oil1")).toMatchObject({ status: "done" });
    expect(await resetPassword(token, "Other!Oil2")).toEqual({ status: "invalid-token" });
    expect(await signInWithPassword({ email: request.email, password: "Olive!Oil1" }, isClient)).toMatchObject({
      status: "signed-in",
      userId: result.userId,
    });
    const [account] = (await listAccounts(db)).filter((entry) => entry.id === result.userId);
    expect(account).toMatchObject({ role: "client", company: request.companyName });
    expect(account?.lastSignInAt).toBeInstanceOf(Date);
  });

  it("writes in English to an English requester", async () => {
    const request = await accessRequest({ locale: "en" });
    await approveAccessRequest(await getDb(), request.id, "admin@example.ca");
    const [invitation] = await emailsTo(request.email);
    expect(invitation).toMatchObject({ locale: "en", subject: "Your Terramare Imports client account is ready" });
    expect(invitation?.text).toMatch(/http:\/\/[^/]+\/client\/reset-password\?token=/);
  });

  it("creates one account when two administrators approve the same request at once", async () => {
    const request = await accessRequest();
    const db = await getDb();
    const results = await Promise.all([
      approveAccessRequest(db, request.id, "one@example.ca"),
      approveAccessRequest(db, request.id, "two@example.ca"),
      approveAccessRequest(db, request.id, "three@example.ca"),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(["already-handled", "already-handled", "approved"]);
    expect(await db.$count(user, eq(user.email, request.email))).toBe(1);
    expect(await db.$count(companies, eq(companies.name, request.companyName))).toBe(1);
    expect(await emailsTo(request.email)).toHaveLength(1);
  });

  it("leaves the request pending, with nothing made, when the e-mail has an account already", async () => {
    const request = await accessRequest();
    await upsertAccount(await getAuth(), await getDb(), { email: request.email, password: "Olive!Oil1", role: "client" });
    const db = await getDb();
    expect(await approveAccessRequest(db, request.id, "admin@example.ca")).toEqual({ status: "account-exists" });
    expect((await listPendingAccessRequests(db)).map((pending) => pending.id)).toContain(request.id);
    expect(await db.$count(companies, eq(companies.name, request.companyName))).toBe(0);
    expect(await emailsTo(request.email)).toHaveLength(0);
  });
});

describe("e-mails to a requester's address, which nobody verified (issue 31)", () => {
  // A stranger may type a victim's address: the invitation and the rejection carry nothing they
  // wrote (the rule of the forms' acknowledgements, src/server/forms/emails.ts).
  const lure = {
    firstName: "URGENT your bank account is locked, call 1-800-555-0100",
    lastName: "Fraud Dept",
    companyName: "Bank Security Team: act now",
  };
  const typed = Object.values(lure);

  it("the invitation of an approved request, and its resending, hold none of the request's text", async () => {
    const request = await accessRequest({ ...lure, companyName: `${lure.companyName} ${counter}` });
    const db = await getDb();
    const result = await approveAccessRequest(db, request.id, "admin@example.ca");
    expect(result.status).toBe("approved");
    if (result.status !== "approved") return;
    await resendInvitation(db, result.userId);
    const mails = await emailsTo(request.email);
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      for (const text of [...typed, request.companyName]) {
        expect(mail.text).not.toContain(text);
        expect(mail.subject).not.toContain(text);
      }
    }
  });

  it("the rejection holds none of the request's text", async () => {
    const request = await accessRequest(lure);
    await rejectAccessRequest(await getDb(), request.id, "admin@example.ca", { reason: "Spam", notify: true });
    const [mail] = await emailsTo(request.email);
    expect(mail).toBeDefined();
    for (const text of typed) expect(mail!.text).not.toContain(text);
  });

  it("a client's password reset mail holds no name", async () => {
    const request = await accessRequest({ ...lure, companyName: `${lure.companyName} ${counter}`, locale: "en" });
    await approveAccessRequest(await getDb(), request.id, "admin@example.ca");
    const { requestPasswordReset } = await import("@/server/auth/password-reset");
    await requestPasswordReset(request.email, "en");
    const mails = await emailsTo(request.email);
    expect(mails).toHaveLength(2);
    for (const text of typed) expect(mails[1]!.text).not.toContain(text);
  });
});

describe("rejecting an access request", () => {
  it("records the reason, e-mails the requester in French if asked, and cannot be approved afterwards", async () => {
    const request = await accessRequest();
    const db = await getDb();
    expect(await rejectAccessRequest(db, request.id, "admin@example.ca", { reason: "Hors territoire", notify: true })).toEqual({
      status: "rejected",
      emailed: true,
    });
    const [stored] = await db.select().from(accessRequests).where(eq(accessRequests.id, request.id));
    expect(stored).toMatchObject({ status: "rejected", rejectionReason: "Hors territoire", inboxStatus: "done" });
    const [email] = await emailsTo(request.email);
    expect(email).toMatchObject({ locale: "fr", subject: "Votre demande d’accès B2B" });
    expect(email?.text).not.toContain("Hors territoire");
    expect(await approveAccessRequest(db, request.id, "admin@example.ca")).toEqual({ status: "already-handled" });
    expect(await db.$count(user, eq(user.email, request.email))).toBe(0);
  });

  it("writes in English to an English requester", async () => {
    const request = await accessRequest({ locale: "en", firstName: "Emma", companyName: "Harbour Grocers" });
    const db = await getDb();
    expect(await rejectAccessRequest(db, request.id, "admin@example.ca", { reason: "Out of area", notify: true })).toEqual({
      status: "rejected",
      emailed: true,
    });
    const emails = await emailsTo(request.email);
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({ locale: "en", subject: "Your B2B access request" });
    // Neither the name nor the company the requester typed (issue 31).
    expect(emails[0]?.text).toMatch(/^Hello,\n\nThank you for your interest in Terramare Imports/);
    expect(emails[0]?.text).not.toContain("Emma");
    expect(emails[0]?.text).not.toContain("Harbour Grocers");
    expect(emails[0]?.text).toContain("we are unable to open a client account at this time");
    expect(emails[0]?.text).not.toContain("Out of area");
  });

  it("sends nothing when the e-mail is not asked for", async () => {
    const request = await accessRequest();
    await rejectAccessRequest(await getDb(), request.id, "admin@example.ca", { reason: "Doublon", notify: false });
    expect(await emailsTo(request.email)).toHaveLength(0);
  });
});

describe("disabling an account", () => {
  it("ends its sessions and refuses its sign-in until enabled again", async () => {
    const auth = await getAuth();
    const db = await getDb();
    const { userId } = await upsertAccount(auth, db, { email: "disable-me@example.ca", password: "Olive!Oil1", role: "client" });
    const admin = await upsertAccount(auth, db, { email: "boss@example.ca", password: "Olive!Oil1", role: "admin" });
    expect(await signInWithPassword({ email: "disable-me@example.ca", password: "Olive!Oil1" }, isClient)).toMatchObject({
      status: "signed-in",
    });
    useSessionCookie();
    expect(await auth.api.getSession({ headers: nextRequest.headers })).not.toBeNull();

    expect(await setAccountDisabled(db, userId, true, admin.userId)).toEqual({ status: "done" });
    expect(await db.$count(session, eq(session.userId, userId))).toBe(0);
    expect(await auth.api.getSession({ headers: nextRequest.headers })).toBeNull();
    expect(await getRole(userId)).toBeNull();
    resetRequest("203.0.113.11");
    expect(await signInWithPassword({ email: "disable-me@example.ca", password: "Olive!Oil1" }, isClient)).toEqual({
      status: "refused",
    });
    expect(await db.$count(session, eq(session.userId, userId))).toBe(0);

    expect(await setAccountDisabled(db, userId, false, admin.userId)).toEqual({ status: "done" });
    resetRequest("203.0.113.12");
    expect(await signInWithPassword({ email: "disable-me@example.ca", password: "Olive!Oil1" }, isClient)).toMatchObject({
      status: "signed-in",
    });
  });

  it("will not let an administrator disable their own account", async () => {
    const admin = await upsertAccount(await getAuth(), await getDb(), {
      email: "self@example.ca",
      password: "Olive!Oil1",
      role: "admin",
    });
    expect(await setAccountDisabled(await getDb(), admin.userId, true, admin.userId)).toEqual({ status: "own-account" });
  });
});

describe("a new invitation", () => {
  it("replaces the earlier link, in the language of the account's request", async () => {
    const request = await accessRequest();
    const db = await getDb();
    const approved = await approveAccessRequest(db, request.id, "admin@example.ca");
    if (approved.status !== "approved") throw new Error(approved.status);
    const [first] = await emailsTo(request.email);
    expect(await resendInvitation(db, approved.userId)).toMatchObject({ status: "done" });
    const emails = await emailsTo(request.email);
    expect(emails).toHaveLength(2);
    const second = emails.find((email) => email.text !== first!.text)!;
    expect(second.locale).toBe("fr");
    expect(await resetPassword(tokenOf(first!.text), "Olive!Oil1")).toEqual({ status: "invalid-token" });
    expect(await resetPassword(tokenOf(second.text), "Olive!Oil1")).toMatchObject({ status: "done" });
  });

  it("is refused for an administrator or an account without a role, and sends nothing", async () => {
    const db = await getDb();
    const auth = await getAuth();
    const admin = await upsertAccount(auth, db, { email: "invite-admin@example.ca", password: "Olive!Oil1", role: "admin" });
    const [roleless] = await db
      .insert(user)
      .values({ id: crypto.randomUUID(), name: "No Role", email: "invite-roleless@example.ca", emailVerified: true })
      .returning({ id: user.id });
    for (const [userId, email] of [
      [admin.userId, "invite-admin@example.ca"],
      [roleless!.id, "invite-roleless@example.ca"],
    ] as const) {
      expect(await resendInvitation(db, userId)).toEqual({ status: "not-found" });
      expect(await emailsTo(email)).toHaveLength(0);
      expect(await db.$count(verification, eq(verification.value, userId))).toBe(0);
    }
  });
});

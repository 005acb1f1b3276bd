import { symmetricEncrypt } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { isClient, isStaff } from "@/lib/permissions";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { request, resetRequest, useSessionCookie as sendCookies } from "./support/next-request";

// The second factor's domain logic (src/server/auth/two-factor*.ts) against a real database and
// better-auth's twoFactor plugin, with Next's request scope stood in for (support/next-request).

vi.mock("next/headers", async () => (await import("./support/next-request")).nextHeadersMock());
// better-auth's nextCookies plugin imports it with the extension.
vi.mock("next/headers.js", async () => (await import("./support/next-request")).nextHeadersMock());

const { getAuth } = await import("@/server/auth/auth");
const { upsertAccount } = await import("@/server/auth/accounts");
const { signInWithPassword } = await import("@/server/auth/sign-in");
const { getViewer } = await import("@/server/auth/session");
const { beginEnrolment, confirmEnrolment, hasSecondFactor, verifySecondFactor } = await import("@/server/auth/two-factor");
const { base32, enrolWithKey, resetSecondFactor, totpUri } = await import("@/server/auth/two-factor-admin");
const { pendingChallenge } = await import("@/server/auth/two-factor-challenge");
const { closeDb, getDb } = await import("@/server/db/client");
const { accountEvents, session, twoFactor } = await import("@/server/db/schema");
const { loadRecentActivity } = await import("@/server/admin/dashboard");

afterAll(closeDb);
beforeEach(() => resetRequest());

const PASSWORD = "Olive!Oil1";

async function account(email: string, role: "admin" | "editor" | "client") {
  return upsertAccount(await getAuth(), await getDb(), { email, password: PASSWORD, role, firstName: "Ada", lastName: "Admin" });
}

/** What an authenticator app shows now for a base32 secret (the enrolment page's). */
const codeFromBase32 = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: "SHA1" }).generate();
/** What an app shows now for a raw key given to `user:create --totp-key`. */
const codeFromKey = (key: string) =>
  new TOTP({ secret: Secret.fromUTF8(key), digits: 6, period: 30, algorithm: "SHA1" }).generate();
/** A code that is surely not the current one (nor the one either side). */
const wrongCode = (right: string) => String((Number(right) + 500_000) % 1_000_000).padStart(6, "0");

async function sessionCount(userId: string): Promise<number> {
  return (await getDb()).$count(session, eq(session.userId, userId));
}

/** The password step, in a fresh browser: the challenge cookie is sent with the next request. */
async function password(email: string, allowed = isStaff) {
  resetRequest();
  const result = await signInWithPassword({ email, password: PASSWORD }, allowed);
  sendCookies();
  return result;
}

/** Signs in with the password alone (no second factor yet) and enrols, as the enrolment page does. */
async function enrol(email: string, role: "admin" | "editor" = "admin") {
  const { userId } = await account(email, role);
  expect(await password(email)).toMatchObject({ status: "signed-in" });
  const enrolment = await beginEnrolment(userId);
  const confirmed = await confirmEnrolment(userId, codeFromBase32(enrolment!.secret));
  if (confirmed.status !== "enrolled") throw new Error(`not enrolled: ${confirmed.status}`);
  return { userId, secret: enrolment!.secret, recoveryCodes: confirmed.recoveryCodes };
}

describe("enrolment", () => {
  it("shows the same key until confirmed, refuses a wrong code, then turns the factor on with ten recovery codes", async () => {
    const { userId } = await account("enrol@example.ca", "admin");
    expect(await password("enrol@example.ca")).toMatchObject({ status: "signed-in" });
    expect(await getViewer()).toMatchObject({ mustEnrolSecondFactor: true });

    const first = await beginEnrolment(userId);
    expect(first).not.toBeNull();
    expect(first!.uri).toMatch(/^otpauth:\/\/totp\/Terramare%20Imports:enrol%40example\.ca\?secret=[A-Z2-7]+&/);
    expect(first!.qrDataUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    // A reload: the same key, not a new one.
    expect((await beginEnrolment(userId))!.secret).toBe(first!.secret);

    const right = codeFromBase32(first!.secret);
    expect(await confirmEnrolment(userId, wrongCode(right))).toEqual({ status: "wrong-code" });
    expect(await hasSecondFactor(await getDb(), userId)).toBe(false);

    const confirmed = await confirmEnrolment(userId, right);
    expect(confirmed.status).toBe("enrolled");
    const codes = confirmed.status === "enrolled" ? confirmed.recoveryCodes : [];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/);
    expect(await hasSecondFactor(await getDb(), userId)).toBe(true);
    // better-auth replaced the session (and deleted the old one). The page Next draws again in the
    // same request sees the new one through cookies(), though headers() still has the old cookie.
    expect(await getViewer()).toMatchObject({ user: { id: userId }, mustEnrolSecondFactor: false });
    sendCookies();
    expect(await getViewer()).toMatchObject({ mustEnrolSecondFactor: false });
    expect(await sessionCount(userId)).toBe(1);
    // Enrolled: nothing left to show.
    expect(await beginEnrolment(userId)).toBeNull();
  });

  it("makes the otpauth URI as better-auth does: the key's bytes in base32", () => {
    // RFC 4648's test vectors.
    const encode = (text: string) => base32(new TextEncoder().encode(text));
    expect(["", "f", "fo", "foo", "foob", "fooba", "foobar"].map(encode)).toEqual([
      "",
      "MY",
      "MZXQ",
      "MZXW6",
      "MZXW6YQ",
      "MZXW6YTB",
      "MZXW6YTBOI",
    ]);
    const uri = new URL(totpUri("E2eAdminAuthenticatorKey0001", "a@example.ca"));
    expect(Secret.fromBase32(uri.searchParams.get("secret")!).bytes).toEqual(
      Secret.fromUTF8("E2eAdminAuthenticatorKey0001").bytes,
    );
    expect(Object.fromEntries(uri.searchParams)).toMatchObject({ issuer: "Terramare Imports", digits: "6", period: "30" });
  });
});

describe("the sign-in's second step", () => {
  it("asks an enrolled staff member for a code after the password, and signs them in with the app's", async () => {
    const { userId, secret } = await enrol("code@example.ca");
    const step = await password("code@example.ca");
    expect(step).toEqual({ status: "second-factor", userId, role: "admin" });
    expect(request.setCookies.get("better-auth.session_token")?.value ?? "").toBe("");
    expect(await pendingChallenge()).toEqual({ userId, email: "code@example.ca" });

    const right = codeFromBase32(secret);
    expect(await verifySecondFactor(wrongCode(right), isStaff)).toEqual({ status: "wrong-code" });
    const sessionsBefore = await sessionCount(userId);
    expect(await verifySecondFactor(right, isStaff)).toEqual({ status: "signed-in", userId, role: "admin" });
    expect(await sessionCount(userId)).toBe(sessionsBefore + 1);
    sendCookies();
    expect(await getViewer()).toMatchObject({ user: { id: userId }, role: "admin", mustEnrolSecondFactor: false });
  });

  it("signs in with a recovery code once only", async () => {
    const { userId, recoveryCodes } = await enrol("recovery@example.ca", "editor");
    await password("recovery@example.ca");
    expect(await verifySecondFactor(recoveryCodes[0]!, isStaff)).toEqual({ status: "signed-in", userId, role: "editor" });
    await password("recovery@example.ca");
    expect(await verifySecondFactor(recoveryCodes[0]!, isStaff)).toEqual({ status: "wrong-code" });
    expect(await verifySecondFactor(recoveryCodes[1]!, isStaff)).toEqual({ status: "signed-in", userId, role: "editor" });
  });

  it("refuses an app's code once it signed in, and any code of an earlier step (RFC 6238 §5.2)", async () => {
    const key = "ReplayAuthenticatorKey000001";
    const { userId } = await account("replay@example.ca", "admin");
    await enrolWithKey(await getDb(), userId, key);
    const at = (step: number) =>
      new TOTP({ secret: Secret.fromUTF8(key), digits: 6, period: 30, algorithm: "SHA1" }).generate({ timestamp: step * 30_000 });
    const now = Math.floor(Date.now() / 30_000);

    await password("replay@example.ca");
    expect(await verifySecondFactor(at(now), isStaff)).toMatchObject({ status: "signed-in" });
    // The same code, for a second sign-in within its 30 seconds: refused.
    await password("replay@example.ca");
    expect(await verifySecondFactor(at(now), isStaff)).toEqual({ status: "wrong-code" });
    // The previous step's code, still inside the app's window of one step: refused too.
    expect(await verifySecondFactor(at(now - 1), isStaff)).toEqual({ status: "wrong-code" });
  });

  it("answers 'expired' without a challenge; limits wrong codes like wrong passwords, and better-auth drops the challenge after five", async () => {
    const { secret } = await enrol("expired@example.ca");
    resetRequest();
    expect(await verifySecondFactor("123456", isStaff)).toEqual({ status: "expired" });

    await password("expired@example.ca");
    const wrong = wrongCode(codeFromBase32(secret));
    for (let attempt = 0; attempt < 5; attempt++) {
      expect(await verifySecondFactor(wrong, isStaff)).toEqual({ status: "wrong-code" });
    }
    // The sign-in's limits (the same counters as passwords): this address waits, even with the right code.
    expect(await verifySecondFactor(codeFromBase32(secret), isStaff)).toMatchObject({ status: "rate-limited" });
    // From elsewhere with the same challenge: better-auth dropped it, the password comes again.
    request.headers.set("x-forwarded-for", "198.51.100.7");
    expect(await verifySecondFactor(codeFromBase32(secret), isStaff)).toEqual({ status: "expired" });
  });

  it("refuses a role the door does not admit, and ends the session better-auth made", async () => {
    const { userId, secret } = await enrol("client-door@example.ca", "admin");
    await password("client-door@example.ca");
    const sessionsBefore = await sessionCount(userId);
    // As if the role changed between the two steps: the client portal's code page refuses staff.
    expect(await verifySecondFactor(codeFromBase32(secret), isClient)).toEqual({ status: "wrong-code" });
    expect(await sessionCount(userId)).toBe(sessionsBefore);
  });
});

describe("what the CLI and administrators do", () => {
  it("enrols with a given key (user:create --totp-key), whose codes then sign in", async () => {
    const { userId } = await account("cli@example.ca", "admin");
    const key = "IntegrationAuthenticatorKey01";
    await enrolWithKey(await getDb(), userId, key);
    expect(await hasSecondFactor(await getDb(), userId)).toBe(true);
    expect(await password("cli@example.ca")).toMatchObject({ status: "second-factor" });
    expect(await verifySecondFactor(codeFromKey(key), isStaff)).toMatchObject({ status: "signed-in" });
  });

  it("fails loudly, not as a wrong code, when the key was stored under another secret", async () => {
    const { userId } = await account("other-secret@example.ca", "admin");
    await enrolWithKey(await getDb(), userId, "IntegrationAuthenticatorKey02");
    // What `user:create --totp-key` run without the server's BETTER_AUTH_SECRET stores.
    const foreign = await symmetricEncrypt({
      key: "another-secret-than-the-servers-0123456789",
      data: "IntegrationAuthenticatorKey02",
    });
    await (await getDb()).update(twoFactor).set({ secret: foreign }).where(eq(twoFactor.userId, userId));
    await password("other-secret@example.ca");
    await expect(verifySecondFactor(codeFromKey("IntegrationAuthenticatorKey02"), isStaff)).rejects.toThrow();
  });

  it("resets a second factor: the key, the recovery codes and the sessions go, and the next sign-in enrols again", async () => {
    const { userId, secret } = await enrol("reset@example.ca");
    await password("reset@example.ca");
    expect(await verifySecondFactor(codeFromBase32(secret), isStaff)).toMatchObject({ status: "signed-in" });
    expect(await sessionCount(userId)).toBeGreaterThan(0);

    expect(await resetSecondFactor(await getDb(), userId, "test")).toEqual({ status: "done" });
    expect(await resetSecondFactor(await getDb(), crypto.randomUUID(), "test")).toEqual({ status: "not-found" });
    expect(await sessionCount(userId)).toBe(0);
    expect(await hasSecondFactor(await getDb(), userId)).toBe(false);
    expect(await (await getDb()).$count(twoFactor, eq(twoFactor.userId, userId))).toBe(0);
    // Recorded once (the unknown account's attempt is not), and listed in the dashboard's activity.
    expect(await (await getDb()).$count(accountEvents, eq(accountEvents.userId, userId))).toBe(1);
    expect(await loadRecentActivity()).toContainEqual(
      expect.objectContaining({ kind: "two-factor-reset", actor: "test", email: "reset@example.ca" }),
    );

    expect(await password("reset@example.ca")).toMatchObject({ status: "signed-in" });
    expect(await getViewer()).toMatchObject({ mustEnrolSecondFactor: true });
    const again = await beginEnrolment(userId);
    expect(again!.secret).not.toBe(secret);
  });
});

import { eq } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { isStaff } from "@/lib/permissions";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { inBrowser, resetRequest, snapshotBrowser, useSessionCookie as sendCookies } from "./support/next-request";

// The second factor under requests sent at once (issue 47): one recovery code opens one session,
// and the attempt limit is counted before a code is checked. Engine-dependent: on PostgreSQL the
// requests really run side by side, each on its own connection.

vi.mock("next/headers", async () => (await import("./support/next-request")).nextHeadersMock());
vi.mock("next/headers.js", async () => (await import("./support/next-request")).nextHeadersMock());

const { getAuth } = await import("@/server/auth/auth");
const { upsertAccount } = await import("@/server/auth/accounts");
const { signInWithPassword } = await import("@/server/auth/sign-in");
const { verifySecondFactor } = await import("@/server/auth/two-factor");
const { enrolWithKey } = await import("@/server/auth/two-factor-admin");
const { closeDb, getDb } = await import("@/server/db/client");
const { session, twoFactor } = await import("@/server/db/schema");
const { symmetricDecrypt } = await import("better-auth/crypto");

afterAll(closeDb);
beforeEach(() => resetRequest());

const PASSWORD = "Olive!Oil1";
const codeFromKey = (key: string) =>
  new TOTP({ secret: Secret.fromUTF8(key), digits: 6, period: 30, algorithm: "SHA1" }).generate();
const wrongCode = (right: string) => String((Number(right) + 500_000) % 1_000_000).padStart(6, "0");

async function enrolled(email: string, key: string) {
  const { userId } = await upsertAccount(await getAuth(), await getDb(), { email, password: PASSWORD, role: "admin" });
  await enrolWithKey(await getDb(), userId, key);
  return userId;
}

/** A browser that has just passed the password step: its challenge cookie is set. */
async function browserAfterPassword(email: string, address: string) {
  resetRequest(address);
  expect(await signInWithPassword({ email, password: PASSWORD }, isStaff)).toMatchObject({ status: "second-factor" });
  sendCookies();
  return snapshotBrowser();
}

async function recoveryCodes(userId: string): Promise<string[]> {
  const [row] = await (await getDb()).select().from(twoFactor).where(eq(twoFactor.userId, userId));
  const context = await (await getAuth()).$context;
  return JSON.parse(await symmetricDecrypt({ key: context.secretConfig, data: row!.backupCodes })) as string[];
}

describe("a recovery code sent four times at once", () => {
  it("opens exactly one session, from four browsers that each passed the password", async () => {
    const userId = await enrolled("race-recovery@example.ca", "RaceRecoveryAuthenticatorKey1");
    const [code] = await recoveryCodes(userId);
    const browsers = [];
    for (let index = 0; index < 4; index++)
      browsers.push(await browserAfterPassword("race-recovery@example.ca", `203.0.113.${20 + index}`));

    const results = await Promise.all(browsers.map((browser) => inBrowser(browser, () => verifySecondFactor(code!, isStaff))));

    expect(results.filter((result) => result.status === "signed-in")).toHaveLength(1);
    expect(await (await getDb()).$count(session, eq(session.userId, userId))).toBe(1);
    expect(await recoveryCodes(userId)).not.toContain(code);
  });
});

describe("the code step's attempt limit", () => {
  it("checks at most five of seven wrong codes sent at once from one address", async () => {
    const key = "RaceLimitAuthenticatorKey0001";
    const userId = await enrolled("race-limit@example.ca", key);
    const browsers = [];
    for (let index = 0; index < 7; index++) browsers.push(await browserAfterPassword("race-limit@example.ca", "203.0.113.40"));
    const wrong = wrongCode(codeFromKey(key));

    const results = await Promise.all(browsers.map((browser) => inBrowser(browser, () => verifySecondFactor(wrong, isStaff))));

    // better-auth counts each code it checked and found wrong.
    const [row] = await (await getDb()).select().from(twoFactor).where(eq(twoFactor.userId, userId));
    expect(row!.failedVerificationCount).toBeLessThanOrEqual(5);
    expect(results.filter((result) => result.status === "wrong-code").length).toBeLessThanOrEqual(5);
    expect(results.every((result) => result.status !== "signed-in")).toBe(true);
  });
});

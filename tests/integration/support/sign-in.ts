// Signing in as a browser does, for integration files that mock next/headers (./next-request.ts).
// Staff enrolled with STAFF_TOTP_KEY pass the code step with the code their app would show now.
import { Secret, TOTP } from "otpauth";
import { expect } from "vitest";
import type { isClient, isStaff } from "@/lib/permissions";
import { useSessionCookie as sendSessionCookie } from "./next-request";

/** One authenticator key for the staff accounts a file makes (`enrolWithKey(db, id, STAFF_TOTP_KEY)`). */
export const STAFF_TOTP_KEY = "integrationStaffKey0123456789";

export const staffCode = () =>
  new TOTP({ secret: Secret.fromUTF8(STAFF_TOTP_KEY), digits: 6, period: 30, algorithm: "SHA1" }).generate();

/** Signs in through the door `allowed` (the password, then the code for enrolled staff) and sends the session cookie from then on. */
export async function signInAs(email: string, password: string, allowed: typeof isStaff | typeof isClient): Promise<void> {
  const { signInWithPassword } = await import("@/server/auth/sign-in");
  const result = await signInWithPassword({ email, password }, allowed);
  sendSessionCookie();
  if (result.status === "second-factor") {
    const { verifySecondFactor } = await import("@/server/auth/two-factor");
    await asLaterTimeStep(result.userId);
    expect((await verifySecondFactor(staffCode(), allowed)).status).toBe("signed-in");
    sendSessionCookie();
    return;
  }
  expect(result.status).toBe("signed-in");
}

/**
 * A file signs one staff member in several times within 30 s, where the server refuses a code of
 * a time step already used (RFC 6238 §5.2): each sign-in after this stands for one a step later.
 */
export async function asLaterTimeStep(userId: string): Promise<void> {
  const { getDb } = await import("@/server/db/client");
  const { twoFactor } = await import("@/server/db/schema");
  const { eq } = await import("drizzle-orm");
  await (await getDb()).update(twoFactor).set({ lastTotpStep: null }).where(eq(twoFactor.userId, userId));
}

import "server-only";
import { cookies } from "next/headers";
import { getAuth } from "./auth";

/** better-auth's challenge cookie, set when a right password meets an account with a second factor. */
const CHALLENGE_COOKIE = "two_factor";

/**
 * The account whose password was just accepted and whose code is awaited in this browser, or
 * null (no challenge, or it expired after ten minutes). The cookie's value is a random identifier
 * of better-auth's `verification` table, signed; the row, not the cookie, names the account, so a
 * forged cookie finds nothing. better-auth checks the signature itself when the code is verified.
 */
export async function pendingChallenge(): Promise<{ userId: string; email: string } | null> {
  const context = await (await getAuth()).$context;
  const name = context.createAuthCookie(CHALLENGE_COOKIE).name;
  const raw = (await cookies()).get(name)?.value;
  if (!raw) return null;
  const value = decodeURIComponent(raw);
  const identifier = value.slice(0, Math.max(0, value.lastIndexOf(".")));
  if (!identifier.startsWith("2fa-")) return null;
  const verification = await context.internalAdapter.findVerificationValue(identifier);
  if (!verification || new Date(verification.expiresAt).getTime() < Date.now()) return null;
  const found = await context.internalAdapter.findUserById(verification.value);
  return found ? { userId: found.id, email: found.email } : null;
}

/** Forgets this browser's challenge (a refused role, a new sign-in). */
export async function clearSecondFactorChallenge(): Promise<void> {
  const context = await (await getAuth()).$context;
  const cookie = context.createAuthCookie(CHALLENGE_COOKIE);
  const store = await cookies();
  store.set(cookie.name, "", { ...cookie.attributes, maxAge: 0 } as Parameters<typeof store.set>[2]);
}

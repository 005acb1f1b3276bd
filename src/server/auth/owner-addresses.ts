import "server-only";
import { headers } from "next/headers";
import { clientAddress, consumeRateLimits, resetRateLimit, type RateLimitHit } from "@/server/rate-limit";

/**
 * The addresses (IPv6 by their /64) an account's owner has shown they hold: a successful sign-in,
 * or a password reset through the e-mailed link, from there. Kept as a rate-limit counter whose
 * window (rule "sign-in-owner-address") starts again at each proof, so the retention job forgets
 * an address unused for that long. The account-wide slowdown of sign-in never holds them back.
 */
function ownerHit(email: string, address: string): RateLimitHit {
  return ["sign-in-owner-address", `${email.toLowerCase()}|${address}`];
}

/** Remembers `address` (this request's, when not given) as one the owner of `email` uses. */
export async function rememberOwnerAddress(email: string, address?: string): Promise<void> {
  const hit = ownerHit(email, address ?? clientAddress(await headers()));
  await resetRateLimit(hit);
  await consumeRateLimits([hit]);
}

/** The counter that says whether the owner of `email` used `address` recently (count above 0), for `peekRateLimits`. */
export function ownerAddressHit(email: string, address: string): RateLimitHit {
  return ownerHit(email, address);
}

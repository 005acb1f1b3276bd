import { z } from "zod";

/** The special characters a password must contain one of (SPEC section 5). */
export const passwordSpecialCharacters = '!@#$%^&*(),.?":{}|<>';

const PASSWORD_MIN_LENGTH = 8;
/** better-auth refuses longer passwords; saying so here gives the same message as every other miss. */
const PASSWORD_MAX_LENGTH = 128;

/** True when a password has at least 8 characters, one uppercase letter and one special character. */
export function meetsPasswordRule(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN_LENGTH &&
    password.length <= PASSWORD_MAX_LENGTH &&
    /\p{Lu}/u.test(password) &&
    [...passwordSpecialCharacters].some((character) => password.includes(character))
  );
}

/** A new password (reset, account creation). The message is the spec's, a key for the catalogs. */
export const newPasswordSchema = z.string().refine(meetsPasswordRule, { message: "passwordRule" });

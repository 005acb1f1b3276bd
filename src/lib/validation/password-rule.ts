// No zod here: the browser's form feedback names the special characters too.

/** The special characters a password must contain one of (SPEC section 5). */
export const passwordSpecialCharacters = '!@#$%^&*(),.?":{}|<>';

export const PASSWORD_MIN_LENGTH = 8;
/** better-auth refuses longer passwords; saying so here gives the same kind of message as every other miss. */
export const PASSWORD_MAX_LENGTH = 128;

/** The `FormErrors` key of each part of the password rule, in the order a miss is reported. */
export type PasswordProblem = "passwordTooShort" | "passwordTooLong" | "passwordNeedsUppercase" | "passwordNeedsSpecial";

/**
 * The first part of the rule a password misses (at least 8 characters, at most 128, one uppercase
 * letter, one special character of the spec's set), as a `FormErrors` key; null when it meets it.
 */
export function passwordProblem(password: string): PasswordProblem | null {
  if (password.length < PASSWORD_MIN_LENGTH) return "passwordTooShort";
  if (password.length > PASSWORD_MAX_LENGTH) return "passwordTooLong";
  if (!/\p{Lu}/u.test(password)) return "passwordNeedsUppercase";
  if (![...passwordSpecialCharacters].some((character) => password.includes(character))) return "passwordNeedsSpecial";
  return null;
}

/** True when a password has at least 8 characters, one uppercase letter and one special character. */
export function meetsPasswordRule(password: string): boolean {
  return passwordProblem(password) === null;
}

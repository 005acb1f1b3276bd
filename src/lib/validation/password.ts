import { z } from "zod/mini";
import { passwordProblem } from "./password-rule";

export {
  meetsPasswordRule,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordProblem,
  passwordSpecialCharacters,
  type PasswordProblem,
} from "./password-rule";

/** A new password (reset, account creation): the message names the part of the rule it misses. */
export const newPasswordSchema = z.string().check(
  z.superRefine((password, context) => {
    const problem = passwordProblem(password);
    if (problem) context.addIssue({ code: "custom", message: problem });
  }),
);

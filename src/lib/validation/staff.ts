import { z } from "zod/mini";
import { locales } from "@/i18n/locales";
import { staffRoles } from "@/lib/permissions";
import { choiceField, emailField, optionalPhoneField, singleLine } from "./form-fields";
import { staffLimits } from "./form-rules";
import { passwordProblem } from "./password-rule";

/**
 * "Add a staff member" (users page): an administrator or editor with a temporary password that
 * meets the password rule. Messages are `FormErrors` keys, as on every form.
 */
export const staffAccountSchema = z.object({
  email: emailField,
  firstName: singleLine(staffLimits.name),
  lastName: singleLine(staffLimits.name),
  role: choiceField(staffRoles),
  /** A work phone, shown to the companies the staff member looks after as account manager. */
  phone: z.optional(optionalPhoneField),
  /** The account's language (portal and e-mails); the inviter's when not given. */
  language: z.optional(choiceField(locales)),
  // The rule caps the length too (better-auth refuses longer passwords).
  password: z.string({ error: "required" }).check(
    z.superRefine((password, context) => {
      const problem = passwordProblem(password);
      if (problem) context.issues.push({ code: "custom", message: problem, input: password });
    }),
  ),
});

export type StaffAccountInput = z.output<typeof staffAccountSchema>;

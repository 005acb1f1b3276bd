import { z } from "zod/mini";
import { newPasswordSchema } from "./password";

const emailAddress = z.pipe(z.string().check(z.trim(), z.toLowerCase(), z.maxLength(254)), z.email());

/** Sign-in form (client portal and admin gate): both fields required, the e-mail well formed. */
export const signInSchema = z.object({
  email: emailAddress,
  password: z.string().check(z.minLength(1), z.maxLength(1024)),
});

/** The sign-in form: the credentials and where to go afterwards (checked before use). */
export const signInFormSchema = z.extend(signInSchema, { next: z.optional(z.string().check(z.maxLength(2048))) });

/** "Forgot your password?": the address to send the reset link to. */
export const passwordResetRequestSchema = z.object({ email: emailAddress });

/** The new password, with the token from the e-mailed link. */
export const passwordResetSchema = z
  .object({
    token: z.string().check(z.minLength(1), z.maxLength(200)),
    password: newPasswordSchema,
    confirmPassword: z.string(),
  })
  .check(
    z.refine((value) => value.password === value.confirmPassword, {
      message: "passwordMismatch",
      path: ["confirmPassword"],
    }),
  );

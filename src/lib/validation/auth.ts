import { z } from "zod";
import { newPasswordSchema } from "./password";

/** Sign-in form (client portal and admin gate): both fields required, the e-mail well formed. */
export const signInSchema = z.object({
  email: z.string().trim().toLowerCase().max(254).pipe(z.email()),
  password: z.string().min(1).max(1024),
});

/** The sign-in form: the credentials and where to go afterwards (checked before use). */
export const signInFormSchema = signInSchema.extend({ next: z.string().max(2048).optional() });

/** "Forgot your password?": the address to send the reset link to. */
export const passwordResetRequestSchema = z.object({
  email: z.string().trim().toLowerCase().max(254).pipe(z.email()),
});

/** The new password, with the token from the e-mailed link. */
export const passwordResetSchema = z
  .object({
    token: z.string().min(1).max(200),
    password: newPasswordSchema,
    confirmPassword: z.string(),
  })
  .refine((value) => value.password === value.confirmPassword, {
    message: "passwordMismatch",
    path: ["confirmPassword"],
  });

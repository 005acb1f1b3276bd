import { z } from "zod/mini";

/**
 * A second-factor code as typed: the authenticator app's six digits (spaces allowed between them),
 * or a recovery code such as `Ab3dE-9xYz1` (ten letters and digits, the dash optional).
 */
export const secondFactorCodeSchema = z.pipe(
  z.pipe(
    z.string().check(z.trim(), z.maxLength(40, { message: "invalidCode" })),
    z.transform((value: string) => {
      const compact = value.replace(/\s+/g, "");
      return /^[A-Za-z0-9]{10}$/.test(compact) && !/^\d{6}$/.test(compact)
        ? `${compact.slice(0, 5)}-${compact.slice(5)}`
        : compact;
    }),
  ),
  z.string().check(z.regex(/^(\d{6}|[A-Za-z0-9]{5}-[A-Za-z0-9]{5})$/, { message: "invalidCode" })),
);

/** Only the app's six digits: the code that confirms an enrolment. */
export const totpCodeSchema = z.pipe(
  z.pipe(
    z.string(),
    z.transform((value: string) => value.replace(/\s+/g, "")),
  ),
  z.string().check(z.regex(/^\d{6}$/, { message: "invalidCode" })),
);

/** The sign-in's second step: the code, and where to go afterwards (checked before use). */
export const secondFactorFormSchema = z.object({
  code: secondFactorCodeSchema,
  next: z.optional(z.string().check(z.maxLength(2048))),
});

/** Confirming an enrolment with a code from the app. */
export const confirmEnrolmentSchema = z.object({ code: totpCodeSchema });

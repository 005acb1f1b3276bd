import { z } from "zod";

/**
 * A second-factor code as typed: the authenticator app's six digits (spaces allowed between them),
 * or a recovery code such as `Ab3dE-9xYz1` (ten letters and digits, the dash optional).
 */
export const secondFactorCodeSchema = z
  .string()
  .trim()
  .max(40, { message: "invalidCode" })
  .transform((value) => {
    const compact = value.replace(/\s+/g, "");
    return /^[A-Za-z0-9]{10}$/.test(compact) && !/^\d{6}$/.test(compact) ? `${compact.slice(0, 5)}-${compact.slice(5)}` : compact;
  })
  .pipe(z.string().regex(/^(\d{6}|[A-Za-z0-9]{5}-[A-Za-z0-9]{5})$/, { message: "invalidCode" }));

/** Only the app's six digits: the code that confirms an enrolment. */
export const totpCodeSchema = z
  .string()
  .transform((value) => value.replace(/\s+/g, ""))
  .pipe(z.string().regex(/^\d{6}$/, { message: "invalidCode" }));

/** The sign-in's second step: the code, and where to go afterwards (checked before use). */
export const secondFactorFormSchema = z.object({ code: secondFactorCodeSchema, next: z.string().max(2048).optional() });

/** Confirming an enrolment with a code from the app. */
export const confirmEnrolmentSchema = z.object({ code: totpCodeSchema });

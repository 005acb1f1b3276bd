// zod/mini, like the other forms' schemas: the browser checks these forms with them too.
import { z } from "zod/mini";
import { locales } from "@/i18n/locales";
import { choiceField, emailField, multiLine, optionalPhoneField, singleLine } from "./form-fields";
import { managerMessageLimits, staffLimits } from "./form-rules";

/**
 * A client's message to its account manager (`/client/contact`). No company and no recipient in
 * it: the server takes both from the session, so a client can only ever write for its own company.
 */
export const managerMessageSchema = z.object({
  subject: singleLine(managerMessageLimits.subject),
  message: multiLine(managerMessageLimits.message),
});
export type ManagerMessageInput = z.output<typeof managerMessageSchema>;
export type ManagerMessageField = keyof ManagerMessageInput;

/** A company's id, as the company page's address and its forms carry it. */
export const companyIdSchema = z.uuid();
const companyId = companyIdSchema;

/** The company's account manager: a staff account's id, or empty for none. */
export const accountManagerAssignmentSchema = z.object({
  companyId,
  managerId: z.pipe(
    z.optional(z.string().check(z.maxLength(100))),
    z.transform((value) => value?.trim() || null),
  ),
});

/** "Add a colleague" (company page): a client account in this company, invited by e-mail in `language`. */
export const colleagueSchema = z.object({
  companyId,
  firstName: singleLine(staffLimits.name),
  lastName: singleLine(staffLimits.name),
  email: emailField,
  language: choiceField(locales),
});
export type ColleagueInput = z.output<typeof colleagueSchema>;
export type ColleagueField = Exclude<keyof ColleagueInput, "companyId">;

/** A staff member's work phone (users page), shown to the companies they manage; empty removes it. */
export const staffPhoneSchema = z.object({
  userId: z.string().check(z.minLength(1), z.maxLength(100)),
  phone: z.optional(optionalPhoneField),
});

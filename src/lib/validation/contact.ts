import { z } from "zod/mini";
import { emailField, honeypotField, multiLine, optionalPhoneField, singleLine } from "./form-fields";
import { contactLimits, honeypotFieldName } from "./form-rules";

/** The contact form (SPEC section 5), shared by the browser and the server action. */
export const contactSchema = z.object({
  firstName: singleLine(contactLimits.name),
  lastName: singleLine(contactLimits.name),
  email: emailField,
  phone: optionalPhoneField,
  message: multiLine(contactLimits.message),
  [honeypotFieldName]: honeypotField,
});

export type ContactInput = z.output<typeof contactSchema>;
export type ContactField = Exclude<keyof ContactInput, typeof honeypotFieldName>;

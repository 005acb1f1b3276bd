import { z } from "zod/mini";
import { choiceField, emailField, honeypotField, multiLine, optionalUrlField, phoneField, singleLine } from "./form-fields";
import { accessRequestLimits, companySizes, honeypotFieldName, industries } from "./form-rules";

/** The B2B access request form (SPEC sections 3 and 5): every field required but the website. */
export const accessRequestSchema = z.object({
  firstName: singleLine(accessRequestLimits.name),
  lastName: singleLine(accessRequestLimits.name),
  email: emailField,
  phone: phoneField,
  companyName: singleLine(accessRequestLimits.companyName),
  jobTitle: singleLine(accessRequestLimits.jobTitle),
  companySize: choiceField(companySizes),
  industry: choiceField(industries),
  website: optionalUrlField,
  businessNeeds: multiLine(accessRequestLimits.businessNeeds),
  [honeypotFieldName]: honeypotField,
});

export type AccessRequestInput = z.output<typeof accessRequestSchema>;
export type AccessRequestField = Exclude<keyof AccessRequestInput, typeof honeypotFieldName>;

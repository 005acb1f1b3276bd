import { z } from "zod/mini";
import {
  choiceField,
  emailField,
  honeypotField,
  honeypotFieldName,
  multiLine,
  optionalUrlField,
  phoneField,
  singleLine,
} from "./form-fields";

export const companySizes = ["1-10", "11-50", "51-200", "201-500", "500+"] as const;
export const industries = ["retail", "foodservice", "wholesale", "distribution", "manufacturing", "other"] as const;
export type Industry = (typeof industries)[number];

export const accessRequestLimits = { name: 100, companyName: 200, jobTitle: 150, businessNeeds: 5000 } as const;

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

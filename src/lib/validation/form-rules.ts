// What the forms' inputs need to know without zod (limits, choices, names): the browser loads the
// schemas themselves only when a visitor starts filling a form (src/components/ui/use-form-feedback.ts).

import type { Locale } from "../../i18n/locales";

/** The `FormErrors` catalog keys every schema message is one of. */
export const formErrorKeys = [
  "required",
  "tooLong",
  "controlCharacters",
  "invalidEmail",
  "invalidPhone",
  "invalidNorthAmericanPhone",
  "invalidUrl",
  "invalidOption",
  "invalidPostalCode",
  "invalidYear",
  "passwordTooShort",
  "passwordTooLong",
  "passwordNeedsUppercase",
  "passwordNeedsSpecial",
  "passwordMismatch",
  "invalidGtin",
  "invalidCaseGtin",
  "invalidWholeNumber",
  "invalidCases",
  "invalidDate",
  "dateNotInFuture",
  "invalidCode",
  "chooseCompany",
  "untilBeforeFrom",
] as const;
export type FormErrorKey = (typeof formErrorKeys)[number];

/** Lengths shared by every form, for the schemas and the inputs' maxLength alike. */
export const fieldLimits = { email: 254, phone: 40, url: 2048 } as const;

export const contactLimits = { name: 100, message: 5000 } as const;

/** The company settings (admin portal, settings page). */
export const companySettingsLimits = { name: 200, civicNumber: 20, street: 120, city: 100 } as const;

/** A product's trade facts (studio, "Trade information"): whole numbers from 1 (lead time from 0) up to this. */
export const productTradeLimits = { quantity: 9999 } as const;

/** "Add a staff member" (admin portal, users page). */
export const staffLimits = { name: 100 } as const;

/** A client's message to its account manager (client portal): the contact form's message length. */
export const managerMessageLimits = { subject: 150, message: contactLimits.message } as const;

export const accessRequestLimits = { name: 100, companyName: 200, jobTitle: 150, businessNeeds: 5000 } as const;
export const companySizes = ["1-10", "11-50", "51-200", "201-500", "500+"] as const;
export const industries = ["retail", "foodservice", "wholesale", "distribution", "manufacturing", "other"] as const;

/**
 * A hidden field people never see: a bot that fills every input fills it too. A filled one is
 * accepted (the bot learns nothing) and then dropped by the server.
 */
export const honeypotFieldName = "fax_number";

/** Canada's provinces and territories: the code Canada Post writes, the name each language writes. */
export const provinces = {
  AB: { en: "Alberta", fr: "Alberta" },
  BC: { en: "British Columbia", fr: "Colombie-Britannique" },
  MB: { en: "Manitoba", fr: "Manitoba" },
  NB: { en: "New Brunswick", fr: "Nouveau-Brunswick" },
  NL: { en: "Newfoundland and Labrador", fr: "Terre-Neuve-et-Labrador" },
  NS: { en: "Nova Scotia", fr: "Nouvelle-Écosse" },
  NT: { en: "Northwest Territories", fr: "Territoires du Nord-Ouest" },
  NU: { en: "Nunavut", fr: "Nunavut" },
  ON: { en: "Ontario", fr: "Ontario" },
  PE: { en: "Prince Edward Island", fr: "Île-du-Prince-Édouard" },
  QC: { en: "Quebec", fr: "Québec" },
  SK: { en: "Saskatchewan", fr: "Saskatchewan" },
  YT: { en: "Yukon", fr: "Yukon" },
} as const satisfies Record<string, Record<Locale, string>>;

export type ProvinceCode = keyof typeof provinces;
export const provinceCodes = Object.keys(provinces) as [ProvinceCode, ...ProvinceCode[]];

export const socialNetworks = ["linkedin", "instagram", "facebook"] as const;
export type SocialNetwork = (typeof socialNetworks)[number];

// What the forms' inputs need to know without zod (limits, choices, names): the browser loads the
// schemas themselves only when a visitor starts filling a form (src/components/ui/use-form-feedback.ts).

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

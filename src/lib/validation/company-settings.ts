// zod/mini, like the other forms' schemas: the settings form checks its fields in the browser too.
import { z } from "zod/mini";
import { parsePhone, type PhoneNumber } from "@/lib/phone";
import { emailField, singleLine } from "./form-fields";
import { companySettingsLimits, fieldLimits, provinceCodes, socialNetworks } from "./form-rules";

/** A North American number as people write it (see `parsePhone`); null for any other. */
export function parseCanadianPhone(input: string): PhoneNumber | null {
  return parsePhone(input, { northAmericanOnly: true });
}

// Canada Post: no D, F, I, O, Q or U anywhere, and no W or Z as the first letter.
const postalCodePattern = /^([ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z])[\s-]?(\d[ABCEGHJ-NPRSTV-Z]\d)$/iu;

/** `k1r7r4`, `K1R-7R4` → `K1R 7R4`; null when it is not a Canadian postal code. */
export function normalizePostalCode(input: string): string | null {
  const match = postalCodePattern.exec(input.trim());
  return match ? `${match[1]} ${match[2]}`.toUpperCase() : null;
}

export const FIRST_FOUNDING_YEAR = 1800;

const trimmed = (value: unknown) => (typeof value === "string" ? value.trim() : value);
// Typed as text for the schema after it, which judges whatever it really is.
const emptyAsNull = (value: unknown) => {
  const result = trimmed(value);
  return (result === "" || result === undefined ? null : result) as string | null;
};

/** A required text, trimmed, at most `max` long, then put in its one written form by `normalize` (`message` when it cannot be). */
function normalizedField<T>(max: number, normalize: (value: string) => T | undefined | null, message: string) {
  return z.pipe(
    z.transform(trimmed),
    z.pipe(
      z.string({ error: "required" }).check(z.minLength(1, "required"), z.maxLength(max, "tooLong")),
      z.transform((value, context) => {
        const normalized = normalize(value);
        if (normalized) return normalized;
        context.issues.push({ code: "custom", message, input: value });
        return z.NEVER;
      }),
    ),
  );
}

const phoneField = normalizedField(fieldLimits.phone, parseCanadianPhone, "invalidNorthAmericanPhone");
const postalCodeField = normalizedField(10, normalizePostalCode, "invalidPostalCode");

const foundingYearField = z.pipe(
  z.transform(trimmed),
  z.pipe(
    z.string({ error: "required" }).check(z.minLength(1, "required"), z.regex(/^\d{4}$/u, "invalidYear")),
    z.pipe(
      z.transform(Number),
      z.number().check(z.refine((year) => year >= FIRST_FOUNDING_YEAR && year <= new Date().getFullYear(), "invalidYear")),
    ),
  ),
);

/** A social profile: optional, and only an https:// address (no http, no javascript:, no bare name). */
const socialUrl = z.pipe(
  z.transform(emptyAsNull),
  z.nullable(
    z
      .string()
      .check(
        z.maxLength(fieldLimits.url, "tooLong"),
        z.url({ protocol: /^https$/u, hostname: z.regexes.domain, error: "invalidUrl" }),
      ),
  ),
);

// The same characters as the forms' single-line fields refuse (form-fields.ts).
const singleLineControls = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/u;
const optionalLine = (max: number) =>
  z.pipe(
    z.transform(emptyAsNull),
    z.nullable(
      z.string().check(
        z.maxLength(max, "tooLong"),
        z.refine((value) => !singleLineControls.test(value), "controlCharacters"),
      ),
    ),
  );

const revisionNumber = z.pipe(z.transform(trimmed), z.pipe(z.string().check(z.regex(/^\d{1,9}$/u)), z.transform(Number)));

const provinceField = z.pipe(
  z.transform(trimmed),
  z.enum(provinceCodes, { error: (issue) => (issue.input === "" || issue.input === undefined ? "required" : "invalidOption") }),
);

/**
 * The settings form (flat fields, as posted): checked in the browser and by the server action, and
 * turned into the stored shape by `settingsFromForm`. `revision` is the revision the form was
 * loaded at: a save from an older one is refused (src/server/settings).
 */
export const companySettingsFormSchema = z.object({
  revision: revisionNumber,
  legalName: singleLine(companySettingsLimits.name),
  civicNumber: singleLine(companySettingsLimits.civicNumber),
  streetEn: singleLine(companySettingsLimits.street),
  streetFr: singleLine(companySettingsLimits.street),
  suite: optionalLine(companySettingsLimits.civicNumber),
  city: singleLine(companySettingsLimits.city),
  province: provinceField,
  postalCode: postalCodeField,
  phone: phoneField,
  emailInfo: emailField,
  emailPartnerships: emailField,
  emailSolutions: emailField,
  emailPrivacy: emailField,
  foundingYear: foundingYearField,
  linkedin: socialUrl,
  instagram: socialUrl,
  facebook: socialUrl,
});

export type CompanySettingsFormInput = z.output<typeof companySettingsFormSchema>;
export type CompanySettingsField = Exclude<keyof CompanySettingsFormInput, "revision">;

/** The stored facts (`company_settings.values` and each version's snapshot), checked when read. */
export const companySettingsSchema = z.object({
  legalName: z.string(),
  foundingYear: z.number(),
  address: z.object({
    civicNumber: z.string(),
    street: z.object({ en: z.string(), fr: z.string() }),
    suite: z.nullable(z.string()),
    city: z.string(),
    province: z.enum(provinceCodes),
    postalCode: z.string(),
  }),
  phone: z.object({ display: z.string(), tel: z.string() }),
  email: z.object({ info: z.string(), partnerships: z.string(), solutions: z.string(), privacy: z.string() }),
  social: z.object(
    Object.fromEntries(socialNetworks.map((network) => [network, z.nullable(z.string())])) as {
      [N in (typeof socialNetworks)[number]]: z.ZodMiniNullable<z.ZodMiniString>;
    },
  ),
});

type StoredSettings = z.output<typeof companySettingsSchema>;

/** The form's checked fields in the stored shape. */
export function settingsFromForm(input: CompanySettingsFormInput): StoredSettings {
  return {
    legalName: input.legalName,
    foundingYear: input.foundingYear,
    address: {
      civicNumber: input.civicNumber,
      street: { en: input.streetEn, fr: input.streetFr },
      suite: input.suite,
      city: input.city,
      province: input.province,
      postalCode: input.postalCode,
    },
    phone: input.phone,
    email: {
      info: input.emailInfo,
      partnerships: input.emailPartnerships,
      solutions: input.emailSolutions,
      privacy: input.emailPrivacy,
    },
    social: { linkedin: input.linkedin, instagram: input.instagram, facebook: input.facebook },
  };
}

/** The stored facts as the form's fields (to fill it, and to tell which fields two versions differ in). */
export function settingsToForm(settings: StoredSettings): Record<CompanySettingsField, string> {
  return {
    legalName: settings.legalName,
    civicNumber: settings.address.civicNumber,
    streetEn: settings.address.street.en,
    streetFr: settings.address.street.fr,
    suite: settings.address.suite ?? "",
    city: settings.address.city,
    province: settings.address.province,
    postalCode: settings.address.postalCode,
    phone: settings.phone.display,
    emailInfo: settings.email.info,
    emailPartnerships: settings.email.partnerships,
    emailSolutions: settings.email.solutions,
    emailPrivacy: settings.email.privacy,
    foundingYear: String(settings.foundingYear),
    linkedin: settings.social.linkedin ?? "",
    instagram: settings.social.instagram ?? "",
    facebook: settings.social.facebook ?? "",
  };
}

/** The form fields whose values differ between two versions of the facts, in form order. */
export function changedSettingsFields(before: StoredSettings, after: StoredSettings): CompanySettingsField[] {
  const a = settingsToForm(before);
  const b = settingsToForm(after);
  return (Object.keys(a) as CompanySettingsField[]).filter((field) => a[field] !== b[field]);
}

/** "Restore" in the settings history: the revision to bring back, from the revision the page showed. */
export const settingsRestoreSchema = z.object({ revision: revisionNumber, baseRevision: revisionNumber });

/** "Skip" in the first-run checklist: nothing to fill in. */
export const hubspotSkipSchema = z.object({});

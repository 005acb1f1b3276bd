// zod/mini: the same validation in a fraction of the browser bundle (the forms run it too).
import { z } from "zod/mini";
import { parsePhone } from "@/lib/phone";
import { fieldLimits } from "./form-rules";

/**
 * Building blocks for the public forms' zod schemas. Every message is a key of the `FormErrors`
 * catalog namespace (`formErrorKeys`), so the browser and the server translate the same issue
 * the same way.
 */

// C0 and C1 control characters, DEL, and the bidirectional overrides that can disguise text.
// Tab, line feed and carriage return are allowed only in multi-line fields.
const singleLineControls = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/u;
const multiLineControls = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/u;

/** Empty and whitespace-only values count as not given; everything else is trimmed. */
const trimmed = (value: unknown) => (typeof value === "string" ? value.trim() : value);
const trimmedOrUnset = (value: unknown) => {
  const result = trimmed(value);
  return result === "" ? undefined : result;
};

/** The schema sees the value trimmed, or unset when it was empty. */
const trimmedInto = <T extends z.ZodMiniType>(schema: T) => z.pipe(z.transform(trimmed), schema);
const trimmedOrUnsetInto = <T extends z.ZodMiniType>(schema: T) => z.pipe(z.transform(trimmedOrUnset), schema);

const required = (max: number, controls: RegExp) =>
  trimmedInto(
    z.string({ error: "required" }).check(
      z.minLength(1, "required"),
      z.maxLength(max, "tooLong"),
      z.refine((value) => !controls.test(value), "controlCharacters"),
    ),
  );

export const singleLine = (max: number) => required(max, singleLineControls);
export const multiLine = (max: number) => required(max, multiLineControls);
/** A multi-line text that may be left empty (unset then). */
export const optionalMultiLine = (max: number) =>
  trimmedOrUnsetInto(
    z.optional(
      z.string().check(
        z.maxLength(max, "tooLong"),
        z.refine((value) => !multiLineControls.test(value), "controlCharacters"),
      ),
    ),
  );

export const emailField = trimmedInto(
  z.pipe(
    z.string({ error: "required" }).check(z.minLength(1, "required"), z.maxLength(fieldLimits.email, "tooLong")),
    z.email("invalidEmail"),
  ),
);

/**
 * A phone number as Canadians write it (`+1 (613) 555-0199 poste 4`, `613.555.0199 ext. 12`), checked
 * by libphonenumber and stored in one form (`parsePhone`'s display: 613-555-0199 ext. 4), so the
 * inbox, the e-mails and the CRM all show it the same way.
 */
const phoneRule = z.pipe(
  z.string().check(
    z.maxLength(fieldLimits.phone, "tooLong"),
    z.refine((value) => !singleLineControls.test(value), "controlCharacters"),
  ),
  z.transform((value, context) => {
    const phone = parsePhone(value);
    if (phone) return phone.display;
    context.issues.push({ code: "custom", message: "invalidPhone", input: value });
    return z.NEVER;
  }),
);

export const phoneField = trimmedInto(z.pipe(z.string({ error: "required" }).check(z.minLength(1, "required")), phoneRule));
export const optionalPhoneField = trimmedOrUnsetInto(z.optional(phoneRule));

/**
 * People type a bare domain (`fromagerie-exemple.ca`): it is read, and stored, as its https://
 * address. Anything with a scheme (`mailto:`, `javascript:`; a port's digits are not one) is left
 * for the URL rule to judge.
 */
const withDefaultScheme = (value: string) => (/^[a-z][a-z0-9+.-]*:(?!\d)/i.test(value) ? value : `https://${value}`);

export const optionalUrlField = trimmedOrUnsetInto(
  z.optional(
    z.pipe(
      z.pipe(
        z.string().check(
          z.maxLength(fieldLimits.url, "tooLong"),
          z.refine((value) => !singleLineControls.test(value), "controlCharacters"),
        ),
        z.transform(withDefaultScheme),
      ),
      z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: "invalidUrl" }),
    ),
  ),
);

export const choiceField = <const T extends readonly [string, ...string[]]>(options: T) =>
  trimmedOrUnsetInto(z.enum(options, { error: (issue) => (issue.input === undefined ? "required" : "invalidOption") }));

/** The honeypot (see `honeypotFieldName`): a filled one is accepted, then dropped by the server. */
export const honeypotField = trimmedInto(z.optional(z.string().check(z.maxLength(1000))));

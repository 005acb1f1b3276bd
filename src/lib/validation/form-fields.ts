import { z } from "zod";

/**
 * Building blocks for the public forms' zod schemas. Every message is a key of the `FormErrors`
 * catalog namespace, so the browser and the server translate the same issue the same way.
 */
export const formErrorKeys = [
  "required",
  "tooLong",
  "controlCharacters",
  "invalidEmail",
  "invalidPhone",
  "invalidUrl",
  "invalidOption",
] as const;
export type FormErrorKey = (typeof formErrorKeys)[number];

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

const required = (max: number, controls: RegExp) =>
  z.preprocess(
    trimmed,
    z
      .string({ error: "required" })
      .min(1, "required")
      .max(max, "tooLong")
      .refine((value) => !controls.test(value), "controlCharacters"),
  );

export const singleLine = (max: number) => required(max, singleLineControls);
export const multiLine = (max: number) => required(max, multiLineControls);

export const emailField = z.preprocess(
  trimmed,
  z
    .string({ error: "required" })
    .min(1, "required")
    .max(254, "tooLong")
    .pipe(z.email("invalidEmail")),
);

// Canadian and international numbers: digits with the usual separators and an optional extension.
const phonePattern = /^\+?[0-9 ().-]{7,25}(?:\s*(?:x|ext\.?)\s*[0-9]{1,6})?$/iu;
const phoneRule = z
  .string()
  .max(40, "tooLong")
  .refine((value) => !singleLineControls.test(value), "controlCharacters")
  .refine((value) => phonePattern.test(value) && (value.match(/[0-9]/g)?.length ?? 0) >= 7, "invalidPhone");

export const phoneField = z.preprocess(trimmed, z.string({ error: "required" }).min(1, "required").pipe(phoneRule));
export const optionalPhoneField = z.preprocess(trimmedOrUnset, phoneRule.optional());

export const optionalUrlField = z.preprocess(
  trimmedOrUnset,
  z
    .string()
    .max(2048, "tooLong")
    .pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: "invalidUrl" }))
    .optional(),
);

export const choiceField = <const T extends readonly [string, ...string[]]>(options: T) =>
  z.preprocess(trimmedOrUnset, z.enum(options, { error: (issue) => (issue.input === undefined ? "required" : "invalidOption") }));

/**
 * A hidden field people never see: a bot that fills every input fills it too. A filled one is
 * accepted (the bot learns nothing) and then dropped by the server.
 */
export const honeypotFieldName = "fax_number";
export const honeypotField = z.preprocess(trimmed, z.string().max(1000).optional());

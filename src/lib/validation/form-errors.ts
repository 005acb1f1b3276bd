import type { z } from "zod/mini";
import { type FormErrorKey, formErrorKeys } from "./form-rules";
import { passwordSpecialCharacters } from "./password-rule";

/** Translates one `FormErrors` key; `max` is given for `tooLong`, `characters` for `passwordNeedsSpecial`. */
export type TranslateFormError = (key: FormErrorKey, values: { max: number; characters: string }) => string;

function isFormErrorKey(message: string): message is FormErrorKey {
  return (formErrorKeys as readonly string[]).includes(message);
}

/**
 * One translated message per invalid field (the first issue of each), the same in the browser and
 * on the server. Issues without a path or with an unknown message fall back to `required`.
 */
export function translateFieldErrors<Field extends string>(
  error: z.core.$ZodError,
  translate: TranslateFormError,
): Partial<Record<Field, string>> {
  const errors: Partial<Record<string, string>> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "");
    if (!field || errors[field]) continue;
    const key = isFormErrorKey(issue.message) ? issue.message : "required";
    const max = issue.code === "too_big" ? Number(issue.maximum) : 0;
    errors[field] = translate(key, { max, characters: passwordSpecialCharacters });
  }
  return errors as Partial<Record<Field, string>>;
}

/** The text fields of a submitted form, for schemas and for echoing the visitor's input back. */
export function formDataToValues(formData: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of formData) {
    // Next adds its own $ACTION_* fields to progressively enhanced forms.
    if (typeof value !== "string" || name.startsWith("$ACTION")) continue;
    values[name] = value;
  }
  return values;
}

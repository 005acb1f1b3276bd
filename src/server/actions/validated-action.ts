import "server-only";
import { getLocale, getTranslations } from "next-intl/server";
import type { z } from "zod/mini";
import { toLocale, type Locale } from "@/i18n/locales";
import { formDataToValues, translateFieldErrors } from "@/lib/validation/form-errors";
import type { FormState } from "@/lib/validation/form-state";
import { log } from "@/server/log";

export type { FormState } from "@/lib/validation/form-state";

/** What an action's handler reports after valid input; thrown errors become the generic error. */
export type HandlerOutcome = { ok: true } | { ok: false; message?: string };

export interface ActionContext {
  locale: Locale;
  /** Translates `FormErrors` keys for the request's locale. */
  t: Awaited<ReturnType<typeof getTranslations<"FormErrors">>>;
  formData: FormData;
}

type FieldOf<S extends z.ZodMiniObject> = Extract<keyof z.input<S>, string>;

// Values longer than any field's limit are refused anyway; this keeps the echo bounded.
const MAX_ECHO_LENGTH = 20_000;

/** The visitor's input for the schema's own fields only, to give back after an error. */
function echo<Field extends string>(values: Record<string, string>, fields: readonly string[]): Partial<Record<Field, string>> {
  return Object.fromEntries(
    fields.filter((field) => field in values).map((field) => [field, (values[field] ?? "").slice(0, MAX_ECHO_LENGTH)]),
  ) as Partial<Record<Field, string>>;
}

/**
 * Wraps a Server Action used with `useActionState`: parses the form with the shared zod schema,
 * answers invalid input with one translated message per field (nothing reaches the handler),
 * runs the handler with the parsed data, and turns a thrown error into the form's error state
 * (logged) with the visitor's input kept.
 */
export function validatedAction<S extends z.ZodMiniObject>(
  schema: S,
  handler: (data: z.output<S>, context: ActionContext) => Promise<HandlerOutcome>,
) {
  const fields = Object.keys(schema.shape);
  return async (_previous: FormState<FieldOf<S>>, formData: FormData): Promise<FormState<FieldOf<S>>> => {
    const locale = toLocale(await getLocale());
    const t = await getTranslations({ locale, namespace: "FormErrors" });
    const values = formDataToValues(formData);
    const submittedAt = Date.now();
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      return {
        status: "invalid",
        submittedAt,
        values: echo(values, fields),
        fieldErrors: translateFieldErrors<FieldOf<S>>(parsed.error, (key, params) => t(key, params)),
      };
    }
    try {
      const outcome = await handler(parsed.data, { locale, t, formData });
      if (outcome.ok) return { status: "success", submittedAt };
      return { status: "error", submittedAt, values: echo(values, fields), message: outcome.message };
    } catch (error) {
      log.error({ err: error }, "form action failed");
      return { status: "error", submittedAt, values: echo(values, fields) };
    }
  };
}

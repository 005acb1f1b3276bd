import "server-only";
import { headers } from "next/headers";
import { redirect, unstable_rethrow } from "next/navigation";
import { getLocale } from "next-intl/server";
import { z } from "zod/mini";
import { toLocale, type Locale } from "@/i18n/locales";
import { getPathname, type Href } from "@/i18n/navigation";
import { translator } from "@/i18n/translator";
import type { FlagName } from "@/lib/flags/catalog";
import type { Role } from "@/lib/permissions";
import { formDataToValues, translateFieldErrors } from "@/lib/validation/form-errors";
import type { ActionRefusal, FormState } from "@/lib/validation/form-state";
import { getViewer, type Viewer } from "@/server/auth/session";
import { getFlags } from "@/server/flags";
import { log } from "@/server/log";
import { clientAddress, consumeRateLimits, type RateLimitHit } from "@/server/rate-limit";

export type { FormState } from "@/lib/validation/form-state";

/** Any zod object schema, from `zod` or `zod/mini`. */
type ObjectSchema = z.core.$ZodObject;
type FieldOf<S extends ObjectSchema> = Extract<keyof z.input<S>, string>;

/**
 * What a handler reports after valid input; a thrown error becomes the generic error (logged).
 * `fieldErrors` (translated) refuses input that only the server can judge (an e-mail already in
 * use), shown beside its field like the schema's errors.
 */
export type HandlerOutcome<Data = undefined, Field extends string = string> =
  | { ok: true; data?: Data }
  | { ok: false; reason?: Extract<ActionRefusal, "refused" | "failed" | "rate-limited">; message?: string }
  | { ok: false; fieldErrors: Partial<Record<Field, string>> };

/** Translates `FormErrors` keys (field errors, the forms' rate limit) for the request's locale. */
export type FormErrorTranslator = ReturnType<typeof translator<"FormErrors">>;

export interface ActionContext<Authorized extends boolean> {
  locale: Locale;
  t: FormErrorTranslator;
  /** The visitor's address as the server saw it (for rate limits and logs). */
  address: string;
  /** The request's headers (the analytics goal counts the visitor from them). */
  headers: Headers;
  viewer: Authorized extends true ? Viewer : Viewer | null;
}

type Permission = (role: Role | null) => boolean;

export interface ActionDefinition<S extends ObjectSchema, Data, Authorize extends Permission | undefined = undefined> {
  schema: S;
  /** Features the action belongs to: while any is off it refuses, as its page answers 404. */
  flags?: readonly FlagName[];
  /** A permission from `@/lib/permissions`; the handler then receives the signed-in viewer. */
  authorize?: Authorize;
  /** Named rules of `rateLimitRules`, consumed after validation and before the handler. */
  rateLimits?: (input: z.output<S>, request: { address: string; viewer: Viewer | null }) => readonly RateLimitHit[];
  /**
   * The message to show instead of per-field errors, where telling which field is wrong would
   * leak something (sign-in: "invalid credentials", whatever was wrong).
   */
  invalidMessage?: (locale: Locale) => Promise<string>;
  /**
   * Where a post sent without JavaScript goes once it succeeded (Post/Redirect/Get: a 303 to a
   * page the cache serves), instead of the page it came from rendered again with the outcome.
   * Invalid input and refusals are still rendered on the form, with what was typed. A call from
   * script (the `Next-Action` header) gets its result as before.
   */
  thanks?: Href;
  /** The message for a refusal by rate limit; the forms' own by default. */
  rateLimitedMessage?: (locale: Locale, retryAfterMs: number) => Promise<string>;
  handler: (
    input: z.output<S>,
    context: ActionContext<Authorize extends Permission ? true : false>,
  ) => Promise<HandlerOutcome<Data, FieldOf<S>>>;
}

/** Fields never given back to the browser after a refusal. */
const secretFields = new Set(["password", "confirmPassword", "token"]);
// Values longer than any field's limit are refused anyway; this keeps the echo bounded.
const MAX_ECHO_LENGTH = 20_000;

function echo<Field extends string>(values: Record<string, unknown>, fields: readonly string[]): Partial<Record<Field, string>> {
  // A field of several values (ticked boxes) comes back as one string, its values joined by commas.
  const text = (value: unknown) => (Array.isArray(value) ? value.join(",") : value);
  return Object.fromEntries(
    fields
      .filter((field) => typeof text(values[field]) === "string" && !secretFields.has(field))
      .map((field) => [field, (text(values[field]) as string).slice(0, MAX_ECHO_LENGTH)]),
  ) as Partial<Record<Field, string>>;
}

/** Whether a field's schema is an array, under a default or an optional. */
function takesArray(type: z.core.$ZodType): boolean {
  const def = type._zod.def as { type: string; innerType?: z.core.$ZodType };
  if (def.type === "array") return true;
  return (def.type === "default" || def.type === "optional" || def.type === "prefault") && def.innerType
    ? takesArray(def.innerType)
    : false;
}

/**
 * A form's text fields, the files of the fields the schema names (an upload), and every value of a
 * field the schema takes as an array (checkboxes sharing a name); files are never echoed.
 */
function formValues(form: FormData, schema: ObjectSchema): Record<string, unknown> {
  const values: Record<string, unknown> = formDataToValues(form);
  for (const [field, type] of Object.entries(schema._zod.def.shape)) {
    const value = form.get(field);
    if (value instanceof File) values[field] = value;
    else if (takesArray(type)) values[field] = form.getAll(field).filter((entry) => typeof entry === "string");
  }
  return values;
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * Makes a Server Action, the one way this project writes them. Server Actions are public POST
 * endpoints, so every step runs on the server whatever the browser did (`runAction`); the locale,
 * the headers and the viewer come from Next's request. The result is always a `FormState`, usable
 * with `useActionState` (with or without JavaScript) and from code alike. `redirect()` in a
 * handler works as in any action. Bind the idle state for a plain `<form action>`.
 */
export function defineAction<S extends ObjectSchema, Data = undefined, Authorize extends Permission | undefined = undefined>(
  definition: ActionDefinition<S, Data, Authorize>,
) {
  return async (_previous: FormState<FieldOf<S>, Data>, input: FormData | z.input<S>): Promise<FormState<FieldOf<S>, Data>> => {
    const locale = toLocale(await getLocale());
    const requestHeaders = await headers();
    const state = await runAction(definition, input, { locale, headers: requestHeaders, viewer: getViewer });
    // Thrown, and answered 303 by Next (Post/Redirect/Get) to a post sent without JavaScript.
    if (state.status === "success" && definition.thanks && !requestHeaders.has("next-action"))
      redirect(getPathname({ locale, href: definition.thanks }));
    return state;
  };
}

/** What `runAction` needs of the request: a Server Action's comes from Next, the form intake's from the server around it. */
export interface ActionRequest {
  locale: Locale;
  headers: Headers;
  /** The signed-in viewer, asked only by an action that authorizes or limits per viewer. */
  viewer: () => Promise<Viewer | null>;
}

/**
 * Runs an action's steps on its input (FormData from a form, or a plain object from code): parsed
 * with the zod schema; the feature flags and the viewer's permission checked; the named rate
 * limits consumed; then the handler. The one implementation behind `defineAction` and the public
 * forms' intake (src/server/forms/intake.ts), which the server answers around Next.
 */
export async function runAction<S extends ObjectSchema, Data, Authorize extends Permission | undefined>(
  definition: ActionDefinition<S, Data, Authorize>,
  input: FormData | z.input<S>,
  request: ActionRequest,
): Promise<FormState<FieldOf<S>, Data>> {
  const { locale, headers: requestHeaders } = request;
  const fields = Object.keys(definition.schema._zod.def.shape);
  const submittedAt = Date.now();
  const values: Record<string, unknown> =
    input instanceof FormData ? formValues(input, definition.schema) : typeof input === "object" && input !== null ? input : {};
  const refuse = (reason: ActionRefusal, message?: string): FormState<FieldOf<S>, Data> => ({
    status: "error",
    submittedAt,
    reason,
    values: echo(values, fields),
    ...(message !== undefined && { message }),
  });

  try {
    // A feature that is off refuses whatever was sent, as its page answers 404.
    if (definition.flags?.length) {
      const flags = await getFlags();
      if (definition.flags.some((flag) => !flags[flag])) return refuse("disabled");
    }
    // Not next-intl's getTranslations: the form intake runs outside Next's request (and its React layer).
    const t = translator(locale, "FormErrors");
    const parsed = z.safeParse(definition.schema, values);
    if (!parsed.success) {
      if (definition.invalidMessage) return refuse("refused", await definition.invalidMessage(locale));
      return {
        status: "invalid",
        submittedAt,
        values: echo(values, fields),
        fieldErrors: translateFieldErrors<FieldOf<S>>(parsed.error, (key, params) => t(key, params)),
      };
    }
    const data = parsed.data;

    const viewer = definition.authorize || definition.rateLimits ? await request.viewer() : null;
    // A staff member without their second factor yet may do nothing but enrol (README: "Second factor").
    if (definition.authorize && !(viewer && definition.authorize(viewer.role) && !viewer.mustEnrolSecondFactor))
      return refuse("forbidden");

    const address = clientAddress(requestHeaders);
    if (definition.rateLimits) {
      const limit = await consumeRateLimits(definition.rateLimits(data, { address, viewer }));
      if (!limit.allowed) {
        const message = definition.rateLimitedMessage
          ? await definition.rateLimitedMessage(locale, limit.retryAfterMs)
          : t("rateLimited", { seconds: seconds(limit.retryAfterMs) });
        return refuse("rate-limited", message);
      }
    }

    const outcome = await definition.handler(data, { locale, t, address, headers: requestHeaders, viewer } as ActionContext<
      Authorize extends Permission ? true : false
    >);
    if (outcome.ok) return { status: "success", submittedAt, data: outcome.data };
    if ("fieldErrors" in outcome)
      return { status: "invalid", submittedAt, values: echo(values, fields), fieldErrors: outcome.fieldErrors };
    return refuse(outcome.reason ?? "refused", outcome.message);
  } catch (error) {
    unstable_rethrow(error);
    log.error({ err: error }, "action failed");
    return refuse("failed");
  }
}

import "server-only";
import { getTranslations } from "next-intl/server";
import type { z } from "zod/mini";
import type { Locale } from "@/i18n/locales";
import { documentLimits } from "@/lib/documents";
import { canManageDocuments } from "@/lib/permissions";
import { documentErrorKeys, type DocumentErrorKey } from "@/lib/validation/documents";
import { formDataToValues } from "@/lib/validation/form-errors";
import { formErrorKeys, type FormErrorKey } from "@/lib/validation/form-rules";
import type { FormState } from "@/lib/validation/form-state";
import type { Viewer } from "@/server/auth/session";
import { authorize } from "@/server/auth/session";
import { staffLocale } from "@/server/auth/staff-language";
import { readRequestBody } from "@/server/http/request-body";
import { foreignRequestOrigin } from "@/server/http/same-origin";
import { log } from "@/server/log";

/**
 * The staff's document forms (upload, sharing) post to route handlers rather than Server Actions:
 * an upload may be 25 MB, over the 11 MB every portal action may carry (next.config.ts,
 * src/server/http/request-filter.ts), and a Server Action's body on /admin-portal also passes
 * through the proxy, which keeps only its first 10 MB. The handlers under /api/admin/documents
 * are outside both: the limit is this module's own, for these posts only.
 *
 * One answer for both ways of sending: with JavaScript the form asks for JSON and gets the same
 * `FormState` a Server Action gives; without it, a 303 back to a page (success), or to the form
 * with what was typed and each field's error key in the query (an error), which the page turns
 * back into a state (`documentFormStateFromQuery`).
 */

/** The largest body the upload accepts: the file and the form's other fields. */
export const MAX_DOCUMENT_POST_BYTES = documentLimits.maxBytes + 64 * 1024;

/** The file refusals, as keys of `AdminDocuments.errors`. */
export const fileErrorKeys = ["empty", "tooLarge", "unsupportedType"] as const;
type FileErrorKey = (typeof fileErrorKeys)[number];

/** A field's error: a `FormErrors` key (shared rules) or an `AdminDocuments.errors` key (this feature's). */
export type DocumentFieldErrorKey = FormErrorKey | DocumentErrorKey | FileErrorKey;

const ownKeys: readonly string[] = [...documentErrorKeys, ...fileErrorKeys];
const isFieldErrorKey = (key: string): key is DocumentFieldErrorKey =>
  ownKeys.includes(key) || (formErrorKeys as readonly string[]).includes(key);

/** The error key of each invalid field (its first issue); an unknown message reads as `required`. */
export function fieldErrorKeys(error: z.core.$ZodError): Record<string, DocumentFieldErrorKey> {
  const keys: Record<string, DocumentFieldErrorKey> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "");
    if (field && !keys[field]) keys[field] = isFieldErrorKey(issue.message) ? issue.message : "required";
  }
  return keys;
}

/** The messages of those keys, in the staff member's language. */
export async function translateFieldErrors(
  keys: Record<string, DocumentFieldErrorKey>,
  locale: Locale,
): Promise<Record<string, string>> {
  const [own, shared] = await Promise.all([
    getTranslations({ locale, namespace: "AdminDocuments.errors" }),
    getTranslations({ locale, namespace: "FormErrors" }),
  ]);
  return Object.fromEntries(
    Object.entries(keys).map(([field, key]) => [
      field,
      ownKeys.includes(key)
        ? own(key as DocumentErrorKey | FileErrorKey)
        : shared(key as FormErrorKey, { max: documentLimits.titleLength, characters: "" }),
    ]),
  );
}

/** What a form handler decided: the state for a script, and where a browser without one goes. */
export type DocumentFormOutcome<Data> =
  | { ok: true; state: FormState<string, Data>; next: string }
  | { ok: false; keys: Record<string, DocumentFieldErrorKey>; values: Record<string, string | string[]> }
  | { ok: false; refused: string };

export interface DocumentFormContext {
  viewer: Viewer;
  locale: Locale;
  /** The submitted fields as text (the last value of each), without files. */
  values: Record<string, string>;
}

const refusedBody = (status: number) =>
  new Response(`${status === 413 ? "Payload Too Large" : status === 403 ? "Forbidden" : "Bad Request"}\n`, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" },
  });

/** The query that brings the form back as it was sent, with each field's error key. */
function errorQuery(values: Record<string, string | string[]>, keys: Record<string, DocumentFieldErrorKey>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    for (const item of Array.isArray(value) ? value : [value]) query.append(name, item);
  }
  for (const [field, key] of Object.entries(keys)) query.set(`error.${field}`, key);
  return query.toString();
}

/**
 * Answers a staff document form: same origin, an administrator (`canManageDocuments`), a body
 * within `limit`, then `handle`. JSON for a script (`Accept: application/json`), else a 303.
 */
export async function answerDocumentForm<Data>(
  request: Request,
  { limit, back }: { limit: number; back: string },
  handle: (form: FormData, context: DocumentFormContext) => Promise<DocumentFormOutcome<Data>>,
): Promise<Response> {
  const wantsJson = request.headers.get("accept")?.includes("application/json") ?? false;
  if (foreignRequestOrigin(request)) return refusedBody(403);
  const viewer = await authorize(canManageDocuments);
  if (!viewer) return refusedBody(403);
  const locale = await staffLocale();
  const submittedAt = Date.now();

  const respond = async (outcome: DocumentFormOutcome<Data>): Promise<Response> => {
    if (outcome.ok) {
      return wantsJson ? Response.json(outcome.state, noStore) : seeOther(outcome.next);
    }
    if ("refused" in outcome) {
      return wantsJson
        ? Response.json({ status: "error", submittedAt, reason: "refused", values: {}, message: outcome.refused }, noStore)
        : seeOther(back);
    }
    if (!wantsJson) return seeOther(`${back}?${errorQuery(outcome.values, outcome.keys)}`);
    const values = Object.fromEntries(
      Object.entries(outcome.values).flatMap(([name, value]) => (typeof value === "string" ? [[name, value]] : [])),
    );
    const state: FormState = {
      status: "invalid",
      submittedAt,
      values,
      fieldErrors: await translateFieldErrors(outcome.keys, locale),
    };
    return Response.json(state, noStore);
  };

  const body = await readRequestBody(request, limit);
  try {
    if (body === undefined) {
      // Too large to read: the file is what made it so.
      return await respond({ ok: false, keys: { file: "tooLarge" }, values: {} });
    }
    const form = await new Response(new Uint8Array(body), {
      headers: { "content-type": request.headers.get("content-type") ?? "" },
    })
      .formData()
      .catch(() => undefined);
    if (!form) return refusedBody(400);
    return await respond(await handle(form, { viewer, locale, values: formDataToValues(form) }));
  } catch (error) {
    log.error({ err: error }, "document form failed");
    const failed = (await getTranslations({ locale, namespace: "AdminResults" }))("failed");
    return Response.json(
      { status: "error", submittedAt, reason: "failed", values: {}, message: failed },
      { status: 500, ...noStore },
    );
  }
}

const noStore = { headers: { "Cache-Control": "private, no-store" } };
const seeOther = (location: string) =>
  new Response(null, { status: 303, headers: { Location: location, "Cache-Control": "private, no-store" } });

/**
 * The state a form comes back with after a post without JavaScript was refused: what was typed
 * (`fields`, and the ticked `lists`) and each field's error, from the query `answerDocumentForm`
 * redirected to; idle when the query carries no error.
 */
export async function documentFormStateFromQuery(
  query: Record<string, string | string[] | undefined>,
  fields: readonly string[],
  locale: Locale,
): Promise<{ state: FormState; lists: Record<string, string[]> }> {
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
  const all = (value: string | string[] | undefined) => (value === undefined ? [] : Array.isArray(value) ? value : [value]);
  const keys: Record<string, DocumentFieldErrorKey> = {};
  for (const [name, value] of Object.entries(query)) {
    const key = first(value);
    // The file's error too, though the file itself never comes back.
    if (name.startsWith("error.") && key && isFieldErrorKey(key)) keys[name.slice("error.".length)] = key;
  }
  const lists = Object.fromEntries(fields.map((field) => [field, all(query[field])]));
  if (!Object.keys(keys).length) return { state: { status: "idle" }, lists };
  const values = Object.fromEntries(
    fields.flatMap((field) => {
      const value = first(query[field]);
      return value === undefined ? [] : [[field, value]];
    }),
  );
  return {
    state: { status: "invalid", submittedAt: 0, values, fieldErrors: await translateFieldErrors(keys, locale) },
    lists,
  };
}

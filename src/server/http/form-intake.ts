// The public lead forms (contact, access request), taken by the server around Next: a submission
// through Next's Server Action machinery cost about 20 ms of CPU, nearly all Next's, which capped
// a burst of visitors at a few dozen a second. The steps are the action's own
// (src/server/forms/intake.ts, reached through the instrumentation hook); this module reads the
// request and answers it:
// - with JavaScript, the browser posts the form's fields to INTAKE_PATH and gets the form's state
//   as JSON, whatever it is (stored, invalid, refused);
// - without it, the browser posts the form to its page, as a Server Action: a submission that is
//   stored is answered here with the 303 to the thank-you page the action would send; any other
//   (invalid input, a refusal) goes on to Next, whose action renders the form with the outcome and
//   what was typed.
// Part of the request path around Next: no `server-only`.
import type { IncomingMessage, ServerResponse } from "node:http";
import { INTAKE_PATH, intakeField, parseIntakeField } from "../../lib/form-intake";
import type { takeSubmission } from "../forms/intake";
import { ownAnswerHeaders } from "./refusal-headers";
import { readBody } from "./request-body";
import { MAX_ACTION_BODY_BYTES, refuse, replayedBody } from "./request-filter";
import { foreignOrigin } from "./same-origin";

declare global {
  /** Set by the instrumentation hook: the public forms' submissions, taken here around Next. */
  var __terramareFormIntake: typeof takeSubmission | undefined;
}

const formContentType = /^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i;

function requestHeaders(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === "string") headers.set(name, value);
    else if (Array.isArray(value)) for (const item of value) headers.append(name, item);
  }
  return headers;
}

async function formData(contentType: string, body: Buffer): Promise<FormData | undefined> {
  try {
    return await new Response(new Uint8Array(body), { headers: { "content-type": contentType } }).formData();
  } catch {
    return undefined;
  }
}

export interface IntakeOptions {
  trustProxy: boolean;
  log: (message: string) => void;
}

/**
 * Answers a lead form's post when it is one the intake takes; false to let Next answer the request
 * (anything else, a page post the intake did not store, or no intake yet: under `next start`, the
 * browser's call to INTAKE_PATH meets Next's 404 and falls back to the Server Action).
 */
export async function answerFormIntake(
  req: IncomingMessage,
  res: ServerResponse,
  { trustProxy, log }: IntakeOptions,
): Promise<boolean> {
  const intake = globalThis.__terramareFormIntake;
  if (!intake || req.method !== "POST") return false;
  const contentType = String(req.headers["content-type"] ?? "");
  const pathname = String(req.url).split("?")[0];

  if (pathname === INTAKE_PATH) {
    const refused = (status: number, reason: string) => (refuse(res, status, `form intake: ${reason}`, log, req), true);
    // The filter leaves route handlers' posts alone: the checks a Server Action gets are made here.
    if (!formContentType.test(contentType)) return refused(415, "not form data");
    const foreign = foreignOrigin(req, trustProxy);
    if (foreign) return refused(403, foreign);
    const body = await readBody(req, MAX_ACTION_BODY_BYTES);
    if (body === undefined) return refused(413, "body too large");
    const fields = await formData(contentType, body);
    const target = fields && parseIntakeField(fields.get(intakeField));
    if (!fields || !target) return refused(400, "no form named");
    const { state } = await intake(target.form, target.locale, fields, requestHeaders(req));
    const answer = Buffer.from(JSON.stringify(state));
    res.writeHead(200, {
      ...ownAnswerHeaders(req),
      "content-type": "application/json; charset=utf-8",
      "content-length": answer.length,
    });
    res.end(answer);
    return true;
  }

  // Without JavaScript: the body the filter read for Next (a form posted to a page).
  const body = replayedBody(req);
  if (!body || req.headers["next-action"] !== undefined || !formContentType.test(contentType)) return false;
  const fields = await formData(contentType, body);
  const target = fields && parseIntakeField(fields.get(intakeField));
  if (!fields || !target) return false;
  const { state, thanks } = await intake(target.form, target.locale, fields, requestHeaders(req));
  if (state.status !== "success") return false;
  res.writeHead(303, { ...ownAnswerHeaders(req), location: thanks, "content-length": 0 });
  res.end();
  return true;
}

// Submits a page's progressively enhanced form (a Server Action) the way a browser without
// JavaScript does: the form's hidden $ACTION_* fields plus the visitor's fields, posted as
// multipart/form-data to the form's action URL. Used by the forms benchmark and tests.

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

export interface LoadedForm {
  action: string;
  hidden: [string, string][];
}

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (match, entity: string) => {
    if (entity[0] === "#") {
      const code = entity[1] === "x" || entity[1] === "X" ? Number.parseInt(entity.slice(2), 16) : Number(entity.slice(1));
      return String.fromCodePoint(code);
    }
    return entities[entity.toLowerCase()] ?? match;
  });
}

function attribute(tag: string, name: string): string | undefined {
  const match = tag.match(new RegExp(`\\s${name}="([^"]*)"`, "i"));
  return match ? decodeEntities(match[1] ?? "") : undefined;
}

/**
 * Reads the form whose opening tag contains `marker` (e.g. `aria-labelledby="contact-form-title"`)
 * from the page at `pageUrl`: its action URL and its hidden fields.
 */
export async function loadForm(pageUrl: string, marker: string, init: RequestInit = {}): Promise<LoadedForm> {
  const response = await fetch(pageUrl, init);
  const html = await response.text();
  const start = html.search(new RegExp(`<form[^>]*${marker.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}[^>]*>`));
  if (start === -1) throw new Error(`no form with ${marker} on ${pageUrl} (HTTP ${response.status})`);
  const end = html.indexOf("</form>", start);
  const markup = html.slice(start, end);
  const opening = markup.slice(0, markup.indexOf(">") + 1);
  const hidden = [...markup.matchAll(/<input type="hidden"[^>]*>/g)].map(([tag]): [string, string] => [
    attribute(tag, "name") ?? "",
    attribute(tag, "value") ?? "",
  ]);
  return { action: new URL(attribute(opening, "action") ?? "", pageUrl).toString(), hidden };
}

/** True for the contact form's thank-you page, where a post without JavaScript lands once stored. */
export function isContactThanks(html: string): boolean {
  return html.includes('id="contact-thanks"');
}

/**
 * Posts the form with `fields` and, as a browser does, follows a 303 (Post/Redirect/Get: the
 * form's thank-you page) with a GET. Resolves to the final status and page, the post's own
 * status, its Retry-After, and where it was sent.
 */
export async function submitForm(
  form: LoadedForm,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<{ status: number; postStatus: number; retryAfter: string | null; html: string; location: string | null }> {
  const body = new FormData();
  for (const [name, value] of form.hidden) body.append(name, value);
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  const response = await fetch(form.action, { method: "POST", body, headers, redirect: "manual" });
  const location = response.headers.get("location");
  const answer = { postStatus: response.status, retryAfter: response.headers.get("retry-after"), location };
  if (response.status !== 303 || !location) return { ...answer, status: response.status, html: await response.text() };
  await response.body?.cancel();
  const { origin: _origin, ...getHeaders } = headers;
  // The post's answer already says it was stored; a thank-you page that cannot be loaded (a
  // server stopping) is status 0, not an error.
  try {
    const page = await fetch(new URL(location, form.action), { headers: getHeaders, redirect: "manual" });
    return { ...answer, status: page.status, html: await page.text() };
  } catch {
    return { ...answer, status: 0, html: "" };
  }
}

/**
 * Submits the form the way a browser with JavaScript does: its fields (the hidden `intake` field
 * naming the form and its language among them) posted to the server's form intake, which answers
 * the form's state as JSON (src/server/http/form-intake.ts). `accepted` is true when it says
 * success.
 */
export async function submitFormToIntake(
  form: LoadedForm,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<{ status: number; retryAfter: string | null; accepted: boolean; state: unknown }> {
  const body = new FormData();
  for (const [name, value] of form.hidden) if (!name.startsWith("$ACTION")) body.append(name, value);
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  const response = await fetch(new URL("/api/forms", form.action), {
    method: "POST",
    body,
    headers: { accept: "application/json", ...headers },
    redirect: "manual",
  });
  const text = await response.text();
  let state: unknown;
  try {
    state = JSON.parse(text);
  } catch {
    state = undefined;
  }
  return {
    status: response.status,
    retryAfter: response.headers.get("retry-after"),
    accepted: response.status === 200 && (state as { status?: string } | undefined)?.status === "success",
    state,
  };
}

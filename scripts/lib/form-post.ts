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

/** The Server Action id behind a loaded form (from React's `$ACTION_1:0` hidden field). */
export function actionIdOf(form: LoadedForm): string {
  const bound = form.hidden.find(([name]) => /^\$ACTION_\d+:0$/.test(name));
  if (!bound) throw new Error(`the form posting to ${form.action} carries no Server Action id`);
  return (JSON.parse(bound[1]) as { id: string }).id;
}

/**
 * Submits the form the way a browser with JavaScript does: React's Server Action call (a fetch
 * with the `Next-Action` header, the previous state and the form's fields encoded as React's
 * reply), answered with an RSC payload rather than a page. `accepted` is true when the action's
 * result says success.
 */
export async function submitFormAsScript(
  form: LoadedForm,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<{ status: number; retryAfter: string | null; accepted: boolean }> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(`_1_${name}`, value);
  body.append("0", JSON.stringify([{ status: "idle" }, "$K1"]));
  const url = new URL(form.action);
  url.hash = "";
  const response = await fetch(url, {
    method: "POST",
    body,
    headers: { accept: "text/x-component", "next-action": actionIdOf(form), ...headers },
    redirect: "manual",
  });
  const payload = await response.text();
  return {
    status: response.status,
    retryAfter: response.headers.get("retry-after"),
    accepted: /"status":"success"/.test(payload),
  };
}

// A bound on the form posts (Server Actions, sign-in) the server works on at once. Past it, a post
// is refused at once with 503 and Retry-After instead of queueing for the database behind the
// others: under a burst of 1,000 submissions, 200 at a time, the last visitors waited 19 s.
// Pages and files (GET, HEAD) are not counted: they are cached and cheap. Part of the request path.
import fs from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";

const RETRY_AFTER_SECONDS = 2;
const readOnly = new Set(["GET", "HEAD", "OPTIONS"]);

type Refusal = { title: string; message: string };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[char] ?? char);
}

/** The refusal in each language, from the message catalogs. */
function loadMessages(root: string): Record<"en" | "fr", Refusal> {
  const read = (locale: "en" | "fr"): Refusal =>
    (JSON.parse(fs.readFileSync(path.join(root, "messages", `${locale}.json`), "utf8")) as { ServerBusy: Refusal }).ServerBusy;
  return { en: read("en"), fr: read("fr") };
}

export function createPostLimit(max: number, root: string) {
  const messages = loadMessages(root);
  let active = 0;
  return {
    /** True when the request was refused (and answered); otherwise it is counted until it closes. */
    refuse(req: IncomingMessage, res: ServerResponse): boolean {
      if (readOnly.has(req.method ?? "GET")) return false;
      if (active < max) {
        active++;
        res.once("close", () => active--);
        return false;
      }
      const locale = /^\/fr(\/|\?|$)/.test(req.url ?? "") ? "fr" : "en";
      const { title, message } = messages[locale];
      res.statusCode = 503;
      res.setHeader("Retry-After", String(RETRY_AFTER_SECONDS));
      res.setHeader("Cache-Control", "no-store");
      if (req.headers["next-action"]) {
        // A Server Action called from script shows a text/plain answer's text as its error.
        res.setHeader("Content-Type", "text/plain");
        res.end(message);
        return true;
      }
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      res.end(
        `<!doctype html><html lang="${locale}"><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p></html>`,
      );
      return true;
    },
  };
}

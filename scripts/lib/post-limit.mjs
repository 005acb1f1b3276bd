// A bound on the form posts (Server Actions, sign-in) the server works on at once. Past it, a post
// is refused at once with 503 and Retry-After instead of queueing for the database behind the
// others: under a burst of 1,000 submissions, 200 at a time, the last visitors waited 19 s.
// Pages and files (GET, HEAD) are not counted: they are cached and cheap.
import fs from "node:fs";
import path from "node:path";

const retryAfterSeconds = 2;
const readOnly = new Set(["GET", "HEAD", "OPTIONS"]);

function escapeHtml(text) {
  return text.replace(/[&<>"]/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[char]);
}

/** The refusal in each language, from the message catalogs. */
function loadMessages(root) {
  const messages = {};
  for (const locale of ["en", "fr"]) {
    const catalog = JSON.parse(fs.readFileSync(path.join(root, "messages", `${locale}.json`), "utf8"));
    messages[locale] = catalog.ServerBusy;
  }
  return messages;
}

export function createPostLimit(max, root) {
  const messages = loadMessages(root);
  let active = 0;
  return {
    /** True when the request was refused (and answered); otherwise it is counted until it closes. */
    refuse(req, res) {
      if (readOnly.has(req.method ?? "GET")) return false;
      if (active < max) {
        active++;
        res.once("close", () => active--);
        return false;
      }
      const locale = /^\/fr(\/|\?|$)/.test(req.url ?? "") ? "fr" : "en";
      const { title, message } = messages[locale];
      res.statusCode = 503;
      res.setHeader("Retry-After", String(retryAfterSeconds));
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

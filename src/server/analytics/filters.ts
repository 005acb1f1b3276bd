import "server-only";
import { isbot } from "isbot";

/**
 * Whether a request comes from a bot, judged by its User-Agent (none at all counts as a bot):
 * the `isbot` package's list of crawlers, link previews, monitors, scripts and headless browsers.
 */
export function isBot(userAgent: string | null | undefined): boolean {
  return !userAgent || isbot(userAgent);
}

/** Whether the browser is only prefetching (the page may never be shown). */
export function isPrefetch(headers: Headers): boolean {
  const purpose = `${headers.get("sec-purpose") ?? ""} ${headers.get("purpose") ?? ""} ${headers.get("x-moz") ?? ""}`;
  return /prefetch|prerender/i.test(purpose) || headers.has("next-router-prefetch");
}

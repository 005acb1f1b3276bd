import "server-only";

// Crawlers, link previews, monitors and headless browsers: not visitors.
const botUserAgent =
  /bot|crawl|spider|slurp|bingpreview|facebookexternalhit|embedly|quora link preview|whatsapp|headlesschrome|phantomjs|lighthouse|pingdom|uptime|curl|wget|python-requests|go-http-client|node-fetch|axios/i;

/** Whether a request comes from a bot, judged by its User-Agent (none at all counts as a bot). */
export function isBot(userAgent: string | null): boolean {
  return !userAgent || botUserAgent.test(userAgent);
}

/** Whether the browser is only prefetching (the page may never be shown). */
export function isPrefetch(headers: Headers): boolean {
  const purpose = `${headers.get("sec-purpose") ?? ""} ${headers.get("purpose") ?? ""} ${headers.get("x-moz") ?? ""}`;
  return /prefetch|prerender/i.test(purpose) || headers.has("next-router-prefetch");
}

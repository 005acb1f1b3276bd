import "server-only";
import { z } from "zod";
import { analyticsEventSchema } from "@/lib/validation/analytics-event";
import { readRequestBody } from "@/server/http/request-body";
import { foreignRequestOrigin } from "@/server/http/same-origin";
import { isSitePath } from "@/server/content/site-paths";
import { clientAddress, rateLimitRules } from "@/server/rate-limit";
import { createMemoryRateLimit } from "@/server/rate-limit/memory";
import { isBot, isPrefetch } from "./filters";
import { eventRequestOf, recordEvent } from "./index";

// Counted in memory: a database write per beacon to count beacons cost as much as storing them.
const perAddress = createMemoryRateLimit(rateLimitRules["analytics-event-per-address"]);

/** An event is a few hundred bytes; anything much larger is not one of ours. */
export const MAX_EVENT_BYTES = 8 * 1024;

/**
 * POST /api/events: same-origin JSON only, refused early when oversized, limited per address
 * (rule "analytics-event-per-address", in memory), validated (its path one of the site's pages,
 * src/server/content/site-paths.ts), then kept for the next batch
 * (./index.ts) with its visitor's hash (staff's browsers send none: src/lib/staff-browser.ts). Every refusal is a 4xx. The server's admission gives beacons a lane of their own
 * (src/server/http/admission.ts), so they never wait for, or take, a form's slot.
 */
export async function receiveEvent(request: Request): Promise<Response> {
  // Only the site's own pages post events (src/server/http/same-origin.ts): a cross-site form or a
  // `text/plain` beacon from elsewhere is refused before anything is read or counted.
  if (foreignRequestOrigin(request)) return Response.json({ error: "Cross-origin events are refused" }, { status: 403 });
  if (!(request.headers.get("content-type") ?? "").toLowerCase().startsWith("application/json")) {
    return Response.json({ error: "Body must be JSON" }, { status: 415 });
  }
  // Bots and prefetches are not visits: accepted (nothing to retry) but not counted.
  if (isBot(request.headers.get("user-agent")) || isPrefetch(request.headers)) return new Response(null, { status: 204 });
  if (Number(request.headers.get("content-length") ?? 0) > MAX_EVENT_BYTES) {
    return Response.json({ error: "Payload too large" }, { status: 413 });
  }
  const limit = perAddress.consume(clientAddress(request.headers));
  if (!limit.allowed) {
    return Response.json(
      { error: "Too many events" },
      { status: 429, headers: { "retry-after": String(Math.ceil(limit.retryAfterMs / 1000)) } },
    );
  }
  const body = (await readRequestBody(request, MAX_EVENT_BYTES))?.toString("utf8");
  if (body === undefined) return Response.json({ error: "Payload too large" }, { status: 413 });
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return Response.json({ error: "Body must be JSON" }, { status: 400 });
  }
  const parsed = analyticsEventSchema.safeParse(json);
  if (!parsed.success) {
    return Response.json({ error: "Invalid event", issues: z.flattenError(parsed.error).fieldErrors }, { status: 400 });
  }
  // Only a page the site has is a page viewed: anything else would reach the admin's top pages.
  if (!(await isSitePath(parsed.data.pathname))) return Response.json({ error: "Unknown page" }, { status: 400 });
  recordEvent(parsed.data, eventRequestOf(request.headers, request.url));
  return new Response(null, { status: 204 });
}

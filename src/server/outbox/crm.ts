import "server-only";
import type { CrmPayload } from "./messages";
import type { DeliveryResult } from "./delivery";

export interface CrmSettings {
  apiBase: string;
  portalId: string | undefined;
  timeoutMs?: number;
}

/** How long a post waits for HubSpot's answer unless the settings say otherwise. */
export const defaultCrmTimeoutMs = 10_000;

/** HubSpot Forms API v3: the endpoint of one form. */
function crmSubmissionUrl(apiBase: string, portalId: string, formId: string): string {
  return `${apiBase}/submissions/v3/integration/submit/${encodeURIComponent(portalId)}/${encodeURIComponent(formId)}`;
}

function retryAfterMs(header: string | null): number {
  if (!header) return 0;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? 0 : Math.max(0, date - Date.now());
}

/**
 * Posts one submission. Network errors, timeouts, 429 and 5xx are worth retrying; any other 4xx
 * means HubSpot refused this body and will refuse it again, so the row fails with its answer.
 * HubSpot has no idempotency key: a 2xx is final and never retried. `stopping` gives up at once
 * (the server is shutting down and its grace period is over): the post is tried again later.
 */
export async function postCrmSubmission(
  settings: CrmSettings,
  payload: CrmPayload,
  stopping?: AbortSignal,
): Promise<DeliveryResult> {
  if (!settings.portalId) return { outcome: "retry", error: "HUBSPOT_PORTAL_ID is not set" };
  const url = crmSubmissionUrl(settings.apiBase, settings.portalId, payload.formId);
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ fields: payload.fields, context: payload.context }),
      signal: AbortSignal.any([AbortSignal.timeout(settings.timeoutMs ?? defaultCrmTimeoutMs), ...(stopping ? [stopping] : [])]),
      redirect: "error",
    });
  } catch (error) {
    return { outcome: "retry", error: `network error: ${error instanceof Error ? error.message : String(error)}` };
  }
  const text = (await response.text().catch(() => "")).slice(0, 2000);
  if (response.ok) return { outcome: "delivered" };
  const error = `HTTP ${response.status}${text ? `: ${text}` : ""}`;
  if (response.status === 429) {
    return { outcome: "retry", error, retryAfterMs: retryAfterMs(response.headers.get("retry-after")), throttled: true };
  }
  if (response.status >= 500) return { outcome: "retry", error, retryAfterMs: retryAfterMs(response.headers.get("retry-after")) };
  return { outcome: "failed", error };
}

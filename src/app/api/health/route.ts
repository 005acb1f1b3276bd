import { isDatabaseReachable } from "@/server/db/client";
import { countFailedDeliveries } from "@/server/outbox";

export const dynamic = "force-dynamic";

// Failed deliveries do not make the site unhealthy (it still serves and stores): they are
// reported beside the status, for monitoring to alert on.
export async function GET() {
  const ok = await isDatabaseReachable();
  const failed = ok ? await countFailedDeliveries().catch(() => null) : null;
  return Response.json(
    { status: ok ? "ok" : "unavailable", database: ok ? "ok" : "unreachable", outbox: { failed } },
    { status: ok ? 200 : 503, headers: { "cache-control": "no-store" } },
  );
}

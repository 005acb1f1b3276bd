import { freshness } from "@/server/cache/freshness";
import { isDatabaseReachable } from "@/server/db/client";
import { countFailedDeliveries } from "@/server/outbox";

export const dynamic = "force-dynamic";

// Failed deliveries do not make the site unhealthy (it still serves and stores): they are
// reported beside the status, for monitoring to alert on. Nor do unreadable cache tags: cached
// pages are then served as last known (src/server/cache/freshness.ts), and this says so.
export async function GET() {
  const ok = await isDatabaseReachable();
  const failed = ok ? await countFailedDeliveries().catch(() => null) : null;
  const tags = freshness().store;
  await tags.refresh();
  return Response.json(
    {
      status: ok ? "ok" : "unavailable",
      database: ok ? "ok" : "unreachable",
      cacheTags: tags.health().reachable ? "ok" : "unreachable",
      outbox: { failed },
    },
    { status: ok ? 200 : 503, headers: { "cache-control": "no-store" } },
  );
}

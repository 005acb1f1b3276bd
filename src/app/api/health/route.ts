import { isDatabaseReachable } from "@/server/db/client";

export const dynamic = "force-dynamic";

export async function GET() {
  const ok = await isDatabaseReachable();
  return Response.json(
    { status: ok ? "ok" : "unavailable", database: ok ? "ok" : "unreachable" },
    { status: ok ? 200 : 503, headers: { "cache-control": "no-store" } },
  );
}

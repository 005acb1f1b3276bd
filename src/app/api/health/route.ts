import { healthReport } from "@/server/health";

export const dynamic = "force-dynamic";

/** Liveness and readiness: 200 while the database answers, 503 while it does not (src/server/health). */
export async function GET() {
  const report = await healthReport();
  return Response.json(report, { status: report.status === "ok" ? 200 : 503, headers: { "cache-control": "no-store" } });
}

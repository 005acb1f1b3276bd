import { z } from "zod";
import { canManagePriceLists } from "@/lib/permissions";
import { authorize } from "@/server/auth/session";
import { getDb } from "@/server/db/client";
import { exportPriceListVersion } from "@/server/prices/queries";

const noStore = { "Cache-Control": "private, no-store" };

/** One version of a price list as the CSV file it came from (same columns), for administrators only. */
export async function GET(_request: Request, { params }: { params: Promise<{ version: string }> }) {
  if (!(await authorize(canManagePriceLists))) return new Response("Forbidden", { status: 403, headers: noStore });
  const version = z.uuid().safeParse((await params).version);
  const file = version.success ? await exportPriceListVersion(await getDb(), version.data) : null;
  if (!file) return new Response("Not found", { status: 404, headers: noStore });
  return new Response(file.csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
      ...noStore,
    },
  });
}

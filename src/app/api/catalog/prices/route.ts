import { getFlags } from "@/server/flags";
import { authorizeClient } from "@/server/portal";
import { pricesForClient } from "@/server/prices/visitor";

export const dynamic = "force-dynamic";

// Per visitor, never kept by a browser's or a shared cache: prices are one company's.
const privateAnswer = { "cache-control": "private, no-store", vary: "Cookie" };

/**
 * The prices the signed-in client's company pays today, by product key, for the catalog's cards;
 * `{ signedIn: false }` (200) for anyone else. 404 while the catalog is off.
 */
export async function GET() {
  if (!(await getFlags()).products) return new Response(null, { status: 404, headers: privateAnswer });
  const prices = await pricesForClient(await authorizeClient());
  return Response.json(prices ? { signedIn: true, prices } : { signedIn: false }, { headers: privateAnswer });
}

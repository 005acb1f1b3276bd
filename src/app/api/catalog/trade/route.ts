import type { NextRequest } from "next/server";
import { tradeFactsForVisitor } from "@/server/catalog/trade";
import { getFlags } from "@/server/flags";

export const dynamic = "force-dynamic";

// Per visitor, never kept by a browser's or a shared cache: trade facts are for clients only.
const privateAnswer = { "cache-control": "private, no-store", vary: "Cookie" };

/**
 * A product's trade facts for the signed-in client of a company (`?product=<key>`); `{ signedIn:
 * false }` with a 200 for anyone else, so the product page's island asks without a console error.
 * 404 while the catalog is off, as its pages (a route handler is outside the group's layout).
 */
export async function GET(request: NextRequest) {
  if (!(await getFlags()).products) return new Response(null, { status: 404, headers: privateAnswer });
  const product = request.nextUrl.searchParams.get("product")?.slice(0, 200) ?? "";
  // No product key holds one; PostgreSQL refuses a NUL in a parameter (a 500 before, issue 47).
  if (/[\u0000-\u001f\u007f]/u.test(product))
    return Response.json(
      { error: "product must be a product's key, without control characters" },
      { status: 400, headers: privateAnswer },
    );
  return Response.json(await tradeFactsForVisitor(product), { headers: privateAnswer });
}

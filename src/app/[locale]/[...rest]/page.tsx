import { notFound } from "next/navigation";
import { missingContentSegment } from "@/lib/paths";
import { logMissingPage } from "@/server/not-found";

// Rendered per request, not cached like the other public pages: the paths anyone can make up
// are endless (each would take a cache entry), and each missing path is logged. Articles, news
// items and products with a slug not published come here too (src/proxy.ts).
export const dynamic = "force-dynamic";

export default async function UnknownPage({ params }: PageProps<"/[locale]/[...rest]">) {
  const { locale, rest } = await params;
  // A content page with an unknown slug comes here from the proxy, under missingContentSegment.
  logMissingPage(locale, `/${(rest[0] === missingContentSegment ? rest.slice(1) : rest).join("/")}`);
  notFound();
}

import { feedResponse } from "@/server/content/feeds";

// Follows what is published and the flags, read through their caches on each request (as the sitemap).
export const dynamic = "force-dynamic";

/** The news published in this language, as an Atom feed (src/server/content/feeds.ts). */
export async function GET(_request: Request, { params }: RouteContext<"/[locale]/insights/news/feed.xml">) {
  return feedResponse((await params).locale, "news");
}

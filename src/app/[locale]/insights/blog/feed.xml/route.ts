import { feedResponse } from "@/server/content/feeds";

// Follows what is published and the flags, read through their caches on each request (as the sitemap).
export const dynamic = "force-dynamic";

/** The blog's articles published in this language, as an Atom feed (src/server/content/feeds.ts). */
export async function GET(_request: Request, { params }: RouteContext<"/[locale]/insights/blog/feed.xml">) {
  return feedResponse((await params).locale, "blog");
}

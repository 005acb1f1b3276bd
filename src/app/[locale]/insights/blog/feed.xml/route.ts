import { feedResponse } from "@/server/content/feeds";

// A cached page like the list it follows: rendered on its first request in each language, kept
// by Next's cache handler and the server's memory under the tags it read (the flags and
// `content:<type>`), rendered again after a publish (docs/architecture.md, "How a page is cached").
// Static, so Next keeps its answer; nothing is rendered at build time (a build never opens the database).
export const dynamic = "force-static";

export function generateStaticParams(): { locale: string }[] {
  return [];
}

/** The blog's articles published in this language, as an Atom feed (src/server/content/feeds.ts). */
export async function GET(_request: Request, { params }: RouteContext<"/[locale]/insights/blog/feed.xml">) {
  return feedResponse((await params).locale, "blog");
}

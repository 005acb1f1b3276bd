import { missingContentSegment } from "@/lib/paths";
import { logMissingPage } from "@/server/not-found";
import { NotFoundView, notFoundMetadata } from "../_components/not-found-view";

// Rendered per request, not cached like the other public pages: the paths anyone can make up
// are endless (each would take a cache entry), and each missing path is logged. A page asked for
// to be read (GET, HEAD) never gets here: the proxy answers it with the 404 page
// (src/app/[locale]/%5Fpage-not-found). What is left: a form posted to an unknown path or to an
// article, news item or product with a slug not published (src/proxy.ts), answered with the 404
// drawn here, whole, with status 404 (src/server/not-found.ts), not Next's empty shell.
export const dynamic = "force-dynamic";

export const generateMetadata = notFoundMetadata;

export default async function UnknownPage({ params }: PageProps<"/[locale]/[...rest]">) {
  const { locale, rest } = await params;
  // A content page with an unknown slug comes here from the proxy, under missingContentSegment.
  logMissingPage(locale, `/${(rest[0] === missingContentSegment ? rest.slice(1) : rest).join("/")}`);
  return <NotFoundView />;
}

import { NotFoundContent } from "../_components/not-found-content";
import { notFoundMetadata } from "../_components/not-found-view";

// The 404 page of the localized site, as a page: the proxy rewrites every path the site does not
// have (src/server/content/site-paths.ts, isMissingPage) here with status 404 (src/proxy.ts), and
// a request for this path itself is such a path. Rendered once per language and cached like any
// public page, inside the layout (header, footer, `lang`, the stylesheet). A `notFound()` thrown
// while rendering is sent by Next as an empty HTML shell that only the browser's JavaScript fills
// (vercel/next.js#62228): the pages rendered for each request draw their own 404
// (_components/not-found-view.tsx), and not-found.tsx stays for what is left.
export const generateMetadata = notFoundMetadata;

export default function NotFoundPage() {
  return <NotFoundContent documentTitle={false} />;
}

import "server-only";
import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { log } from "@/server/log";

export function logMissingPage(locale: string, pathname: string): void {
  log.warn({ locale, pathname }, "page not found");
}

// What Next's notFound() throws carries this digest (next/dist/client/components/not-found.js);
// not-found.test.ts proves it against the installed Next.
const notFoundDigest = "NEXT_HTTP_ERROR_FALLBACK;404";

/** Whether `error` is what Next's `notFound()` throws. */
export function isNotFoundError(error: unknown): boolean {
  return typeof error === "object" && error !== null && "digest" in error && error.digest === notFoundDigest;
}

/**
 * Says, while a page rendered for this request draws its not-found view, that the answer is a 404:
 * the server around Next sets the status (src/server/http/response-capture.ts). A `notFound()` a
 * page throws is sent by Next as an empty HTML shell that only the browser's JavaScript fills
 * (vercel/next.js#62228), so the per-visitor pages draw the view themselves, inside their layouts.
 * Without that server (`next dev`) nothing would set the status: Next's own `notFound()` then.
 * Never for a page rendered once and cached (its status would not be kept): the proxy answers
 * those with the 404 page before they render (src/server/content/site-paths.ts, isMissingPage).
 */
export function answerNotFound(): void {
  const store = globalThis.__terramareRequestContext?.getStore();
  if (!store) notFound();
  store.pageNotFound = true;
}

/**
 * A page rendered for each request whose `notFound()` (its own, or a helper's such as
 * `requireClient`) draws `view` instead of Next's empty shell: a not-found view of its layouts
 * that calls `answerNotFound()`. Anything else thrown (a redirect, an error) goes on as it was.
 */
export function withNotFoundView<Props>(
  page: (props: Props) => ReactNode | Promise<ReactNode>,
  view: ReactNode,
): (props: Props) => Promise<ReactNode> {
  return async (props) => {
    try {
      return await page(props);
    } catch (error) {
      if (isNotFoundError(error)) return view;
      throw error;
    }
  };
}

import { type NextRequest } from "next/server";
import createMiddleware from "next-intl/middleware";
import { requestPathHeader } from "./i18n/request-path";
import { routing } from "./i18n/routing";

const handleI18nRouting = createMiddleware(routing);

export default function proxy(request: NextRequest) {
  // Pages learn which path was asked for (to send /fr pages to English while French is off);
  // next-intl forwards the request's headers to the page. A value the visitor sends is replaced.
  request.headers.set(requestPathHeader, `${request.nextUrl.pathname}${request.nextUrl.search}`);
  return handleI18nRouting(request);
}

export const config = {
  // Everything but API routes, Next internals, files with an extension, and the
  // admin screens, which are not localized.
  matcher: ["/((?!api|_next|_vercel|admin|admin-portal|simple-admin|.*\\..*).*)"],
};

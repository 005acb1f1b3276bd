import { type NextRequest, NextResponse } from "next/server";
import createMiddleware from "next-intl/middleware";
import { requestPathHeader } from "./i18n/request-path";
import { routing } from "./i18n/routing";
import { contentSecurityPolicy } from "./lib/content-security-policy";

const handleI18nRouting = createMiddleware(routing);
const unlocalized = /^\/(admin|admin-portal|simple-admin)(\/|$)/;

export default function proxy(request: NextRequest) {
  const nonce = btoa(crypto.randomUUID());
  const policy = contentSecurityPolicy(nonce, { development: process.env.NODE_ENV === "development" });
  // Next reads the nonce from the request's policy and puts it on the scripts it renders.
  request.headers.set("content-security-policy", policy);
  // Pages learn which path was asked for (to send /fr pages to English while French is off);
  // a value the visitor sends is replaced.
  request.headers.set(requestPathHeader, `${request.nextUrl.pathname}${request.nextUrl.search}`);

  const response = unlocalized.test(request.nextUrl.pathname)
    ? NextResponse.next({ request: { headers: request.headers } })
    : handleI18nRouting(request);
  response.headers.set("Content-Security-Policy", policy);
  return response;
}

export const config = {
  // Every page, localized or not; not API routes, Next's files or files with an extension.
  matcher: ["/((?!api|_next|_vercel|.*\\..*).*)"],
};

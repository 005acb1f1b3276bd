import createMiddleware from "next-intl/middleware";
import { routing } from "./i18n/routing";

export default createMiddleware(routing);

export const config = {
  // Everything but API routes, Next internals, files with an extension, and the
  // admin screens, which are not localized.
  matcher: ["/((?!api|_next|_vercel|admin|admin-portal|simple-admin|.*\\..*).*)"],
};

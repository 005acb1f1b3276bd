import { hasLocale } from "next-intl";
import { getRequestConfig } from "next-intl/server";
import { routing } from "./routing";

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  // A path without a locale (the admin screens and their Server Actions, which next-intl's
  // middleware does not see): the staff member's language, else the browser's.
  const locale = hasLocale(routing.locales, requested)
    ? requested
    : requested === undefined
      ? await (await import("@/server/auth/staff-language")).staffLocale()
      : routing.defaultLocale;
  return {
    locale,
    messages: (await import(`../../messages/${locale}.json`)).default,
  };
});

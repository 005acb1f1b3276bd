import { z } from "zod";
import { locales } from "@/i18n/locales";

// Control characters (NUL included: PostgreSQL refuses it in text) and bidirectional overrides.
const noControls = (value: string) => !/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/u.test(value);

const pathname = z.string().min(1).max(2048).startsWith("/").refine(noControls);

/**
 * What the site's own beacon may send: `app_initialized` (SPEC section 2: path and user agent),
 * and `page_view`, which carries the path and the locale and nothing that could identify anyone.
 */
export const analyticsEventSchema = z.discriminatedUnion("name", [
  z.strictObject({
    name: z.literal("app_initialized"),
    pathname,
    userAgent: z.string().max(1024).refine(noControls),
    locale: z.enum(locales),
  }),
  z.strictObject({ name: z.literal("page_view"), pathname, locale: z.enum(locales) }),
]);

export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;

import { z } from "zod";
import { locales } from "@/i18n/locales";

// Control characters (NUL included: PostgreSQL refuses it in text) and bidirectional overrides.
const noControls = (value: string) => !/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/u.test(value);

const pathname = z.string().min(1).max(2048).startsWith("/").refine(noControls);

/**
 * What the site's own beacon may send: `app_initialized` (SPEC section 2: path and user agent),
 * and `page_view`, which carries the path, the locale, the referrer and the page's UTM tags, and
 * nothing that could identify anyone.
 */
export const analyticsEventSchema = z.discriminatedUnion("name", [
  z.strictObject({
    name: z.literal("app_initialized"),
    pathname,
    userAgent: z.string().max(1024).refine(noControls),
    locale: z.enum(locales),
  }),
  z.strictObject({
    name: z.literal("page_view"),
    pathname,
    locale: z.enum(locales),
    /** Where the visitor came from (`document.referrer`, or the previous page of ours). */
    referrer: z.string().max(2048).refine(noControls).optional(),
    /** The page's UTM tags only (`?utm_source=…&utm_medium=…&utm_campaign=…`), never its other parameters. */
    campaign: z.string().max(1024).refine(noControls).optional(),
  }),
]);

export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;

import { z } from "zod/mini";
import { locales } from "@/i18n/locales";

// Control characters (NUL included: PostgreSQL refuses it in text) and bidirectional overrides.
const noControls = (value: string) => !/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/u.test(value);

const pathname = z.string().check(z.minLength(1), z.maxLength(2048), z.startsWith("/"), z.refine(noControls));
const text = (max: number) => z.string().check(z.maxLength(max), z.refine(noControls));

/**
 * What the site's own beacon may send: `app_initialized` (SPEC section 2: path and user agent),
 * and `page_view`, which carries the path, the locale, the referrer and the page's UTM tags, and
 * nothing that could identify anyone.
 */
export const analyticsEventSchema = z.discriminatedUnion("name", [
  z.strictObject({
    name: z.literal("app_initialized"),
    pathname,
    userAgent: text(1024),
    locale: z.enum(locales),
  }),
  z.strictObject({
    name: z.literal("page_view"),
    pathname,
    locale: z.enum(locales),
    /** Where the visitor came from (`document.referrer`, or the previous page of ours). */
    referrer: z.optional(text(2048)),
    /** The page's UTM tags only (`?utm_source=…&utm_medium=…&utm_campaign=…`), never its other parameters. */
    campaign: z.optional(text(1024)),
  }),
]);

export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;

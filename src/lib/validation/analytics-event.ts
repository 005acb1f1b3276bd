import { z } from "zod";
import { locales } from "@/i18n/locales";

export const analyticsEventSchema = z.strictObject({
  name: z.literal("app_initialized"),
  pathname: z.string().min(1).max(2048).startsWith("/"),
  userAgent: z.string().max(1024),
  locale: z.enum(locales),
});

export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;

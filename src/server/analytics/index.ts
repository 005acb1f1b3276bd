import "server-only";
import { getDb } from "@/server/db/client";
import { analyticsEvents } from "@/server/db/schema";
import type { AnalyticsEvent } from "@/lib/validation/analytics-event";

export async function recordEvent(event: AnalyticsEvent): Promise<void> {
  const db = await getDb();
  await db.insert(analyticsEvents).values(event);
}

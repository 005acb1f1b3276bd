import "server-only";
import { and, eq, isNotNull, isNull } from "drizzle-orm";
import { isContentType, type ContentType } from "@/lib/content/catalog";
import { switchedOff } from "@/lib/content/visibility";
import type { FlagName, Flags } from "@/lib/flags/catalog";
import { toLocale } from "@/i18n/locales";
import { getDb } from "@/server/db/client";
import { contentItems, contentLocales } from "@/server/db/schema";

/** Content staff published that visitors cannot see, by the switch that hides it: how many items of each type. */
export interface HiddenContent {
  flag: FlagName;
  types: { type: ContentType; count: number }[];
}

/**
 * What is published on pages that are off (DESIGN: nothing fails silently): for each switch that
 * is off, the published items it hides, counted by type (an item counts once, whichever of its
 * languages is hidden). Empty when every published item can be seen.
 */
export async function publishedBehindSwitches(flags: Flags): Promise<HiddenContent[]> {
  const db = await getDb();
  const rows = await db
    .select({ itemId: contentItems.id, type: contentItems.type, key: contentItems.key, locale: contentLocales.locale })
    .from(contentLocales)
    .innerJoin(contentItems, eq(contentItems.id, contentLocales.itemId))
    .where(and(isNotNull(contentLocales.published), isNull(contentItems.archivedAt)));
  const hidden = new Map<FlagName, Map<ContentType, Set<string>>>();
  for (const row of rows) {
    if (!isContentType(row.type)) continue;
    for (const flag of switchedOff(row.type, row.key, toLocale(row.locale), flags)) {
      const byType = hidden.get(flag) ?? new Map<ContentType, Set<string>>();
      byType.set(row.type, (byType.get(row.type) ?? new Set()).add(row.itemId));
      hidden.set(flag, byType);
    }
  }
  return [...hidden].map(([flag, byType]) => ({
    flag,
    types: [...byType].map(([type, items]) => ({ type, count: items.size })),
  }));
}

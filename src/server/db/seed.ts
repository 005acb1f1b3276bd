import "server-only";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { flagCatalog, flagNames } from "@/lib/flags/catalog";
import { seedContent } from "@/server/content/seed";
import * as schema from "./schema";

/**
 * Inserts the flags that are missing (a flag that exists keeps the value an admin gave it), and on
 * the first start today's site content.
 */
export async function seedDefaults(db: PgDatabase<PgQueryResultHKT, typeof schema>): Promise<void> {
  await db
    .insert(schema.featureFlags)
    .values(
      flagNames.map((name) => ({
        name,
        description: flagCatalog[name].description,
        enabled: flagCatalog[name].enabled,
      })),
    )
    .onConflictDoNothing({ target: schema.featureFlags.name });
  await seedContent(db);
}

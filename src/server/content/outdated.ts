import "server-only";
import { and, desc, inArray, sql } from "drizzle-orm";
import { diffWordsWithSpace } from "diff";
import { locales, otherLocale, type Locale } from "@/i18n/locales";
import { fieldsOf } from "@/lib/content/catalog";
import { getDb } from "@/server/db/client";
import { contentVersions } from "@/server/db/schema";
import { log } from "@/server/log";
import { readableValue, type DiffPart, type FieldDiff } from "./diff";
import type { DraftSnapshot, ItemDraft } from "./items";

/**
 * "English changed since French was published", computed from versions (DESIGN, wave 4): for each
 * language, the fields whose other-language text changed since this language's baseline, each
 * with the other language's change word by word (`scope` names that other language). The
 * baseline is the last version that published this language or marked it up to date (the seed's
 * first version for seeded items). A language not published is never out of date.
 */
export type Outdated = Record<Locale, FieldDiff[]>;

/** The versions that set a language's baseline: it was published, seeded, or marked up to date. */
const baselineActions = ["publish", "create", "dismiss-outdated"] as const;

/** Each language's baseline draft, per item (absent: no baseline yet). */
async function baselines(itemIds: string[]): Promise<Map<string, Partial<Record<Locale, DraftSnapshot>>>> {
  const result = new Map<string, Partial<Record<Locale, DraftSnapshot>>>();
  if (itemIds.length === 0) return result;
  const db = await getDb();
  for (const locale of locales) {
    const rows = await db
      .selectDistinctOn([contentVersions.itemId], { itemId: contentVersions.itemId, snapshot: contentVersions.snapshot })
      .from(contentVersions)
      .where(
        and(
          inArray(contentVersions.itemId, itemIds),
          inArray(contentVersions.action, [...baselineActions]),
          sql`${locale} = any(${contentVersions.locales})`,
        ),
      )
      .orderBy(contentVersions.itemId, desc(contentVersions.id));
    for (const row of rows) result.set(row.itemId, { ...result.get(row.itemId), [locale]: row.snapshot as DraftSnapshot });
  }
  return result;
}

/** The other language's changes since `locale`'s baseline, field by field. */
function changesSince(item: ItemDraft, locale: Locale, baseline: DraftSnapshot | undefined): FieldDiff[] {
  if (!baseline || !item.locales[locale].published) return [];
  const source = otherLocale(locale);
  const diffs: FieldDiff[] = [];
  for (const [name, field] of Object.entries(fieldsOf(item.type).localized)) {
    // The address is each language's own: a new English slug asks nothing of the French one.
    if (field.kind === "slug") continue;
    const [before, now] = [
      readableValue(field, baseline[source]?.[name]),
      readableValue(field, item.locales[source].fields[name]),
    ];
    if (before === now) continue;
    const parts = diffWordsWithSpace(before, now).map((part): DiffPart => ({
      value: part.value,
      change: part.added ? "added" : part.removed ? "removed" : "same",
    }));
    diffs.push({ scope: source, field: name, parts });
  }
  return diffs;
}

/** What is out of date in each language of `item` (see `Outdated`). */
export async function outdatedFields(item: ItemDraft): Promise<Outdated> {
  const found = (await baselines([item.id])).get(item.id) ?? {};
  return { en: changesSince(item, "en", found.en), fr: changesSince(item, "fr", found.fr) };
}

/** The languages out of date of each item of a list (the studio's badge), by item id. */
export async function outdatedLanguages(items: ItemDraft[]): Promise<Map<string, Locale[]>> {
  const found = await baselines(items.map((item) => item.id));
  return new Map(
    items.map((item) => [
      item.id,
      locales.filter((locale) => changesSince(item, locale, found.get(item.id)?.[locale]).length > 0),
    ]),
  );
}

/**
 * Marks `locale` of an item up to date with the other language as it stands (a person read the
 * change and decided the translation holds): a version that becomes the language's baseline.
 * Nothing a visitor sees changes.
 */
export async function dismissOutdated(item: ItemDraft, locale: Locale, actor: string): Promise<void> {
  const db = await getDb();
  await db.insert(contentVersions).values({
    itemId: item.id,
    revision: item.revision,
    action: "dismiss-outdated",
    locales: [locale],
    snapshot: { shared: item.shared, en: item.locales.en.fields, fr: item.locales.fr.fields },
    actor,
  });
  log.info({ type: item.type, id: item.id, locale, actor }, "content marked up to date");
}

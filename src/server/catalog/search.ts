import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Locale } from "@/i18n/locales";
import { MAX_SEARCH_LENGTH } from "@/lib/catalog/filter-route";
import type { Database } from "@/server/db/client";

/** The most words a query may hold. */
const MAX_WORDS = 8;
/**
 * How close a word must be to a word of the product to count (pg_trgm's `word_similarity`):
 * "kalamta" against "kalamata" is 0.75, one letter of a short word changed about 0.5.
 */
const TYPO_SIMILARITY = 0.5;

/** The words of a query: letters and digits, at most eight; apostrophes and dashes split. */
export function searchWords(query: string): string[] {
  return query
    .slice(0, MAX_SEARCH_LENGTH)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .slice(0, MAX_WORDS);
}

/**
 * The keys of the catalog's products that `query` finds in `locale`, best first: each word must be
 * in the product's name, producer, region, designation, format, ingredients or code (accents and
 * case aside, `unaccent`), or one typo away from one of its words (trigram similarity, words of
 * four letters or more), or be one of its GTINs (leading zeros aside). A word in the name ranks
 * higher than one elsewhere (a near word too), and an exact word higher than a near one. Runs in the database, on
 * PostgreSQL as on PGlite (both load `unaccent` and `pg_trgm`, migration 0016). Published
 * products of that language only; an empty query finds nothing.
 */
export async function searchCatalog(db: Pick<Database, "execute">, locale: Locale, query: string): Promise<string[]> {
  const words = searchWords(query);
  if (words.length === 0) return [];
  const matches: SQL[] = [];
  const scores: SQL[] = [];
  for (const word of words) {
    const w = sql`unaccent(lower(${word}))`;
    const gtin = /^\d{8,14}$/.test(word) ? word.padStart(14, "0") : null;
    const near = word.length >= 4 ? sql`word_similarity(${w}, d.doc) >= ${TYPO_SIMILARITY}` : sql`false`;
    const gtinMatch = gtin ? sql`(lpad(d.unit_gtin, 14, '0') = ${gtin} or lpad(d.case_gtin, 14, '0') = ${gtin})` : sql`false`;
    matches.push(sql`(strpos(d.doc, ${w}) > 0 or ${near} or ${gtinMatch})`);
    scores.push(
      sql`(case when ${gtinMatch} then 4 when strpos(d.name, ${w}) > 0 then 3 when strpos(d.doc, ${w}) > 0 then 2 else word_similarity(${w}, d.doc) + word_similarity(${w}, d.name) end)`,
    );
  }
  const result = await db.execute(sql`
    with d as (
      select i.key, i.position, t.unit_gtin, t.case_gtin,
        unaccent(lower(coalesce(l.published->'fields'->>'name', ''))) as name,
        unaccent(lower(concat_ws(' ',
          l.published->'fields'->>'name', l.published->'shared'->>'producer', l.published->'fields'->>'region',
          l.published->'shared'->>'designation', l.published->'fields'->>'format', l.published->'fields'->>'ingredients',
          i.key))) as doc
      from content_items i
      join content_locales l on l.item_id = i.id and l.locale = ${locale}
      left join product_trade t on t.item_id = i.id
      where i.type = 'catalog-product' and i.archived_at is null and l.published is not null
    )
    select d.key from d
    where ${sql.join(matches, sql` and `)}
    order by ${sql.join(scores, sql` + `)} desc, d.position, d.key
  `);
  return (result as unknown as { rows: { key: string }[] }).rows.map((row) => row.key);
}

// Price lists: tiers, lists, versions and prices.
import "server-only";
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { createdAt, updatedAt } from "./columns";
import { contentItems } from "./content";
import { companies, companyReference } from "./leads";

/**
 * A named price tier (e.g. "Grocery chains"): companies belong to at most one, and a price list
 * may be made for a tier instead of naming companies.
 */
export const priceTiers = pgTable("price_tiers", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull().unique(),
  createdAt: createdAt(),
});

/** The tier a company belongs to (none: only lists naming the company apply to it). */
export const priceTierMembers = pgTable(
  "price_tier_members",
  {
    companyId: uuid("company_id")
      .primaryKey()
      .references(() => companies.id, { onDelete: "cascade" }),
    tierId: uuid("tier_id")
      .notNull()
      .references(() => priceTiers.id, { onDelete: "cascade" }),
  },
  (table) => [index("price_tier_members_tier_idx").on(table.tierId)],
);

/**
 * A price list: for the companies named in `price_list_companies`, or for every company of a tier,
 * valid from a day until a day (Ottawa dates, YYYY-MM-DD; no end: until replaced). Its prices are
 * those of its latest version. Prices are per-visitor data: read per request, never cached.
 */
export const priceLists = pgTable(
  "price_lists",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    tierId: uuid("tier_id").references(() => priceTiers.id, { onDelete: "restrict" }),
    validFrom: text("valid_from").notNull(),
    validUntil: text("valid_until"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("price_lists_tier_idx").on(table.tierId)],
);

/** The companies a price list is made for (none when it is a tier's). */
export const priceListCompanies = pgTable(
  "price_list_companies",
  {
    listId: uuid("list_id")
      .notNull()
      .references(() => priceLists.id, { onDelete: "cascade" }),
    companyId: companyReference(),
  },
  (table) => [
    primaryKey({ columns: [table.listId, table.companyId] }),
    index("price_list_companies_company_idx").on(table.companyId),
  ],
);

/**
 * One import of a list's file: who, when, which file, and the file's own column headers, so the
 * export gives back the same columns. The latest version is the list's prices.
 */
export const priceListVersions = pgTable(
  "price_list_versions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    listId: uuid("list_id")
      .notNull()
      .references(() => priceLists.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    fileName: text("file_name").notNull(),
    /** The headers of the file's code, case-price and unit-price columns, and its language. */
    columns: jsonb("columns").$type<{ code: string; casePrice: string; unitPrice: string | null; locale: string }>().notNull(),
    importedBy: text("imported_by").references(() => user.id, { onDelete: "set null" }),
    importedByName: text("imported_by_name").notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("price_list_versions_list_version_idx").on(table.listId, table.version)],
);

/** A product's price in one version of a list, in cents of CAD, as the line of the file named it. */
export const priceListPrices = pgTable(
  "price_list_prices",
  {
    versionId: uuid("version_id")
      .notNull()
      .references(() => priceListVersions.id, { onDelete: "cascade" }),
    itemId: uuid("item_id")
      .notNull()
      .references(() => contentItems.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    /** The code or GTIN as the file gave it (the export writes it back). */
    code: text("code").notNull(),
    casePriceCents: integer("case_price_cents").notNull(),
    unitPriceCents: integer("unit_price_cents"),
  },
  (table) => [
    primaryKey({ columns: [table.versionId, table.itemId] }),
    index("price_list_prices_item_idx").on(table.itemId),
    check(
      "price_list_prices_positive",
      sql`${table.casePriceCents} >= 0 and (${table.unitPriceCents} is null or ${table.unitPriceCents} >= 0)`,
    ),
  ],
);

export type PriceTierRow = typeof priceTiers.$inferSelect;
export type PriceTierMemberRow = typeof priceTierMembers.$inferSelect;
export type PriceListRow = typeof priceLists.$inferSelect;
export type PriceListCompanyRow = typeof priceListCompanies.$inferSelect;
export type PriceListVersionRow = typeof priceListVersions.$inferSelect;
export type PriceListPriceRow = typeof priceListPrices.$inferSelect;

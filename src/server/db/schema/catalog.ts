// The catalog's trade facts (DESIGN "Catalog and client portal"), for clients only.
import "server-only";
import { integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { updatedAt } from "./columns";
import { contentItems } from "./content";

/**
 * The trade facts of one product (a content item of type `catalog-product`): for signed-in
 * clients only, so never part of published content nor of a cached page. One product is one
 * trade item (one unit size, one unit GTIN, one case GTIN).
 */
export const productTrade = pgTable("product_trade", {
  itemId: uuid("item_id")
    .primaryKey()
    .references(() => contentItems.id, { onDelete: "cascade" }),
  /** Units in one case. */
  casePack: integer("case_pack").notNull(),
  /** GTIN-12/13 of a unit and GTIN-14 of a case, digits only, check digit verified. */
  unitGtin: text("unit_gtin"),
  caseGtin: text("case_gtin"),
  /** The fewest cases an order request may ask for. */
  minimumCases: integer("minimum_cases").notNull().default(1),
  /** Pallet layout: cases per layer (Ti) and layers (Hi). */
  palletTi: integer("pallet_ti"),
  palletHi: integer("pallet_hi"),
  /** Working days from a confirmed order to delivery in Ottawa. */
  leadTimeDays: integer("lead_time_days"),
  updatedAt: updatedAt(),
  updatedBy: text("updated_by"),
});

export type ProductTradeRow = typeof productTrade.$inferSelect;

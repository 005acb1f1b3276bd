// The media library: images, their resized copies and alternative texts.
import "server-only";
import { index, integer, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { bytea, createdAt } from "./columns";

/** An uploaded image: the original's facts; its resized copies are `media_variants`. */
export const media = pgTable("media", {
  id: uuid("id").primaryKey().defaultRandom(),
  /** sha256 of the uploaded bytes: the same file uploaded twice is one image. */
  sha256: text("sha256").notNull().unique(),
  filename: text("filename").notNull(),
  /** The format sharp found in the bytes (jpeg, png, webp, avif), never the file's name. */
  format: text("format").notNull(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  bytes: integer("bytes").notNull(),
  createdBy: text("created_by").notNull(),
  createdAt: createdAt(),
});

/** One resized copy of an image, served at `/media/<hash>.<format>`, immutable. */
export const mediaVariants = pgTable(
  "media_variants",
  {
    hash: text("hash").primaryKey(),
    mediaId: uuid("media_id")
      .notNull()
      .references(() => media.id, { onDelete: "cascade" }),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    format: text("format").notNull(),
    data: bytea("data").notNull(),
  },
  (table) => [index("media_variants_media_idx").on(table.mediaId)],
);

/** An image's alternative text in one language. */
export const mediaAlt = pgTable(
  "media_alt",
  {
    mediaId: uuid("media_id")
      .notNull()
      .references(() => media.id, { onDelete: "cascade" }),
    locale: text("locale").notNull(),
    alt: text("alt").notNull(),
  },
  (table) => [primaryKey({ columns: [table.mediaId, table.locale] })],
);

export type MediaRow = typeof media.$inferSelect;
export type MediaVariantRow = typeof mediaVariants.$inferSelect;
export type MediaAltRow = typeof mediaAlt.$inferSelect;

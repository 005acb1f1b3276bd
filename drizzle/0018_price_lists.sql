-- Catalog search (src/server/catalog/search.ts): accents and one typo. Both ship with PostgreSQL's
-- contrib and with PGlite (loaded in src/server/db/client.ts); both are trusted extensions.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "price_list_companies" (
	"list_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	CONSTRAINT "price_list_companies_list_id_company_id_pk" PRIMARY KEY("list_id","company_id")
);
--> statement-breakpoint
CREATE TABLE "price_list_prices" (
	"version_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"code" text NOT NULL,
	"case_price_cents" integer NOT NULL,
	"unit_price_cents" integer,
	CONSTRAINT "price_list_prices_version_id_item_id_pk" PRIMARY KEY("version_id","item_id"),
	CONSTRAINT "price_list_prices_positive" CHECK ("price_list_prices"."case_price_cents" >= 0 and ("price_list_prices"."unit_price_cents" is null or "price_list_prices"."unit_price_cents" >= 0))
);
--> statement-breakpoint
CREATE TABLE "price_list_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"list_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"file_name" text NOT NULL,
	"columns" jsonb NOT NULL,
	"imported_by" text,
	"imported_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"tier_id" uuid,
	"valid_from" text NOT NULL,
	"valid_until" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_tier_members" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"tier_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_tiers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_tiers_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "price_list_companies" ADD CONSTRAINT "price_list_companies_list_id_price_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."price_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_companies" ADD CONSTRAINT "price_list_companies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_prices" ADD CONSTRAINT "price_list_prices_version_id_price_list_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."price_list_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_prices" ADD CONSTRAINT "price_list_prices_item_id_content_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_versions" ADD CONSTRAINT "price_list_versions_list_id_price_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."price_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_versions" ADD CONSTRAINT "price_list_versions_imported_by_user_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_lists" ADD CONSTRAINT "price_lists_tier_id_price_tiers_id_fk" FOREIGN KEY ("tier_id") REFERENCES "public"."price_tiers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_tier_members" ADD CONSTRAINT "price_tier_members_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_tier_members" ADD CONSTRAINT "price_tier_members_tier_id_price_tiers_id_fk" FOREIGN KEY ("tier_id") REFERENCES "public"."price_tiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_list_companies_company_idx" ON "price_list_companies" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "price_list_prices_item_idx" ON "price_list_prices" USING btree ("item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "price_list_versions_list_version_idx" ON "price_list_versions" USING btree ("list_id","version");--> statement-breakpoint
CREATE INDEX "price_lists_tier_idx" ON "price_lists" USING btree ("tier_id");--> statement-breakpoint
CREATE INDEX "price_tier_members_tier_idx" ON "price_tier_members" USING btree ("tier_id");
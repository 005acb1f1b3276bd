CREATE TYPE "public"."settings_action" AS ENUM('save', 'restore');--> statement-breakpoint
CREATE TABLE "company_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"values" jsonb NOT NULL,
	"revision" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"hubspot_skipped_at" timestamp with time zone,
	"hubspot_skipped_by" text,
	CONSTRAINT "company_settings_one_row" CHECK ("company_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "company_settings_versions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "company_settings_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"revision" integer NOT NULL,
	"action" "settings_action" NOT NULL,
	"restored_from" integer,
	"values" jsonb NOT NULL,
	"actor" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_settings_versions_revision_unique" UNIQUE("revision")
);
--> statement-breakpoint
-- Hand-written (as 0003 for the flags): any change to the company's facts (the portal, a script,
-- a manual update) marks the `settings` tag, so every instance drops the pages that show them.
CREATE FUNCTION "touch_settings_cache_tag"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "cache_tags" ("tag", "revalidated_at") VALUES ('settings', clock_timestamp())
	ON CONFLICT ("tag") DO UPDATE SET "revalidated_at" = excluded."revalidated_at";
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "company_settings_touch_cache_tag" AFTER INSERT OR UPDATE OR DELETE ON "company_settings"
	FOR EACH STATEMENT EXECUTE FUNCTION "touch_settings_cache_tag"();

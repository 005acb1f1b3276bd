CREATE TABLE "cache_tags" (
	"tag" text PRIMARY KEY NOT NULL,
	"revalidated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Any change to the flags (the admin screens, a script, a manual update) marks the `flags` tag,
-- so every instance drops the pages rendered with the old flags.
CREATE FUNCTION "touch_flags_cache_tag"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "cache_tags" ("tag", "revalidated_at") VALUES ('flags', clock_timestamp())
	ON CONFLICT ("tag") DO UPDATE SET "revalidated_at" = excluded."revalidated_at";
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "feature_flags_touch_cache_tag" AFTER INSERT OR UPDATE OR DELETE ON "feature_flags"
	FOR EACH STATEMENT EXECUTE FUNCTION "touch_flags_cache_tag"();

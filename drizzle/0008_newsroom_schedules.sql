CREATE TYPE "public"."content_schedule_action" AS ENUM('publish', 'unpublish');--> statement-breakpoint
CREATE TYPE "public"."content_schedule_outcome" AS ENUM('done', 'problems', 'missing', 'cancelled');--> statement-breakpoint
CREATE TABLE "content_redirects" (
	"type" text NOT NULL,
	"locale" text NOT NULL,
	"slug" text NOT NULL,
	"item_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_redirects_type_locale_slug_pk" PRIMARY KEY("type","locale","slug")
);
--> statement-breakpoint
CREATE TABLE "content_schedules" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_schedules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"item_id" uuid NOT NULL,
	"locale" text NOT NULL,
	"action" "content_schedule_action" NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone,
	"outcome" "content_schedule_outcome",
	"problems" jsonb
);
--> statement-breakpoint
ALTER TABLE "content_versions" ADD COLUMN "scheduled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "content_redirects" ADD CONSTRAINT "content_redirects_item_id_content_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_schedules" ADD CONSTRAINT "content_schedules_item_id_content_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_schedules_pending_idx" ON "content_schedules" USING btree ("item_id","locale","action") WHERE "content_schedules"."done_at" is null;--> statement-breakpoint
CREATE INDEX "content_schedules_due_idx" ON "content_schedules" USING btree ("due_at") WHERE "content_schedules"."done_at" is null;
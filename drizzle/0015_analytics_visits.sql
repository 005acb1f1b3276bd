ALTER TABLE "analytics_events" ADD COLUMN "visitor" text;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD COLUMN "visit" text;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD COLUMN "entry" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD COLUMN "source_kind" text;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD COLUMN "utm_source" text;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD COLUMN "utm_medium" text;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD COLUMN "utm_campaign" text;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD COLUMN "device" text;--> statement-breakpoint
CREATE INDEX "analytics_events_created_idx" ON "analytics_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "analytics_events_entry_idx" ON "analytics_events" USING btree ("created_at") WHERE "analytics_events"."entry";
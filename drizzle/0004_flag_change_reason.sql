ALTER TABLE "analytics_events" ALTER COLUMN "user_agent" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "feature_flag_changes" ADD COLUMN "reason" text;
CREATE TYPE "public"."alert_timing" AS ENUM('off', 'immediate', 'digest');--> statement-breakpoint
CREATE TABLE "alert_occurrences" (
	"key" text PRIMARY KEY NOT NULL,
	"alert" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_alert_preferences" (
	"user_id" text PRIMARY KEY NOT NULL,
	"delivery_failed" boolean NOT NULL,
	"outbox_stuck" boolean NOT NULL,
	"new_requests" "alert_timing" NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
ALTER TABLE "staff_alert_preferences" ADD CONSTRAINT "staff_alert_preferences_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;
ALTER TYPE "public"."outbox_status" ADD VALUE 'logged';--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "locked_until" timestamp with time zone;
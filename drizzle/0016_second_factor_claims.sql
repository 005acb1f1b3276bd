ALTER TABLE "two_factor" ADD COLUMN "last_totp_step" bigint;--> statement-breakpoint
ALTER TABLE "two_factor" ADD COLUMN "recovery_check_until" timestamp with time zone;
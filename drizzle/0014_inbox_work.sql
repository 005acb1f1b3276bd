-- Data migration (hand-written, the only line not generated): the state "handled" is now "done".
-- It must come first: the generated statements below recreate the type and cast every row to it.
ALTER TYPE "public"."inbox_status" RENAME VALUE 'handled' TO 'done';--> statement-breakpoint
CREATE TYPE "public"."inbox_event_type" AS ENUM('reply', 'note', 'state', 'owner');--> statement-breakpoint
CREATE TYPE "public"."inbox_kind" AS ENUM('contact', 'access_request', 'manager_message', 'order_request');--> statement-breakpoint
CREATE TABLE "inbox_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inbox_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" "inbox_kind" NOT NULL,
	"contact_message_id" uuid,
	"access_request_id" uuid,
	"manager_message_id" uuid,
	"order_request_id" uuid,
	"type" "inbox_event_type" NOT NULL,
	"author_id" text,
	"body" text,
	"state" "inbox_status",
	"owner_id" text,
	"locale" text,
	"outbox_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inbox_events_one_item" CHECK (num_nonnulls("inbox_events"."contact_message_id", "inbox_events"."access_request_id", "inbox_events"."manager_message_id", "inbox_events"."order_request_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "access_requests" ALTER COLUMN "inbox_status" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "access_requests" ALTER COLUMN "inbox_status" SET DEFAULT 'new'::text;--> statement-breakpoint
ALTER TABLE "contact_messages" ALTER COLUMN "inbox_status" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "contact_messages" ALTER COLUMN "inbox_status" SET DEFAULT 'new'::text;--> statement-breakpoint
ALTER TABLE "inbox_events" ALTER COLUMN "state" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "manager_messages" ALTER COLUMN "inbox_status" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "manager_messages" ALTER COLUMN "inbox_status" SET DEFAULT 'new'::text;--> statement-breakpoint
ALTER TABLE "order_requests" ALTER COLUMN "inbox_status" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "order_requests" ALTER COLUMN "inbox_status" SET DEFAULT 'new'::text;--> statement-breakpoint
DROP TYPE "public"."inbox_status";--> statement-breakpoint
CREATE TYPE "public"."inbox_status" AS ENUM('new', 'in_progress', 'done', 'spam');--> statement-breakpoint
ALTER TABLE "access_requests" ALTER COLUMN "inbox_status" SET DEFAULT 'new'::"public"."inbox_status";--> statement-breakpoint
ALTER TABLE "access_requests" ALTER COLUMN "inbox_status" SET DATA TYPE "public"."inbox_status" USING "inbox_status"::"public"."inbox_status";--> statement-breakpoint
ALTER TABLE "contact_messages" ALTER COLUMN "inbox_status" SET DEFAULT 'new'::"public"."inbox_status";--> statement-breakpoint
ALTER TABLE "contact_messages" ALTER COLUMN "inbox_status" SET DATA TYPE "public"."inbox_status" USING "inbox_status"::"public"."inbox_status";--> statement-breakpoint
ALTER TABLE "inbox_events" ALTER COLUMN "state" SET DATA TYPE "public"."inbox_status" USING "state"::"public"."inbox_status";--> statement-breakpoint
ALTER TABLE "manager_messages" ALTER COLUMN "inbox_status" SET DEFAULT 'new'::"public"."inbox_status";--> statement-breakpoint
ALTER TABLE "manager_messages" ALTER COLUMN "inbox_status" SET DATA TYPE "public"."inbox_status" USING "inbox_status"::"public"."inbox_status";--> statement-breakpoint
ALTER TABLE "order_requests" ALTER COLUMN "inbox_status" SET DEFAULT 'new'::"public"."inbox_status";--> statement-breakpoint
ALTER TABLE "order_requests" ALTER COLUMN "inbox_status" SET DATA TYPE "public"."inbox_status" USING "inbox_status"::"public"."inbox_status";--> statement-breakpoint
ALTER TABLE "access_requests" ADD COLUMN "owner_id" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "owner_id" text;--> statement-breakpoint
ALTER TABLE "manager_messages" ADD COLUMN "owner_id" text;--> statement-breakpoint
ALTER TABLE "order_requests" ADD COLUMN "owner_id" text;--> statement-breakpoint
ALTER TABLE "inbox_events" ADD CONSTRAINT "inbox_events_contact_message_id_contact_messages_id_fk" FOREIGN KEY ("contact_message_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_events" ADD CONSTRAINT "inbox_events_access_request_id_access_requests_id_fk" FOREIGN KEY ("access_request_id") REFERENCES "public"."access_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_events" ADD CONSTRAINT "inbox_events_manager_message_id_manager_messages_id_fk" FOREIGN KEY ("manager_message_id") REFERENCES "public"."manager_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_events" ADD CONSTRAINT "inbox_events_order_request_id_order_requests_id_fk" FOREIGN KEY ("order_request_id") REFERENCES "public"."order_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_events" ADD CONSTRAINT "inbox_events_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_events" ADD CONSTRAINT "inbox_events_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_events" ADD CONSTRAINT "inbox_events_outbox_id_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inbox_events_contact_idx" ON "inbox_events" USING btree ("contact_message_id","created_at");--> statement-breakpoint
CREATE INDEX "inbox_events_access_request_idx" ON "inbox_events" USING btree ("access_request_id","created_at");--> statement-breakpoint
CREATE INDEX "inbox_events_manager_message_idx" ON "inbox_events" USING btree ("manager_message_id","created_at");--> statement-breakpoint
CREATE INDEX "inbox_events_order_request_idx" ON "inbox_events" USING btree ("order_request_id","created_at");--> statement-breakpoint
ALTER TABLE "access_requests" ADD CONSTRAINT "access_requests_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manager_messages" ADD CONSTRAINT "manager_messages_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_requests" ADD CONSTRAINT "order_requests_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;
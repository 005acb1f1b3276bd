CREATE TYPE "public"."document_kind" AS ENUM('price-list', 'specification-sheet', 'certificate-of-analysis', 'allergen-statement', 'catalogue');--> statement-breakpoint
CREATE TYPE "public"."document_language" AS ENUM('en', 'fr', 'both');--> statement-breakpoint
CREATE TYPE "public"."order_status" AS ENUM('received', 'quoted', 'confirmed', 'shipped', 'cancelled');--> statement-breakpoint
CREATE TABLE "client_document_downloads" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "client_document_downloads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"document_id" uuid NOT NULL,
	"user_id" text,
	"company_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_document_shares" (
	"document_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	CONSTRAINT "client_document_shares_document_id_company_id_pk" PRIMARY KEY("document_id","company_id")
);
--> statement-breakpoint
CREATE TABLE "client_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"kind" "document_kind" NOT NULL,
	"language" "document_language" NOT NULL,
	"filename" text NOT NULL,
	"format" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"data" "bytea" NOT NULL,
	"valid_until" text,
	"shared_with_all" boolean DEFAULT false NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "manager_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" text,
	"manager_id" text,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"locale" text NOT NULL,
	"inbox_status" "inbox_status" DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_draft_lines" (
	"user_id" text NOT NULL,
	"item_id" uuid NOT NULL,
	"cases" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_draft_lines_user_id_item_id_pk" PRIMARY KEY("user_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "order_request_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_request_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" uuid NOT NULL,
	"status" "order_status" NOT NULL,
	"message" text,
	"actor_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_request_lines" (
	"order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"item_id" uuid,
	"product_name" text NOT NULL,
	"format" text,
	"cases" integer NOT NULL,
	CONSTRAINT "order_request_lines_order_id_position_pk" PRIMARY KEY("order_id","position")
);
--> statement-breakpoint
CREATE TABLE "order_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" integer GENERATED ALWAYS AS IDENTITY (sequence name "order_requests_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1001 CACHE 1),
	"company_id" uuid NOT NULL,
	"user_id" text,
	"note" text,
	"wished_date" text,
	"locale" text NOT NULL,
	"status" "order_status" DEFAULT 'received' NOT NULL,
	"inbox_status" "inbox_status" DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_requests_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "product_trade" (
	"item_id" uuid PRIMARY KEY NOT NULL,
	"case_pack" integer NOT NULL,
	"unit_gtin" text,
	"case_gtin" text,
	"minimum_cases" integer DEFAULT 1 NOT NULL,
	"pallet_ti" integer,
	"pallet_hi" integer,
	"lead_time_days" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "account_manager_id" text;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "client_document_downloads" ADD CONSTRAINT "client_document_downloads_document_id_client_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."client_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_document_downloads" ADD CONSTRAINT "client_document_downloads_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_document_downloads" ADD CONSTRAINT "client_document_downloads_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_document_shares" ADD CONSTRAINT "client_document_shares_document_id_client_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."client_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_document_shares" ADD CONSTRAINT "client_document_shares_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manager_messages" ADD CONSTRAINT "manager_messages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manager_messages" ADD CONSTRAINT "manager_messages_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manager_messages" ADD CONSTRAINT "manager_messages_manager_id_user_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_draft_lines" ADD CONSTRAINT "order_draft_lines_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_draft_lines" ADD CONSTRAINT "order_draft_lines_item_id_content_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_request_events" ADD CONSTRAINT "order_request_events_order_id_order_requests_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."order_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_request_events" ADD CONSTRAINT "order_request_events_actor_id_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_request_lines" ADD CONSTRAINT "order_request_lines_order_id_order_requests_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."order_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_request_lines" ADD CONSTRAINT "order_request_lines_item_id_content_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."content_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_requests" ADD CONSTRAINT "order_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_requests" ADD CONSTRAINT "order_requests_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_trade" ADD CONSTRAINT "product_trade_item_id_content_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_document_downloads_document_idx" ON "client_document_downloads" USING btree ("document_id","created_at");--> statement-breakpoint
CREATE INDEX "client_document_shares_company_idx" ON "client_document_shares" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "client_documents_created_at_idx" ON "client_documents" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "manager_messages_created_at_idx" ON "manager_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "order_request_events_order_idx" ON "order_request_events" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "order_request_lines_item_idx" ON "order_request_lines" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "order_requests_company_idx" ON "order_requests" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "order_requests_created_at_idx" ON "order_requests" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_account_manager_id_user_id_fk" FOREIGN KEY ("account_manager_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;
CREATE TYPE "public"."knowledge_source_kind" AS ENUM('faq', 'doc', 'media', 'changelog', 'app', 'snapshot');--> statement-breakpoint
CREATE TABLE "knowledge_index_runs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"agency_id" uuid,
	"partner_id" uuid,
	"done" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "knowledge_index_runs_owner" UNIQUE NULLS NOT DISTINCT("agency_id","partner_id")
);
--> statement-breakpoint
CREATE TABLE "knowledge_passages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"agency_id" uuid,
	"partner_id" uuid,
	"source_kind" "knowledge_source_kind" NOT NULL,
	"source_id" uuid NOT NULL,
	"title" text NOT NULL,
	"url" text NOT NULL,
	"text" text NOT NULL,
	"position" integer NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, title), 'A') || setweight(to_tsvector('english'::regconfig, text), 'B')) STORED,
	"embedding" real[],
	"content_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "knowledge_passages_source_position" UNIQUE("source_kind","source_id","position"),
	CONSTRAINT "knowledge_passages_one_owner" CHECK ("knowledge_passages"."agency_id" is null or "knowledge_passages"."partner_id" is null)
);
--> statement-breakpoint
ALTER TABLE "knowledge_index_runs" ADD CONSTRAINT "knowledge_index_runs_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_index_runs" ADD CONSTRAINT "knowledge_index_runs_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_passages" ADD CONSTRAINT "knowledge_passages_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_passages" ADD CONSTRAINT "knowledge_passages_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "knowledge_passages_search_idx" ON "knowledge_passages" USING gin ("search");--> statement-breakpoint
CREATE INDEX "knowledge_passages_agency_id_index" ON "knowledge_passages" USING btree ("agency_id");--> statement-breakpoint
CREATE INDEX "knowledge_passages_partner_id_index" ON "knowledge_passages" USING btree ("partner_id");
CREATE TYPE "public"."ai_agent_file_format" AS ENUM('text', 'markdown', 'pdf');--> statement-breakpoint
CREATE TYPE "public"."ai_agent_file_state" AS ENUM('queued', 'extracting', 'indexing', 'indexed', 'failed');--> statement-breakpoint
ALTER TYPE "public"."knowledge_source_kind" ADD VALUE 'qa';--> statement-breakpoint
ALTER TYPE "public"."knowledge_source_kind" ADD VALUE 'file';--> statement-breakpoint
CREATE TABLE "ai_agent_files" (
	"id" uuid PRIMARY KEY NOT NULL,
	"agent_id" uuid NOT NULL,
	"name" text NOT NULL,
	"format" "ai_agent_file_format" NOT NULL,
	"bytes" integer NOT NULL,
	"state" "ai_agent_file_state" DEFAULT 'queued' NOT NULL,
	"progress_done" integer,
	"progress_total" integer,
	"error" text,
	"passages" integer DEFAULT 0 NOT NULL,
	"truncated" boolean DEFAULT false NOT NULL,
	"content" "bytea",
	"text" text,
	"uploaded_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_agent_qa_pairs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"agent_id" uuid NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "knowledge_passages" ADD COLUMN "agent_id" uuid;--> statement-breakpoint
ALTER TABLE "media_items" ADD COLUMN "transcript" text;--> statement-breakpoint
ALTER TABLE "ai_agent_files" ADD CONSTRAINT "ai_agent_files_agent_id_ai_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."ai_agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_agent_files" ADD CONSTRAINT "ai_agent_files_uploaded_by_id_users_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_agent_qa_pairs" ADD CONSTRAINT "ai_agent_qa_pairs_agent_id_ai_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."ai_agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ai_agent_files_agent_id_index" ON "ai_agent_files" USING btree ("agent_id");--> statement-breakpoint
CREATE INDEX "ai_agent_qa_pairs_agent_id_index" ON "ai_agent_qa_pairs" USING btree ("agent_id");--> statement-breakpoint
ALTER TABLE "knowledge_passages" ADD CONSTRAINT "knowledge_passages_agent_id_ai_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."ai_agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "knowledge_passages_agent_id_index" ON "knowledge_passages" USING btree ("agent_id");
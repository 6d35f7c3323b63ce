-- Typo-tolerant search needs pg_trgm (shipped with PostgreSQL's contrib; the embedded server has it).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- array_to_string is only STABLE; a generated column needs an IMMUTABLE expression (text[] has no locale-dependent output).
CREATE OR REPLACE FUNCTION immutable_array_to_string(text[]) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT array_to_string($1, ' ') $$;--> statement-breakpoint
CREATE TYPE "public"."app_status" AS ENUM('draft', 'in_review', 'live', 'deprecated');--> statement-breakpoint
CREATE TYPE "public"."app_type" AS ENUM('widget', 'crm_plus', 'conversation_provider', 'payment_provider', 'integration', 'reporting', 'automation', 'ai_assistant');--> statement-breakpoint
CREATE TYPE "public"."install_target" AS ENUM('agency', 'location', 'both');--> statement-breakpoint
CREATE TYPE "public"."pricing_model" AS ENUM('free', 'freemium', 'monthly', 'yearly', 'one_time');--> statement-breakpoint
CREATE TABLE "app_plans" (
	"id" uuid PRIMARY KEY NOT NULL,
	"app_id" uuid NOT NULL,
	"name" text NOT NULL,
	"model" "pricing_model" NOT NULL,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"trial_days" integer DEFAULT 0 NOT NULL,
	"features" text[] DEFAULT '{}'::text[] NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_reviews" (
	"id" uuid PRIMARY KEY NOT NULL,
	"app_id" uuid NOT NULL,
	"user_id" uuid,
	"author_name" text NOT NULL,
	"stars" integer NOT NULL,
	"body" text,
	"developer_reply" text,
	"replied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_versions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"app_id" uuid NOT NULL,
	"version" text NOT NULL,
	"notes" text NOT NULL,
	"released_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "apps" (
	"id" uuid PRIMARY KEY NOT NULL,
	"partner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"tagline" text NOT NULL,
	"description" text NOT NULL,
	"icon_url" text,
	"type" "app_type" NOT NULL,
	"categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"install_target" "install_target" DEFAULT 'both' NOT NULL,
	"status" "app_status" DEFAULT 'draft' NOT NULL,
	"screenshots" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"video_url" text,
	"custom_page_url" text,
	"support_website" text,
	"support_email" text,
	"docs_url" text,
	"privacy_url" text,
	"published_at" timestamp with time zone,
	"install_count" integer DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	"rating_counts" integer[] DEFAULT '{0,0,0,0,0}'::integer[] NOT NULL,
	"is_free" boolean DEFAULT true NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(name, '')), 'A') || setweight(to_tsvector('english', coalesce(tagline, '')), 'B') || setweight(to_tsvector('english', immutable_array_to_string(categories || tags)), 'C') || setweight(to_tsvector('english', regexp_replace(coalesce(description, ''), '<[^>]*>', ' ', 'g')), 'D')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nested_store_apps" (
	"store_id" uuid NOT NULL,
	"app_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "nested_store_apps_store_id_app_id_pk" PRIMARY KEY("store_id","app_id")
);
--> statement-breakpoint
CREATE TABLE "nested_stores" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"app_type" "app_type"
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" uuid PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"tagline" text NOT NULL,
	"description" text NOT NULL,
	"logo_url" text,
	"website" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partners_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "app_plans" ADD CONSTRAINT "app_plans_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_reviews" ADD CONSTRAINT "app_reviews_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_versions" ADD CONSTRAINT "app_versions_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apps" ADD CONSTRAINT "apps_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nested_store_apps" ADD CONSTRAINT "nested_store_apps_store_id_nested_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."nested_stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nested_store_apps" ADD CONSTRAINT "nested_store_apps_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "app_plans_app_id_position_index" ON "app_plans" USING btree ("app_id","position");--> statement-breakpoint
CREATE INDEX "app_reviews_app_id_created_at_index" ON "app_reviews" USING btree ("app_id","created_at");--> statement-breakpoint
CREATE INDEX "app_versions_app_id_released_at_index" ON "app_versions" USING btree ("app_id","released_at");--> statement-breakpoint
CREATE INDEX "apps_status_install_count_id_index" ON "apps" USING btree ("status","install_count","id");--> statement-breakpoint
CREATE INDEX "apps_status_published_at_id_index" ON "apps" USING btree ("status","published_at","id");--> statement-breakpoint
CREATE INDEX "apps_partner_id_index" ON "apps" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "apps_search_idx" ON "apps" USING gin ("search");--> statement-breakpoint
CREATE INDEX "apps_name_trgm_idx" ON "apps" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "nested_store_apps_store_id_position_index" ON "nested_store_apps" USING btree ("store_id","position");
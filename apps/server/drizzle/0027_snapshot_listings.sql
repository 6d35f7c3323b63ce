CREATE TYPE "public"."snapshot_field_type" AS ENUM('text', 'phone', 'email', 'url', 'color', 'number', 'choice');--> statement-breakpoint
CREATE TYPE "public"."snapshot_load_mode" AS ENUM('automatic', 'manual');--> statement-breakpoint
CREATE TYPE "public"."snapshot_load_status" AS ENUM('queued', 'running', 'done', 'partial', 'failed');--> statement-breakpoint
CREATE TYPE "public"."snapshot_load_trigger" AS ENUM('manual', 'update', 'new_location');--> statement-breakpoint
CREATE TYPE "public"."snapshot_push_status" AS ENUM('queued', 'waiting_for_crm', 'pushing', 'writing_values', 'completed', 'partial', 'failed');--> statement-breakpoint
CREATE TYPE "public"."snapshot_visibility" AS ENUM('agency', 'locations', 'marketplace');--> statement-breakpoint
CREATE TABLE "app_snapshot_versions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"snapshot_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"release_notes" text DEFAULT '' NOT NULL,
	"contents" jsonb NOT NULL,
	"published_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_snapshots" (
	"id" uuid PRIMARY KEY NOT NULL,
	"agency_id" uuid,
	"partner_id" uuid,
	"crm_snapshot_id" text,
	"crm_company_id" text,
	"folder_id" uuid,
	"name" text NOT NULL,
	"description" text,
	"cover_url" text,
	"screenshots" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"niche" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"visibility" "snapshot_visibility" DEFAULT 'agency' NOT NULL,
	"price_cents" integer,
	"currency" text,
	"share_url" text,
	"current_version" integer DEFAULT 1 NOT NULL,
	"load_into_new_locations" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "snapshot_custom_fields" (
	"id" uuid PRIMARY KEY NOT NULL,
	"agency_id" uuid,
	"snapshot_id" uuid NOT NULL,
	"label" text NOT NULL,
	"key" text NOT NULL,
	"type" "snapshot_field_type" DEFAULT 'text' NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"help_text" text,
	"default_value" text,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "snapshot_folders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"agency_id" uuid NOT NULL,
	"parent_id" uuid,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "snapshot_loads" (
	"id" uuid PRIMARY KEY NOT NULL,
	"agency_id" uuid NOT NULL,
	"snapshot_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"status" "snapshot_load_status" DEFAULT 'queued' NOT NULL,
	"mode" "snapshot_load_mode" NOT NULL,
	"trigger" "snapshot_load_trigger" DEFAULT 'manual' NOT NULL,
	"share_link" text,
	"requested_by" uuid,
	"error" text,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"heartbeat_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "snapshot_pushes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"agency_id" uuid NOT NULL,
	"load_id" uuid NOT NULL,
	"snapshot_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"crm_location_id" text NOT NULL,
	"version" integer NOT NULL,
	"values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" "snapshot_push_status" DEFAULT 'queued' NOT NULL,
	"crm_push_id" text,
	"assets" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"values_written" boolean DEFAULT false NOT NULL,
	"error" text,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app_snapshot_versions" ADD CONSTRAINT "app_snapshot_versions_snapshot_id_app_snapshots_id_fk" FOREIGN KEY ("snapshot_id") REFERENCES "public"."app_snapshots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_snapshot_versions" ADD CONSTRAINT "app_snapshot_versions_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_snapshots" ADD CONSTRAINT "app_snapshots_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_snapshots" ADD CONSTRAINT "app_snapshots_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_snapshots" ADD CONSTRAINT "app_snapshots_folder_id_snapshot_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."snapshot_folders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_snapshots" ADD CONSTRAINT "app_snapshots_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "snapshot_custom_fields" ADD CONSTRAINT "snapshot_custom_fields_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "snapshot_custom_fields" ADD CONSTRAINT "snapshot_custom_fields_snapshot_id_app_snapshots_id_fk" FOREIGN KEY ("snapshot_id") REFERENCES "public"."app_snapshots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "snapshot_folders" ADD CONSTRAINT "snapshot_folders_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "snapshot_folders" ADD CONSTRAINT "snapshot_folders_parent_id_snapshot_folders_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."snapshot_folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "snapshot_loads" ADD CONSTRAINT "snapshot_loads_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "snapshot_loads" ADD CONSTRAINT "snapshot_loads_snapshot_id_app_snapshots_id_fk" FOREIGN KEY ("snapshot_id") REFERENCES "public"."app_snapshots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "snapshot_loads" ADD CONSTRAINT "snapshot_loads_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "snapshot_pushes" ADD CONSTRAINT "snapshot_pushes_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "snapshot_pushes" ADD CONSTRAINT "snapshot_pushes_load_id_snapshot_loads_id_fk" FOREIGN KEY ("load_id") REFERENCES "public"."snapshot_loads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "snapshot_pushes" ADD CONSTRAINT "snapshot_pushes_snapshot_id_app_snapshots_id_fk" FOREIGN KEY ("snapshot_id") REFERENCES "public"."app_snapshots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "snapshot_pushes" ADD CONSTRAINT "snapshot_pushes_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "app_snapshot_versions_number_unique" ON "app_snapshot_versions" USING btree ("snapshot_id","number");--> statement-breakpoint
CREATE INDEX "app_snapshots_agency_id_folder_id_index" ON "app_snapshots" USING btree ("agency_id","folder_id");--> statement-breakpoint
CREATE INDEX "app_snapshots_partner_id_index" ON "app_snapshots" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "app_snapshots_visibility_index" ON "app_snapshots" USING btree ("visibility");--> statement-breakpoint
CREATE UNIQUE INDEX "app_snapshots_agency_crm_unique" ON "app_snapshots" USING btree ("agency_id","crm_snapshot_id") WHERE agency_id is not null and crm_snapshot_id is not null;--> statement-breakpoint
CREATE INDEX "snapshot_custom_fields_agency_id_index" ON "snapshot_custom_fields" USING btree ("agency_id");--> statement-breakpoint
CREATE UNIQUE INDEX "snapshot_custom_fields_key_unique" ON "snapshot_custom_fields" USING btree ("snapshot_id","key");--> statement-breakpoint
CREATE INDEX "snapshot_folders_agency_id_parent_id_position_index" ON "snapshot_folders" USING btree ("agency_id","parent_id","position");--> statement-breakpoint
CREATE INDEX "snapshot_loads_agency_id_created_at_index" ON "snapshot_loads" USING btree ("agency_id","created_at");--> statement-breakpoint
CREATE INDEX "snapshot_loads_status_index" ON "snapshot_loads" USING btree ("status");--> statement-breakpoint
CREATE INDEX "snapshot_pushes_agency_id_created_at_index" ON "snapshot_pushes" USING btree ("agency_id","created_at");--> statement-breakpoint
CREATE INDEX "snapshot_pushes_load_id_index" ON "snapshot_pushes" USING btree ("load_id");--> statement-breakpoint
CREATE INDEX "snapshot_pushes_snapshot_id_location_id_created_at_index" ON "snapshot_pushes" USING btree ("snapshot_id","location_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "snapshot_pushes_one_active" ON "snapshot_pushes" USING btree ("snapshot_id","location_id") WHERE status in ('queued', 'waiting_for_crm', 'pushing', 'writing_values');
CREATE TYPE "public"."crm_sync_item_action" AS ENUM('created', 'updated', 'archived', 'deleted', 'failed');--> statement-breakpoint
CREATE TYPE "public"."crm_sync_item_kind" AS ENUM('location', 'user', 'contact');--> statement-breakpoint
CREATE TYPE "public"."crm_sync_phase" AS ENUM('queued', 'locations', 'users', 'contacts', 'done');--> statement-breakpoint
CREATE TYPE "public"."crm_sync_status" AS ENUM('queued', 'running', 'succeeded', 'partial', 'failed');--> statement-breakpoint
CREATE TYPE "public"."crm_sync_trigger" AS ENUM('manual', 'schedule', 'webhook', 'retry');--> statement-breakpoint
CREATE TABLE "crm_contacts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"agency_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"crm_contact_id" text NOT NULL,
	"name" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"email" text,
	"phone" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"crm_date_updated" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_location_sync" (
	"location_id" uuid PRIMARY KEY NOT NULL,
	"agency_id" uuid NOT NULL,
	"archived_at" timestamp with time zone,
	"contacts_synced_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_sync_items" (
	"id" uuid PRIMARY KEY NOT NULL,
	"run_id" uuid NOT NULL,
	"kind" "crm_sync_item_kind" NOT NULL,
	"crm_id" text NOT NULL,
	"crm_location_id" text,
	"name" text NOT NULL,
	"action" "crm_sync_item_action" NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_sync_runs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"agency_id" uuid NOT NULL,
	"trigger" "crm_sync_trigger" NOT NULL,
	"status" "crm_sync_status" DEFAULT 'queued' NOT NULL,
	"phase" "crm_sync_phase" DEFAULT 'queued' NOT NULL,
	"full" boolean DEFAULT false NOT NULL,
	"target" jsonb,
	"started_by_user_id" uuid,
	"retry_of_run_id" uuid,
	"counts" jsonb NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"heartbeat_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "crm_sync_state" (
	"agency_id" uuid PRIMARY KEY NOT NULL,
	"users_synced_at" timestamp with time zone,
	"last_succeeded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "crm_location_id" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "crm_user_id" text;--> statement-breakpoint
ALTER TABLE "crm_contacts" ADD CONSTRAINT "crm_contacts_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_contacts" ADD CONSTRAINT "crm_contacts_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_location_sync" ADD CONSTRAINT "crm_location_sync_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_location_sync" ADD CONSTRAINT "crm_location_sync_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_sync_items" ADD CONSTRAINT "crm_sync_items_run_id_crm_sync_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."crm_sync_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_sync_runs" ADD CONSTRAINT "crm_sync_runs_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_sync_runs" ADD CONSTRAINT "crm_sync_runs_started_by_user_id_users_id_fk" FOREIGN KEY ("started_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_sync_state" ADD CONSTRAINT "crm_sync_state_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "crm_contacts_location_crm_unique" ON "crm_contacts" USING btree ("location_id","crm_contact_id");--> statement-breakpoint
CREATE INDEX "crm_contacts_location_id_name_id_index" ON "crm_contacts" USING btree ("location_id","name","id");--> statement-breakpoint
CREATE INDEX "crm_contacts_agency_id_index" ON "crm_contacts" USING btree ("agency_id");--> statement-breakpoint
CREATE INDEX "crm_location_sync_agency_id_index" ON "crm_location_sync" USING btree ("agency_id");--> statement-breakpoint
CREATE INDEX "crm_sync_items_run_id_id_index" ON "crm_sync_items" USING btree ("run_id","id");--> statement-breakpoint
CREATE INDEX "crm_sync_items_run_id_action_index" ON "crm_sync_items" USING btree ("run_id","action");--> statement-breakpoint
CREATE INDEX "crm_sync_runs_agency_id_created_at_index" ON "crm_sync_runs" USING btree ("agency_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "crm_sync_runs_one_active" ON "crm_sync_runs" USING btree ("agency_id") WHERE status in ('queued', 'running') and target is null;--> statement-breakpoint
CREATE UNIQUE INDEX "locations_agency_crm_location_unique" ON "locations" USING btree ("agency_id","crm_location_id") WHERE crm_location_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "users_crm_user_unique" ON "users" USING btree ("crm_user_id") WHERE crm_user_id is not null;
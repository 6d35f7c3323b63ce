CREATE TYPE "public"."crm_import_kind" AS ENUM('users', 'locations', 'prospects');--> statement-breakpoint
CREATE TYPE "public"."crm_import_status" AS ENUM('uploaded', 'checked', 'queued', 'running', 'done', 'failed');--> statement-breakpoint
CREATE TYPE "public"."prospect_status" AS ENUM('new', 'contacted', 'qualified', 'won', 'lost', 'converted');--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'crm_reconnect';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'crm_menu_link_failed';--> statement-breakpoint
CREATE TABLE "crm_import_errors" (
	"import_id" uuid NOT NULL,
	"line" integer NOT NULL,
	"position" integer NOT NULL,
	"field" text,
	"column" text,
	"value" text,
	"message" text NOT NULL,
	"stage" text NOT NULL,
	CONSTRAINT "crm_import_errors_import_id_line_position_pk" PRIMARY KEY("import_id","line","position")
);
--> statement-breakpoint
CREATE TABLE "crm_import_rows" (
	"import_id" uuid NOT NULL,
	"line" integer NOT NULL,
	"values" jsonb NOT NULL,
	"done" boolean DEFAULT false NOT NULL,
	CONSTRAINT "crm_import_rows_import_id_line_pk" PRIMARY KEY("import_id","line")
);
--> statement-breakpoint
CREATE TABLE "crm_imports" (
	"id" uuid PRIMARY KEY NOT NULL,
	"agency_id" uuid NOT NULL,
	"created_by" uuid,
	"kind" "crm_import_kind" NOT NULL,
	"file_name" text NOT NULL,
	"status" "crm_import_status" DEFAULT 'uploaded' NOT NULL,
	"encoding" text NOT NULL,
	"header" text[] NOT NULL,
	"mapping" jsonb NOT NULL,
	"sample" jsonb NOT NULL,
	"source" text,
	"row_count" integer NOT NULL,
	"valid" integer,
	"invalid" integer,
	"processed" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"unchanged" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"to_crm" boolean DEFAULT false NOT NULL,
	"message" text,
	"checked_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prospects" (
	"id" uuid PRIMARY KEY NOT NULL,
	"agency_id" uuid NOT NULL,
	"business_name" text NOT NULL,
	"contact_name" text,
	"email" text,
	"phone" text,
	"website" text,
	"address" text,
	"city" text,
	"country" text,
	"notes" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" "prospect_status" DEFAULT 'new' NOT NULL,
	"location_id" uuid,
	"crm_location_id" text,
	"converted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "apps" ADD COLUMN "crm_scopes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "crm_import_errors" ADD CONSTRAINT "crm_import_errors_import_id_crm_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."crm_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_import_rows" ADD CONSTRAINT "crm_import_rows_import_id_crm_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."crm_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_imports" ADD CONSTRAINT "crm_imports_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_imports" ADD CONSTRAINT "crm_imports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prospects" ADD CONSTRAINT "prospects_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prospects" ADD CONSTRAINT "prospects_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crm_import_rows_import_id_index" ON "crm_import_rows" USING btree ("import_id") WHERE not done;--> statement-breakpoint
CREATE INDEX "crm_imports_agency_id_created_at_index" ON "crm_imports" USING btree ("agency_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "prospects_agency_business_unique" ON "prospects" USING btree ("agency_id",lower(business_name));--> statement-breakpoint
CREATE INDEX "prospects_agency_id_created_at_index" ON "prospects" USING btree ("agency_id","created_at");--> statement-breakpoint
CREATE INDEX "prospects_tags_gin" ON "prospects" USING gin ("tags");
CREATE TYPE "public"."crm_connection_kind" AS ENUM('associate', 'crm_sync', 'support', 'app');--> statement-breakpoint
CREATE TYPE "public"."crm_connection_status" AS ENUM('connected', 'needs_reconnect');--> statement-breakpoint
CREATE TABLE "crm_connections" (
	"id" uuid PRIMARY KEY NOT NULL,
	"agency_id" uuid NOT NULL,
	"location_id" uuid,
	"kind" "crm_connection_kind" NOT NULL,
	"user_type" text NOT NULL,
	"crm_company_id" text NOT NULL,
	"crm_location_id" text,
	"crm_user_id" text,
	"scopes" text[] NOT NULL,
	"access_token_sealed" text NOT NULL,
	"refresh_token_sealed" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"status" "crm_connection_status" DEFAULT 'connected' NOT NULL,
	"refreshed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crm_connections_agencyId_kind_locationId_unique" UNIQUE NULLS NOT DISTINCT("agency_id","kind","location_id")
);
--> statement-breakpoint
CREATE TABLE "crm_oauth_nonces" (
	"nonce" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "crm_connections" ADD CONSTRAINT "crm_connections_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_connections" ADD CONSTRAINT "crm_connections_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crm_connections_crm_company_id_index" ON "crm_connections" USING btree ("crm_company_id");
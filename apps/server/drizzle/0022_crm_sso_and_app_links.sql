CREATE TYPE "public"."crm_menu_link_state" AS ENUM('pending', 'linked', 'failed', 'removing');--> statement-breakpoint
CREATE TABLE "crm_menu_links" (
	"install_id" uuid PRIMARY KEY NOT NULL,
	"agency_id" uuid NOT NULL,
	"state" "crm_menu_link_state" DEFAULT 'pending' NOT NULL,
	"crm_menu_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"failure_notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_sso_payloads" (
	"digest" text PRIMARY KEY NOT NULL,
	"first_used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "crm_menu_links" ADD CONSTRAINT "crm_menu_links_install_id_app_installs_id_fk" FOREIGN KEY ("install_id") REFERENCES "public"."app_installs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_menu_links" ADD CONSTRAINT "crm_menu_links_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crm_menu_links_agency_id_index" ON "crm_menu_links" USING btree ("agency_id");--> statement-breakpoint
CREATE INDEX "crm_menu_links_state_index" ON "crm_menu_links" USING btree ("state");--> statement-breakpoint
CREATE INDEX "crm_sso_payloads_first_used_at_index" ON "crm_sso_payloads" USING btree ("first_used_at");
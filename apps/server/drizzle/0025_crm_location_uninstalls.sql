CREATE TABLE "crm_location_uninstalls" (
	"agency_id" uuid NOT NULL,
	"crm_location_id" text NOT NULL,
	"kind" "crm_connection_kind" NOT NULL,
	"uninstalled_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crm_location_uninstalls_agency_id_crm_location_id_kind_pk" PRIMARY KEY("agency_id","crm_location_id","kind")
);
--> statement-breakpoint
ALTER TABLE "crm_location_uninstalls" ADD CONSTRAINT "crm_location_uninstalls_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;
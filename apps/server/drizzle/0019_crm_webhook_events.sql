CREATE TABLE "crm_webhook_events" (
	"webhook_id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"crm_company_id" text,
	"crm_location_id" text,
	"sent_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "crm_webhook_events_crm_company_id_received_at_index" ON "crm_webhook_events" USING btree ("crm_company_id","received_at");
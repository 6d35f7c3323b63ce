ALTER TABLE "crm_sync_state" ADD COLUMN "auto_sync" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "crm_sync_state" ADD COLUMN "sync_contacts" boolean DEFAULT true NOT NULL;
DROP INDEX "crm_import_rows_import_id_index";--> statement-breakpoint
ALTER TABLE "crm_import_rows" DROP COLUMN "done";
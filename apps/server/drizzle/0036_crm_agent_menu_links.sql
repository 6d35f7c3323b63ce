ALTER TYPE "public"."crm_menu_link_kind" ADD VALUE 'agent';--> statement-breakpoint
DROP INDEX "crm_menu_links_store_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "crm_menu_links_location_unique" ON "crm_menu_links" USING btree ("location_id","kind") WHERE install_id is null;
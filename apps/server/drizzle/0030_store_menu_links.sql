CREATE TYPE "public"."crm_menu_link_kind" AS ENUM('app', 'store');--> statement-breakpoint
-- A link is now for an install or for a location's store (decision 031): its own id, its location on every row.
ALTER TABLE "crm_menu_links" DROP CONSTRAINT "crm_menu_links_pkey";--> statement-breakpoint
ALTER TABLE "crm_menu_links" ALTER COLUMN "install_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "crm_menu_links" ADD COLUMN "id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "crm_menu_links" ALTER COLUMN "id" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "crm_menu_links" ADD PRIMARY KEY ("id");--> statement-breakpoint
ALTER TABLE "crm_menu_links" ADD COLUMN "kind" "crm_menu_link_kind" DEFAULT 'app' NOT NULL;--> statement-breakpoint
ALTER TABLE "crm_menu_links" ADD COLUMN "location_id" uuid;--> statement-breakpoint
UPDATE "crm_menu_links" SET "location_id" = "app_installs"."location_id" FROM "app_installs" WHERE "app_installs"."id" = "crm_menu_links"."install_id";--> statement-breakpoint
-- Only location installs ever had links; a row without a location has nothing to show it.
DELETE FROM "crm_menu_links" WHERE "location_id" IS NULL;--> statement-breakpoint
ALTER TABLE "crm_menu_links" ALTER COLUMN "location_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "crm_menu_links" ADD CONSTRAINT "crm_menu_links_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "crm_menu_links_install_unique" ON "crm_menu_links" USING btree ("install_id");--> statement-breakpoint
CREATE UNIQUE INDEX "crm_menu_links_store_unique" ON "crm_menu_links" USING btree ("location_id") WHERE kind = 'store';--> statement-breakpoint
ALTER TABLE "crm_menu_links" ADD CONSTRAINT "crm_menu_links_target" CHECK ((kind = 'app') = (install_id is not null));

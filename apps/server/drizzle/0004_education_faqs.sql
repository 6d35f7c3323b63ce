CREATE TYPE "public"."content_status" AS ENUM('draft', 'published');--> statement-breakpoint
CREATE TABLE "faq_categories" (
	"id" uuid PRIMARY KEY NOT NULL,
	"agency_id" uuid,
	"name" text NOT NULL,
	"description" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"agency_id" uuid,
	"category_id" uuid NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"status" "content_status" DEFAULT 'published' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_location_hides" (
	"id" uuid PRIMARY KEY NOT NULL,
	"resource" text NOT NULL,
	"item_id" uuid NOT NULL,
	"agency_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "faq_categories" ADD CONSTRAINT "faq_categories_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faqs" ADD CONSTRAINT "faqs_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faqs" ADD CONSTRAINT "faqs_category_id_faq_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."faq_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_location_hides" ADD CONSTRAINT "content_location_hides_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_location_hides" ADD CONSTRAINT "content_location_hides_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "faq_categories_agency_id_position_index" ON "faq_categories" USING btree ("agency_id","position");--> statement-breakpoint
CREATE INDEX "faqs_category_id_position_index" ON "faqs" USING btree ("category_id","position");--> statement-breakpoint
CREATE INDEX "faqs_agency_id_index" ON "faqs" USING btree ("agency_id");--> statement-breakpoint
CREATE UNIQUE INDEX "content_location_hides_resource_item_id_location_id_index" ON "content_location_hides" USING btree ("resource","item_id","location_id");--> statement-breakpoint
CREATE INDEX "content_location_hides_agency_id_index" ON "content_location_hides" USING btree ("agency_id");
CREATE TYPE "public"."media_kind" AS ENUM('video', 'document');--> statement-breakpoint
CREATE TABLE "media_categories" (
	"id" uuid PRIMARY KEY NOT NULL,
	"agency_id" uuid,
	"name" text NOT NULL,
	"description" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_items" (
	"id" uuid PRIMARY KEY NOT NULL,
	"agency_id" uuid,
	"category_id" uuid NOT NULL,
	"kind" "media_kind" NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"video_id" text,
	"document_url" text,
	"thumbnail_url" text,
	"duration_seconds" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"status" "content_status" DEFAULT 'published' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_progress" (
	"id" uuid PRIMARY KEY NOT NULL,
	"resource" text NOT NULL,
	"item_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"location_id" uuid,
	"status" text NOT NULL,
	"percent" integer DEFAULT 0 NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_progress_resource_itemId_userId_locationId_unique" UNIQUE NULLS NOT DISTINCT("resource","item_id","user_id","location_id")
);
--> statement-breakpoint
ALTER TABLE "media_categories" ADD CONSTRAINT "media_categories_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_items" ADD CONSTRAINT "media_items_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_items" ADD CONSTRAINT "media_items_category_id_media_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."media_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_progress" ADD CONSTRAINT "content_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_progress" ADD CONSTRAINT "content_progress_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_categories_agency_id_position_index" ON "media_categories" USING btree ("agency_id","position");--> statement-breakpoint
CREATE INDEX "media_items_category_id_position_index" ON "media_items" USING btree ("category_id","position");--> statement-breakpoint
CREATE INDEX "media_items_agency_id_index" ON "media_items" USING btree ("agency_id");--> statement-breakpoint
CREATE INDEX "content_progress_user_id_resource_index" ON "content_progress" USING btree ("user_id","resource");
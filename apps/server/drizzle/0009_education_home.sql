CREATE TABLE "banners" (
	"id" uuid PRIMARY KEY NOT NULL,
	"agency_id" uuid,
	"title" text NOT NULL,
	"body" text,
	"image_url" text,
	"link_url" text,
	"link_label" text,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"position" integer DEFAULT 0 NOT NULL,
	"status" "content_status" DEFAULT 'published' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banners_config" (
	"id" uuid PRIMARY KEY NOT NULL,
	"agency_id" uuid,
	"rotation_seconds" integer NOT NULL,
	"show_on_education_home" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "banners_config_agencyId_unique" UNIQUE NULLS NOT DISTINCT("agency_id")
);
--> statement-breakpoint
CREATE TABLE "news_posts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"agency_id" uuid,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"image_url" text,
	"pinned" boolean DEFAULT false NOT NULL,
	"status" "content_status" DEFAULT 'published' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners_config" ADD CONSTRAINT "banners_config_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_posts" ADD CONSTRAINT "news_posts_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "banners_agency_id_position_index" ON "banners" USING btree ("agency_id","position");--> statement-breakpoint
CREATE INDEX "news_posts_agency_id_index" ON "news_posts" USING btree ("agency_id");
CREATE TYPE "public"."testimonial_kind" AS ENUM('text', 'video');--> statement-breakpoint
CREATE TABLE "testimonials" (
	"id" uuid PRIMARY KEY NOT NULL,
	"agency_id" uuid,
	"kind" "testimonial_kind" NOT NULL,
	"person_name" text NOT NULL,
	"person_title" text,
	"company" text,
	"rating" integer NOT NULL,
	"body" text,
	"video_id" text,
	"avatar_url" text,
	"position" integer DEFAULT 0 NOT NULL,
	"status" "content_status" DEFAULT 'published' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "testimonials_agency_id_position_index" ON "testimonials" USING btree ("agency_id","position");
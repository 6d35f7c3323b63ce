CREATE TABLE "zoom_calls" (
	"id" uuid PRIMARY KEY NOT NULL,
	"agency_id" uuid,
	"title" text NOT NULL,
	"description" text,
	"host_name" text,
	"starts_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"join_url" text NOT NULL,
	"recording_url" text,
	"status" "content_status" DEFAULT 'published' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "zoom_calls" ADD CONSTRAINT "zoom_calls_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "zoom_calls_starts_at_index" ON "zoom_calls" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "zoom_calls_agency_id_index" ON "zoom_calls" USING btree ("agency_id");
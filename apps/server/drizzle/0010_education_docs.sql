CREATE TABLE "docs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"agency_id" uuid,
	"category_id" uuid NOT NULL,
	"title" text NOT NULL,
	"summary" text,
	"sections" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"status" "content_status" DEFAULT 'published' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "docs_categories" (
	"id" uuid PRIMARY KEY NOT NULL,
	"agency_id" uuid,
	"parent_id" uuid,
	"name" text NOT NULL,
	"description" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "docs" ADD CONSTRAINT "docs_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "docs" ADD CONSTRAINT "docs_category_id_docs_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."docs_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "docs_categories" ADD CONSTRAINT "docs_categories_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "docs_categories" ADD CONSTRAINT "docs_categories_parent_id_docs_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."docs_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "docs_category_id_position_index" ON "docs" USING btree ("category_id","position");--> statement-breakpoint
CREATE INDEX "docs_agency_id_index" ON "docs" USING btree ("agency_id");--> statement-breakpoint
CREATE INDEX "docs_categories_parent_id_position_index" ON "docs_categories" USING btree ("parent_id","position");--> statement-breakpoint
CREATE INDEX "docs_categories_agency_id_index" ON "docs_categories" USING btree ("agency_id");
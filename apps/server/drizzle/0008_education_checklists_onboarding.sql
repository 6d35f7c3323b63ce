CREATE TABLE "checklist_categories" (
	"id" uuid PRIMARY KEY NOT NULL,
	"agency_id" uuid,
	"name" text NOT NULL,
	"description" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checklist_items" (
	"id" uuid PRIMARY KEY NOT NULL,
	"agency_id" uuid,
	"list_id" uuid NOT NULL,
	"title" text NOT NULL,
	"details" text,
	"video_id" text,
	"link_url" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checklists" (
	"id" uuid PRIMARY KEY NOT NULL,
	"agency_id" uuid,
	"category_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"position" integer DEFAULT 0 NOT NULL,
	"status" "content_status" DEFAULT 'published' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "onboarding_categories" (
	"id" uuid PRIMARY KEY NOT NULL,
	"agency_id" uuid,
	"name" text NOT NULL,
	"description" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "onboarding_lists" (
	"id" uuid PRIMARY KEY NOT NULL,
	"agency_id" uuid,
	"category_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"position" integer DEFAULT 0 NOT NULL,
	"status" "content_status" DEFAULT 'published' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "onboarding_steps" (
	"id" uuid PRIMARY KEY NOT NULL,
	"agency_id" uuid,
	"list_id" uuid NOT NULL,
	"title" text NOT NULL,
	"details" text,
	"video_id" text,
	"link_url" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "checklist_categories" ADD CONSTRAINT "checklist_categories_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_items" ADD CONSTRAINT "checklist_items_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_items" ADD CONSTRAINT "checklist_items_list_id_checklists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."checklists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklists" ADD CONSTRAINT "checklists_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklists" ADD CONSTRAINT "checklists_category_id_checklist_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."checklist_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_categories" ADD CONSTRAINT "onboarding_categories_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_lists" ADD CONSTRAINT "onboarding_lists_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_lists" ADD CONSTRAINT "onboarding_lists_category_id_onboarding_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."onboarding_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_steps" ADD CONSTRAINT "onboarding_steps_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_steps" ADD CONSTRAINT "onboarding_steps_list_id_onboarding_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."onboarding_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checklist_categories_agency_id_position_index" ON "checklist_categories" USING btree ("agency_id","position");--> statement-breakpoint
CREATE INDEX "checklist_items_list_id_position_index" ON "checklist_items" USING btree ("list_id","position");--> statement-breakpoint
CREATE INDEX "checklists_category_id_position_index" ON "checklists" USING btree ("category_id","position");--> statement-breakpoint
CREATE INDEX "checklists_agency_id_index" ON "checklists" USING btree ("agency_id");--> statement-breakpoint
CREATE INDEX "onboarding_categories_agency_id_position_index" ON "onboarding_categories" USING btree ("agency_id","position");--> statement-breakpoint
CREATE INDEX "onboarding_lists_category_id_position_index" ON "onboarding_lists" USING btree ("category_id","position");--> statement-breakpoint
CREATE INDEX "onboarding_lists_agency_id_index" ON "onboarding_lists" USING btree ("agency_id");--> statement-breakpoint
CREATE INDEX "onboarding_steps_list_id_position_index" ON "onboarding_steps" USING btree ("list_id","position");
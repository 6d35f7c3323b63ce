CREATE TYPE "public"."question_kind" AS ENUM('single', 'multiple');--> statement-breakpoint
CREATE TABLE "quiz_chapters" (
	"id" uuid PRIMARY KEY NOT NULL,
	"agency_id" uuid,
	"title" text NOT NULL,
	"description" text,
	"passing_score" integer NOT NULL,
	"max_attempts" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"status" "content_status" DEFAULT 'published' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quiz_questions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"agency_id" uuid,
	"section_id" uuid NOT NULL,
	"kind" "question_kind" NOT NULL,
	"prompt" text NOT NULL,
	"options" jsonb NOT NULL,
	"correct" jsonb NOT NULL,
	"explanation" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quiz_results" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"location_id" uuid,
	"chapter_id" uuid NOT NULL,
	"attempt" integer NOT NULL,
	"score" integer NOT NULL,
	"correct_count" integer NOT NULL,
	"total" integer NOT NULL,
	"passed" boolean NOT NULL,
	"passing_score" integer NOT NULL,
	"answers" jsonb NOT NULL,
	"questions" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quiz_sections" (
	"id" uuid PRIMARY KEY NOT NULL,
	"agency_id" uuid,
	"chapter_id" uuid NOT NULL,
	"title" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quiz_chapters" ADD CONSTRAINT "quiz_chapters_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD CONSTRAINT "quiz_questions_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD CONSTRAINT "quiz_questions_section_id_quiz_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."quiz_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_results" ADD CONSTRAINT "quiz_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_results" ADD CONSTRAINT "quiz_results_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_results" ADD CONSTRAINT "quiz_results_chapter_id_quiz_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."quiz_chapters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_sections" ADD CONSTRAINT "quiz_sections_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_sections" ADD CONSTRAINT "quiz_sections_chapter_id_quiz_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."quiz_chapters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quiz_chapters_agency_id_position_index" ON "quiz_chapters" USING btree ("agency_id","position");--> statement-breakpoint
CREATE INDEX "quiz_questions_section_id_position_index" ON "quiz_questions" USING btree ("section_id","position");--> statement-breakpoint
CREATE INDEX "quiz_results_user_id_chapter_id_index" ON "quiz_results" USING btree ("user_id","chapter_id");--> statement-breakpoint
CREATE INDEX "quiz_sections_chapter_id_position_index" ON "quiz_sections" USING btree ("chapter_id","position");
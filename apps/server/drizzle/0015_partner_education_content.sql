ALTER TABLE "checklist_categories" ADD COLUMN "partner_id" uuid;--> statement-breakpoint
ALTER TABLE "checklist_items" ADD COLUMN "partner_id" uuid;--> statement-breakpoint
ALTER TABLE "checklists" ADD COLUMN "partner_id" uuid;--> statement-breakpoint
ALTER TABLE "docs" ADD COLUMN "partner_id" uuid;--> statement-breakpoint
ALTER TABLE "docs_categories" ADD COLUMN "partner_id" uuid;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "partner_id" uuid;--> statement-breakpoint
ALTER TABLE "news_posts" ADD COLUMN "partner_id" uuid;--> statement-breakpoint
ALTER TABLE "faq_categories" ADD COLUMN "partner_id" uuid;--> statement-breakpoint
ALTER TABLE "faqs" ADD COLUMN "partner_id" uuid;--> statement-breakpoint
ALTER TABLE "media_categories" ADD COLUMN "partner_id" uuid;--> statement-breakpoint
ALTER TABLE "media_items" ADD COLUMN "partner_id" uuid;--> statement-breakpoint
ALTER TABLE "onboarding_categories" ADD COLUMN "partner_id" uuid;--> statement-breakpoint
ALTER TABLE "onboarding_lists" ADD COLUMN "partner_id" uuid;--> statement-breakpoint
ALTER TABLE "onboarding_steps" ADD COLUMN "partner_id" uuid;--> statement-breakpoint
ALTER TABLE "quiz_chapters" ADD COLUMN "partner_id" uuid;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD COLUMN "partner_id" uuid;--> statement-breakpoint
ALTER TABLE "quiz_sections" ADD COLUMN "partner_id" uuid;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "partner_id" uuid;--> statement-breakpoint
ALTER TABLE "tools" ADD COLUMN "partner_id" uuid;--> statement-breakpoint
ALTER TABLE "zoom_calls" ADD COLUMN "partner_id" uuid;--> statement-breakpoint
ALTER TABLE "checklist_categories" ADD CONSTRAINT "checklist_categories_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_items" ADD CONSTRAINT "checklist_items_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklists" ADD CONSTRAINT "checklists_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "docs" ADD CONSTRAINT "docs_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "docs_categories" ADD CONSTRAINT "docs_categories_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_posts" ADD CONSTRAINT "news_posts_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_categories" ADD CONSTRAINT "faq_categories_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faqs" ADD CONSTRAINT "faqs_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_categories" ADD CONSTRAINT "media_categories_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_items" ADD CONSTRAINT "media_items_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_categories" ADD CONSTRAINT "onboarding_categories_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_lists" ADD CONSTRAINT "onboarding_lists_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_steps" ADD CONSTRAINT "onboarding_steps_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_chapters" ADD CONSTRAINT "quiz_chapters_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD CONSTRAINT "quiz_questions_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_sections" ADD CONSTRAINT "quiz_sections_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tools" ADD CONSTRAINT "tools_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zoom_calls" ADD CONSTRAINT "zoom_calls_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checklist_categories_partner_id_index" ON "checklist_categories" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "checklist_items_partner_id_index" ON "checklist_items" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "checklists_partner_id_index" ON "checklists" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "docs_partner_id_index" ON "docs" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "docs_categories_partner_id_index" ON "docs_categories" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "banners_partner_id_index" ON "banners" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "news_posts_partner_id_index" ON "news_posts" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "faq_categories_partner_id_index" ON "faq_categories" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "faqs_partner_id_index" ON "faqs" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "media_categories_partner_id_index" ON "media_categories" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "media_items_partner_id_index" ON "media_items" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "onboarding_categories_partner_id_index" ON "onboarding_categories" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "onboarding_lists_partner_id_index" ON "onboarding_lists" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "onboarding_steps_partner_id_index" ON "onboarding_steps" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "quiz_chapters_partner_id_index" ON "quiz_chapters" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "quiz_questions_partner_id_index" ON "quiz_questions" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "quiz_sections_partner_id_index" ON "quiz_sections" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "testimonials_partner_id_index" ON "testimonials" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "tools_partner_id_index" ON "tools" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "zoom_calls_partner_id_index" ON "zoom_calls" USING btree ("partner_id");--> statement-breakpoint
ALTER TABLE "checklist_categories" ADD CONSTRAINT "checklist_categories_one_owner" CHECK ("checklist_categories"."agency_id" is null or "checklist_categories"."partner_id" is null);--> statement-breakpoint
ALTER TABLE "checklist_items" ADD CONSTRAINT "checklist_items_one_owner" CHECK ("checklist_items"."agency_id" is null or "checklist_items"."partner_id" is null);--> statement-breakpoint
ALTER TABLE "checklists" ADD CONSTRAINT "checklists_one_owner" CHECK ("checklists"."agency_id" is null or "checklists"."partner_id" is null);--> statement-breakpoint
ALTER TABLE "docs" ADD CONSTRAINT "docs_one_owner" CHECK ("docs"."agency_id" is null or "docs"."partner_id" is null);--> statement-breakpoint
ALTER TABLE "docs_categories" ADD CONSTRAINT "docs_categories_one_owner" CHECK ("docs_categories"."agency_id" is null or "docs_categories"."partner_id" is null);--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_one_owner" CHECK ("banners"."agency_id" is null or "banners"."partner_id" is null);--> statement-breakpoint
ALTER TABLE "news_posts" ADD CONSTRAINT "news_posts_one_owner" CHECK ("news_posts"."agency_id" is null or "news_posts"."partner_id" is null);--> statement-breakpoint
ALTER TABLE "faq_categories" ADD CONSTRAINT "faq_categories_one_owner" CHECK ("faq_categories"."agency_id" is null or "faq_categories"."partner_id" is null);--> statement-breakpoint
ALTER TABLE "faqs" ADD CONSTRAINT "faqs_one_owner" CHECK ("faqs"."agency_id" is null or "faqs"."partner_id" is null);--> statement-breakpoint
ALTER TABLE "media_categories" ADD CONSTRAINT "media_categories_one_owner" CHECK ("media_categories"."agency_id" is null or "media_categories"."partner_id" is null);--> statement-breakpoint
ALTER TABLE "media_items" ADD CONSTRAINT "media_items_one_owner" CHECK ("media_items"."agency_id" is null or "media_items"."partner_id" is null);--> statement-breakpoint
ALTER TABLE "onboarding_categories" ADD CONSTRAINT "onboarding_categories_one_owner" CHECK ("onboarding_categories"."agency_id" is null or "onboarding_categories"."partner_id" is null);--> statement-breakpoint
ALTER TABLE "onboarding_lists" ADD CONSTRAINT "onboarding_lists_one_owner" CHECK ("onboarding_lists"."agency_id" is null or "onboarding_lists"."partner_id" is null);--> statement-breakpoint
ALTER TABLE "onboarding_steps" ADD CONSTRAINT "onboarding_steps_one_owner" CHECK ("onboarding_steps"."agency_id" is null or "onboarding_steps"."partner_id" is null);--> statement-breakpoint
ALTER TABLE "quiz_chapters" ADD CONSTRAINT "quiz_chapters_one_owner" CHECK ("quiz_chapters"."agency_id" is null or "quiz_chapters"."partner_id" is null);--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD CONSTRAINT "quiz_questions_one_owner" CHECK ("quiz_questions"."agency_id" is null or "quiz_questions"."partner_id" is null);--> statement-breakpoint
ALTER TABLE "quiz_sections" ADD CONSTRAINT "quiz_sections_one_owner" CHECK ("quiz_sections"."agency_id" is null or "quiz_sections"."partner_id" is null);--> statement-breakpoint
ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_one_owner" CHECK ("testimonials"."agency_id" is null or "testimonials"."partner_id" is null);--> statement-breakpoint
ALTER TABLE "tools" ADD CONSTRAINT "tools_one_owner" CHECK ("tools"."agency_id" is null or "tools"."partner_id" is null);--> statement-breakpoint
ALTER TABLE "zoom_calls" ADD CONSTRAINT "zoom_calls_one_owner" CHECK ("zoom_calls"."agency_id" is null or "zoom_calls"."partner_id" is null);
DROP INDEX "apps_status_published_at_id_index";--> statement-breakpoint
ALTER TABLE "apps" ADD COLUMN "rating_score" integer GENERATED ALWAYS AS (coalesce(rating_sum * 1000 / nullif(rating_count, 0), 0)) STORED;--> statement-breakpoint
ALTER TABLE "apps" ADD COLUMN "listed_at" timestamp with time zone GENERATED ALWAYS AS (coalesce(published_at, created_at)) STORED;--> statement-breakpoint
CREATE INDEX "apps_status_rating_score_rating_count_id_index" ON "apps" USING btree ("status","rating_score","rating_count","id");--> statement-breakpoint
CREATE INDEX "apps_status_listed_at_id_index" ON "apps" USING btree ("status","listed_at","id");--> statement-breakpoint
CREATE INDEX "apps_categories_idx" ON "apps" USING gin ("categories");
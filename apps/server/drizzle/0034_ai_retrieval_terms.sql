CREATE TABLE "knowledge_term_stats" (
	"scope" text NOT NULL,
	"lexeme" text NOT NULL,
	"passages" integer NOT NULL,
	CONSTRAINT "knowledge_term_stats_scope_lexeme_pk" PRIMARY KEY("scope","lexeme")
);
--> statement-breakpoint
ALTER TABLE "knowledge_passages" ADD COLUMN "embedding_model" text;--> statement-breakpoint
ALTER TABLE "knowledge_passages" ADD COLUMN "term_scope" text GENERATED ALWAYS AS (case when source_kind in ('app', 'changelog') then 'catalogue'
        when agency_id is not null then 'agency:' || agency_id::text
        when partner_id is not null then 'partner:' || partner_id::text
        else 'platform' end) STORED;--> statement-breakpoint
CREATE INDEX "knowledge_passages_term_scope_index" ON "knowledge_passages" USING btree ("term_scope");
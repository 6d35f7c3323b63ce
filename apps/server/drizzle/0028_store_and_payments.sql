CREATE TYPE "public"."app_subscription_subject" AS ENUM('app_plan', 'bundle');--> statement-breakpoint
CREATE TYPE "public"."payment_account_owner" AS ENUM('agency', 'partner');--> statement-breakpoint
CREATE TYPE "public"."payment_connect_method" AS ENUM('oauth', 'onboarding');--> statement-breakpoint
CREATE TYPE "public"."payment_record_kind" AS ENUM('store_order', 'store_subscription', 'app_subscription');--> statement-breakpoint
CREATE TYPE "public"."stripe_event_state" AS ENUM('pending', 'processed', 'failed', 'ignored');--> statement-breakpoint
CREATE TYPE "public"."store_billing" AS ENUM('one_time', 'month', 'year');--> statement-breakpoint
CREATE TYPE "public"."store_order_status" AS ENUM('pending_payment', 'paid', 'in_progress', 'delivered', 'refunded', 'failed', 'canceled');--> statement-breakpoint
CREATE TYPE "public"."store_product_kind" AS ENUM('service', 'snapshot');--> statement-breakpoint
CREATE TYPE "public"."store_product_status" AS ENUM('draft', 'published', 'archived');--> statement-breakpoint
CREATE TYPE "public"."subscription_status" AS ENUM('incomplete', 'incomplete_expired', 'trialing', 'active', 'past_due', 'canceled', 'unpaid', 'paused');--> statement-breakpoint
CREATE TABLE "app_subscriptions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"agency_id" uuid NOT NULL,
	"subject" "app_subscription_subject" NOT NULL,
	"app_id" uuid,
	"plan_id" uuid,
	"bundle_id" uuid,
	"target" jsonb NOT NULL,
	"quantity" integer NOT NULL,
	"unit_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"interval" "store_billing" NOT NULL,
	"trial_days" integer DEFAULT 0 NOT NULL,
	"trial_end" timestamp with time zone,
	"request_key" text NOT NULL,
	"created_by" uuid,
	"transfer_account_id" text,
	"fee_percent" integer DEFAULT 0 NOT NULL,
	"stripe_customer_id" text,
	"stripe_setup_intent_id" text,
	"stripe_subscription_id" text,
	"stripe_price_id" text,
	"status" "subscription_status" DEFAULT 'incomplete' NOT NULL,
	"current_period_end" timestamp with time zone,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"canceled_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"last_payment_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_accounts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner" "payment_account_owner" NOT NULL,
	"agency_id" uuid,
	"partner_id" uuid,
	"stripe_account_id" text NOT NULL,
	"connect_method" "payment_connect_method" NOT NULL,
	"charges_enabled" boolean DEFAULT false NOT NULL,
	"payouts_enabled" boolean DEFAULT false NOT NULL,
	"details_submitted" boolean DEFAULT false NOT NULL,
	"requirements_due" text[] DEFAULT '{}'::text[] NOT NULL,
	"default_currency" text,
	"country" text,
	"display_name" text,
	"connected_at" timestamp with time zone,
	"disconnected_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_customers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_key" text NOT NULL,
	"agency_id" uuid NOT NULL,
	"location_id" uuid,
	"stripe_customer_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_invoices" (
	"id" uuid PRIMARY KEY NOT NULL,
	"stripe_invoice_id" text NOT NULL,
	"stripe_account_id" text,
	"record_kind" "payment_record_kind" NOT NULL,
	"record_id" uuid NOT NULL,
	"agency_id" uuid NOT NULL,
	"location_id" uuid,
	"number" text,
	"status" text NOT NULL,
	"description" text,
	"amount_due_minor" integer NOT NULL,
	"amount_paid_minor" integer DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"hosted_invoice_url" text,
	"invoice_pdf" text,
	"period_start" timestamp with time zone,
	"period_end" timestamp with time zone,
	"issued_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_reconciliation_findings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"record_kind" "payment_record_kind" NOT NULL,
	"record_id" uuid NOT NULL,
	"problem" text NOT NULL,
	"ours" text NOT NULL,
	"stripes" text NOT NULL,
	"stripe_object_id" text,
	"detected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "stripe_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"stripe_account_id" text,
	"livemode" boolean DEFAULT false NOT NULL,
	"stripe_created_at" timestamp with time zone NOT NULL,
	"payload" jsonb NOT NULL,
	"state" "stripe_event_state" DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"processed_at" timestamp with time zone,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_stores" (
	"id" uuid PRIMARY KEY NOT NULL,
	"agency_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"currency" text DEFAULT 'USD' NOT NULL,
	"open" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_collection_products" (
	"collection_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "store_collection_products_collection_id_product_id_pk" PRIMARY KEY("collection_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "store_collections" (
	"id" uuid PRIMARY KEY NOT NULL,
	"store_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_order_messages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"author_user_id" uuid,
	"side" text NOT NULL,
	"body" text NOT NULL,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"delivery" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_orders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"store_id" uuid NOT NULL,
	"agency_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"buyer_user_id" uuid,
	"product_id" uuid NOT NULL,
	"subscription_id" uuid,
	"request_key" text,
	"product_name" text NOT NULL,
	"kind" "store_product_kind" NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"fee_minor" integer DEFAULT 0 NOT NULL,
	"status" "store_order_status" DEFAULT 'pending_payment' NOT NULL,
	"stripe_account_id" text NOT NULL,
	"stripe_payment_intent_id" text,
	"stripe_invoice_id" text,
	"last_payment_error" text,
	"refunded_minor" integer DEFAULT 0 NOT NULL,
	"snapshot_load_id" uuid,
	"paid_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"due_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_product_tags" (
	"product_id" uuid NOT NULL,
	"tag_id" uuid NOT NULL,
	CONSTRAINT "store_product_tags_product_id_tag_id_pk" PRIMARY KEY("product_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "store_products" (
	"id" uuid PRIMARY KEY NOT NULL,
	"store_id" uuid NOT NULL,
	"agency_id" uuid NOT NULL,
	"kind" "store_product_kind" NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"price_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"billing" "store_billing" DEFAULT 'one_time' NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"deliverables" text,
	"delivery_days" integer,
	"snapshot_id" uuid,
	"status" "store_product_status" DEFAULT 'draft' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"stripe_product_id" text,
	"stripe_price_id" text,
	"synced_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_subscriptions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"store_id" uuid NOT NULL,
	"agency_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"buyer_user_id" uuid,
	"product_id" uuid NOT NULL,
	"request_key" text NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"unit_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"interval" "store_billing" NOT NULL,
	"stripe_account_id" text NOT NULL,
	"stripe_subscription_id" text,
	"stripe_price_id" text,
	"status" "subscription_status" DEFAULT 'incomplete' NOT NULL,
	"current_period_end" timestamp with time zone,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"canceled_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"last_payment_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_tags" (
	"id" uuid PRIMARY KEY NOT NULL,
	"store_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app_installs" ADD COLUMN "subscription_id" uuid;--> statement-breakpoint
ALTER TABLE "app_subscriptions" ADD CONSTRAINT "app_subscriptions_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_subscriptions" ADD CONSTRAINT "app_subscriptions_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_subscriptions" ADD CONSTRAINT "app_subscriptions_plan_id_app_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."app_plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_subscriptions" ADD CONSTRAINT "app_subscriptions_bundle_id_app_bundles_id_fk" FOREIGN KEY ("bundle_id") REFERENCES "public"."app_bundles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_subscriptions" ADD CONSTRAINT "app_subscriptions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_accounts" ADD CONSTRAINT "payment_accounts_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_accounts" ADD CONSTRAINT "payment_accounts_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_customers" ADD CONSTRAINT "payment_customers_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_customers" ADD CONSTRAINT "payment_customers_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_invoices" ADD CONSTRAINT "payment_invoices_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_invoices" ADD CONSTRAINT "payment_invoices_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_stores" ADD CONSTRAINT "service_stores_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_collection_products" ADD CONSTRAINT "store_collection_products_collection_id_store_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."store_collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_collection_products" ADD CONSTRAINT "store_collection_products_product_id_store_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."store_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_collections" ADD CONSTRAINT "store_collections_store_id_service_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."service_stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_order_messages" ADD CONSTRAINT "store_order_messages_order_id_store_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."store_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_order_messages" ADD CONSTRAINT "store_order_messages_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_orders" ADD CONSTRAINT "store_orders_store_id_service_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."service_stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_orders" ADD CONSTRAINT "store_orders_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_orders" ADD CONSTRAINT "store_orders_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_orders" ADD CONSTRAINT "store_orders_buyer_user_id_users_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_orders" ADD CONSTRAINT "store_orders_product_id_store_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."store_products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_orders" ADD CONSTRAINT "store_orders_subscription_id_store_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."store_subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_orders" ADD CONSTRAINT "store_orders_snapshot_load_id_snapshot_loads_id_fk" FOREIGN KEY ("snapshot_load_id") REFERENCES "public"."snapshot_loads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_product_tags" ADD CONSTRAINT "store_product_tags_product_id_store_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."store_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_product_tags" ADD CONSTRAINT "store_product_tags_tag_id_store_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."store_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_products" ADD CONSTRAINT "store_products_store_id_service_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."service_stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_products" ADD CONSTRAINT "store_products_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_products" ADD CONSTRAINT "store_products_snapshot_id_app_snapshots_id_fk" FOREIGN KEY ("snapshot_id") REFERENCES "public"."app_snapshots"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_subscriptions" ADD CONSTRAINT "store_subscriptions_store_id_service_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."service_stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_subscriptions" ADD CONSTRAINT "store_subscriptions_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_subscriptions" ADD CONSTRAINT "store_subscriptions_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_subscriptions" ADD CONSTRAINT "store_subscriptions_buyer_user_id_users_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_subscriptions" ADD CONSTRAINT "store_subscriptions_product_id_store_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."store_products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_tags" ADD CONSTRAINT "store_tags_store_id_service_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."service_stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "app_subscriptions_request_idx" ON "app_subscriptions" USING btree ("agency_id","request_key");--> statement-breakpoint
CREATE UNIQUE INDEX "app_subscriptions_stripe_idx" ON "app_subscriptions" USING btree ("stripe_subscription_id");--> statement-breakpoint
CREATE INDEX "app_subscriptions_agency_id_status_index" ON "app_subscriptions" USING btree ("agency_id","status");--> statement-breakpoint
CREATE INDEX "app_subscriptions_app_id_index" ON "app_subscriptions" USING btree ("app_id");--> statement-breakpoint
CREATE INDEX "app_subscriptions_bundle_id_index" ON "app_subscriptions" USING btree ("bundle_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_accounts_agency_live_idx" ON "payment_accounts" USING btree ("agency_id") WHERE "payment_accounts"."disconnected_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_accounts_partner_live_idx" ON "payment_accounts" USING btree ("partner_id") WHERE "payment_accounts"."disconnected_at" is null;--> statement-breakpoint
CREATE INDEX "payment_accounts_stripe_account_id_index" ON "payment_accounts" USING btree ("stripe_account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_customers_buyer_idx" ON "payment_customers" USING btree ("account_key","agency_id",coalesce("location_id", '00000000-0000-0000-0000-000000000000'::uuid));--> statement-breakpoint
CREATE INDEX "payment_customers_stripe_customer_id_index" ON "payment_customers" USING btree ("stripe_customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_invoices_stripe_idx" ON "payment_invoices" USING btree ("stripe_invoice_id");--> statement-breakpoint
CREATE INDEX "payment_invoices_agency_id_issued_at_index" ON "payment_invoices" USING btree ("agency_id","issued_at");--> statement-breakpoint
CREATE INDEX "payment_invoices_location_id_issued_at_index" ON "payment_invoices" USING btree ("location_id","issued_at");--> statement-breakpoint
CREATE INDEX "payment_invoices_record_kind_record_id_index" ON "payment_invoices" USING btree ("record_kind","record_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_findings_open_idx" ON "payment_reconciliation_findings" USING btree ("record_kind","record_id","problem") WHERE "payment_reconciliation_findings"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "payment_reconciliation_findings_detected_at_index" ON "payment_reconciliation_findings" USING btree ("detected_at");--> statement-breakpoint
CREATE UNIQUE INDEX "stripe_events_event_id_idx" ON "stripe_events" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "stripe_events_state_received_at_index" ON "stripe_events" USING btree ("state","received_at");--> statement-breakpoint
CREATE INDEX "service_stores_agency_id_index" ON "service_stores" USING btree ("agency_id");--> statement-breakpoint
CREATE INDEX "store_collection_products_product_id_index" ON "store_collection_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "store_collections_store_id_position_index" ON "store_collections" USING btree ("store_id","position");--> statement-breakpoint
CREATE INDEX "store_order_messages_order_id_created_at_index" ON "store_order_messages" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "store_orders_request_idx" ON "store_orders" USING btree ("location_id","request_key");--> statement-breakpoint
CREATE UNIQUE INDEX "store_orders_payment_intent_idx" ON "store_orders" USING btree ("stripe_payment_intent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "store_orders_invoice_idx" ON "store_orders" USING btree ("stripe_invoice_id");--> statement-breakpoint
CREATE INDEX "store_orders_agency_id_status_created_at_index" ON "store_orders" USING btree ("agency_id","status","created_at");--> statement-breakpoint
CREATE INDEX "store_orders_location_id_created_at_index" ON "store_orders" USING btree ("location_id","created_at");--> statement-breakpoint
CREATE INDEX "store_product_tags_tag_id_index" ON "store_product_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "store_products_store_id_status_position_index" ON "store_products" USING btree ("store_id","status","position");--> statement-breakpoint
CREATE INDEX "store_products_agency_id_index" ON "store_products" USING btree ("agency_id");--> statement-breakpoint
CREATE UNIQUE INDEX "store_subscriptions_request_idx" ON "store_subscriptions" USING btree ("location_id","request_key");--> statement-breakpoint
CREATE UNIQUE INDEX "store_subscriptions_stripe_idx" ON "store_subscriptions" USING btree ("stripe_subscription_id");--> statement-breakpoint
CREATE INDEX "store_subscriptions_agency_id_created_at_index" ON "store_subscriptions" USING btree ("agency_id","created_at");--> statement-breakpoint
CREATE INDEX "store_subscriptions_location_id_created_at_index" ON "store_subscriptions" USING btree ("location_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "store_tags_name_idx" ON "store_tags" USING btree ("store_id",lower("name"));--> statement-breakpoint
ALTER TABLE "app_installs" ADD CONSTRAINT "app_installs_subscription_id_app_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."app_subscriptions"("id") ON DELETE set null ON UPDATE no action;
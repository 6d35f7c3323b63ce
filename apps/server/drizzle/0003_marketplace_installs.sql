CREATE TYPE "public"."bundle_audience" AS ENUM('agency', 'location');--> statement-breakpoint
CREATE TYPE "public"."approval_status" AS ENUM('requested', 'approved');--> statement-breakpoint
CREATE TYPE "public"."install_status" AS ENUM('active', 'uninstalled');--> statement-breakpoint
CREATE TABLE "app_bundle_apps" (
	"bundle_id" uuid NOT NULL,
	"app_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "app_bundle_apps_bundle_id_app_id_pk" PRIMARY KEY("bundle_id","app_id")
);
--> statement-breakpoint
CREATE TABLE "app_bundles" (
	"id" uuid PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"audience" "bundle_audience" NOT NULL,
	"plan_name" text NOT NULL,
	"plan_model" "pricing_model" NOT NULL,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	CONSTRAINT "app_bundles_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "partner_members" (
	"partner_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "partner_members_partner_id_user_id_pk" PRIMARY KEY("partner_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "app_access_tokens" (
	"id" uuid PRIMARY KEY NOT NULL,
	"install_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_api_keys" (
	"id" uuid PRIMARY KEY NOT NULL,
	"install_id" uuid NOT NULL,
	"key_hash" text NOT NULL,
	"last4" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "app_approvals" (
	"agency_id" uuid NOT NULL,
	"app_id" uuid NOT NULL,
	"status" "approval_status" NOT NULL,
	"requested_location_id" uuid,
	"requested_by" uuid,
	"decided_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "app_approvals_agency_id_app_id_pk" PRIMARY KEY("agency_id","app_id")
);
--> statement-breakpoint
CREATE TABLE "app_auto_installs" (
	"agency_id" uuid NOT NULL,
	"app_id" uuid NOT NULL,
	"plan_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "app_auto_installs_agency_id_app_id_pk" PRIMARY KEY("agency_id","app_id")
);
--> statement-breakpoint
CREATE TABLE "app_credentials" (
	"install_id" uuid PRIMARY KEY NOT NULL,
	"sealed" text NOT NULL,
	"fields" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_install_daily" (
	"app_id" uuid NOT NULL,
	"day" date NOT NULL,
	"installs" integer DEFAULT 0 NOT NULL,
	"uninstalls" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "app_install_daily_app_id_day_pk" PRIMARY KEY("app_id","day")
);
--> statement-breakpoint
CREATE TABLE "app_installs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"app_id" uuid NOT NULL,
	"agency_id" uuid NOT NULL,
	"location_id" uuid,
	"plan_id" uuid,
	"version" text,
	"status" "install_status" DEFAULT 'active' NOT NULL,
	"installed_by" uuid,
	"installed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"uninstalled_at" timestamp with time zone,
	"web_integration_enabled" boolean DEFAULT false NOT NULL,
	"whitelabel" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app_reviews" ADD COLUMN "install_id" uuid;--> statement-breakpoint
ALTER TABLE "apps" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "apps" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "apps" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "app_bundle_apps" ADD CONSTRAINT "app_bundle_apps_bundle_id_app_bundles_id_fk" FOREIGN KEY ("bundle_id") REFERENCES "public"."app_bundles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_bundle_apps" ADD CONSTRAINT "app_bundle_apps_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_members" ADD CONSTRAINT "partner_members_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_members" ADD CONSTRAINT "partner_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_access_tokens" ADD CONSTRAINT "app_access_tokens_install_id_app_installs_id_fk" FOREIGN KEY ("install_id") REFERENCES "public"."app_installs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_api_keys" ADD CONSTRAINT "app_api_keys_install_id_app_installs_id_fk" FOREIGN KEY ("install_id") REFERENCES "public"."app_installs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_approvals" ADD CONSTRAINT "app_approvals_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_approvals" ADD CONSTRAINT "app_approvals_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_approvals" ADD CONSTRAINT "app_approvals_requested_location_id_locations_id_fk" FOREIGN KEY ("requested_location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_approvals" ADD CONSTRAINT "app_approvals_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_approvals" ADD CONSTRAINT "app_approvals_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_auto_installs" ADD CONSTRAINT "app_auto_installs_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_auto_installs" ADD CONSTRAINT "app_auto_installs_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_auto_installs" ADD CONSTRAINT "app_auto_installs_plan_id_app_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."app_plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_auto_installs" ADD CONSTRAINT "app_auto_installs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_credentials" ADD CONSTRAINT "app_credentials_install_id_app_installs_id_fk" FOREIGN KEY ("install_id") REFERENCES "public"."app_installs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_install_daily" ADD CONSTRAINT "app_install_daily_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_installs" ADD CONSTRAINT "app_installs_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_installs" ADD CONSTRAINT "app_installs_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_installs" ADD CONSTRAINT "app_installs_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_installs" ADD CONSTRAINT "app_installs_plan_id_app_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."app_plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_installs" ADD CONSTRAINT "app_installs_installed_by_users_id_fk" FOREIGN KEY ("installed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "app_bundle_apps_bundle_id_position_index" ON "app_bundle_apps" USING btree ("bundle_id","position");--> statement-breakpoint
CREATE INDEX "partner_members_user_id_index" ON "partner_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "app_access_tokens_hash_unique" ON "app_access_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "app_access_tokens_install_id_index" ON "app_access_tokens" USING btree ("install_id");--> statement-breakpoint
CREATE UNIQUE INDEX "app_api_keys_hash_unique" ON "app_api_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "app_api_keys_install_unique" ON "app_api_keys" USING btree ("install_id");--> statement-breakpoint
CREATE UNIQUE INDEX "app_installs_active_unique" ON "app_installs" USING btree ("app_id","agency_id",coalesce("location_id", '00000000-0000-0000-0000-000000000000'::uuid)) WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "app_installs_agency_id_location_id_status_index" ON "app_installs" USING btree ("agency_id","location_id","status");--> statement-breakpoint
CREATE INDEX "app_installs_app_id_status_index" ON "app_installs" USING btree ("app_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "app_reviews_install_unique" ON "app_reviews" USING btree ("install_id") WHERE install_id is not null;
CREATE TABLE "additionals" (
	"id" serial PRIMARY KEY NOT NULL,
	"app_id" text NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_features" (
	"app_id" text NOT NULL,
	"feature_id" text NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "app_features_app_id_feature_id_pk" PRIMARY KEY("app_id","feature_id")
);
--> statement-breakpoint
CREATE TABLE "app_routes" (
	"app_id" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "app_routes_app_id_id_pk" PRIMARY KEY("app_id","id")
);
--> statement-breakpoint
CREATE TABLE "apps" (
	"app_id" text PRIMARY KEY NOT NULL,
	"mobile_id" text NOT NULL,
	"project_id" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "apps_mobile_id_unique" UNIQUE("mobile_id")
);
--> statement-breakpoint
CREATE TABLE "claims" (
	"request_id" text PRIMARY KEY NOT NULL,
	"claims_id" text NOT NULL,
	"card_no" text NOT NULL,
	"project_id" text NOT NULL,
	"payor_id" text NOT NULL,
	"status" smallint NOT NULL,
	"claim_type" text DEFAULT 'reimbursement' NOT NULL,
	"admission_date" date,
	"discharge_date" date,
	"hosp_inv_no" text DEFAULT '' NOT NULL,
	"hosp_inv_date" date,
	"provider_name" text DEFAULT '' NOT NULL,
	"plan_id" text DEFAULT '' NOT NULL,
	"request_time" timestamp with time zone NOT NULL,
	"diagnosis" text DEFAULT '' NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"bank_name" text DEFAULT '' NOT NULL,
	"account_name" text DEFAULT '' NOT NULL,
	"account_number" text DEFAULT '' NOT NULL,
	"payment_date" date,
	"incurred" bigint DEFAULT 0 NOT NULL,
	"approved" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contents" (
	"id" serial PRIMARY KEY NOT NULL,
	"app_id" text NOT NULL,
	"feature_id" text NOT NULL,
	"datajson" jsonb NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "core_members" (
	"card_no" text PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"name" text NOT NULL,
	"gender" text NOT NULL,
	"policy_no" text NOT NULL,
	"member_type" text NOT NULL,
	"member_since" date NOT NULL,
	"dateofbirth" date NOT NULL,
	"employee_id" text DEFAULT '' NOT NULL,
	"bank_account" text DEFAULT '' NOT NULL,
	"payor_code" text NOT NULL,
	"corp_code" text NOT NULL,
	"project_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "corporates" (
	"corp_code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"payor_code" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"endpoint" text NOT NULL,
	"card_no" text DEFAULT '' NOT NULL,
	"log_time" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"no_card" text NOT NULL,
	"name" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"birthdate" date,
	"is_active" boolean DEFAULT true NOT NULL,
	"project_id" text NOT NULL,
	"payor_code" text NOT NULL,
	"corp_code" text DEFAULT '' NOT NULL,
	"policy" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"users" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payors" (
	"payor_code" text PRIMARY KEY NOT NULL,
	"payor_name" text NOT NULL,
	"help_line" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "premium_providers" (
	"id_prov" text PRIMARY KEY NOT NULL,
	"provider_code" text NOT NULL,
	"provider_name" text NOT NULL,
	"app_id" text NOT NULL,
	"username" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "premium_providers_provider_code_unique" UNIQUE("provider_code")
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"project_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"payorcode" text[] DEFAULT '{}'::text[] NOT NULL,
	"valid_start" date NOT NULL,
	"valid_end" date NOT NULL,
	"descriptions" text DEFAULT '' NOT NULL,
	"ecard_link" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"kind" text NOT NULL,
	"parent_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"rotated_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "users" (
	"username" text PRIMARY KEY NOT NULL,
	"password_hash" text NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"mobile_id" text NOT NULL,
	"app_id" text NOT NULL,
	"project_id" text NOT NULL,
	"payor_code" text NOT NULL,
	"menu_active" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"meta" jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "additionals" ADD CONSTRAINT "additionals_app_id_apps_app_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("app_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_features" ADD CONSTRAINT "app_features_app_id_apps_app_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("app_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_routes" ADD CONSTRAINT "app_routes_app_id_apps_app_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("app_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apps" ADD CONSTRAINT "apps_project_id_projects_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("project_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_project_id_projects_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("project_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contents" ADD CONSTRAINT "contents_app_id_apps_app_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("app_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "core_members" ADD CONSTRAINT "core_members_payor_code_payors_payor_code_fk" FOREIGN KEY ("payor_code") REFERENCES "public"."payors"("payor_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "core_members" ADD CONSTRAINT "core_members_project_id_projects_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("project_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporates" ADD CONSTRAINT "corporates_payor_code_payors_payor_code_fk" FOREIGN KEY ("payor_code") REFERENCES "public"."payors"("payor_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_project_id_projects_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("project_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "premium_providers" ADD CONSTRAINT "premium_providers_app_id_apps_app_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("app_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_username_users_username_fk" FOREIGN KEY ("username") REFERENCES "public"."users"("username") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_app_id_apps_app_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("app_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_project_id_projects_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("project_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "additionals_app_name_idx" ON "additionals" USING btree ("app_id","name");--> statement-breakpoint
CREATE INDEX "claims_project_payor_status_idx" ON "claims" USING btree ("project_id","payor_id","status");--> statement-breakpoint
CREATE INDEX "claims_card_idx" ON "claims" USING btree ("card_no");--> statement-breakpoint
CREATE INDEX "contents_app_feature_idx" ON "contents" USING btree ("app_id","feature_id","created_at");--> statement-breakpoint
CREATE INDEX "core_members_project_payor_idx" ON "core_members" USING btree ("project_id","payor_code");--> statement-breakpoint
CREATE INDEX "corporates_payor_idx" ON "corporates" USING btree ("payor_code");--> statement-breakpoint
CREATE INDEX "member_logs_project_time_idx" ON "member_logs" USING btree ("project_id","log_time");--> statement-breakpoint
CREATE INDEX "members_project_created_idx" ON "members" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "members_project_payor_idx" ON "members" USING btree ("project_id","payor_code");--> statement-breakpoint
CREATE INDEX "members_no_card_idx" ON "members" USING btree ("no_card");--> statement-breakpoint
CREATE INDEX "premium_providers_app_idx" ON "premium_providers" USING btree ("app_id");--> statement-breakpoint
CREATE INDEX "sessions_username_idx" ON "sessions" USING btree ("username");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "users_project_idx" ON "users" USING btree ("project_id");
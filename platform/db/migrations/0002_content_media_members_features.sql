CREATE TABLE "access_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"project_id" text NOT NULL,
	"msg_event" text NOT NULL,
	"corp_code" text NOT NULL,
	"corp_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claim_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" text NOT NULL,
	"project_id" text NOT NULL,
	"payor_id" text NOT NULL,
	"request_time" timestamp with time zone NOT NULL,
	"code" text NOT NULL,
	"file_name" text NOT NULL,
	"file_path" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ematerai_quotas" (
	"provider_code" text PRIMARY KEY NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ematerai_usages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider_code" text NOT NULL,
	"serial_no" text NOT NULL,
	"document_code" text DEFAULT '' NOT NULL,
	"document_name" text DEFAULT '' NOT NULL,
	"used_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feature_configs" (
	"id" serial PRIMARY KEY NOT NULL,
	"app_id" text NOT NULL,
	"feature_id" text NOT NULL,
	"corp_code" text NOT NULL,
	"jsonfeature" jsonb NOT NULL,
	"updated_by" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feature_items" (
	"app_id" text NOT NULL,
	"feature_id" text NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "feature_items_app_id_feature_id_key_pk" PRIMARY KEY("app_id","feature_id","key")
);
--> statement-breakpoint
CREATE TABLE "media" (
	"id" serial PRIMARY KEY NOT NULL,
	"app_id" text NOT NULL,
	"owner" text NOT NULL,
	"type" text NOT NULL,
	"image_url" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"title_image" text DEFAULT '' NOT NULL,
	"created_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_counts" (
	"project_id" text NOT NULL,
	"payor_code" text NOT NULL,
	"is_active" boolean NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "member_counts_project_id_payor_code_is_active_pk" PRIMARY KEY("project_id","payor_code","is_active")
);
--> statement-breakpoint
CREATE TABLE "notification_settings" (
	"project_id" text PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"secret_hint" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"path" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"owner" text DEFAULT '' NOT NULL,
	"uploaded_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "members_project_created_idx";--> statement-breakpoint
DROP INDEX "members_project_payor_idx";--> statement-breakpoint
ALTER TABLE "claim_attachments" ADD CONSTRAINT "claim_attachments_request_id_claims_request_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."claims"("request_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feature_configs" ADD CONSTRAINT "feature_configs_app_id_apps_app_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("app_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feature_configs" ADD CONSTRAINT "feature_configs_corp_code_corporates_corp_code_fk" FOREIGN KEY ("corp_code") REFERENCES "public"."corporates"("corp_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feature_items" ADD CONSTRAINT "feature_items_app_id_apps_app_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("app_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_app_id_apps_app_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("app_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_project_id_projects_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("project_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_logs_project_created_idx" ON "access_logs" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "claim_attachments_scope_idx" ON "claim_attachments" USING btree ("project_id","payor_id","request_time");--> statement-breakpoint
CREATE INDEX "claim_attachments_request_idx" ON "claim_attachments" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "ematerai_usages_provider_idx" ON "ematerai_usages" USING btree ("provider_code","used_at");--> statement-breakpoint
CREATE UNIQUE INDEX "feature_configs_app_feature_corp_idx" ON "feature_configs" USING btree ("app_id","feature_id","corp_code");--> statement-breakpoint
CREATE INDEX "media_owner_created_idx" ON "media" USING btree ("owner","created_at","id");--> statement-breakpoint
CREATE INDEX "media_owner_type_created_idx" ON "media" USING btree ("owner","type","created_at","id");--> statement-breakpoint
CREATE INDEX "stored_files_sha_idx" ON "stored_files" USING btree ("sha256");--> statement-breakpoint
CREATE INDEX "core_members_corp_idx" ON "core_members" USING btree ("corp_code");--> statement-breakpoint
CREATE INDEX "members_project_name_idx" ON "members" USING btree ("project_id","name","id");--> statement-breakpoint
CREATE INDEX "members_project_card_idx" ON "members" USING btree ("project_id","no_card","id");--> statement-breakpoint
CREATE INDEX "members_project_phone_idx" ON "members" USING btree ("project_id","phone","id");--> statement-breakpoint
CREATE INDEX "members_project_birthdate_idx" ON "members" USING btree ("project_id","birthdate","id");--> statement-breakpoint
CREATE INDEX "members_project_active_idx" ON "members" USING btree ("project_id","is_active","id");--> statement-breakpoint
CREATE INDEX "members_name_trgm_idx" ON "members" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "members_project_created_idx" ON "members" USING btree ("project_id","created_at","id");--> statement-breakpoint
CREATE INDEX "members_project_payor_idx" ON "members" USING btree ("project_id","payor_code","created_at","id");
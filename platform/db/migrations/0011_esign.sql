CREATE TABLE "esign_corporates" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"corporate_code" text NOT NULL,
	"corporate_name" text NOT NULL,
	"corporate_address" text NOT NULL,
	"created_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "esign_corporates_code_check" CHECK ("esign_corporates"."corporate_code" ~ '^[A-Z0-9][A-Z0-9_-]{0,29}$')
);
--> statement-breakpoint
CREATE TABLE "esign_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"corporate_id" integer NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text NOT NULL,
	"nik" text NOT NULL,
	"privy_id" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"created_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "esign_members_nik_check" CHECK ("esign_members"."nik" ~ '^[0-9]{16}$')
);
--> statement-breakpoint
ALTER TABLE "esign_members" ADD CONSTRAINT "esign_members_corporate_id_esign_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."esign_corporates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "esign_corporates_project_code_idx" ON "esign_corporates" USING btree ("project_id","corporate_code");--> statement-breakpoint
CREATE UNIQUE INDEX "esign_members_corporate_nik_idx" ON "esign_members" USING btree ("corporate_id","nik");
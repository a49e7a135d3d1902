CREATE TABLE "ematerai_users" (
	"provider_code" text PRIMARY KEY NOT NULL,
	"app_id" text NOT NULL,
	"email" text NOT NULL,
	"npwp" text NOT NULL,
	"vendor_id" text NOT NULL,
	"bank" text NOT NULL,
	"vendor_va_id" text NOT NULL,
	"unit_price" integer NOT NULL,
	"price_fee" integer NOT NULL,
	"price_ematerai" integer NOT NULL,
	"is_group" boolean DEFAULT false NOT NULL,
	"parent_code" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ematerai_vendors" (
	"vendor_id" text PRIMARY KEY NOT NULL,
	"vendor_name" text NOT NULL,
	"unit_price" integer NOT NULL,
	"fee_price" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE INDEX "ematerai_users_app_idx" ON "ematerai_users" USING btree ("app_id","created_at");
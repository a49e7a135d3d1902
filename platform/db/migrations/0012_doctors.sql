CREATE TABLE "doctor_categories" (
	"id" text PRIMARY KEY NOT NULL,
	"id_prov" text NOT NULL,
	"provider_code" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "doctors" (
	"id" text PRIMARY KEY NOT NULL,
	"id_prov" text NOT NULL,
	"category_id" text NOT NULL,
	"name" text NOT NULL,
	"image" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "doctor_categories" ADD CONSTRAINT "doctor_categories_id_prov_premium_providers_id_prov_fk" FOREIGN KEY ("id_prov") REFERENCES "public"."premium_providers"("id_prov") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctors" ADD CONSTRAINT "doctors_id_prov_premium_providers_id_prov_fk" FOREIGN KEY ("id_prov") REFERENCES "public"."premium_providers"("id_prov") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctors" ADD CONSTRAINT "doctors_category_id_doctor_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."doctor_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "doctor_categories_prov_idx" ON "doctor_categories" USING btree ("id_prov");--> statement-breakpoint
CREATE INDEX "doctors_prov_idx" ON "doctors" USING btree ("id_prov");
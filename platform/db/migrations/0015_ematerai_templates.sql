CREATE TABLE "ematerai_document_types" (
	"code" text PRIMARY KEY NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ematerai_templates" (
	"template_id" serial PRIMARY KEY NOT NULL,
	"provider_code" text NOT NULL,
	"document_code" text NOT NULL,
	"template_name" text NOT NULL,
	"llx" integer NOT NULL,
	"lly" integer NOT NULL,
	"urx" integer NOT NULL,
	"ury" integer NOT NULL,
	"vis_signature_page" integer DEFAULT 1 NOT NULL,
	"file_url" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "ematerai_templates_provider_idx" ON "ematerai_templates" USING btree ("provider_code","template_id");
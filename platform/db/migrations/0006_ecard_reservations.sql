CREATE TABLE "ecard_counts" (
	"project_id" text NOT NULL,
	"event" text NOT NULL,
	"payor_code" text NOT NULL,
	"corp_code" text NOT NULL,
	"day" date NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "ecard_counts_project_id_event_payor_code_corp_code_day_pk" PRIMARY KEY("project_id","event","payor_code","corp_code","day")
);
--> statement-breakpoint
CREATE TABLE "ecard_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"event" text NOT NULL,
	"card_no" text NOT NULL,
	"member_name" text DEFAULT '' NOT NULL,
	"payor_code" text NOT NULL,
	"corp_code" text DEFAULT '' NOT NULL,
	"registered_date" timestamp with time zone NOT NULL,
	"body" jsonb DEFAULT '{"claim_id":"","provider":""}'::jsonb NOT NULL,
	CONSTRAINT "ecard_logs_event_check" CHECK ("ecard_logs"."event" IN ('activation', 'transaction'))
);
--> statement-breakpoint
CREATE TABLE "ecard_payor_counts" (
	"project_id" text NOT NULL,
	"event" text NOT NULL,
	"payor_code" text NOT NULL,
	"day" date NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "ecard_payor_counts_project_id_event_payor_code_day_pk" PRIMARY KEY("project_id","event","payor_code","day")
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"card_no" text NOT NULL,
	"payor_code" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"provider_name" text DEFAULT '' NOT NULL,
	"poly_desc" text DEFAULT '' NOT NULL,
	"reservation_date" timestamp with time zone NOT NULL,
	"status" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservations_status_check" CHECK ("reservations"."status" BETWEEN 1 AND 4)
);
--> statement-breakpoint
CREATE INDEX "ecard_logs_scope_idx" ON "ecard_logs" USING btree ("project_id","event","registered_date","id");--> statement-breakpoint
CREATE INDEX "ecard_logs_payor_idx" ON "ecard_logs" USING btree ("project_id","event","payor_code","registered_date","id");--> statement-breakpoint
CREATE INDEX "ecard_logs_corp_idx" ON "ecard_logs" USING btree ("project_id","event","corp_code","registered_date","id");--> statement-breakpoint
CREATE INDEX "ecard_logs_card_idx" ON "ecard_logs" USING btree ("project_id","event","card_no");--> statement-breakpoint
CREATE INDEX "ecard_logs_member_name_trgm_idx" ON "ecard_logs" USING gin ("member_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "reservations_project_created_idx" ON "reservations" USING btree ("project_id","created_at","id");--> statement-breakpoint
CREATE INDEX "reservations_project_payor_created_idx" ON "reservations" USING btree ("project_id","payor_code","created_at","id");--> statement-breakpoint
CREATE INDEX "reservations_project_card_idx" ON "reservations" USING btree ("project_id","card_no");
CREATE TABLE "ecard_cards" (
	"project_id" text NOT NULL,
	"event" text NOT NULL,
	"card_no" text NOT NULL,
	"member_name" text NOT NULL,
	"payor_code" text NOT NULL,
	"corp_code" text NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "ecard_cards_project_id_event_card_no_member_name_payor_code_corp_code_pk" PRIMARY KEY("project_id","event","card_no","member_name","payor_code","corp_code")
);
--> statement-breakpoint
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
CREATE INDEX "ecard_cards_member_name_trgm_idx" ON "ecard_cards" USING gin ("member_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ecard_logs_scope_idx" ON "ecard_logs" USING btree ("project_id","event","registered_date","id");--> statement-breakpoint
CREATE INDEX "ecard_logs_payor_idx" ON "ecard_logs" USING btree ("project_id","event","payor_code","registered_date","id");--> statement-breakpoint
CREATE INDEX "ecard_logs_corp_idx" ON "ecard_logs" USING btree ("project_id","event","corp_code","registered_date","id");--> statement-breakpoint
CREATE INDEX "ecard_logs_card_idx" ON "ecard_logs" USING btree ("project_id","event","card_no","registered_date","id");--> statement-breakpoint
CREATE INDEX "reservations_project_created_idx" ON "reservations" USING btree ("project_id","created_at","id");--> statement-breakpoint
CREATE INDEX "reservations_project_payor_created_idx" ON "reservations" USING btree ("project_id","payor_code","created_at","id");--> statement-breakpoint
CREATE INDEX "reservations_project_card_idx" ON "reservations" USING btree ("project_id","card_no");--> statement-breakpoint
-- Keeps ecard_counts (per corporate and day), ecard_payor_counts (per payor and day) and ecard_cards
-- (per card and member name) exact: one grouped upsert per table and INSERT/UPDATE/DELETE statement on
-- ecard_logs (statement-level triggers with transition tables, as claim_counts and member_counts), so
-- bulk seeding stays fast. Days are WIB (UTC+7).
CREATE OR REPLACE FUNCTION ecard_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    INSERT INTO ecard_counts (project_id, event, payor_code, corp_code, day, n)
      SELECT project_id, event, payor_code, corp_code, ((registered_date AT TIME ZONE 'UTC') + interval '7 hours')::date, -count(*)
        FROM old_rows GROUP BY 1, 2, 3, 4, 5
      ON CONFLICT (project_id, event, payor_code, corp_code, day) DO UPDATE SET n = ecard_counts.n + EXCLUDED.n;
    INSERT INTO ecard_payor_counts (project_id, event, payor_code, day, n)
      SELECT project_id, event, payor_code, ((registered_date AT TIME ZONE 'UTC') + interval '7 hours')::date, -count(*)
        FROM old_rows GROUP BY 1, 2, 3, 4
      ON CONFLICT (project_id, event, payor_code, day) DO UPDATE SET n = ecard_payor_counts.n + EXCLUDED.n;
    INSERT INTO ecard_cards (project_id, event, card_no, member_name, payor_code, corp_code, n)
      SELECT project_id, event, card_no, member_name, payor_code, corp_code, -count(*)
        FROM old_rows GROUP BY 1, 2, 3, 4, 5, 6
      ON CONFLICT (project_id, event, card_no, member_name, payor_code, corp_code) DO UPDATE SET n = ecard_cards.n + EXCLUDED.n;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO ecard_counts (project_id, event, payor_code, corp_code, day, n)
      SELECT project_id, event, payor_code, corp_code, ((registered_date AT TIME ZONE 'UTC') + interval '7 hours')::date, count(*)
        FROM new_rows GROUP BY 1, 2, 3, 4, 5
      ON CONFLICT (project_id, event, payor_code, corp_code, day) DO UPDATE SET n = ecard_counts.n + EXCLUDED.n;
    INSERT INTO ecard_payor_counts (project_id, event, payor_code, day, n)
      SELECT project_id, event, payor_code, ((registered_date AT TIME ZONE 'UTC') + interval '7 hours')::date, count(*)
        FROM new_rows GROUP BY 1, 2, 3, 4
      ON CONFLICT (project_id, event, payor_code, day) DO UPDATE SET n = ecard_payor_counts.n + EXCLUDED.n;
    INSERT INTO ecard_cards (project_id, event, card_no, member_name, payor_code, corp_code, n)
      SELECT project_id, event, card_no, member_name, payor_code, corp_code, count(*)
        FROM new_rows GROUP BY 1, 2, 3, 4, 5, 6
      ON CONFLICT (project_id, event, card_no, member_name, payor_code, corp_code) DO UPDATE SET n = ecard_cards.n + EXCLUDED.n;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER ecard_logs_count_insert AFTER INSERT ON ecard_logs REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ecard_counts_apply();
--> statement-breakpoint
CREATE TRIGGER ecard_logs_count_update AFTER UPDATE ON ecard_logs REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ecard_counts_apply();
--> statement-breakpoint
CREATE TRIGGER ecard_logs_count_delete AFTER DELETE ON ecard_logs REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ecard_counts_apply();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ecard_counts_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM ecard_counts;
  DELETE FROM ecard_payor_counts;
  DELETE FROM ecard_cards;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER ecard_logs_count_truncate AFTER TRUNCATE ON ecard_logs FOR EACH STATEMENT EXECUTE FUNCTION ecard_counts_truncate();

CREATE TABLE "claim_counts" (
	"project_id" text NOT NULL,
	"payor_id" text NOT NULL,
	"claim_type" text NOT NULL,
	"status" smallint NOT NULL,
	"month" text NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	"incurred" bigint DEFAULT 0 NOT NULL,
	"approved" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "claim_counts_project_id_payor_id_claim_type_status_month_pk" PRIMARY KEY("project_id","payor_id","claim_type","status","month")
);
--> statement-breakpoint
CREATE TABLE "claim_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"request_id" text NOT NULL,
	"log_at" timestamp with time zone NOT NULL,
	"claim_process_status" smallint NOT NULL,
	"submission_by" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
DROP INDEX "claims_project_payor_status_idx";--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "member_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "claim_logs" ADD CONSTRAINT "claim_logs_request_id_claims_request_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."claims"("request_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "claim_logs_request_idx" ON "claim_logs" USING btree ("request_id","log_at");--> statement-breakpoint
CREATE INDEX "claims_scope_request_time_idx" ON "claims" USING btree ("project_id","payor_id","status","request_time","request_id");--> statement-breakpoint
CREATE INDEX "claims_scope_request_id_idx" ON "claims" USING btree ("project_id","payor_id","status","request_id");--> statement-breakpoint
CREATE INDEX "claims_scope_claims_id_idx" ON "claims" USING btree ("project_id","payor_id","status","claims_id","request_id");--> statement-breakpoint
CREATE INDEX "claims_scope_card_no_idx" ON "claims" USING btree ("project_id","payor_id","status","card_no","request_id");--> statement-breakpoint
CREATE INDEX "claims_scope_member_name_idx" ON "claims" USING btree ("project_id","payor_id","status","member_name","request_id");--> statement-breakpoint
CREATE INDEX "claims_scope_provider_name_idx" ON "claims" USING btree ("project_id","payor_id","status","provider_name","request_id");--> statement-breakpoint
CREATE INDEX "claims_scope_admission_date_idx" ON "claims" USING btree ("project_id","payor_id","status","admission_date","request_id");--> statement-breakpoint
CREATE INDEX "claims_scope_incurred_idx" ON "claims" USING btree ("project_id","payor_id","status","incurred","request_id");--> statement-breakpoint
CREATE INDEX "claims_scope_approved_idx" ON "claims" USING btree ("project_id","payor_id","status","approved","request_id");--> statement-breakpoint
-- Claims seeded before member_name existed take it from the insurer's member master data.
UPDATE "claims" c SET "member_name" = m."name" FROM "core_members" m WHERE m."card_no" = c."card_no" AND c."member_name" = '';
--> statement-breakpoint
-- Keeps claim_counts exact: one grouped upsert per INSERT/UPDATE/DELETE statement on claims
-- (statement-level triggers with transition tables, as member_counts), so bulk seeding stays fast.
CREATE OR REPLACE FUNCTION claim_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    INSERT INTO claim_counts (project_id, payor_id, claim_type, status, month, n, incurred, approved)
      SELECT project_id, payor_id, claim_type, status, to_char((request_time AT TIME ZONE 'UTC') + interval '7 hours', 'YYYY-MM'),
             -count(*), -coalesce(sum(incurred), 0), -coalesce(sum(approved), 0)
        FROM old_rows GROUP BY 1, 2, 3, 4, 5
      ON CONFLICT (project_id, payor_id, claim_type, status, month) DO UPDATE
        SET n = claim_counts.n + EXCLUDED.n, incurred = claim_counts.incurred + EXCLUDED.incurred, approved = claim_counts.approved + EXCLUDED.approved;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO claim_counts (project_id, payor_id, claim_type, status, month, n, incurred, approved)
      SELECT project_id, payor_id, claim_type, status, to_char((request_time AT TIME ZONE 'UTC') + interval '7 hours', 'YYYY-MM'),
             count(*), coalesce(sum(incurred), 0), coalesce(sum(approved), 0)
        FROM new_rows GROUP BY 1, 2, 3, 4, 5
      ON CONFLICT (project_id, payor_id, claim_type, status, month) DO UPDATE
        SET n = claim_counts.n + EXCLUDED.n, incurred = claim_counts.incurred + EXCLUDED.incurred, approved = claim_counts.approved + EXCLUDED.approved;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER claims_count_insert AFTER INSERT ON claims REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION claim_counts_apply();
--> statement-breakpoint
CREATE TRIGGER claims_count_update AFTER UPDATE ON claims REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION claim_counts_apply();
--> statement-breakpoint
CREATE TRIGGER claims_count_delete AFTER DELETE ON claims REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION claim_counts_apply();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION claim_counts_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM claim_counts;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER claims_count_truncate AFTER TRUNCATE ON claims FOR EACH STATEMENT EXECUTE FUNCTION claim_counts_truncate();
--> statement-breakpoint
-- claims that exist already (a database migrated after seeding)
INSERT INTO claim_counts (project_id, payor_id, claim_type, status, month, n, incurred, approved)
  SELECT project_id, payor_id, claim_type, status, to_char((request_time AT TIME ZONE 'UTC') + interval '7 hours', 'YYYY-MM'), count(*), sum(incurred), sum(approved)
    FROM claims GROUP BY 1, 2, 3, 4, 5;

-- Keeps member_counts exact: one grouped upsert per INSERT/UPDATE/DELETE statement on members
-- (statement-level triggers with transition tables), so bulk seeding stays fast.
CREATE OR REPLACE FUNCTION member_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    INSERT INTO member_counts (project_id, payor_code, is_active, n)
      SELECT project_id, payor_code, is_active, -count(*) FROM old_rows GROUP BY 1, 2, 3
      ON CONFLICT (project_id, payor_code, is_active) DO UPDATE SET n = member_counts.n + EXCLUDED.n;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO member_counts (project_id, payor_code, is_active, n)
      SELECT project_id, payor_code, is_active, count(*) FROM new_rows GROUP BY 1, 2, 3
      ON CONFLICT (project_id, payor_code, is_active) DO UPDATE SET n = member_counts.n + EXCLUDED.n;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER members_count_insert AFTER INSERT ON members REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION member_counts_apply();
--> statement-breakpoint
CREATE TRIGGER members_count_update AFTER UPDATE ON members REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION member_counts_apply();
--> statement-breakpoint
CREATE TRIGGER members_count_delete AFTER DELETE ON members REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION member_counts_apply();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION member_counts_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM member_counts;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER members_count_truncate AFTER TRUNCATE ON members FOR EACH STATEMENT EXECUTE FUNCTION member_counts_truncate();
--> statement-breakpoint
-- rows that exist already (a database migrated after seeding)
INSERT INTO member_counts (project_id, payor_code, is_active, n)
  SELECT project_id, payor_code, is_active, count(*) FROM members GROUP BY 1, 2, 3;

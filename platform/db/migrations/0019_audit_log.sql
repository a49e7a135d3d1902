CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"action" text NOT NULL,
	"username" text DEFAULT '' NOT NULL,
	"role" text DEFAULT '' NOT NULL,
	"project_id" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"request_id" text DEFAULT '' NOT NULL,
	"screen" text DEFAULT '' NOT NULL,
	"call" text DEFAULT '' NOT NULL,
	"entity" text DEFAULT '' NOT NULL,
	"record_id" text DEFAULT '' NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"prev_hash" text NOT NULL,
	"hash" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "audit_log_project_idx" ON "audit_log" USING btree ("project_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_user_idx" ON "audit_log" USING btree ("project_id","username","id");--> statement-breakpoint
CREATE INDEX "audit_log_record_idx" ON "audit_log" USING btree ("project_id","entity","record_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_screen_idx" ON "audit_log" USING btree ("project_id","screen","id");--> statement-breakpoint
CREATE INDEX "audit_log_security_idx" ON "audit_log" USING btree ("project_id","id") WHERE kind = 'security';--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING brin ("at");--> statement-breakpoint
-- Ids come from this sequence under the chain lock (audit_chain), so they follow the chain's order.
CREATE SEQUENCE "audit_log_id_seq" AS bigint OWNED BY "audit_log"."id";--> statement-breakpoint
-- What a row's hash covers: every field but the hash, in a fixed order and a fixed text form
-- (jsonb text is canonical; the time as epoch microseconds, whatever the session's TimeZone).
CREATE FUNCTION audit_row_text(r "audit_log") RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT jsonb_build_array(r.id, (extract(epoch FROM r.at) * 1000000)::bigint, r.kind, r.action, r.username, r.role, r.project_id,
    r.address, r.request_id, r.screen, r.call, r.entity, r.record_id, r.before, r.after)::text
$$;--> statement-breakpoint
CREATE FUNCTION audit_row_hash(r "audit_log") RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT encode(sha256(convert_to(r.prev_hash || audit_row_text(r), 'UTF8')), 'hex')
$$;--> statement-breakpoint
-- Each new row links to the newest one; the lock (held to the end of the transaction) keeps two
-- writers from linking to the same row.
CREATE FUNCTION audit_chain() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  prev text;
BEGIN
  PERFORM pg_advisory_xact_lock(4211736026);
  SELECT hash INTO prev FROM audit_log ORDER BY id DESC LIMIT 1;
  NEW.id := nextval('audit_log_id_seq');
  NEW.prev_hash := coalesce(prev, '');
  NEW.hash := audit_row_hash(NEW);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "audit_log_chain" BEFORE INSERT ON "audit_log" FOR EACH ROW EXECUTE FUNCTION audit_chain();--> statement-breakpoint
-- Append-only: no update, no truncate; a delete only by the retention command (npm run audit:prune),
-- which says so for its own transaction. On PostgreSQL the application role cannot even ask (below).
CREATE FUNCTION audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND current_setting('sehat.audit_retention', true) = 'on' THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = '42501';
END
$$;--> statement-breakpoint
CREATE TRIGGER "audit_log_append_only" BEFORE UPDATE OR DELETE ON "audit_log" FOR EACH ROW EXECUTE FUNCTION audit_append_only();--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log" FOR EACH STATEMENT EXECUTE FUNCTION audit_append_only();--> statement-breakpoint
-- One row per changed record of an audited table, in the change's own transaction. Who and where
-- come from the request (sehat.audit, set by services/audit.ts for the calls that write); without
-- it (the seed, migrations, the demo member's chat replies) nothing is recorded.
-- Arguments: the key columns, the secret columns (only "changed" is kept), columns whose change
-- alone is not worth a record (updated_at always).
CREATE FUNCTION audit_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ctx jsonb := current_setting('sehat.audit', true)::jsonb;
  keys text[] := string_to_array(TG_ARGV[0], ',');
  secrets text[] := string_to_array(TG_ARGV[1], ',');
  ignored text[] := string_to_array(TG_ARGV[2], ',') || ARRAY['updated_at'];
  old_row jsonb;
  new_row jsonb;
  b jsonb;
  a jsonb;
  rec_id text;
  k text;
BEGIN
  IF TG_OP <> 'INSERT' THEN old_row := to_jsonb(OLD); END IF;
  IF TG_OP <> 'DELETE' THEN new_row := to_jsonb(NEW); END IF;
  IF TG_OP = 'UPDATE' THEN
    SELECT jsonb_object_agg(o.key, o.value), jsonb_object_agg(o.key, new_row -> o.key) INTO b, a
      FROM jsonb_each(old_row) o
     WHERE o.value IS DISTINCT FROM new_row -> o.key AND NOT (o.key = ANY (ignored));
    IF b IS NULL THEN RETURN NULL; END IF;
  ELSE
    b := old_row;
    a := new_row;
  END IF;
  FOREACH k IN ARRAY secrets LOOP
    IF b ? k THEN b := b || jsonb_build_object(k, '(hidden)'); END IF;
    IF a ? k THEN a := a || jsonb_build_object(k, CASE TG_OP WHEN 'UPDATE' THEN '(changed)' ELSE '(set)' END); END IF;
  END LOOP;
  SELECT string_agg(coalesce(new_row, old_row) ->> key, '/' ORDER BY n) INTO rec_id FROM unnest(keys) WITH ORDINALITY AS u(key, n);
  INSERT INTO audit_log (kind, action, username, role, project_id, address, request_id, screen, call, entity, record_id, before, after, prev_hash, hash)
  VALUES ('change', lower(TG_OP), coalesce(ctx ->> 'username', ''), coalesce(ctx ->> 'role', ''), coalesce(ctx ->> 'project', ''),
    coalesce(ctx ->> 'address', ''), coalesce(ctx ->> 'request', ''), coalesce(ctx ->> 'screen', ''), coalesce(ctx ->> 'call', ''),
    TG_TABLE_NAME, coalesce(rec_id, ''), b, a, '', '');
  RETURN NULL;
END
$$;--> statement-breakpoint
DO $$
DECLARE
  t record;
  keys text;
BEGIN
  FOR t IN SELECT * FROM (VALUES
    ('users', 'password_hash', ''), ('contents', '', ''), ('media', '', ''), ('members', '', ''),
    ('feature_configs', '', 'updated_by'), ('premium_providers', '', ''), ('doctor_categories', '', ''), ('doctors', '', ''),
    ('ematerai_users', '', ''), ('ematerai_quotas', '', ''), ('ematerai_templates', '', ''), ('ematerai_document_types', '', ''),
    ('esign_corporates', '', ''), ('esign_members', '', ''), ('chats', '', 'last_at'), ('chat_messages', '', ''),
    ('tickets', '', ''), ('ticket_messages', '', ''), ('ecard_registrations', 'pin_hash', ''), ('ecard_logs', '', ''),
    ('sent_mails', '', '')
  ) AS v(name, secrets, ignored) LOOP
    SELECT string_agg(a.attname, ',' ORDER BY array_position(i.indkey::int2[], a.attnum)) INTO keys
      FROM pg_index i JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY (i.indkey::int2[])
     WHERE i.indrelid = t.name::regclass AND i.indisprimary;
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW '
      'WHEN (coalesce(current_setting(''sehat.audit'', true), '''') <> '''') EXECUTE FUNCTION audit_change(%L, %L, %L)',
      t.name || '_audit', t.name, keys, t.secrets, t.ignored);
  END LOOP;
END
$$;--> statement-breakpoint
-- On PostgreSQL with a separate application role (docs/operations.md), that role may only add and read.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'sehat_app') THEN
    REVOKE ALL ON "audit_log" FROM sehat_app;
    GRANT SELECT, INSERT ON "audit_log" TO sehat_app;
    GRANT USAGE ON SEQUENCE "audit_log_id_seq" TO sehat_app;
  END IF;
END
$$;

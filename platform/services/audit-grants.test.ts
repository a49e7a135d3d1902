// The audit trail cannot be edited by the application. On PostgreSQL ("postgres" project) with a
// separate application role `sehat_app`, migration 0019 leaves that role INSERT and SELECT only on
// audit_log: the database refuses its UPDATE, DELETE and TRUNCATE before any trigger runs. On PGlite
// (one superuser) the append-only trigger refuses them.
import { describe, expect, it } from "vitest";
import { embeddedMigrations } from "../db/migrations.embedded.ts";
import { createFromTemplate, withPgClient } from "../db/pg-template.ts";
import { startTestPlatform } from "../testing.ts";
import { sql } from "drizzle-orm";

const grants = embeddedMigrations.find((m) => m.tag === "0019_audit_log")!.statements.find((s) => s.includes("sehat_app"))!;
const newRecord = "INSERT INTO audit_log (id, kind, action, username, prev_hash, hash) VALUES (0, 'security', 'sign-in', 'grant-test', '', '')";

describe("audit_log is append-only for the application", () => {
  if (process.env.SEHAT_TEST_DATABASE === "postgres") {
    it("grants the application role sehat_app INSERT and SELECT only", async () => {
      const copy = await createFromTemplate(process.env.TEST_DATABASE_URL!, process.env.SEHAT_PG_TEMPLATE!);
      try {
        await withPgClient(copy.url, async (c) => {
          await c.query("DO $$ BEGIN IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'sehat_app') THEN CREATE ROLE sehat_app; END IF; END $$");
          // What the migration does when it runs where the role exists.
          await c.query(grants);
          await c.query("GRANT SELECT ON ALL TABLES IN SCHEMA public TO sehat_app");
          await c.query("SET ROLE sehat_app");
          await c.query(newRecord);
          const [mine] = (await c.query<{ n: number }>("SELECT count(*)::int AS n FROM audit_log WHERE username = 'grant-test'")).rows;
          expect(mine!.n).toBe(1);
          await expect(c.query("UPDATE audit_log SET username = 'x' WHERE username = 'grant-test'")).rejects.toThrow(/permission denied for table audit_log/);
          await expect(c.query("DELETE FROM audit_log")).rejects.toThrow(/permission denied for table audit_log/);
          await expect(c.query("TRUNCATE audit_log")).rejects.toThrow(/permission denied for table audit_log/);
          // Nor can it make the trigger let a delete through.
          await c.query("SET sehat.audit_retention = 'on'");
          await expect(c.query("DELETE FROM audit_log")).rejects.toThrow(/permission denied/);
          await c.query("RESET ROLE");
          await c.query("REVOKE ALL ON ALL TABLES IN SCHEMA public FROM sehat_app");
          await c.query("REVOKE ALL ON ALL SEQUENCES IN SCHEMA public FROM sehat_app");
        });
      } finally {
        await copy.drop();
      }
    });
  } else {
    it("refuses an update, a delete and a truncate through the platform's own connection", async () => {
      const platform = await startTestPlatform();
      try {
        await platform.db.execute(sql.raw(newRecord));
        // drizzle wraps the database's error ("Failed query: …"); its cause is PostgreSQL's message.
        const refusal = (statement: string) => platform.db.execute(sql.raw(statement)).then(() => "done", (err: Error) => String((err.cause as Error | undefined)?.message ?? err.message));
        expect(await refusal("UPDATE audit_log SET username = 'x'")).toMatch(/audit_log is append-only: UPDATE refused/);
        expect(await refusal("DELETE FROM audit_log")).toMatch(/audit_log is append-only: DELETE refused/);
        expect(await refusal("TRUNCATE audit_log")).toMatch(/audit_log is append-only: TRUNCATE refused/);
        // The retention command's switch does not open it to an update.
        const opened = platform.db.transaction(async (tx) => {
          await tx.execute(sql`SET LOCAL sehat.audit_retention = 'on'`);
          await tx.execute(sql`UPDATE audit_log SET username = 'x'`);
        });
        expect(await opened.then(() => "done", (err: Error) => String((err.cause as Error | undefined)?.message ?? err.message))).toMatch(/append-only: UPDATE refused/);
      } finally {
        await platform.close();
      }
    });
  }
});


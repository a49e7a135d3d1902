import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { openDatabase } from "./client.ts";
import { embeddedFile, renderEmbeddedMigrations } from "./embed-migrations.ts";
import { alteredTables, migrate } from "./migrate.ts";
import { embeddedMigrations } from "./migrations.embedded.ts";

describe("embedded migrations", () => {
  it("match platform/db/migrations (run `npx tsx platform/db/embed-migrations.ts` after drizzle-kit generate)", () => {
    expect(readFileSync(embeddedFile, "utf8")).toBe(renderEmbeddedMigrations());
  });

  it("analyse the tables a migration altered, so a rewritten table is planned with statistics", async () => {
    const nameLower = embeddedMigrations.find((m) => m.tag === "0009_member_name_lower")!;
    expect(alteredTables([nameLower])).toEqual(["members"]);
    const database = await openDatabase({ kind: "pglite", memory: true });
    try {
      await database.exclusive(async (conn) => {
        await migrate(conn, embeddedMigrations.filter((m) => m.when < nameLower.when));
        await conn.exec("INSERT INTO projects (project_id, name, valid_start, valid_end) VALUES ('P', 'P', '2026-01-01', '2026-12-31')");
        await conn.exec("INSERT INTO members (no_card, name, project_id, payor_code) SELECT 'C' || i, 'Nama ' || i, 'P', 'X' FROM generate_series(1, 500) i");
        await migrate(conn);
        const [stats] = await conn.query<{ n: number }>("SELECT count(*)::int AS n FROM pg_stats WHERE tablename = 'members' AND attname = 'name_lower'");
        expect(stats!.n).toBe(1);
        const [row] = await conn.query<{ name_lower: string }>("SELECT name_lower FROM members WHERE no_card = 'C7'");
        expect(row!.name_lower).toBe("nama 7");
      });
    } finally {
      await database.close();
    }
  });
});

import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { embeddedFile, renderEmbeddedMigrations } from "./embed-migrations.ts";

describe("embedded migrations", () => {
  it("match platform/db/migrations (run `npx tsx platform/db/embed-migrations.ts` after drizzle-kit generate)", () => {
    expect(readFileSync(embeddedFile, "utf8")).toBe(renderEmbeddedMigrations());
  });
});

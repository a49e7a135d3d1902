import { describe, expect, it } from "vitest";
import { claimRows, CLAIM_COLUMNS } from "./seed/claims.ts";
import { buildCoreMembers } from "./seed/core-members.ts";
import { buildCorporates } from "./seed/corporates.ts";
import { logRows } from "./seed/logs.ts";
import { MEMBER_COLUMNS, memberRows } from "./seed/members.ts";

const now = new Date("2026-03-15T08:30:00Z");

describe("demo seed generators", () => {
  it("are deterministic for a given anchor date", () => {
    const a = buildCorporates(), b = buildCorporates();
    expect(a).toEqual(b);
    const coreA = buildCoreMembers(a, now), coreB = buildCoreMembers(b, now);
    expect(coreA).toEqual(coreB);
    expect([...memberRows(0, now, a, coreA)]).toEqual([...memberRows(0, now, b, coreB)]);
    expect([...claimRows(now, coreA)].slice(0, 500)).toEqual([...claimRows(now, coreB)].slice(0, 500));
    expect([...logRows(1, now, coreA)].slice(0, 500)).toEqual([...logRows(1, now, coreB)].slice(0, 500));
  });

  it("has ≥ 150 unique corporates and unique card numbers", () => {
    const corps = buildCorporates();
    expect(corps.length).toBeGreaterThanOrEqual(160);
    expect(new Set(corps.map((c) => c.name)).size).toBe(corps.length);
    const core = buildCoreMembers(corps, now);
    expect(new Set(core.map((m) => m.card_no)).size).toBe(core.length);
    expect(core.filter((m) => m.project_id === "PRJ001").length).toBeGreaterThanOrEqual(3000);
  });

  it("has claims in every status, over a thousand each in the core project", () => {
    const corps = buildCorporates();
    const core = buildCoreMembers(corps, now);
    const statusAt = CLAIM_COLUMNS.indexOf("status"), projectAt = CLAIM_COLUMNS.indexOf("project_id"), timeAt = CLAIM_COLUMNS.indexOf("request_time");
    const counts = new Map<number, number>();
    const ids = new Set<unknown>();
    for (const row of claimRows(now, core)) {
      ids.add(row[0]);
      expect((row[timeAt] as Date).getTime()).toBeLessThanOrEqual(now.getTime());
      if (row[projectAt] === "PRJ001") counts.set(row[statusAt] as number, (counts.get(row[statusAt] as number) ?? 0) + 1);
    }
    expect([...counts.keys()].sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    for (const n of counts.values()) expect(n).toBeGreaterThan(1000);
    expect(ids.size).toBe(12300);
  });

  it("never dates a member in the future, and about 80% are active", () => {
    const corps = buildCorporates();
    const rows = [...memberRows(0, now, corps, buildCoreMembers(corps, now))];
    const at = MEMBER_COLUMNS.indexOf("created_at"), activeAt = MEMBER_COLUMNS.indexOf("is_active");
    expect(rows).toHaveLength(6000);
    expect(rows.every((r) => (r[at] as Date).getTime() <= now.getTime())).toBe(true);
    const active = rows.filter((r) => r[activeAt]).length / rows.length;
    expect(active).toBeGreaterThan(0.75);
    expect(active).toBeLessThan(0.85);
  });
});

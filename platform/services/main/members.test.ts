import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { coreMembers, memberCounts, members } from "../../db/schema.ts";
import { usePlatform } from "../../testing.ts";
import { ONLY_SUPERADMIN } from "./members.ts";

const t = usePlatform(["superadmin", "admin", "eclaim", "operator"]);

const { get, post } = t;
type M = { id: string; no_card: string; name: string; phone: string; birthdate: string; is_active: boolean; created_at: string; payor_code: string; users: { user: string; email: string }[]; policy: { name: string; card_no: string; corp_code: string }[] };

async function dbCount(project: string, payors?: string[], active?: boolean) {
  const [row] = await t.platform.db
    .select({ n: count() })
    .from(members)
    .where(and(eq(members.projectId, project), payors ? inArray(members.payorCode, payors) : undefined, active === undefined ? undefined : eq(members.isActive, active)));
  return row!.n;
}

describe("getListMember", () => {
  it("pages the project's members newest first, with users and policy lists", async () => {
    const page1 = await get("superadmin", "/api/getListMember/MOB001/?page=1&size=10");
    expect(page1.status).toBe(200);
    expect(page1.body.data.total).toBe(await dbCount("PRJ001"));
    const rows = page1.body.data.result as M[];
    expect(rows).toHaveLength(10);
    const m = rows[0]!;
    expect(Object.keys(m).sort()).toEqual(["birthdate", "created_at", "id", "is_active", "name", "no_card", "payor_code", "phone", "policy", "users"]);
    expect(m.id).toMatch(/^\d+$/);
    expect(m.birthdate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(m.users[0]).toEqual({ user: expect.stringMatching(/^[a-z.0-9]+$/), email: expect.stringContaining("@") });
    expect(m.policy[0]).toEqual({ name: expect.any(String), card_no: expect.any(String), corp_code: expect.stringMatching(/^K\d{4}$/) });
    const page2 = (await get("superadmin", "/api/getListMember/APP001/?page=2&size=10")).body.data.result as M[];
    const all = [...rows, ...page2];
    expect(new Set(all.map((r) => r.id)).size).toBe(20);
    for (let i = 1; i < all.length; i++) expect(all[i - 1]!.created_at >= all[i]!.created_at).toBe(true);
    // some accounts carry two users (a family card)
    const many = (await get("superadmin", "/api/getListMember/MOB001/?size=1000")).body.data.result as M[];
    expect(many.some((r) => r.users.length === 2 && r.policy.length === 2)).toBe(true);
  });

  it("sorts by every whitelisted key, both ways, and reads back pages from the end correctly", async () => {
    for (const [key, col] of [["no_card", members.noCard], ["name", members.name], ["phone", members.phone], ["birthdate", members.birthdate], ["is_active", members.isActive], ["created_at", members.createdAt]] as const) {
      for (const order of ["asc", "desc"] as const) {
        const dir = order === "asc" ? asc : desc;
        const total = await dbCount("PRJ001");
        expect(total / 2, "enough members for deep pages (offset ≥ 1,000)").toBeGreaterThan(1000 + 14);
        // a page at the start, one near the end (answered by walking from the other end), and deep
        // pages from either end (ids found in the index first, then the page's rows read)
        for (const page of [3, Math.ceil(total / 7) - 1, Math.floor(total / 14), Math.floor(total / 14) + 1, Math.ceil(total / 7) - 200]) {
          const res = await get("superadmin", `/api/getListMember/MOB001/?page=${page}&size=7&sort=${key}&order=${order}`);
          expect(res.status, `${key} ${order}`).toBe(200);
          const expected = await t.platform.db.select({ id: members.id }).from(members).where(eq(members.projectId, "PRJ001")).orderBy(dir(col), dir(members.id)).limit(7).offset((page - 1) * 7);
          expect((res.body.data.result as M[]).map((r) => r.id), `${key} ${order} page ${page}`).toEqual(expected.map((r) => String(r.id)));
        }
      }
    }
    // the last, partial page and a page past the end
    const total = await dbCount("PRJ001");
    const last = await get("superadmin", `/api/getListMember/MOB001/?page=${Math.ceil(total / 1000)}&size=1000&sort=name&order=asc`);
    expect(last.body.data.result).toHaveLength(total % 1000 || 1000);
    expect((await get("superadmin", `/api/getListMember/MOB001/?page=${Math.ceil(total / 1000) + 1}&size=1000`)).body.data.result).toEqual([]);
  });

  it("filters by type and searches name, card prefix and phone prefix", async () => {
    const active = await get("superadmin", "/api/getListMember/MOB001/?type=active&size=100");
    expect(active.body.data.total).toBe(await dbCount("PRJ001", undefined, true));
    expect((active.body.data.result as M[]).every((r) => r.is_active)).toBe(true);
    const inactive = await get("superadmin", "/api/getListMember/MOB001/?type=inactive&size=100");
    expect(inactive.body.data.total).toBe(await dbCount("PRJ001", undefined, false));
    expect((inactive.body.data.result as M[]).every((r) => !r.is_active)).toBe(true);

    const byName = await get("superadmin", "/api/getListMember/MOB001/?q=SANTOSO&size=1000");
    expect(byName.body.data.total).toBeGreaterThan(10);
    expect((byName.body.data.result as M[]).every((r) => r.name.toLowerCase().includes("santoso"))).toBe(true);
    const [sample] = (await get("superadmin", "/api/getListMember/MOB001/?size=1&sort=phone")).body.data.result as M[];
    const byPhone = await get("superadmin", `/api/getListMember/MOB001/?q=${sample!.phone.slice(0, 8)}&size=1000`);
    expect((byPhone.body.data.result as M[]).some((r) => r.id === sample!.id)).toBe(true);
    expect((byPhone.body.data.result as M[]).every((r) => r.phone.startsWith(sample!.phone.slice(0, 8)) || r.no_card.startsWith(sample!.phone.slice(0, 8)))).toBe(true);
    // admin's flag_access hides phone: a phone prefix must not find members for it.
    const hiddenPhone = await get("admin", `/api/getListMember/MOB001/?q=${sample!.phone.slice(0, 8)}&size=1000`);
    expect((hiddenPhone.body.data.result as M[]).some((r) => r.id === sample!.id)).toBe(false);
    const byCard = await get("superadmin", "/api/getListMember/MOB001/?q=8801&type=active&size=5");
    expect((byCard.body.data.result as M[]).every((r) => r.no_card.startsWith("8801") && r.is_active)).toBe(true);
    // wildcards are literal
    expect((await get("superadmin", "/api/getListMember/MOB001/?q=%25")).body.data.total).toBe(0);
    expect((await get("superadmin", "/api/getListMember/MOB001/?q=_")).body.data.total).toBe(0);
  });

  it("scopes to the caller's project and payors (eclaim: P001; operator: P007/P008)", async () => {
    const p001 = await dbCount("PRJ001", ["P001"]);
    const byWhitelabel = await get("eclaim", "/api/getListMember/P001/?size=1000");
    expect(byWhitelabel.body.data.total).toBe(p001);
    expect((byWhitelabel.body.data.result as M[]).every((r) => r.payor_code === "P001")).toBe(true);
    const byMobile = await get("eclaim", "/api/getListMember/MOB001/?size=1000&sort=name");
    expect(byMobile.body.data.total).toBe(p001);
    expect((byMobile.body.data.result as M[]).every((r) => r.payor_code === "P001")).toBe(true);
    expect((await get("eclaim", "/api/getListMember/P002/")).status).toBe(404);
    expect((await get("eclaim", "/api/getListMember/MOB002/")).status).toBe(404);

    const operator = await get("operator", "/api/getListMember/MOB002/?size=1000&type=inactive");
    expect(operator.body.data.total).toBe(await dbCount("PRJ002", ["P007", "P008"], false));
    expect((operator.body.data.result as M[]).every((r) => ["P007", "P008"].includes(r.payor_code) && !r.is_active)).toBe(true);
    expect((await get("operator", "/api/getListMember/MOB001/")).status).toBe(404);
    expect((await get("operator", "/api/getListMember/P001/")).status).toBe(404);
    expect((await get("superadmin", "/api/getListMember/P002/?size=3")).body.data.result.every((r: M) => r.payor_code === "P002")).toBe(true);
  });

  it("answers 400 for bad query values", async () => {
    for (const q of ["sort=email", "sort=id;drop", "order=up", "type=pending", "size=1001", "size=0", "page=0", "page=-1", `q=${"a".repeat(101)}`]) {
      const res = await get("superadmin", `/api/getListMember/MOB001/?${q}`);
      expect(res.status, q).toBe(400);
      expect(res.body.message, q).toMatch(/^Invalid request: /);
    }
    expect((await get("superadmin", "/api/getListMember/MOB001/?sort=email")).body.message).toMatch(/sort: must be one of no_card, name, phone, birthdate, is_active, created_at/);
  });
});

describe("deleteAccounts", () => {
  it("is refused for anyone but a superadmin (400, not 403), and done for a superadmin", async () => {
    const [m] = (await get("superadmin", "/api/getListMember/MOB001/?size=1&type=inactive")).body.data.result as M[];
    const body = { appid: "APP001", memberId: m!.id, nocard: m!.no_card };
    const before = (await get("superadmin", "/api/getListMember/MOB001/?size=1")).body.data.total;
    const byAdmin = await post("admin", "/api/deleteAccounts", body);
    expect(byAdmin.status).toBe(400);
    expect(byAdmin.body).toEqual({ code: 400, message: ONLY_SUPERADMIN });
    expect((await post("eclaim", "/api/deleteAccounts", body)).body.message).toBe(ONLY_SUPERADMIN);

    expect((await post("superadmin", "/api/deleteAccounts", { ...body, nocard: "8800000000000000" })).status).toBe(404);
    const done = await post("superadmin", "/api/deleteAccounts", body);
    expect(done.body).toEqual({ code: 200, message: "Delete Account Success" });
    expect((await post("superadmin", "/api/deleteAccounts", body)).status).toBe(404);
    // totals (kept by triggers) follow
    expect((await get("superadmin", "/api/getListMember/MOB001/?size=1")).body.data.total).toBe(before - 1);
    expect((await get("superadmin", "/api/getListMember/MOB001/?size=1&type=inactive")).body.data.total).toBe(await dbCount("PRJ001", undefined, false));
    const [sum] = await t.platform.db.select({ n: sql<number>`sum(${memberCounts.n})::int` }).from(memberCounts);
    const [all] = await t.platform.db.select({ n: count() }).from(members);
    expect(sum!.n).toBe(all!.n);
  });

  it("answers 400 for bad bodies and 404 for another app", async () => {
    expect((await post("superadmin", "/api/deleteAccounts", { appid: "APP001", memberId: "x", nocard: "1" })).status).toBe(400);
    expect((await post("superadmin", "/api/deleteAccounts", { appid: "APP001", memberId: 1 })).body.message).toMatch(/nocard: is required/);
    expect((await post("superadmin", "/api/deleteAccounts", { appid: "APP002", memberId: 1, nocard: "1" })).status).toBe(404);
  });
});

describe("getListCoreMember", () => {
  type C = { card_no: string; name: string; gender: string; member_type: string; member_since: string; payor_code: string; corp_code: string; member_id: string; policy_no: string };

  it("filters by type, gender and corporate, for every payor or one", async () => {
    const all = await get("superadmin", "/api/getListCoreMember/PRJ001/*/?size=1");
    const [total] = await t.platform.db.select({ n: count() }).from(coreMembers).where(eq(coreMembers.projectId, "PRJ001"));
    expect(all.body.data.total).toBe(total!.n);
    expect(Object.keys(all.body.data.result[0]).sort()).toEqual(["card_no", "corp_code", "gender", "member_id", "member_since", "member_type", "name", "payor_code", "policy_no"]);

    const filtered = await get("superadmin", "/api/getListCoreMember/PRJ001/P002/?type=D&gender=F&size=1000");
    const rows = filtered.body.data.result as C[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.payor_code === "P002" && r.member_type === "D" && r.gender === "F")).toBe(true);
    const corp = rows[0]!.corp_code;
    const byCorp = await get("superadmin", `/api/getListCoreMember/PRJ001/*/?corp_code=${corp}&size=1000`);
    expect((byCorp.body.data.result as C[]).every((r) => r.corp_code === corp)).toBe(true);
    const [n] = await t.platform.db.select({ n: count() }).from(coreMembers).where(eq(coreMembers.corpCode, corp));
    expect(byCorp.body.data.total).toBe(n!.n);

    const sorted = (await get("superadmin", "/api/getListCoreMember/PRJ001/*/?sort=member_since&order=desc&size=50")).body.data.result as C[];
    for (let i = 1; i < sorted.length; i++) expect(sorted[i - 1]!.member_since >= sorted[i]!.member_since).toBe(true);
    const byName = (await get("superadmin", "/api/getListCoreMember/PRJ001/*/?q=sinaga&size=50")).body.data.result as C[];
    expect(byName.every((r) => r.name.toLowerCase().includes("sinaga"))).toBe(true);
  });

  it("scopes to the caller's payors", async () => {
    const eclaim = await get("eclaim", "/api/getListCoreMember/PRJ001/*/?size=1000");
    expect((eclaim.body.data.result as C[]).every((r) => r.payor_code === "P001")).toBe(true);
    expect((await get("eclaim", "/api/getListCoreMember/PRJ001/P002/")).status).toBe(404);
    expect((await get("operator", "/api/getListCoreMember/PRJ001/*/")).status).toBe(404);
    // The core member list is not among the operator's screens (SPEC §6: its menu holds news and members).
    expect((await get("operator", "/api/getListCoreMember/PRJ002/P007/?size=5")).body).toMatchObject({ code: 404, reason: "forbidden" });
  });

  it("answers 400 for bad filters", async () => {
    for (const q of ["gender=X", "type=Q", "sort=phone", "corp_code=K%20001", "size=5000", "order=sideways"]) {
      expect((await get("superadmin", `/api/getListCoreMember/PRJ001/*/?${q}`)).status, q).toBe(400);
    }
  });
});

describe("post/corporate search", () => {
  it("searches name or code, limits, and counts the total", async () => {
    const all = await post("superadmin", "/api/post/corporate/APP001/PRJ001", { payercode: ["*"] });
    expect(all.body.total).toBe(all.body.data.length);
    expect(all.body.total).toBe(160);
    const limited = await post("superadmin", "/api/post/corporate/APP001/PRJ001", { payercode: ["*"], limit: 20 });
    expect(limited.body.data).toHaveLength(20);
    expect(limited.body.total).toBe(160);
    const byName = await post("superadmin", "/api/post/corporate/APP001/PRJ001", { payercode: ["*"], q: "SUMBER" });
    expect(byName.body.total).toBeGreaterThan(0);
    expect(byName.body.data.every((c: { name: string }) => c.name.toLowerCase().includes("sumber"))).toBe(true);
    const byCode = await post("superadmin", "/api/post/corporate/APP001/PRJ001", { payercode: ["*"], q: "k001" });
    expect(byCode.body.data.length).toBeGreaterThan(3);
    expect(byCode.body.data.every((c: { corp_code: string }) => c.corp_code.startsWith("K001"))).toBe(true);
    const eclaim = await post("eclaim", "/api/post/corporate/APP001/PRJ001", { payercode: ["*"], q: "a", limit: 5 });
    expect(eclaim.body.data.every((c: { payor_code: string }) => c.payor_code === "P001")).toBe(true);
    expect((await post("superadmin", "/api/post/corporate/APP001/PRJ001", { payercode: ["*"], limit: 201 })).status).toBe(400);
    expect((await post("superadmin", "/api/post/corporate/APP001/PRJ001", { payercode: ["*"], limit: "10" })).status).toBe(400);
    expect((await post("superadmin", "/api/post/corporate/APP001/PRJ001", { payercode: ["*"], q: "x".repeat(101) })).status).toBe(400);
  });
});

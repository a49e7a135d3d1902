import { and, count, desc, eq, sql, type SQL } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { reservations, users } from "../../db/schema.ts";
import { CSV_EDGE_MEMBERS } from "../../db/seed/ecard.ts";
import { login, usePlatform } from "../../testing.ts";

// admin sees every payor of PRJ001. Reservations are for superadmin/admin or menu key "reservation"
// (services/rules.ts): p001 (role "cs", payor P001) and mitra (PRJ002, no reservations there) are made here.
const t = usePlatform(["admin", "eclaim"]);
beforeAll(async () => {
  for (const [username, like, changes] of [
    ["p001", "eclaim", { role: "cs", menuActive: ["reservation"], payorCode: "P001" }],
    ["mitra", "operator", { menuActive: ["reservation"] }],
  ] as const) {
    const [row] = await t.platform.db.select().from(users).where(eq(users.username, like));
    await t.platform.db.insert(users).values({ ...row!, username, ...changes, menuActive: [...changes.menuActive] });
    t.tokens[username] = await login(t.platform, username);
  }
});
const { get } = t;

type Item = { id: string; data: { card_no: string; payor_code: string; email: string; name: string; provider_name: string; poly_desc: string; reservation_date: string; status: number } };
type Page = { total: number; result: Item[]; next: string | null };

const list = (user: string, qs: string, project = "PRJ001") => get<{ code: number; message: string; reason?: string; data: Page }>(user, `/api/getListReservation/${project}/?${qs}`);

async function dbIds(where: SQL | undefined) {
  const rows = await t.platform.db.select({ id: reservations.id }).from(reservations).where(and(eq(reservations.projectId, "PRJ001"), where)).orderBy(desc(reservations.createdAt), desc(reservations.id));
  return rows.map((r) => String(r.id));
}

describe("getListReservation", () => {
  it("pages newest first by page number; the pages join into the database order", async () => {
    const expected = await dbIds(undefined);
    expect(expected.length).toBeGreaterThan(3900);
    const first = (await list("admin", "size=10")).body.data;
    expect(first.total).toBe(expected.length);
    expect(first.result.map((r) => r.id)).toEqual(expected.slice(0, 10));
    expect(first.next).not.toBeNull();
    const ids: string[] = [];
    for (let page = 1; page <= Math.ceil(expected.length / 1000); page++) ids.push(...(await list("admin", `size=1000&page=${page}`)).body.data.result.map((r) => r.id));
    expect(ids).toEqual(expected);
    // pages past the middle are read from the other end: the same rows, and a cursor that reads on
    const lastPage = Math.ceil(expected.length / 10);
    const last = (await list("admin", `size=10&page=${lastPage}`)).body.data;
    expect(last.result.map((r) => r.id)).toEqual(expected.slice((lastPage - 1) * 10));
    expect(last.next).toBeNull();
    const before = (await list("admin", `size=10&page=${lastPage - 1}`)).body.data;
    expect(before.result.map((r) => r.id)).toEqual(expected.slice((lastPage - 2) * 10, (lastPage - 1) * 10));
    expect((await list("admin", `size=10&after=${before.next}`)).body.data.result.map((r) => r.id)).toEqual(expected.slice((lastPage - 1) * 10, lastPage * 10));
    const past = (await list("admin", `size=1000&page=${Math.ceil(expected.length / 1000) + 1}`)).body.data;
    expect(past).toEqual({ total: expected.length, result: [], next: null });
    const row = first.result[0]!;
    expect(row.data.reservation_date).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect([1, 2, 3, 4]).toContain(row.data.status);
  });

  it("follows the keyset cursor (the export) without gaps or repeats; after wins over page", async () => {
    const expected = await dbIds(undefined);
    const ids: string[] = [];
    let page = (await list("admin", "size=500")).body.data;
    ids.push(...page.result.map((r) => r.id));
    while (page.next) {
      page = (await list("admin", `size=500&page=7&after=${page.next}`)).body.data;
      ids.push(...page.result.map((r) => r.id));
    }
    expect(ids).toEqual(expected);
    const all = (await list("admin", "size=5000")).body.data;
    expect(all.result).toHaveLength(expected.length);
    expect(all.next).toBeNull();
  });

  it("searches by card number prefix and keeps a P001 account to P001", async () => {
    const [sample] = await t.platform.db.select({ card: reservations.cardNo }).from(reservations).where(eq(reservations.payorCode, "P002")).limit(1);
    const prefix = sample!.card.slice(0, 10);
    const found = (await list("admin", `q=${prefix}&size=1000`)).body.data;
    const [n] = await t.platform.db.select({ n: count() }).from(reservations).where(sql`${reservations.cardNo} LIKE ${`${prefix}%`}`);
    expect(found.total).toBe(n!.n);
    expect(found.result.every((r) => r.data.card_no.startsWith(prefix))).toBe(true);

    const mine = (await list("p001", "size=1000")).body.data;
    expect(mine.total).toBe((await dbIds(eq(reservations.payorCode, "P001"))).length);
    expect(mine.result.every((r) => r.data.payor_code === "P001")).toBe(true);
    expect((await list("p001", `q=${prefix}`)).body.data.total).toBe(0);
  });

  it("holds every status and the CSV edge members", async () => {
    const statuses = await t.platform.db.select({ status: reservations.status, n: count() }).from(reservations).groupBy(reservations.status).orderBy(reservations.status);
    expect(statuses.map((s) => s.status)).toEqual([1, 2, 3, 4]);
    for (const s of statuses) expect(s.n).toBeGreaterThan(300);
    const names = new Set((await list("p001", "size=5000")).body.data.result.map((r) => r.data.name));
    for (const m of CSV_EDGE_MEMBERS) expect(names.has(m.name), m.name).toBe(true);
  });

  it("is for the core project only, and refuses bad parameters with 400", async () => {
    expect((await list("mitra", "", "PRJ002")).status).toBe(404);
    expect((await list("admin", "", "PRJ002")).status).toBe(404);
    expect((await list("eclaim", "")).body).toMatchObject({ code: 404, reason: "forbidden" });
    for (const qs of ["size=30", "size=0", "page=0", "page=x", `q=${"8".repeat(41)}`]) expect((await list("admin", qs)).status, qs).toBe(400);
    const bad = await list("admin", "after=yesterday");
    expect(bad.status).toBe(400);
    expect(bad.body.reason).toBe("invalid");
  });
});

import { and, asc, count, countDistinct, desc, eq, gte, inArray, lt, sql, type SQL } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { corporates, ecardLogs, users } from "../../db/schema.ts";
import { CSV_EDGE_MEMBERS } from "../../db/seed/ecard.ts";
import { hmacHex } from "../../lib/crypto.ts";
import { DAY_MS, wibDate, wibMidnight, WIB_OFFSET_MS } from "../../lib/time.ts";
import { call, login, usePlatform } from "../../testing.ts";
import { decodeCursor, encodeCursor, positionInstant, SEARCH_COUNT_CAP } from "./ecard.ts";

// admin and superadmin see every payor of PRJ001. The e-card calls are for superadmin/admin or menu
// key "ecard" (services/rules.ts), so the payor-scoped accounts are made here: p001 (role "cs", menu
// ecard, payor P001), p1p3 (P001,P003) and mitra (PRJ002, whose app has no m0014).
const t = usePlatform(["superadmin", "admin", "eclaim"], { gatewayKey: "test-gateway-key" });

async function addUser(username: string, like: string, changes: Partial<typeof users.$inferInsert>) {
  const [row] = await t.platform.db.select().from(users).where(eq(users.username, like));
  await t.platform.db.insert(users).values({ ...row!, username, ...changes });
  t.tokens[username] = await login(t.platform, username);
}
beforeAll(async () => {
  await addUser("p001", "eclaim", { role: "cs", menuActive: ["ecard"], payorCode: "P001" });
  await addUser("p1p3", "eclaim", { role: "cs", menuActive: ["ecard"], payorCode: "P001,P003" });
  await addUser("mitra", "operator", { menuActive: ["ecard"] });
});
const { get, post } = t;

type Log = { id: string; card_no: string; member_name: string; payor_code: string; corp_code: string; registered_date: string; event: string; body: { claim_id: string; provider: string } };
type Page = { total: number; total_exact: boolean; result: Log[]; next: string | null; prev: string | null };

const list = (user: string, qs: string, project = "PRJ001") => get<{ code: number; message: string; reason?: string; data: Page }>(user, `/api/getListEcard/${project}/?${qs}`);

const dayStart = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - WIB_OFFSET_MS);
const today = () => wibDate(new Date());
const daysBack = (n: number) => wibDate(new Date(wibMidnight(new Date()).getTime() - n * DAY_MS));

/** ids the database holds for a filter, in (registered_date, id) order. */
async function dbIds(where: SQL | undefined, order: "asc" | "desc") {
  const dir = order === "asc" ? asc : desc;
  const rows = await t.platform.db.select({ id: ecardLogs.id }).from(ecardLogs).where(where).orderBy(dir(ecardLogs.registeredDate), dir(ecardLogs.id));
  return rows.map((r) => String(r.id));
}

async function dbCount(where: SQL | undefined) {
  const [row] = await t.platform.db.select({ n: count() }).from(ecardLogs).where(where);
  return row!.n;
}

const scope = (event: string, ...more: (SQL | undefined)[]) => and(eq(ecardLogs.projectId, "PRJ001"), eq(ecardLogs.event, event), ...more);
const between = (from: string, to: string) => and(gte(ecardLogs.registeredDate, dayStart(from)), lt(ecardLogs.registeredDate, new Date(dayStart(to).getTime() + DAY_MS)));

/** Follows next from the first page, then prev back from the last; returns the ids both ways. */
async function walk(user: string, qs: string) {
  const forward: string[][] = [];
  const cursors: (string | null)[] = [];
  let page = (await list(user, qs)).body.data;
  expect(page.prev).toBeNull();
  forward.push(page.result.map((r) => r.id));
  while (page.next) {
    cursors.push(page.next);
    page = (await list(user, `${qs}&after=${encodeURIComponent(page.next)}`)).body.data;
    expect(page.prev).not.toBeNull();
    forward.push(page.result.map((r) => r.id));
  }
  // back from the last page: each prev page is exactly the page before it
  const backward: string[][] = [page.result.map((r) => r.id)];
  while (page.prev) {
    page = (await list(user, `${qs}&before=${encodeURIComponent(page.prev)}`)).body.data;
    expect(page.next).not.toBeNull();
    backward.unshift(page.result.map((r) => r.id));
  }
  return { forward, backward, total: page.total };
}

describe("getListEcard: keyset pages", () => {
  it("pages newest first and oldest first; next and prev join without gaps or repeats, as the database orders them", async () => {
    const from = daysBack(45);
    const to = today();
    for (const order of ["desc", "asc"] as const) {
      const qs = `event=activation&payor_code=P002&start_date=${from}&end_date=${to}&size=50&order=${order}`;
      const expected = await dbIds(scope("activation", eq(ecardLogs.payorCode, "P002"), between(from, to)), order);
      expect(expected.length).toBeGreaterThan(150);
      const { forward, backward, total } = await walk("admin", qs);
      expect(forward.flat()).toEqual(expected);
      expect(backward).toEqual(forward);
      expect(total).toBe(expected.length);
      expect(forward.slice(0, -1).every((p) => p.length === 50)).toBe(true);
    }
  });

  it("reads a whole event in pages of 5,000 (the export) and the last page by the other order", async () => {
    const expected = await dbIds(scope("transaction"), "asc");
    const { forward } = await walk("admin", "event=transaction&size=5000&order=asc");
    expect(forward.flat()).toEqual(expected);
    const newest = (await list("admin", "event=transaction&size=10")).body.data;
    expect(newest.result.map((r) => r.id)).toEqual(expected.slice(-10).reverse());
    expect(newest.total).toBe(expected.length);
    expect(newest.total_exact).toBe(true);
  });

  it("merges several payors of a caller who sees some of the project's payors", async () => {
    const token = t.tokens.p1p3;
    const from = daysBack(20);
    const qs = `event=transaction&start_date=${from}&end_date=${today()}&size=40`;
    const expected = await dbIds(scope("transaction", inArray(ecardLogs.payorCode, ["P001", "P003"]), between(from, today())), "desc");
    const pages: string[] = [];
    let next: string | null = null;
    do {
      const res: { status: number; body: { data: Page } } = await call<{ data: Page }>(t.platform, "GET", `/api/getListEcard/PRJ001/?${qs}${next ? `&after=${next}` : ""}`, { token });
      expect(res.status).toBe(200);
      expect(res.body.data.total).toBe(expected.length);
      pages.push(...res.body.data.result.map((r) => r.id));
      next = res.body.data.next;
    } while (next);
    expect(pages).toEqual(expected);
  });

  it("pages exactly over rows written with microsecond times, and refuses cursors that are not positions", async () => {
    const at = new Date(Date.now() - 3 * 3600_000);
    // four rows in one millisecond (µs apart), written by PostgreSQL
    const inserted = await t.platform.db
      .insert(ecardLogs)
      .values([1, 2, 3, 4].map((i) => ({ projectId: "PRJ001", event: "activation", cardNo: `7777000000000${i}`, memberName: "Uji Mikrodetik", payorCode: "P004", corpCode: "", registeredDate: sql`${at.toISOString()}::timestamptz + ${`${i} microseconds`}::interval` as unknown as Date })))
      .returning({ id: ecardLogs.id });
    try {
      const qs = "event=activation&q=77770000&size=1&order=asc";
      const { forward } = await walk("admin", qs);
      expect(forward.flat()).toEqual(inserted.map((r) => String(r.id)));
    } finally {
      await t.platform.db.delete(ecardLogs).where(inArray(ecardLogs.id, inserted.map((r) => r.id)));
    }
    expect(positionInstant({ us: 1_780_000_000_123_456, id: 1 })).toBe("2026-05-28T20:26:40.123456Z");
    expect(decodeCursor("after", encodeCursor({ us: 5, id: 7 }))).toEqual({ us: 5, id: 7 });
    for (const bad of ["x", "1.2.3", "-1.2", "1e5.2", "99999999999999999.1", "1.", ".1", "1,2"]) {
      const res = await list("admin", `event=activation&after=${encodeURIComponent(bad)}`);
      expect(res.status, bad).toBe(400);
      expect(res.body.reason).toBe("invalid");
    }
    expect((await list("admin", "event=activation&after=1.1&before=1.1")).status).toBe(400);
  });

  it("answers an empty page after the last row with a way back", async () => {
    const last = (await list("admin", "event=activation&order=asc&size=1")).body.data.result[0]!;
    // "after" the oldest row in newest-first order: nothing
    const cursor = encodeCursor({ us: Date.parse(last.registered_date) * 1000, id: Number(last.id) });
    const empty = (await list("admin", `event=activation&after=${cursor}&size=5`)).body.data;
    expect(empty.result).toEqual([]);
    expect(empty.next).toBeNull();
    const back = (await list("admin", `event=activation&before=${empty.prev}&size=5`)).body.data;
    expect(back.result.at(-1)!.id).toBe(last.id);
  });
});

describe("getListEcard: filters and totals", () => {
  it("filters by payor, corporate, dates, card prefix and name; totals equal count(*)", async () => {
    const [corp] = await t.platform.db
      .select({ code: ecardLogs.corpCode, n: count() })
      .from(ecardLogs)
      .where(scope("transaction", eq(ecardLogs.payorCode, "P003")))
      .groupBy(ecardLogs.corpCode)
      .orderBy(desc(count()))
      .limit(1);
    const byCorp = (await list("admin", `event=transaction&corp_code=${corp!.code}&size=500`)).body.data;
    expect(byCorp.total).toBe(corp!.n);
    expect(byCorp.result.every((r) => r.corp_code === corp!.code && r.payor_code === "P003" && r.event === "transaction")).toBe(true);
    for (const r of byCorp.result) {
      expect(r.body.claim_id).toMatch(/^CLM\d{9}$/);
      expect(r.body.provider).not.toBe("");
    }
    // payor and corporate of another payor: nothing
    expect((await list("admin", `event=transaction&corp_code=${corp!.code}&payor_code=P001`)).body.data).toMatchObject({ total: 0, result: [], next: null, prev: null });

    const from = daysBack(10), to = daysBack(3);
    const dated = (await list("admin", `event=activation&start_date=${from}&end_date=${to}&size=5000`)).body.data;
    expect(dated.total).toBe(await dbCount(scope("activation", between(from, to))));
    expect(dated.result.length).toBe(dated.total);
    for (const r of dated.result) {
      expect(wibDate(new Date(r.registered_date)) >= from && wibDate(new Date(r.registered_date)) <= to).toBe(true);
      expect(r.body).toEqual({ claim_id: "", provider: "" });
    }

    const card = byCorp.result[0]!.card_no;
    const prefix = card.slice(0, 9);
    const byCard = (await list("admin", `event=transaction&q=${prefix}&size=5000`)).body.data;
    expect(byCard.total).toBe(await dbCount(scope("transaction", sql`${ecardLogs.cardNo} LIKE ${`${prefix}%`}`)));
    expect(byCard.result.every((r) => r.card_no.startsWith(prefix))).toBe(true);
    expect(byCard.total_exact).toBe(true);

    const name = byCorp.result[0]!.member_name.split(" ").at(-1)!.toLowerCase();
    const byName = (await list("admin", `event=transaction&payor_code=P003&q=${encodeURIComponent(name.toUpperCase())}&size=5000`)).body.data;
    const nameCount = await dbCount(scope("transaction", eq(ecardLogs.payorCode, "P003"), sql`${ecardLogs.memberName} ILIKE ${`%${name}%`}`));
    expect(byName).toMatchObject({ total: nameCount, total_exact: true });
    expect(byName.result.every((r) => r.member_name.toLowerCase().includes(name))).toBe(true);
    // % and _ are literal
    expect((await list("admin", "event=transaction&q=%25")).body.data.total).toBe(0);
  });

  it("counts a search exactly over all time, and up to 10,000 within dates (total_exact false beyond)", async () => {
    const matching = await dbCount(scope("transaction", sql`${ecardLogs.memberName} ILIKE '%a%'`));
    expect(matching).toBeGreaterThan(SEARCH_COUNT_CAP);
    const allTime = (await list("admin", "event=transaction&q=a&size=5")).body.data;
    expect(allTime).toMatchObject({ total: matching, total_exact: true });
    const dated = (await list("admin", `event=transaction&q=a&size=5&start_date=${daysBack(365)}&end_date=${today()}`)).body.data;
    expect(dated).toMatchObject({ total: SEARCH_COUNT_CAP, total_exact: false });
    expect(dated.result).toHaveLength(5);
    expect(dated.next).not.toBeNull();
    const from = daysBack(20);
    const few = (await list("admin", `event=transaction&q=siti&start_date=${from}&end_date=${today()}`)).body.data;
    expect(few).toMatchObject({ total: await dbCount(scope("transaction", between(from, today()), sql`${ecardLogs.memberName} ILIKE '%siti%'`)), total_exact: true });
  });

  it("finds one- and two-letter names, rare or common, exactly", async () => {
    for (const [q, payor] of [["xq", ""], ["ah", "P006"], ["zu", ""], ["é", "P001"], ["i", "P004"]] as const) {
      const res = (await list("admin", `event=activation&q=${encodeURIComponent(q)}&size=5000${payor ? `&payor_code=${payor}` : ""}`)).body.data;
      const expected = await dbIds(scope("activation", payor ? eq(ecardLogs.payorCode, payor) : undefined, sql`${ecardLogs.memberName} ILIKE ${`%${q}%`}`), "desc");
      expect(res.total, q).toBe(expected.length);
      expect(res.result.map((r) => r.id), q).toEqual(expected.slice(0, 5000));
    }
  });

  it("keeps totals and the daily counts exact through inserts and deletes (triggers)", async () => {
    const qs = "event=transaction&payor_code=P005";
    const before = (await list("admin", qs)).body.data.total;
    expect(before).toBe(await dbCount(scope("transaction", eq(ecardLogs.payorCode, "P005"))));
    const [corp] = await t.platform.db.select({ code: corporates.corpCode }).from(corporates).where(eq(corporates.payorCode, "P005")).limit(1);
    const chart = async () => (await post("admin", "/api/getCollectionLog", { collection: "ecard_log", event: "transaction", filter: { corp_code: corp!.code } })).body.data;
    const chartBefore = await chart();
    const inserted = await t.platform.db
      .insert(ecardLogs)
      .values([0, 1, 2].map((i) => ({ projectId: "PRJ001", event: "transaction", cardNo: `66660000000000${i}`, memberName: "Uji Pemicu", payorCode: "P005", corpCode: corp!.code, registeredDate: new Date(), body: { claim_id: `CLM99999999${i}`, provider: "RS Uji" } })))
      .returning({ id: ecardLogs.id });
    expect((await list("admin", qs)).body.data.total).toBe(before + 3);
    expect((await list("admin", "event=transaction&q=uji%20pemicu")).body.data.total).toBe(3);
    expect((await list("admin", "event=transaction&q=66660000000000")).body.data.result).toHaveLength(3);
    const chartAfter = await chart();
    expect(chartAfter.total).toBe(chartBefore.total + 3);
    expect(chartAfter.byDay.at(-1).total).toBe(chartBefore.byDay.at(-1).total + 3);
    // an update moving a row to another payor moves it between totals
    await t.platform.db.update(ecardLogs).set({ payorCode: "P006" }).where(eq(ecardLogs.id, inserted[0]!.id));
    expect((await list("admin", qs)).body.data.total).toBe(before + 2);
    expect((await list("admin", "event=transaction&payor_code=P006&q=uji%20pemicu")).body.data.total).toBe(1);
    await t.platform.db.update(ecardLogs).set({ memberName: "Uji Ganti Nama" }).where(eq(ecardLogs.id, inserted[1]!.id));
    expect((await list("admin", "event=transaction&q=uji%20pemicu")).body.data.result).toHaveLength(2);
    expect((await list("admin", "event=transaction&q=ganti%20nama")).body.data).toMatchObject({ total: 1, result: [{ card_no: "666600000000001" }] });
    await t.platform.db.delete(ecardLogs).where(inArray(ecardLogs.id, inserted.map((r) => r.id)));
    expect((await list("admin", qs)).body.data.total).toBe(before);
    expect((await chart()).total).toBe(chartBefore.total);
    expect((await list("admin", "event=transaction&q=uji")).body.data.total).toBe(0);
  });
});

describe("getListEcard: scope and refusals", () => {
  it("keeps a P001 account to P001, with other_payor / unknown refusals (never 401/403)", async () => {
    const mine = (await list("p001", "event=activation&size=200")).body.data;
    expect(mine.total).toBe(await dbCount(scope("activation", eq(ecardLogs.payorCode, "P001"))));
    expect(mine.result.every((r) => r.payor_code === "P001")).toBe(true);
    expect((await list("p001", "event=activation&payor_code=P002")).body).toMatchObject({ code: 404, reason: "other_payor" });
    expect((await list("p001", "event=activation&payor_code=P999")).body).toMatchObject({ code: 404, reason: "unknown" });
    expect((await list("p001", "event=activation&payor_code=P007")).body).toMatchObject({ code: 404, reason: "unknown" });
    const [p002] = await t.platform.db.select({ code: corporates.corpCode }).from(corporates).where(eq(corporates.payorCode, "P002")).limit(1);
    const [p007] = await t.platform.db.select({ code: corporates.corpCode }).from(corporates).where(eq(corporates.payorCode, "P007")).limit(1);
    expect((await list("p001", `event=activation&corp_code=${p002!.code}`)).body).toMatchObject({ code: 404, reason: "other_payor" });
    expect((await list("admin", `event=activation&corp_code=${p007!.code}`)).body).toMatchObject({ code: 404, reason: "unknown" });
    expect((await list("admin", "event=activation&corp_code=K9999")).body).toMatchObject({ code: 404, reason: "unknown" });
    expect((await list("admin", "event=activation", "PRJ002")).status).toBe(404);
  });

  it("needs the app's e-card feature (m0014): PRJ002's app has none; the eclaim role is not an e-card one", async () => {
    const res = await list("mitra", "event=activation", "PRJ002");
    expect(res.status).toBe(404);
    expect(res.body.message).toContain("m0014");
    expect((await post("mitra", "/api/getCollectionLog", { collection: "ecard_log", event: "activation" })).status).toBe(404);
    expect((await list("eclaim", "event=activation")).body).toMatchObject({ code: 404, reason: "forbidden" });
  });

  it("refuses bad parameters with 400 naming the field", async () => {
    const cases: [string, RegExp | string][] = [
      ["", /event/],
      ["event=register", /event/],
      ["event=activation&size=0", /size/],
      ["event=activation&size=5001", /size/],
      ["event=activation&order=up", /order/],
      [`event=activation&q=${"x".repeat(101)}`, /q/],
      ["event=activation&start_date=2026-01-01", /end_date/],
      ["event=activation&end_date=2026-01-01", /start_date/],
      ["event=activation&start_date=2026-02-30&end_date=2026-03-01", /start_date/],
      ["event=activation&start_date=01-01-2026&end_date=2026-03-01", /start_date/],
      ["event=activation&start_date=2026-03-02&end_date=2026-03-01", "Tanggal akhir harus sesudah tanggal awal."],
      ["event=activation&start_date=2025-01-01&end_date=2026-01-02", "Rentang tanggal maksimal 366 hari."],
      ["event=activation&payor_code=P%27x", /payor_code/],
    ];
    for (const [qs, message] of cases) {
      const res = await list("admin", qs);
      expect(res.status, qs).toBe(400);
      if (typeof message === "string") expect(res.body.message, qs).toBe(message);
      else expect(res.body.message, qs).toMatch(message);
    }
    // 366 days (a leap year) is allowed
    expect((await list("admin", "event=activation&start_date=2024-01-01&end_date=2024-12-31")).status).toBe(200);
  });

  it("holds the CSV edge members (comma, double quote, non-ASCII) in the last 30 days of P001, both events", async () => {
    const from = daysBack(29);
    for (const event of ["activation", "transaction"]) {
      for (const m of CSV_EDGE_MEMBERS) {
        const res = (await list("p001", `event=${event}&start_date=${from}&end_date=${today()}&q=${encodeURIComponent(m.name.slice(0, 12))}`)).body.data;
        expect(res.result.some((r) => r.member_name === m.name), `${event} ${m.name}`).toBe(true);
      }
    }
    const accented = (await list("p001", "event=activation&q=suh%C3%A9ndra")).body.data;
    expect(accented.result.map((r) => r.member_name)).toContain("Dadang Suhéndra");
  });
});

describe("getCollectionLog", () => {
  it("answers events per WIB day, the last 30 days by default, equal to the logs", async () => {
    const res = await post("admin", "/api/getCollectionLog", { collection: "ecard_log", event: "activation" });
    expect(res.status).toBe(200);
    const { total, byDay } = res.body.data as { total: number; byDay: { day: string; total: number }[] };
    expect(byDay).toHaveLength(30);
    expect(byDay[0]!.day).toBe(daysBack(29));
    expect(byDay.at(-1)!.day).toBe(today());
    expect(total).toBe(byDay.reduce((s, d) => s + d.total, 0));
    expect(total).toBe(await dbCount(scope("activation", between(daysBack(29), today()))));
    const some = byDay[10]!;
    expect(some.total).toBe(await dbCount(scope("activation", between(some.day, some.day))));

    const p001 = (await post("p001", "/api/getCollectionLog", { collection: "ecard_log", event: "transaction", filter: { start_date: daysBack(99), end_date: daysBack(0) } })).body.data;
    expect(p001.byDay).toHaveLength(100);
    expect(p001.total).toBe(await dbCount(scope("transaction", eq(ecardLogs.payorCode, "P001"), between(daysBack(99), today()))));
  });

  it("refuses another collection, bad events, bad dates and another payor", async () => {
    expect((await post("admin", "/api/getCollectionLog", { collection: "claims", event: "activation" })).status).toBe(400);
    expect((await post("admin", "/api/getCollectionLog", { collection: "ecard_log", event: "x" })).status).toBe(400);
    expect((await post("admin", "/api/getCollectionLog", { collection: "ecard_log", event: "activation", filter: { start_date: "2026-01-05", end_date: "2026-01-01" } })).body.message).toBe(
      "Tanggal akhir harus sesudah tanggal awal.",
    );
    expect((await post("p001", "/api/getCollectionLog", { collection: "ecard_log", event: "activation", filter: { payor_code: "P002" } })).body).toMatchObject({ code: 404, reason: "other_payor" });
  });
});

describe("gateway tools/getCollectionAllByEvent", () => {
  const gatewayToken = async (user: string, project: string) =>
    (await post(user, "/gateway/member/reqauth", { project_id: project, signature: hmacHex("test-gateway-key", project) })).body.token as string;
  const summary = async (user: string, project: string, body: unknown) => call(t.platform, "POST", "/gateway/tools/getCollectionAllByEvent", { token: await gatewayToken(user, project), body });

  async function corporatesWith(project: string, event: string, payors?: string[]) {
    const [row] = await t.platform.db
      .select({ n: countDistinct(ecardLogs.corpCode) })
      .from(ecardLogs)
      .innerJoin(corporates, eq(corporates.corpCode, ecardLogs.corpCode))
      .where(and(eq(ecardLogs.projectId, project), eq(ecardLogs.event, event), payors ? inArray(ecardLogs.payorCode, payors) : undefined));
    return row!.n;
  }

  it("answers activations and activated corporates per project of the caller", async () => {
    const res = await summary("admin", "PRJ001", { event: "activation" });
    expect(res.status).toBe(200);
    const total = await dbCount(and(eq(ecardLogs.projectId, "PRJ001"), eq(ecardLogs.event, "activation")));
    expect(res.body.data).toEqual({
      projects: [{ project_id: "PRJ001", project_name: "Sehat Core", total, corporates: await corporatesWith("PRJ001", "activation") }],
      total,
      corporates: await corporatesWith("PRJ001", "activation"),
    });
    const all = (await summary("superadmin", "PRJ001", { event: "transaction" })).body.data;
    expect(all.projects.map((p: { project_id: string }) => p.project_id)).toEqual(["PRJ001", "PRJ002"]);
    expect(all.projects[1].total).toBe(await dbCount(and(eq(ecardLogs.projectId, "PRJ002"), eq(ecardLogs.event, "transaction"))));
    expect(all.projects[1].corporates).toBe(await corporatesWith("PRJ002", "transaction"));
    expect(all.total).toBe(all.projects[0].total + all.projects[1].total);
    const mine = (await summary("p001", "PRJ001", { event: "activation" })).body.data;
    expect(mine.total).toBe(await dbCount(scope("activation", eq(ecardLogs.payorCode, "P001"))));
    expect(mine.corporates).toBe(await corporatesWith("PRJ001", "activation", ["P001"]));
  });

  it("takes only a gateway token, a known event, and the e-card feature", async () => {
    expect((await post("admin", "/gateway/tools/getCollectionAllByEvent", { event: "activation" })).status).toBe(401);
    expect((await summary("admin", "PRJ001", { event: "nope" })).status).toBe(400);
    expect((await summary("admin", "PRJ001", {})).status).toBe(400);
    expect((await summary("mitra", "PRJ002", { event: "activation" })).status).toBe(404);
  });
});

describe("linkProjectEcard", () => {
  it("answers the caller's project and its public e-card page", async () => {
    expect((await get("admin", "/api/linkProjectEcard")).body.data).toEqual({ project_id: "PRJ001", ecard_link: "https://ecard.sehat-console.example/p/PRJ001" });
    expect((await get("mitra", "/api/linkProjectEcard")).body.data).toEqual({ project_id: "PRJ002", ecard_link: "https://ecard.sehat-console.example/p/PRJ002" });
    expect((await call(t.platform, "GET", "/api/linkProjectEcard")).status).toBe(401);
  });
});

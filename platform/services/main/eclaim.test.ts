import { and, count, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { claimAttachments, claimLogs, claims } from "../../db/schema.ts";
import { usePlatform } from "../../testing.ts";
import { CLAIM_SORT, lastMonths } from "./eclaim.ts";

// eclaim is a P001-only account of PRJ001; admin sees every payor of PRJ001.
const t = usePlatform(["admin", "eclaim"]);
const { get } = t;

async function dbCount(where: ReturnType<typeof and>) {
  const [row] = await t.platform.db.select({ n: count() }).from(claims).where(where);
  return row!.n;
}

async function aClaim(payor: string, status: number, withFiles = false) {
  const rows = await t.platform.db
    .select({ requestId: claims.requestId, cardNo: claims.cardNo })
    .from(claims)
    .where(and(eq(claims.projectId, "PRJ001"), eq(claims.payorId, payor), eq(claims.status, status), withFiles ? sql`exists (select 1 from claim_attachments a where a.request_id = ${claims.requestId})` : undefined))
    .limit(1);
  return rows[0]!;
}

describe("getClaimsCoreMedika and getLogClaims", () => {
  it("answer a claim with its header, six document types and its log; bank details only when paid", async () => {
    const paid = await aClaim("P001", 8, true);
    const res = await get("eclaim", `/api/getClaimsCoreMedika/PRJ001/${paid.requestId}`);
    expect(res.status).toBe(200);
    const { header, detail } = res.body.data;
    expect(header).toMatchObject({ request_id: paid.requestId, card_no: paid.cardNo, status: 8, payor_id: "P001" });
    expect(header.member_name).not.toBe("");
    expect(header.payor_name).not.toBe("");
    expect(header.bank_name).not.toBe("");
    expect(header.payment_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(detail.map((d: { code: string }) => d.code)).toEqual(["D001", "D002", "D003", "D004", "D005", "D006"]);
    const files = detail.flatMap((d: { file_source: string }) => d.file_source.split(",").filter(Boolean)) as string[];
    expect(files.length).toBeGreaterThan(0);

    // Each listed file streams, with its type; a name not listed is "Dokumen Not Found".
    const file = await get("eclaim", files[0]!);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toMatch(/^(application\/pdf|image\/png)$/);
    expect(file.headers.get("content-security-policy")).toContain("sandbox");
    const forged = files[0]!.replace(/-(\d+)-/, (_, id) => `-${Number(id) + 100000}-`);
    const missing = await get("eclaim", forged);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("Sorry, Dokumen Not Found");

    const open = await aClaim("P001", 0);
    const openHeader = (await get("eclaim", `/api/getClaimsCoreMedika/PRJ001/${open.requestId}`)).body.data.header;
    expect([openHeader.bank_name, openHeader.account_name, openHeader.account_number, openHeader.payment_date]).toEqual(["", "", "", null]);

    const log = await get("eclaim", `/api/getLogClaims/PRJ001/${paid.requestId}`);
    expect(log.status).toBe(200);
    const entries = log.body.data as { log_at: string; request: { req_header: { claim_process_status: number } }; submission_by: string }[];
    expect(entries[0]!.request.req_header.claim_process_status).toBe(1);
    expect(entries.at(-1)!.request.req_header.claim_process_status).toBe(5);
    for (let i = 1; i < entries.length; i++) expect(entries[i - 1]!.log_at <= entries[i]!.log_at).toBe(true);
    const [logged] = await t.platform.db.select({ n: count() }).from(claimLogs).where(eq(claimLogs.requestId, paid.requestId));
    expect(entries).toHaveLength(logged!.n);
  });

  it("keeps another payor's claim and documents away: other_payor, never 401/403", async () => {
    const foreign = await aClaim("P002", 8, true);
    const seen = await get("admin", `/api/getClaimsCoreMedika/PRJ001/${foreign.requestId}`);
    expect(seen.status).toBe(200);
    const file = (seen.body.data.detail as { file_source: string }[]).flatMap((d) => d.file_source.split(",").filter(Boolean))[0]!;
    for (const path of [`/api/getClaimsCoreMedika/PRJ001/${foreign.requestId}`, `/api/getLogClaims/PRJ001/${foreign.requestId}`, file]) {
      const res = await get("eclaim", path);
      expect(res.status, path).toBe(404);
      expect(res.body.reason, path).toBe("other_payor");
      expect(JSON.stringify(res.body), path).not.toContain(foreign.cardNo);
    }
    expect((await get("admin", file)).status).toBe(200);
  });

  it("answers unknown and malformed request IDs and another project as refusals, not errors", async () => {
    expect((await get("eclaim", "/api/getClaimsCoreMedika/PRJ001/RQ-NO-SUCH")).body).toMatchObject({ code: 404, reason: "unknown" });
    expect((await get("eclaim", "/api/getClaimsCoreMedika/PRJ001/%3Cscript%3E")).body).toMatchObject({ code: 400, reason: "invalid" });
    expect((await get("eclaim", `/api/getClaimsCoreMedika/PRJ002/${(await aClaim("P001", 1)).requestId}`)).status).toBe(404);
  });
});

describe("getMemberCoreMedika and the card's claim lists", () => {
  it("answers the member with payor name and help line, current claims (180 days) and decided ones", async () => {
    const { cardNo } = await aClaim("P001", 5);
    const member = await get("eclaim", `/api/getMemberCoreMedika/PRJ001/${cardNo}`);
    expect(member.status).toBe(200);
    expect(member.body.data).toMatchObject({ card_no: cardNo, payor_code: "P001" });
    expect(member.body.data.help_line).not.toBe("");
    const current = (await get("eclaim", `/api/getListClaimsCardCoreMedika/PRJ001/${cardNo}`)).body.data as { card_no: string; request_time: string }[];
    const history = (await get("eclaim", `/api/getListHistClaimsCardCoreMedika/PRJ001/${cardNo}`)).body.data as { status: number; card_no: string }[];
    expect(history.length).toBeGreaterThan(0);
    for (const c of history) expect(c.status).toBeGreaterThanOrEqual(4);
    const since = Date.now() - 181 * 86_400_000;
    for (const c of current) expect(Date.parse(c.request_time)).toBeGreaterThan(since);
    expect([...current, ...history].every((c) => c.card_no === cardNo)).toBe(true);
    expect(history.length).toBe(await dbCount(and(eq(claims.cardNo, cardNo), sql`${claims.status} >= 4`)));
  });

  it("refuses another payor's card, an unknown card and a malformed one", async () => {
    const { cardNo } = await aClaim("P003", 1);
    for (const path of [`/api/getMemberCoreMedika/PRJ001/${cardNo}`, `/api/getListClaimsCardCoreMedika/PRJ001/${cardNo}`, `/api/getListHistClaimsCardCoreMedika/PRJ001/${cardNo}`]) {
      expect((await get("eclaim", path)).body).toMatchObject({ code: 404, reason: "other_payor" });
    }
    expect((await get("eclaim", "/api/getMemberCoreMedika/PRJ001/9999999999999")).body).toMatchObject({ code: 404, reason: "unknown" });
    expect((await get("eclaim", "/api/getMemberCoreMedika/PRJ001/a%2Fb")).body).toMatchObject({ code: 400, reason: "invalid" });
  });
});

describe("getClaimsDashboardPayorCoreMedika", () => {
  it("counts per status and per month agree with the claims, and follow a change", async () => {
    const res = await get("admin", "/api/getClaimsDashboardPayorCoreMedika/PRJ001/P002");
    expect(res.status).toBe(200);
    const data = res.body.data as { total: number; byStatus: { status: number; total: number }[]; byMonth: { month: string; total: number }[] };
    expect(data.byStatus.map((s) => s.status)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    for (const s of data.byStatus) expect(s.total).toBe(await dbCount(and(eq(claims.projectId, "PRJ001"), eq(claims.payorId, "P002"), eq(claims.status, s.status))));
    expect(data.total).toBe(await dbCount(and(eq(claims.projectId, "PRJ001"), eq(claims.payorId, "P002"))));
    expect(data.byMonth.map((m) => m.month)).toEqual(lastMonths(new Date()));
    expect(data.byMonth.reduce((n, m) => n + m.total, 0)).toBeGreaterThan(data.total * 0.9);

    // The aggregates are maintained by triggers: a status change moves one claim between tiles.
    const moved = await aClaim("P002", 6);
    await t.platform.db.update(claims).set({ status: 7 }).where(eq(claims.requestId, moved.requestId));
    const after = (await get("admin", "/api/getClaimsDashboardPayorCoreMedika/PRJ001/P002")).body.data as typeof data;
    expect(after.byStatus[6]!.total).toBe(data.byStatus[6]!.total - 1);
    expect(after.byStatus[7]!.total).toBe(data.byStatus[7]!.total + 1);
    expect(after.total).toBe(data.total);
    await t.platform.db.update(claims).set({ status: 6 }).where(eq(claims.requestId, moved.requestId));
  });

  it("scopes '*' to the caller's payors and refuses another payor", async () => {
    const mine = (await get("eclaim", "/api/getClaimsDashboardPayorCoreMedika/PRJ001/*")).body.data;
    const p001 = (await get("admin", "/api/getClaimsDashboardPayorCoreMedika/PRJ001/P001")).body.data;
    expect(mine.total).toBe(p001.total);
    expect((await get("eclaim", "/api/getClaimsDashboardPayorCoreMedika/PRJ001/P002")).body).toMatchObject({ code: 404, reason: "other_payor" });
    expect((await get("admin", "/api/getClaimsDashboardPayorCoreMedika/PRJ001/P999")).body).toMatchObject({ code: 404, reason: "unknown" });
  });
});

describe("getListClaimsCoreMedika", () => {
  const list = (user: string, q: string, payor = "P001") => get(user, `/api/getListClaimsCoreMedika/PRJ001/${payor}/?${q}`);

  it("pages by any sort column in both orders; the last page read from the end matches", async () => {
    const total = await dbCount(and(eq(claims.projectId, "PRJ001"), eq(claims.payorId, "P001"), eq(claims.status, 7)));
    for (const column of Object.keys(CLAIM_SORT)) {
      for (const order of ["asc", "desc"]) {
        const all = (await list("admin", `status=7&size=100&sort_column=${column}&sort_order=${order}&page=1`)).body.data;
        expect(all.total, column).toBe(total);
        const key = (r: Record<string, unknown>) => r[column] as string | number;
        const rows = all.result as Record<string, unknown>[];
        for (let i = 1; i < rows.length; i++) {
          const [a, b] = [key(rows[i - 1]!), key(rows[i]!)];
          if (order === "asc") expect(a <= b, `${column} ${order}`).toBe(true);
          else expect(a >= b, `${column} ${order}`).toBe(true);
        }
      }
    }
    // Pages from the front and from the back join without a gap or a repeat.
    const size = 10;
    const pages = Math.ceil(total / size);
    const ids: string[] = [];
    for (const page of [pages - 2, pages - 1, pages]) {
      const res = (await list("admin", `status=7&size=${size}&sort_column=incurred&sort_order=asc&page=${page}`)).body.data;
      ids.push(...(res.result as { request_id: string }[]).map((r) => r.request_id));
    }
    const expected = await t.platform.db
      .select({ id: claims.requestId })
      .from(claims)
      .where(and(eq(claims.projectId, "PRJ001"), eq(claims.payorId, "P001"), eq(claims.status, 7)))
      .orderBy(claims.incurred, claims.requestId)
      .offset((pages - 3) * size)
      .limit(size * 3);
    expect(ids).toEqual(expected.map((r) => r.id));
    expect((await list("admin", `status=7&size=10&page=${pages + 1}`)).body.data).toEqual({ total, result: [] });
  });

  it("filters by request ID, card prefix or name, counted on the platform", async () => {
    const claim = await aClaim("P001", 7);
    const byId = (await list("eclaim", `status=7&filter_value=${claim.requestId}`)).body.data;
    expect(byId.total).toBe(1);
    expect(byId.result[0].request_id).toBe(claim.requestId);
    const byCard = (await list("eclaim", `status=7&filter_value=${claim.cardNo}`)).body.data;
    expect(byCard.result.every((r: { card_no: string }) => r.card_no.startsWith(claim.cardNo))).toBe(true);
    expect((await list("eclaim", "status=7&filter_value=100%25")).body.data.total).toBe(0);
  });

  it("refuses bad input with 400 and another payor with 404", async () => {
    for (const q of ["status=9", "status=7&size=1000", "status=7&sort_column=password", "status=7&page=abc", `status=7&filter_value=${"x".repeat(101)}`, "", "status=7&sort_order=up"]) {
      expect((await list("admin", q)).status, q).toBe(400);
    }
    expect((await list("eclaim", "status=7", "P002")).body).toMatchObject({ code: 404, reason: "other_payor" });
  });
});

describe("getClaimReimClient and getClaimReimClientDetail", () => {
  it("sums reimbursement claims per payor of the caller, and a payor's detail", async () => {
    const rows = (await get("admin", "/api/getClaimReimClient/PRJ001")).body.data as { payor_code: string; total: number; paid: number; pending: number }[];
    expect(rows.map((r) => r.payor_code)).toEqual(["P001", "P002", "P003", "P004", "P005", "P006"]);
    const p003 = rows.find((r) => r.payor_code === "P003")!;
    expect(p003.total).toBe(await dbCount(and(eq(claims.projectId, "PRJ001"), eq(claims.payorId, "P003"), eq(claims.claimType, "reimbursement"))));
    expect(p003.paid).toBe(await dbCount(and(eq(claims.payorId, "P003"), eq(claims.claimType, "reimbursement"), eq(claims.status, 8))));
    expect((await get("eclaim", "/api/getClaimReimClient/PRJ001")).body.data.map((r: { payor_code: string }) => r.payor_code)).toEqual(["P001"]);
    expect((await get("admin", "/api/getClaimReimClient/PRJ001?payorCode=P003")).body.data).toEqual([p003]);

    const detail = (await get("admin", "/api/getClaimReimClientDetail/PRJ001/P003")).body.data;
    expect(detail.payor_code).toBe("P003");
    expect(detail.byStatus.reduce((n: number, s: { total: number }) => n + s.total, 0)).toBe(p003.total);
    expect(detail.recent).toHaveLength(10);
    for (const c of detail.recent) expect(c).toMatchObject({ payor_id: "P003", claim_type: "reimbursement" });
    expect((await get("eclaim", "/api/getClaimReimClientDetail/PRJ001/P003")).body).toMatchObject({ code: 404, reason: "other_payor" });
  });
});

describe("seed", () => {
  it("has claims in every status for several payors, documents as files and a log per claim", async () => {
    const [attached] = await t.platform.db.select({ n: count() }).from(claimAttachments);
    expect(attached!.n).toBeGreaterThan(1000);
    const [unlogged] = await t.platform.db.select({ n: count() }).from(claims).where(sql`not exists (select 1 from claim_logs l where l.request_id = ${claims.requestId})`);
    expect(unlogged!.n).toBe(0);
    const [nameless] = await t.platform.db.select({ n: count() }).from(claims).where(eq(claims.memberName, ""));
    expect(nameless!.n).toBe(0);
  });
});

describe("the claim table's name filter", () => {
  it("finds provider and member names anywhere, case-insensitively, and counts exactly", async () => {
    const [sample] = await t.platform.db.select({ provider: claims.providerName, member: claims.memberName }).from(claims).where(and(eq(claims.projectId, "PRJ001"), eq(claims.payorId, "P001"), eq(claims.status, 7))).limit(1);
    const word = sample!.provider.split(" ").at(-1)!.toLowerCase();
    const res = (await get("eclaim", `/api/getListClaimsCoreMedika/PRJ001/P001/?status=7&size=100&filter_value=${encodeURIComponent(word)}`)).body.data;
    const expected = await dbCount(and(eq(claims.projectId, "PRJ001"), eq(claims.payorId, "P001"), eq(claims.status, 7), sql`(${claims.providerName} ilike ${`%${word}%`} or ${claims.memberName} ilike ${`%${word}%`})`));
    expect(res.total).toBe(expected);
    expect(res.total).toBeGreaterThan(0);
    for (const row of res.result as { provider_name: string; member_name: string }[]) expect(`${row.provider_name} ${row.member_name}`.toLowerCase()).toContain(word);
    const surname = sample!.member.split(" ").at(-1)!.toUpperCase();
    const byName = (await get("eclaim", `/api/getListClaimsCoreMedika/PRJ001/P001/?status=7&filter_value=${encodeURIComponent(surname)}`)).body.data;
    expect(byName.total).toBeGreaterThan(0);
  });
});

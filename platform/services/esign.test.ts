import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { esignCorporates, esignMembers, users } from "../db/schema.ts";
import { login, usePlatform } from "../testing.ts";
import { NIK_MESSAGE } from "../../contract/esign.ts";

// sd and superadmin have the e-sign calls by role; admin (a SPEC role) has not, whatever its menu;
// "signer" (another role, PRJ002) has them through menu_active "e-sign", for its own project only.
const t = usePlatform(["sd", "superadmin", "admin"]);
beforeAll(async () => {
  const [row] = await t.platform.db.select().from(users).where(eq(users.username, "operator"));
  await t.platform.db.insert(users).values({ ...row!, username: "signer", role: "signer", menuActive: ["e-sign"] });
  t.tokens.signer = await login(t.platform, "signer");
});
const { get, post } = t;

type Corporate = { corporate_code: string; corporate_name: string; corporate_address: string; active_members: number; inactive_members: number; created_at: string };
type Member = { id: string; full_name: string; email: string; phone_number: string; nik: string; privy_id: string | null; is_active: boolean; is_verified: boolean };

const member = (nik: string, extra: Record<string, unknown> = {}) => ({ full_name: "Dewi Lestari", email: "dewi@example.co.id", phone_number: "0812 3456 7890", nik, ...extra });

describe("e-sign corporates", () => {
  it("lists the caller's project's corporates with their active and inactive member counts", async () => {
    const res = await get<{ code: number; data: Corporate[] }>("sd", "/e-sign/cms/corporates");
    expect(res.status).toBe(200);
    const rows = await t.platform.db.select().from(esignCorporates).where(eq(esignCorporates.projectId, "PRJ001"));
    expect(res.body.data.map((c) => c.corporate_code).sort()).toEqual(rows.map((r) => r.corporateCode).sort());
    expect(rows.length).toBe(12);
    const first = res.body.data.find((c) => c.corporate_code === rows[0]!.corporateCode)!;
    const members = await t.platform.db.select().from(esignMembers).where(eq(esignMembers.corporateId, rows[0]!.id));
    expect(first.active_members).toBe(members.filter((m) => m.isActive).length);
    expect(first.inactive_members).toBe(members.filter((m) => !m.isActive).length);
    expect(first.active_members + first.inactive_members).toBe(24);
    // Another project's list is its own.
    const other = await get<{ data: Corporate[] }>("signer", "/e-sign/cms/corporates");
    expect(other.body.data).toHaveLength(2);
    expect(other.body.data.some((c) => res.body.data.some((d) => d.corporate_code === c.corporate_code))).toBe(false);
  });

  it("creates a corporate (code upper-cased), refuses a second with the same code with the text in `error`", async () => {
    const created = await post("sd", "/e-sign/cms/add/corporate", { corporate_code: " es-new01 ", corporate_name: "PT Tanda Tangan", corporate_address: "Jl. Sudirman 1, Jakarta" });
    expect(created.status).toBe(200);
    expect(created.body.data).toEqual({ corporate_code: "ES-NEW01" });
    const listed = (await get<{ data: Corporate[] }>("sd", "/e-sign/cms/corporates")).body.data.find((c) => c.corporate_code === "ES-NEW01");
    expect(listed).toMatchObject({ corporate_name: "PT Tanda Tangan", corporate_address: "Jl. Sudirman 1, Jakarta", active_members: 0, inactive_members: 0 });
    const again = await post("superadmin", "/e-sign/cms/add/corporate", { corporate_code: "es-NEW01", corporate_name: "Other", corporate_address: "Else" });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 409, error: "Corporate code ES-NEW01 already exists." });
    // The same code in another project is another corporate.
    expect((await post("signer", "/e-sign/cms/add/corporate", { corporate_code: "ES-NEW01", corporate_name: "Mitra", corporate_address: "Bandung" })).status).toBe(200);
  });

  it("answers bad input with 400 and a message naming the field, in `error` too", async () => {
    for (const [input, field] of [
      [{ corporate_code: "", corporate_name: "A", corporate_address: "B" }, "corporate_code"],
      [{ corporate_code: "A B", corporate_name: "A", corporate_address: "B" }, "corporate_code"],
      [{ corporate_code: "X".repeat(31), corporate_name: "A", corporate_address: "B" }, "corporate_code"],
      [{ corporate_code: "OK1", corporate_name: "  ", corporate_address: "B" }, "corporate_name"],
      [{ corporate_code: "OK1", corporate_name: "A" }, "corporate_address"],
    ] as const) {
      const res = await post("sd", "/e-sign/cms/add/corporate", input);
      expect(res.status).toBe(400);
      expect(res.body.error).toContain(field);
      expect(res.body.message).toBe(res.body.error);
    }
    expect((await post("sd", "/e-sign/cms/add/corporate", "not json")).status).toBe(400);
  });
});

describe("e-sign members", () => {
  it("lists a corporate's members; an unknown code or another project's is 404 with `error`", async () => {
    const [corporate] = await t.platform.db.select().from(esignCorporates).where(eq(esignCorporates.projectId, "PRJ001")).orderBy(esignCorporates.id).limit(1);
    const res = await get<{ data: Member[] }>("sd", `/e-sign/cms/${corporate!.corporateCode.toLowerCase()}/members`);
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(24);
    expect(res.body.data.every((m) => /^[1-9][0-9]{15}$/.test(m.nik) && typeof m.is_active === "boolean" && typeof m.is_verified === "boolean")).toBe(true);
    const names = res.body.data.map((m) => m.full_name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const missing = await get("sd", "/e-sign/cms/NOPE99/members");
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe("Corporate NOPE99 not found.");
    expect((await get("signer", `/e-sign/cms/${corporate!.corporateCode}/members`)).status).toBe(404);
    expect((await get("sd", "/e-sign/cms/bad%20code/members")).status).toBe(404);
  });

  it("adds a member (active, not yet verified; blank Privy ID is none) and refuses the same NIK twice", async () => {
    await post("sd", "/e-sign/cms/add/corporate", { corporate_code: "ES-MEM", corporate_name: "PT Anggota", corporate_address: "Surabaya" });
    const created = await post("sd", "/e-sign/cms/ES-MEM/add/member", member("3174012345678901", { privy_id: "" }));
    expect(created.status).toBe(200);
    const withPrivy = await post("sd", "/e-sign/cms/es-mem/add/member", member("3174012345678902", { privy_id: "PRV123A456" }));
    expect(withPrivy.status).toBe(200);
    const list = (await get<{ data: Member[] }>("sd", "/e-sign/cms/ES-MEM/members")).body.data;
    expect(list).toHaveLength(2);
    expect(list.find((m) => m.nik === "3174012345678901")).toMatchObject({ full_name: "Dewi Lestari", phone_number: "081234567890", privy_id: null, is_active: true, is_verified: false });
    expect(list.find((m) => m.nik === "3174012345678902")!.privy_id).toBe("PRV123A456");
    const counts = (await get<{ data: Corporate[] }>("sd", "/e-sign/cms/corporates")).body.data.find((c) => c.corporate_code === "ES-MEM");
    expect(counts).toMatchObject({ active_members: 2, inactive_members: 0 });
    const twice = await post("sd", "/e-sign/cms/ES-MEM/add/member", member("3174012345678901"));
    expect(twice.status).toBe(409);
    expect(twice.body.error).toBe("A member with NIK 3174012345678901 already exists in ES-MEM.");
  });

  it("refuses a NIK that is not 16 digits with SPEC's message, and other bad fields by name", async () => {
    for (const nik of ["123", "31740123456789012", "317401234567890a", ""]) {
      const res = await post("sd", "/e-sign/cms/ES-MEM/add/member", member(nik));
      expect(res.status).toBe(400);
      expect(res.body.error).toContain(NIK_MESSAGE);
    }
    for (const [extra, field] of [
      [{ email: "not-an-email" }, "email"],
      [{ phone_number: "12ab" }, "phone_number"],
      [{ full_name: "" }, "full_name"],
      [{ privy_id: "a b" }, "privy_id"],
    ] as const) {
      const res = await post("sd", "/e-sign/cms/ES-MEM/add/member", member("3174012345678999", extra));
      expect(res.status).toBe(400);
      expect(res.body.error).toContain(field);
    }
    expect((await post("sd", "/e-sign/cms/NOPE99/add/member", member("3174012345678999"))).status).toBe(404);
  });
});

describe("who may call e-sign", () => {
  it("refuses admin (a SPEC role without e-sign) as 'not found', never 401/403", async () => {
    for (const [method, path] of [
      ["GET", "/e-sign/cms/corporates"],
      ["POST", "/e-sign/cms/add/corporate"],
      ["GET", "/e-sign/cms/ES-MEM/members"],
      ["POST", "/e-sign/cms/ES-MEM/add/member"],
    ] as const) {
      const res = method === "GET" ? await get("admin", path) : await post("admin", path, member("3174012345678999"));
      expect(res.status).toBe(404);
      expect(res.body.reason).toBe("forbidden");
    }
    const anonymous = await t.platform.fetch(new Request("http://platform.test/e-sign/cms/corporates"));
    expect(anonymous.status).toBe(401);
  });
});

import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { accessLogs, contents } from "../../../platform/db/schema";
import { login, startTestPlatform, type TestPlatform } from "../../../platform/testing";
import { signedIn, userWith } from "../kits/testing";
import type { Upstream } from "./client";

/**
 * The console's member and feature calls against the real embedded platform (in memory, seeded):
 * the contract of docs/platform-contract.md "Members and features", as these modules speak it.
 */
const box = vi.hoisted(() => ({ platform: null as null | { fetch(req: Request): Promise<Response> } }));
vi.mock("./transport", () => ({
  PLATFORM_BASE: "http://platform.test",
  platformFetch: (req: Request) => box.platform!.fetch(req),
}));

const { getVisibility, updateFeature, updateFeatureMulti, postAccessLog } = await import("./features");
const { getBannerSetting, saveBannerSetting, loadCorporatePicker, loadFeatureScreen } = await import("../features/feature-visibility");
const { getListMember, getListCoreMember, deleteAccounts } = await import("./members");
const { searchCorporates, getPayors } = await import("./shell");
const { UpstreamError } = await import("./request");

let platform: TestPlatform;

async function sessionFor(username: string, partial: Parameters<typeof userWith>[0] = {}): Promise<Upstream> {
  return (await signedIn(userWith({ username, role: username, ...partial }), await login(platform, username))).upstream;
}

beforeAll(async () => {
  platform = await startTestPlatform();
  box.platform = platform;
});
afterAll(async () => platform?.close());

describe("member lists", () => {
  it("pages, sorts and searches on the platform; eclaim sees only its payor", async () => {
    const admin = await sessionFor("admin");
    const first = await getListMember(admin, "all", { page: 1, size: 20, sort: "name", order: "asc" });
    expect(first.total).toBeGreaterThan(1000);
    expect(first.rows).toHaveLength(20);
    const names = first.rows.map((m) => m.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const inactive = await getListMember(admin, "inactive", { page: 2, size: 10, order: "desc" });
    expect(inactive.rows.every((m) => !m.is_active)).toBe(true);
    const needle = first.rows[0].name.split(" ")[0];
    const found = await getListMember(admin, "all", { page: 1, size: 50, order: "desc", q: needle });
    expect(found.rows.every((m) => m.name.toLowerCase().includes(needle.toLowerCase()) || m.no_card.startsWith(needle) || (m.phone ?? "").startsWith(needle))).toBe(true);

    const eclaim = await sessionFor("eclaim", { payor_code: "P001", whitelable: "P001" });
    const mine = await getListMember(eclaim, "all", { page: 1, size: 200, order: "desc" });
    expect(mine.total).toBeLessThan(first.total);
    expect(mine.rows.every((m) => m.payor_code === "P001")).toBe(true);
    expect(mine.trimmed).toBe(0);
    const core = await getListCoreMember(eclaim, { gender: "F", type: "P", corp: "" }, { page: 1, size: 100, sort: "name", order: "asc" });
    expect(core.rows.length).toBeGreaterThan(0);
    expect(core.rows.every((m) => m.payor_code === "P001" && m.gender === "F" && m.member_type === "P")).toBe(true);
  });

  it("only a superadmin deletes an account", async () => {
    const admin = await sessionFor("admin");
    const [victim] = (await getListMember(admin, "inactive", { page: 3, size: 1, sort: "name", order: "asc" })).rows;
    await expect(deleteAccounts(admin, { memberId: victim.id, nocard: victim.no_card })).rejects.toBeInstanceOf(UpstreamError);
    const superadmin = await sessionFor("superadmin");
    await deleteAccounts(superadmin, { memberId: victim.id, nocard: victim.no_card });
    const after = await getListMember(admin, "all", { page: 1, size: 10, order: "desc", q: victim.no_card });
    expect(after.rows.some((m) => m.id === victim.id)).toBe(false);
    await expect(deleteAccounts(superadmin, { memberId: victim.id, nocard: victim.no_card })).rejects.toMatchObject({ status: 404 });
  });
});

describe("feature visibility", () => {
  it("reads, updates and reads back a corporate's config; several at once; access logs", async () => {
    const admin = await sessionFor("admin");
    const codes = (await getPayors(admin)).map((p) => p.payor_code);
    const corporates = await searchCorporates(admin, codes, { limit: 5 });
    expect(corporates.total).toBeGreaterThan(100);
    expect(corporates.data).toHaveLength(5);
    const picker = await loadCorporatePicker(admin, corporates.data[4].corp_code);
    expect(picker.async).toBe(true);
    expect(picker.value?.corp_code).toBe(corporates.data[4].corp_code);

    const corp = corporates.data[3].corp_code;
    const before = await getVisibility(admin, "m0003", corp);
    expect(before.items.length).toBeGreaterThan(2);
    const [a, b] = before.items;
    await updateFeature(admin, {
      confid: before.confid,
      corpid: corp,
      id: before.id ?? null,
      jsonfeature: { features: { [a.key]: false, [b.key]: true }, invisible_items: { [b.key]: ["K0001", "K008-9"] }, invisible: ["KT0080"] },
    });
    const after = await getVisibility(admin, "m0003", corp);
    expect(after.id).toBeTruthy();
    expect(after.jsonfeature.features[a.key]).toBe(false);
    expect(after.jsonfeature.invisible_items[b.key]).toEqual(["K0001", "K008-9"]);
    expect(after.jsonfeature.invisible).toEqual(["KT0080"]);

    const three = corporates.data.slice(0, 3).map((c) => c.corp_code);
    const multi = await updateFeatureMulti(admin, {
      confid: before.confid,
      corpids: [...three, "NOPE-1"],
      jsonfeature: { features: { [a.key]: true, [b.key]: false }, invisible_items: {}, invisible: [] },
    });
    expect(multi.updated.sort()).toEqual([...three].sort());
    expect(multi.skipped.map((s) => s.corp_code)).toEqual(["NOPE-1"]);
    for (const code of three) expect((await getVisibility(admin, "m0003", code)).jsonfeature.features[b.key]).toBe(false);

    await expect(getVisibility(admin, "m0003", "NOPE-1")).rejects.toMatchObject({ status: 404 });

    await postAccessLog(admin, "open_access", { corp_code: corp, corp_name: corporates.data[3].name });
    await postAccessLog(admin, "close_access", { corp_code: corp, corp_name: corporates.data[3].name });
    const logged = await platform.db.select().from(accessLogs).where(and(eq(accessLogs.username, "admin"), eq(accessLogs.corpCode, corp)));
    expect(logged.map((l) => l.msgEvent)).toEqual(["open_access", "close_access"]);
  });

  it("a GET logs only the opening of the corporate actually shown: a forged link writes no close_access, a data fetch nothing", async () => {
    const admin = await sessionFor("admin");
    const logsOf = async (corp: string) =>
      (await platform.db.select().from(accessLogs).where(and(eq(accessLogs.username, "admin"), eq(accessLogs.corpCode, corp)))).map((l) => l.msgEvent);
    const before = { k1: await logsOf("K0001"), k3: await logsOf("K0003") };
    // The link an attacker would place on another site: open K0001, "close" K0003.
    const forged = await loadFeatureScreen(admin, new Request("http://console.test/b/feature/home-menu?corp=K0001&prev=K0003"), "home-menu");
    expect(forged.openLogged).toBe(true);
    expect(await logsOf("K0001")).toEqual([...before.k1, "open_access"]);
    expect(await logsOf("K0003")).toEqual(before.k3);
    // A client data fetch (navigation with JavaScript) logs nothing: the page reports it by POST.
    await loadFeatureScreen(admin, new Request("http://console.test/b/feature/home-menu.data?corp=K0001"), "home-menu");
    expect(await logsOf("K0001")).toEqual([...before.k1, "open_access"]);
  });

  it("banner setting: create when there is none, then update", async () => {
    const admin = await sessionFor("admin");
    await platform.db.delete(contents).where(and(eq(contents.appId, "APP001"), eq(contents.featureId, "b0001")));
    expect(await getBannerSetting(admin)).toEqual({ id: null, banner_regular: [], banner_benefit: [] });
    expect(await saveBannerSetting(admin, { banner_regular: ["/files/a.png"], banner_benefit: [] })).toBe("created");
    const created = await getBannerSetting(admin);
    expect(created.id).toBeTruthy();
    expect(created.banner_regular).toEqual(["/files/a.png"]);
    expect(await saveBannerSetting(admin, { banner_regular: ["/files/a.png", "/files/b.png"], banner_benefit: ["/files/c.png"] })).toBe("updated");
    expect(await getBannerSetting(admin)).toEqual({ id: created.id, banner_regular: ["/files/a.png", "/files/b.png"], banner_benefit: ["/files/c.png"] });
  });
});

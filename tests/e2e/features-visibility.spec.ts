import type { Page } from "@playwright/test";
import { corporateByCode, RESERVED_CORPORATES, type Corporate } from "./demo-data";
import { expect, test, toast } from "./fixtures";

/** Feature visibility per corporate (SPEC §2, §5, §7, §8). */

/** Corporates of the user, from the picker's own search route. */
async function corporates(page: Page, base: string, q = ""): Promise<{ data: Corporate[]; total: number }> {
  const response = await page.request.get(`/${base}/corporates?q=${encodeURIComponent(q)}`);
  expect(response.status()).toBe(200);
  return response.json();
}

const combobox = (page: Page) => page.getByRole("combobox", { name: "Corporate", exact: true });

async function pickCorporate(page: Page, corp: Corporate) {
  await combobox(page).fill(corp.corp_code);
  await page.getByRole("option", { name: new RegExp(corp.corp_code) }).click();
  await expect(page).toHaveURL(new RegExp(`corp=${corp.corp_code}`));
  await expect(page.getByRole("heading", { level: 2, name: corp.name })).toBeVisible();
}

test.use({ account: "admin" });

test("the corporate picker searches the server asynchronously, debounced, above 100 corporates", async ({ page, base }) => {
  const all = await corporates(page, base);
  expect(all.total).toBeGreaterThan(100);
  expect(all.data.length).toBeLessThanOrEqual(50);
  await page.goto(`/${base}/feature/home-menu`);
  await expect(page.getByText(/corporate — ketik untuk mencari/)).toBeVisible();

  const target = await corporateByCode(page, base, RESERVED_CORPORATES.pickerSearch);
  const word = target.name.split(" ").find((w) => w.length >= 5) ?? target.name.slice(0, 5);
  const searches: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes(`/${base}/corporates?q=`)) searches.push(new URL(r.url()).searchParams.get("q")!);
  });
  await combobox(page).click();
  await combobox(page).pressSequentially(word, { delay: 40 });
  const option = page.getByRole("option").first();
  await expect(option).toBeVisible();
  // Typing quickly asks once for the whole word, not once per letter.
  await expect.poll(() => searches.at(-1)).toBe(word);
  expect(searches.filter((q) => q !== "" && q !== word).length).toBeLessThanOrEqual(1);
  // Options of an earlier, partial search may still show for a moment: wait for the word's own.
  await expect.poll(async () => (await page.getByRole("option").allInnerTexts()).every((text) => text.toLowerCase().includes(word.toLowerCase()))).toBe(true);

  // Keyboard: arrow down + Enter opens the highlighted corporate.
  await combobox(page).press("ArrowDown");
  await combobox(page).press("Enter");
  await expect(page).toHaveURL(/corp=/);

  const none = await corporates(page, base, "no-such-corporate-zzz");
  expect(none.data).toEqual([]);
  await combobox(page).fill("no-such-corporate-zzz");
  await expect(page.getByText("Tidak ada corporate yang cocok.")).toBeVisible();
});

test("switches and invisible IDs are saved and shown again after a reload; open/close access is logged", async ({ page, base }) => {
  const corp = await corporateByCode(page, base, RESERVED_CORPORATES.visibilitySave);
  await page.goto(`/${base}/feature/claim-menu`);

  const opened = page.waitForRequest((r) => r.method() === "POST" && r.url().endsWith(`/${base}/corporates`) && (r.postData() ?? "").includes("open_access"));
  await pickCorporate(page, corp);
  expect((await opened).postData()).toContain(`corp_code=${corp.corp_code}`);

  const history = page.getByRole("switch", { name: "Riwayat Klaim" });
  const tracking = page.getByRole("switch", { name: "Lacak Klaim" });
  await expect(history).toBeChecked();
  await history.uncheck();
  await page.getByLabel("Invisible ID untuk Lacak Klaim").fill("K0001,K008-9");
  await page.getByLabel("Invisible ID (umum)").fill("K0001,K008-9,KT0080");
  await page.getByRole("button", { name: "Simpan claim-menu", exact: true }).click();
  await expect(toast(page, "claim-menu Success Updated!")).toBeVisible();

  await page.reload();
  await expect(history).not.toBeChecked();
  await expect(tracking).toBeChecked();
  await expect(page.getByLabel("Invisible ID untuk Lacak Klaim")).toHaveValue("K0001,K008-9");
  await expect(page.getByLabel("Invisible ID (umum)")).toHaveValue("K0001,K008-9,KT0080");
  await expect(page.getByText("Konfigurasi tersimpan")).toBeVisible();

  // Leaving the corporate (another one) reports close_access for it.
  const closed = page.waitForRequest((r) => r.method() === "POST" && r.url().endsWith(`/${base}/corporates`) && (r.postData() ?? "").includes("close_access"));
  const next = await corporateByCode(page, base, RESERVED_CORPORATES.visibilityLeave);
  await pickCorporate(page, next);
  expect((await closed).postData()).toContain(`corp_code=${corp.corp_code}`);

  // Switch back on, so the demo data stays tidy for a rerun.
  await page.goto(`/${base}/feature/claim-menu?corp=${corp.corp_code}`);
  await history.check();
  await page.getByRole("button", { name: "Simpan claim-menu", exact: true }).click();
  await expect(toast(page, "claim-menu Success Updated!")).toBeVisible();
  await expect(history).toBeChecked();
});

test("invisible IDs are validated with a clear message, in the browser and on the server", async ({ page, base }) => {
  const corp = await corporateByCode(page, base, RESERVED_CORPORATES.visibilityInvalid);
  await page.goto(`/${base}/feature/home-menu?corp=${corp.corp_code}`);
  await page.getByLabel("Invisible ID (umum)").fill("K0001, K0002");
  await page.getByRole("button", { name: "Simpan home-menu", exact: true }).click();
  await expect(page.getByText(/Invisible ID tidak boleh berisi spasi.*K0001,K008-9,KT0080/)).toBeVisible();
  await page.getByLabel("Invisible ID (umum)").fill("K0001,,K0002");
  await expect(page.getByText(/koma berlebih/)).toBeVisible();
  await page.getByLabel("Invisible ID untuk Berita").fill("K_01");
  await page.getByRole("button", { name: "Simpan home-menu", exact: true }).click();
  await expect(page.getByText(/Invisible ID "K_01" tidak valid/)).toBeVisible();
  await expect(toast(page, "Success Updated!")).toHaveCount(0);

  const response = await page.request.post(`/${base}/feature/home-menu?corp=${corp.corp_code}`, {
    form: { intent: "features", corp: corp.corp_code, "items[0].key": "eclaim", "items[0].enabled": "on", invisible: "K0001 K2" },
  });
  expect(response.status()).toBe(400);
  expect(await response.text()).toContain("tidak boleh berisi spasi");
});

test("'Select corporate first!' and 'Get Geature Corporate Error'", async ({ page, base }) => {
  await page.goto(`/${base}/feature/home-menu`);
  await page.getByRole("button", { name: "Simpan home-menu", exact: true }).click();
  await expect(page.getByRole("main").getByRole("alert").filter({ hasText: "Select corporate first!" })).toBeVisible();
  const direct = await page.request.post(`/${base}/feature/home-menu`, { form: { intent: "features", corp: "" } });
  expect(direct.status()).toBe(400);
  expect(await direct.text()).toContain("Select corporate first!");

  await page.goto(`/${base}/feature/home-menu?corp=NOPE-404`);
  await expect(page.getByRole("main").getByRole("alert").filter({ hasText: "Get Geature Corporate Error" })).toBeVisible();
  const unknown = await page.request.get(`/${base}/feature/no-such-feature`);
  expect(unknown.status()).toBe(404);
});

test.describe(() => {
  test.use({ account: "eclaim" });
  test("another payor's corporate is not reachable (eclaim: search scoped, feature screens refused)", async ({ page, base, signInAs }) => {
    const mine = await corporates(page, base);
    expect((await page.request.get(`/${base}/feature/home-menu`)).status()).toBe(403);
    const adminContext = await page.context().browser()!.newContext();
    const adminPage = await adminContext.newPage();
    const adminBase = await signInAs(adminPage, "admin");
    const all = await corporates(adminPage, adminBase);
    expect(mine.total).toBeLessThan(all.total);
    await adminContext.close();
  });
});

test.describe(() => {
  test.use({ account: "admin", javaScriptEnabled: false });
  test("without JavaScript: search, open a corporate, switch and save", async ({ page, base }) => {
    const corp = await corporateByCode(page, base, RESERVED_CORPORATES.visibilityNoJs);
    await page.goto(`/${base}/feature/provider-menu`);
    await page.getByRole("searchbox").fill(corp.corp_code);
    await page.getByRole("button", { name: "Cari / Buka" }).click();
    await expect(page).toHaveURL(new RegExp(`cq=${corp.corp_code}`));
    await page.getByLabel("Corporate: hasil pencarian").selectOption(corp.corp_code);
    await page.getByRole("button", { name: "Cari / Buka" }).click();
    await expect(page.getByRole("heading", { level: 2, name: corp.name })).toBeVisible();
    const optik = page.getByRole("switch", { name: "Optik" });
    await optik.uncheck();
    await page.getByRole("button", { name: "Simpan provider-menu", exact: true }).click();
    await expect(toast(page, "provider-menu Success Updated!")).toBeVisible();
    await expect(optik).not.toBeChecked();
    await optik.check();
    await page.getByRole("button", { name: "Simpan provider-menu", exact: true }).click();
    await expect(optik).toBeChecked();
  });
});

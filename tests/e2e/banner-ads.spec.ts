import type { Page } from "@playwright/test";
import { firstMedia, unique } from "./content-fixtures";
import { expect, sidebarLinks, test, toast } from "./fixtures";

// Banner ads (SPEC §2, §4, §5, §9): the core project's insurer works every provider's ads, the
// demo provider (PRV001) only its own. The seed holds live, expired and unpublished ads; each
// test adds and removes its own.

const fill = async (page: Page, ad: { name: string; index: string; url: string; start: string; expired: string; image: string }) => {
  await page.getByLabel("Nama", { exact: true }).fill(ad.name);
  await page.getByLabel("Indeks", { exact: true }).fill(ad.index);
  await page.getByLabel("Tautan", { exact: true }).fill(ad.url);
  await page.getByLabel("Mulai", { exact: true }).fill(ad.start);
  await page.getByLabel("Berakhir", { exact: true }).fill(ad.expired);
  await page.getByPlaceholder("/files/…/gambar.png").fill(ad.image);
};

test.describe("banner ads as the admin", () => {
  test.use({ account: "admin" });

  test("the list: every provider's ads by index, each showing or not as SPEC says, and the app's banners read-only", async ({ page, base }) => {
    await page.goto(`/${base}/dashboard`);
    expect(await sidebarLinks(page)).toContain("Iklan Banner");
    await page.getByRole("link", { name: "Iklan Banner", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Iklan Banner", level: 1, exact: true })).toBeVisible();
    const table = page.getByRole("region", { name: "Iklan banner", exact: true });
    for (const state of ["Show", "Not Show", "Not Show (Expired)"]) await expect(table.getByText(state, { exact: true }).first()).toBeVisible();
    await expect(table.getByText("RS Sehat Sentosa (PRV001)").first()).toBeVisible();
    await expect(table.getByText("RS Medika Permata (PRV003)").first()).toBeVisible();
    const indexes = (await table.locator("tbody tr td:nth-child(4)").allInnerTexts()).map(Number);
    expect(indexes).toEqual([...indexes].sort((a, b) => a - b));
    await expect(page.getByRole("heading", { name: "Banner Aplikasi" })).toBeVisible();
    // Read-only: no link or button in its table; the banner setting is where they change.
    const appBanners = page.getByRole("region", { name: "Daftar banner aplikasi" });
    await expect(appBanners.getByRole("row").first()).toBeVisible();
    await expect(appBanners.getByRole("link")).toHaveCount(0);
    await expect(appBanners.getByRole("button")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Banner Setting" }).last()).toHaveAttribute("href", `/${base}/my-banners`);
  });

  test("add: every required field is 'Please FIll Data!', an expiry before the start is refused, then saved, edited, unpublished and deleted", async ({ page, base }) => {
    const image = (await firstMedia(page, base, "image")).image_url;
    await page.goto(`/${base}/add-banner-ads`);
    await expect(page.getByRole("switch", { name: "Tayang", exact: true })).toBeChecked();
    await expect(page.getByRole("switch", { name: "Tautan eksternal", exact: true })).not.toBeChecked();
    await page.getByRole("button", { name: "Simpan", exact: true }).click();
    await expect(page.getByText("Please FIll Data!")).toHaveCount(7);

    const name = unique("Promo Vaksin");
    await page.getByLabel("Provider", { exact: true }).selectOption({ label: "RS Medika Permata (PRV003)" });
    await fill(page, { name, index: "3", url: "https://rs-medika-permata.example/vaksin", start: "2026-11-10", expired: "2026-11-01", image });
    await page.getByRole("button", { name: "Simpan", exact: true }).click();
    await expect(page.getByText("Tanggal berakhir tidak boleh sebelum tanggal mulai.")).toBeVisible();
    // What was typed is still there.
    await expect(page.getByLabel("Nama", { exact: true })).toHaveValue(name);
    await page.getByLabel("Berakhir", { exact: true }).fill("2099-12-31");
    await page.getByRole("button", { name: "Simpan", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${base}/banner-ads$`));
    await expect(toast(page, "Success Inserted!")).toBeVisible();

    await page.goto(`/${base}/banner-ads?q=${encodeURIComponent(name)}`);
    const row = page.getByRole("row").filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("RS Medika Permata (PRV003)");
    await expect(row).toContainText("10-11-2026");
    // SPEC §9's defaults: view 0, click 0, ctr '10%'.
    await expect(row.getByRole("cell").nth(6)).toHaveText("Show");
    await expect(row).toContainText("10%");

    await row.getByRole("link", { name: `Ubah ${name}` }).click();
    await expect(page.getByLabel("Mulai", { exact: true })).toHaveValue("10-11-2026");
    await expect(page.getByLabel("Provider", { exact: true })).toHaveValue("prov_g7h8i9");
    await page.getByRole("switch", { name: "Tayang", exact: true }).uncheck();
    await page.getByRole("button", { name: "Simpan", exact: true }).click();
    await expect(toast(page, "Success Updated!")).toBeVisible();
    await page.goto(`/${base}/banner-ads?q=${encodeURIComponent(name)}`);
    await expect(page.getByRole("row").filter({ hasText: name }).getByRole("cell").nth(6)).toHaveText("Not Show");

    await page.getByRole("link", { name: `Hapus ${name}` }).click();
    await expect(page.getByRole("alertdialog", { name: "Hapus iklan banner?" })).toBeVisible();
    await page.getByRole("button", { name: "Ya, hapus" }).click();
    await expect(toast(page, "Success Deleted!")).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(0);
  });

  test("a detail of an ad that does not exist goes back to the list", async ({ page, base }) => {
    await page.goto(`/${base}/detail-banner-ads/999999`);
    await expect(page).toHaveURL(new RegExp(`/${base}/banner-ads$`));
  });
});

test.describe("banner ads as the provider", () => {
  test.use({ account: "provider" });

  test("only its own ads; the provider is not a choice; its own ad added and an insurer's choice of provider ignored", async ({ page, base }) => {
    await page.goto(`/${base}/banner-ads`);
    const table = page.getByRole("region", { name: "Iklan banner", exact: true });
    await expect(table.getByText("RS Sehat Sentosa", { exact: true }).first()).toBeVisible();
    await expect(table.getByText(/Medika Permata|Pratama Husada/)).toHaveCount(0);

    const image = (await firstMedia(page, base, "image")).image_url;
    await page.goto(`/${base}/add-banner-ads`);
    await expect(page.getByLabel("Provider", { exact: true })).toHaveCount(0);
    await expect(page.locator("#main").getByText("RS Sehat Sentosa", { exact: true })).toBeVisible();
    const name = unique("Promo MCU");
    await fill(page, { name, index: "1", url: "/provider/prov_a1b2c3", start: "01-01-2026", expired: "31-01-2099", image });
    // A forged provider in the post changes nothing: the ad is the provider's own.
    await page.locator('input[type="hidden"][name="provider"]').evaluate((input: HTMLInputElement) => (input.value = "prov_g7h8i9"));
    await page.getByRole("button", { name: "Simpan", exact: true }).click();
    await expect(toast(page, "Success Inserted!")).toBeVisible();
    const row = page.getByRole("row").filter({ hasText: name });
    await expect(row).toContainText("RS Sehat Sentosa");

    await page.getByRole("link", { name: `Hapus ${name}` }).click();
    await page.getByRole("button", { name: "Ya, hapus" }).click();
    await expect(toast(page, "Success Deleted!")).toBeVisible();
  });

  test("another provider's ad is not found: its detail goes back to the list", async ({ page, base, browser, signInAs }) => {
    const adminPage = await (await browser.newContext()).newPage();
    const adminBase = await signInAs(adminPage, "admin");
    await adminPage.goto(`/${adminBase}/banner-ads?q=${encodeURIComponent("PRV003")}`);
    const href = await adminPage.getByRole("link", { name: /^Ubah / }).first().getAttribute("href");
    const id = href!.split("/").pop()!;
    // SPEC §9: a random id of 4, 5 or 9 characters, not a row number.
    expect(id).toMatch(/^(?:[a-z0-9]{4,5}|[a-z0-9]{9})$/);
    await page.goto(`/${base}/detail-banner-ads/${id}`);
    await expect(page).toHaveURL(new RegExp(`/${base}/banner-ads$`));
    await adminPage.context().close();
  });
});

test.describe(() => {
  test.use({ account: "admin", javaScriptEnabled: false });
  test("a banner ad is added without JavaScript: provider select, switches, dates and an offered image", async ({ page, base }) => {
    await page.goto(`/${base}/add-banner-ads`);
    await page.getByRole("button", { name: "Simpan", exact: true }).click();
    await expect(page.getByText("Please FIll Data!")).toHaveCount(7);
    const name = unique("Tanpa Skrip");
    await page.getByLabel("Provider", { exact: true }).selectOption({ label: "RS Sehat Sentosa (PRV001)" });
    await page.getByLabel("Nama", { exact: true }).fill(name);
    await page.getByLabel("Indeks", { exact: true }).fill("7");
    await page.getByLabel("Tautan", { exact: true }).fill("https://rs-sehat-sentosa.example/promo");
    await page.getByLabel("Mulai", { exact: true }).fill("2026-01-01");
    await page.getByLabel("Berakhir", { exact: true }).fill("2026-01-31");
    await page.getByRole("switch", { name: "Tautan eksternal", exact: true }).check();
    await page.getByText("Pilih gambar dari Media Library", { exact: true }).click();
    await page.locator('input[type="radio"][name="bannerChoice"]').first().check();
    await page.getByRole("button", { name: "Simpan", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${base}/banner-ads$`));
    await page.goto(`/${base}/banner-ads?q=${encodeURIComponent(name)}`);
    const row = page.getByRole("row").filter({ hasText: name });
    await expect(row).toContainText("(eksternal)");
    await expect(row.getByRole("cell").nth(6)).toHaveText("Not Show (Expired)");
    await row.getByRole("link", { name: /^Hapus / }).click();
    await page.getByRole("button", { name: "Ya, hapus" }).click();
    await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(0);
  });
});

test("banner ads are the core project's, for insurers and providers: 403 for eclaim, sd, e-materai and another project's operator", async ({ page, signIn }) => {
  for (const user of ["eclaim", "sd", "ematerai", "operator"] as const) {
    const base = await signIn(user);
    for (const path of ["banner-ads", "add-banner-ads", "detail-banner-ads/1"]) {
      expect((await page.request.get(`/${base}/${path}`)).status(), `${user} ${path}`).toBe(403);
    }
  }
});

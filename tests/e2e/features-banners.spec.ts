import type { Page } from "@playwright/test";
import { corporateByCode, RESERVED_CORPORATES } from "./demo-data";
import { expect, test, toast } from "./fixtures";

/** Banner setting (SPEC §2/§4): regular and benefit banners, and the per-corporate banner switches. */
// One banner setting per app: these tests change it in turn.
test.describe.configure({ mode: "serial" });

const regular = (page: Page) => page.getByRole("group", { name: /Banner Reguler/ });
const benefit = (page: Page) => page.getByRole("group", { name: /Banner Manfaat/ });

async function libraryImage(page: Page, base: string): Promise<string> {
  const response = await page.request.get(`/${base}/media-library/items?type=image&page=1`);
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { items: { image_url: string }[] };
  expect(body.items.length).toBeGreaterThan(1);
  return body.items[1].image_url;
}

test.use({ account: "admin" });

test("banner setting: saves (create when absent, else update), adds from the library, removes, reloads", async ({ page, base }) => {
  await page.goto(`/${base}/my-banners`);
  await expect(page.getByRole("heading", { name: "Banner Setting" })).toBeVisible();
  // A fresh demo has no banner setting yet, so this first save is a create (SPEC §4), then updates.
  const existed = await page.getByText("Tersimpan", { exact: true }).first().isVisible();
  expect(existed).toBe(false);

  const before = await regular(page).getByRole("textbox").count();
  // Add a regular banner chosen in the media library dialog.
  await regular(page).getByRole("button", { name: "+ Tambah Banner Reguler" }).click();
  await expect(regular(page).getByRole("textbox")).toHaveCount(before + 1);
  const last = regular(page).locator(".media-list-row").last();
  await last.getByRole("button", { name: "Pilih Gambar dari Media Library" }).click();
  const dialog = page.getByRole("dialog", { name: "Media Library" });
  await dialog.getByRole("option").first().click();
  await dialog.getByRole("button", { name: "Pilih" }).click();
  await expect(last.getByRole("textbox")).not.toHaveValue("");
  const chosen = await last.getByRole("textbox").inputValue();

  // Remove the first benefit banner, if any.
  const benefitsBefore = await benefit(page).getByRole("textbox").count();
  if (benefitsBefore > 0) await benefit(page).getByRole("button", { name: /^Hapus banner/ }).first().click();

  await page.getByRole("button", { name: "Simpan Banner", exact: true }).click();
  await expect(toast(page, existed ? "Success Updated!" : "Success Inserted!")).toBeVisible();
  await page.reload();
  await expect(page.getByText("Tersimpan", { exact: true }).first()).toBeVisible();
  await expect(regular(page).getByRole("textbox")).toHaveCount(before + 1);
  await expect(regular(page).getByRole("textbox").last()).toHaveValue(chosen);
  await expect(benefit(page).getByRole("textbox")).toHaveCount(Math.max(0, benefitsBefore - 1));

  // Now it exists: the next save is an update (a benefit banner in, the regular one out).
  await benefit(page).getByRole("button", { name: "+ Tambah Banner Manfaat" }).click();
  const added = benefit(page).locator(".media-list-row").last();
  await added.getByRole("button", { name: "Pilih Gambar dari Media Library" }).click();
  await dialog.getByRole("option").nth(1).click();
  await dialog.getByRole("button", { name: "Pilih" }).click();
  await expect(added.getByRole("textbox")).not.toHaveValue("");
  await regular(page).getByRole("button", { name: /^Hapus banner/ }).last().click();
  await page.getByRole("button", { name: "Simpan Banner", exact: true }).click();
  await expect(toast(page, "Success Updated!")).toBeVisible();
  await page.reload();
  await expect(regular(page).getByRole("textbox")).toHaveCount(before);
  await expect(benefit(page).getByRole("textbox")).toHaveCount(Math.max(0, benefitsBefore - 1) + 1);

  // Nothing empty is reported as saved: an empty row, then no banner at all, are refused.
  await regular(page).getByRole("button", { name: "+ Tambah Banner Reguler" }).click();
  await page.getByRole("button", { name: "Simpan Banner", exact: true }).click();
  await expect(page.getByText("Pilih gambar untuk banner ini, atau hapus barisnya.")).toBeVisible();
  await regular(page).getByRole("button", { name: /^Hapus banner/ }).last().click();
  for (const remove of await benefit(page).getByRole("button", { name: /^Hapus banner/ }).all()) await remove.click();
  await expect(benefit(page).getByRole("textbox")).toHaveCount(0);
  await page.getByRole("button", { name: "Simpan Banner", exact: true }).click();
  await expect(page.getByText("Tambahkan minimal satu banner sebelum menyimpan.")).toBeVisible();
  await expect(toast(page, "Success Updated!")).toHaveCount(0);
  const refused = await page.request.post(`/${base}/my-banners`, { form: { intent: "banners" } });
  expect(refused.status()).toBe(400);
  expect(await refused.text()).toContain("Tambahkan minimal satu banner sebelum menyimpan.");
});

test("a banner URL that is not an image URL is refused with a message", async ({ page, base }) => {
  await page.goto(`/${base}/my-banners`);
  await benefit(page).getByRole("button", { name: "+ Tambah Banner Manfaat" }).click();
  await benefit(page).getByRole("textbox").last().fill("javascript:alert(1)");
  await page.getByRole("button", { name: "Simpan Banner", exact: true }).click();
  await expect(benefit(page).getByText(/Pilih gambar dari Media Library/)).toBeVisible();
});

test("per-corporate banner switches are saved and reloaded", async ({ page, base }) => {
  const corp = await corporateByCode(page, base, RESERVED_CORPORATES.bannerSwitches);
  await page.goto(`/${base}/my-banners`);
  await page.getByRole("button", { name: "Simpan fitur banner", exact: true }).click();
  await expect(page.getByRole("main").getByRole("alert").filter({ hasText: "Select corporate first!" })).toBeVisible();

  await page.getByRole("combobox", { name: "Corporate", exact: true }).fill(corp.corp_code);
  await page.getByRole("option", { name: new RegExp(corp.corp_code) }).click();
  await expect(page).toHaveURL(new RegExp(`corp=${corp.corp_code}`));
  const ads = page.getByRole("switch", { name: "Banner Iklan Provider" });
  await expect(ads).toBeChecked();
  await ads.uncheck();
  await page.getByRole("button", { name: "Simpan fitur banner", exact: true }).click();
  await expect(toast(page, "banner Success Updated!")).toBeVisible();
  await page.reload();
  await expect(ads).not.toBeChecked();
});

test.describe(() => {
  test.use({ account: "superadmin", javaScriptEnabled: false });
  test("without JavaScript: add a banner from the newest library images and save", async ({ page, base }) => {
    const image = await libraryImage(page, base);
    await page.goto(`/${base}/my-banners`);
    const before = await benefit(page).getByRole("textbox").count();
    await benefit(page).getByRole("button", { name: "+ Tambah Banner Manfaat" }).click();
    await expect(benefit(page).getByRole("textbox")).toHaveCount(before + 1);
    await benefit(page).getByRole("textbox").last().fill(image);
    await page.getByRole("button", { name: "Simpan Banner", exact: true }).click();
    await expect(toast(page, /Success (Updated|Inserted)!/)).toBeVisible();
    await expect(benefit(page).getByRole("textbox").last()).toHaveValue(image);
    // Back as it was.
    await benefit(page).getByRole("button", { name: /^Hapus banner/ }).last().click();
    await page.getByRole("button", { name: "Simpan Banner", exact: true }).click();
    await expect(benefit(page).getByRole("textbox")).toHaveCount(before);
  });
});

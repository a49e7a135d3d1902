import { firstMedia, unique } from "./content-fixtures";
import { expect, sidebarLinks, test, toast } from "./fixtures";

// A provider's doctor categories and doctors (SPEC §2, §5, §8), as the demo provider (PRV001, six
// seeded categories) works them. Each test adds its own records.

test.describe("doctor pages as the provider", () => {
  test.use({ account: "provider" });

  test("categories: the seeded list, a name required, add then rename", async ({ page, base }) => {
    await page.goto(`/${base}/dashboard`);
    const links = await sidebarLinks(page);
    expect(links).toEqual(expect.arrayContaining(["Kategori Dokter", "Dokter"]));
    await page.getByRole("link", { name: "Kategori Dokter", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Kategori Dokter", exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Ubah Dokter Umum" })).toBeVisible();

    await page.getByRole("link", { name: "+ Tambah Kategori" }).click();
    await page.getByRole("button", { name: "Simpan", exact: true }).click();
    await expect(page.getByText("Please FIll Data!")).toBeVisible();
    const name = unique("Spesialis THT");
    await page.getByLabel("Nama Kategori").fill(name);
    await page.getByRole("button", { name: "Simpan", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${base}/category-doctor$`));
    await expect(toast(page, "Success Inserted!")).toBeVisible();
    await page.getByRole("link", { name: `Ubah ${name}` }).click();
    await expect(page.getByLabel("Nama Kategori")).toHaveValue(name);
    await page.getByLabel("Nama Kategori").fill(`${name} Anak`);
    await page.getByRole("button", { name: "Simpan", exact: true }).click();
    await expect(toast(page, "Success Updated!")).toBeVisible();
    await expect(page.getByRole("link", { name: `Ubah ${name} Anak` })).toBeVisible();
    // A category that is not the provider's goes back to the list.
    await page.goto(`/${base}/detail-category-doctor/prv003c1`);
    await expect(page).toHaveURL(new RegExp(`/${base}/category-doctor$`));
  });

  test("doctors: name, category and image required; added with an image of the library, then moved to another category", async ({ page, base }) => {
    const image = (await firstMedia(page, base, "image")).image_url;
    await page.goto(`/${base}/all-doctor`);
    await page.getByRole("link", { name: "+ Tambah Dokter" }).click();
    await page.getByRole("button", { name: "Simpan", exact: true }).click();
    await expect(page.getByText("Please FIll Data!")).toHaveCount(3);

    const name = unique("dr. Uji");
    await page.getByLabel("Nama Dokter").fill(name);
    await page.getByLabel("Kategori", { exact: true }).selectOption({ label: "Dokter Gigi" });
    await page.getByPlaceholder("/files/…/gambar.png").fill(image);
    await page.getByRole("button", { name: "Simpan", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${base}/all-doctor$`));
    await expect(toast(page, "Success Inserted!")).toBeVisible();
    const row = page.getByRole("row").filter({ hasText: name });
    await expect(row).toContainText("Dokter Gigi");
    await expect(row.locator("img")).toHaveAttribute("src", /.+/);

    await row.getByRole("link", { name: `Ubah ${name}` }).click();
    await expect(page.getByLabel("Kategori", { exact: true })).toHaveValue("prv001c2");
    await page.getByLabel("Kategori", { exact: true }).selectOption({ label: "Spesialis Anak" });
    await page.getByRole("button", { name: "Simpan", exact: true }).click();
    await expect(toast(page, "Success Updated!")).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: name })).toContainText("Spesialis Anak");
  });
});

test.describe(() => {
  test.use({ account: "provider", javaScriptEnabled: false });
  test("a doctor is added without JavaScript, its image one of the library's offered choices", async ({ page, base }) => {
    await page.goto(`/${base}/add-doctor`);
    await page.getByRole("button", { name: "Simpan", exact: true }).click();
    await expect(page.getByText("Please FIll Data!")).toHaveCount(3);
    const name = unique("dr. Tanpa Skrip");
    await page.getByLabel("Nama Dokter").fill(name);
    await page.getByLabel("Kategori", { exact: true }).selectOption({ label: "Dokter Umum" });
    await page.getByText("Pilih gambar dari Media Library", { exact: true }).click();
    await page.locator('input[type="radio"][name="imageChoice"]').first().check();
    await page.getByRole("button", { name: "Simpan", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${base}/all-doctor$`));
    await expect(page.getByRole("row").filter({ hasText: name })).toContainText("Dokter Umum");
  });
});

test("doctor pages are the provider's own: 403 for admin and the e-materai provider", async ({ page, signIn }) => {
  for (const user of ["admin", "ematerai"] as const) {
    const base = await signIn(user);
    for (const path of ["category-doctor", "add-category-doctor", "detail-category-doctor/prv001c1", "all-doctor", "add-doctor", "detail-doctor/prv001d11"]) {
      expect((await page.request.get(`/${base}/${path}`)).status(), `${user} ${path}`).toBe(403);
    }
  }
});

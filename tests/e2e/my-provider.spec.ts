import { firstMedia } from "./content-fixtures";
import { expect, test, toast } from "./fixtures";

// My Provider (SPEC §2): the demo provider (PRV001) edits the profile the app shows of it. The
// name stays as other tests expect it; contact, description and gallery change.

test.describe("my provider as the provider", () => {
  test.use({ account: "provider" });

  test("the profile is saved and shown again; a bad location is refused with what was typed kept; back to the dashboard", async ({ page, base }) => {
    const image = (await firstMedia(page, base, "image")).image_url;
    await page.goto(`/${base}/my-provider`);
    await expect(page.getByText("PRV001", { exact: true })).toBeVisible();
    await expect(page.getByLabel("Nama Provider")).toHaveValue("RS Sehat Sentosa");
    const phone = `021-${Date.now().toString().slice(-7)}`;
    await page.getByLabel("Telepon").fill(phone);
    await page.getByLabel("Lintang, Bujur").fill("north");
    await page.getByRole("button", { name: "Simpan", exact: true }).click();
    await expect(page.getByText("Tulis lintang,bujur, mis. -6.2615,106.8106.")).toBeVisible();
    await expect(page.getByLabel("Telepon")).toHaveValue(phone);

    await page.getByLabel("Lintang, Bujur").fill("-6.2, 106.81");
    await page.getByLabel("Deskripsi", { exact: true }).fill("Rumah sakit rujukan dengan IGD 24 jam.");
    const gallery = page.getByRole("group", { name: /Galeri/ });
    const before = await gallery.locator(".media-list-row").count();
    await gallery.getByRole("button", { name: "+ Tambah Galeri" }).click();
    await expect(gallery.locator(".media-list-row")).toHaveCount(before + 1);
    await gallery.locator(".media-list-row").last().getByRole("textbox").fill(image);
    await page.getByRole("button", { name: "Simpan", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${base}/dashboard$`));
    await expect(toast(page, "Success Updated!")).toBeVisible();

    await page.goto(`/${base}/my-provider`);
    await expect(page.getByLabel("Telepon")).toHaveValue(phone);
    await expect(page.getByLabel("Lintang, Bujur")).toHaveValue("-6.2,106.81");
    await expect(page.getByLabel("Deskripsi", { exact: true })).toHaveValue("Rumah sakit rujukan dengan IGD 24 jam.");
    await expect(gallery.locator(".media-list-row")).toHaveCount(before + 1);
    // Take the added picture out again.
    await gallery.getByRole("button", { name: /^Hapus foto/ }).last().click();
    await expect(gallery.locator(".media-list-row")).toHaveCount(before);
    await page.getByRole("button", { name: "Simpan", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${base}/dashboard$`));
  });
});

test.describe(() => {
  test.use({ account: "provider", javaScriptEnabled: false });
  test("my provider without JavaScript: the gallery grows by a server round trip, and a refusal keeps what was typed", async ({ page, base }) => {
    await page.goto(`/${base}/my-provider`);
    const rows = page.locator(".media-list-row");
    const before = await rows.count();
    await page.getByRole("button", { name: "+ Tambah Galeri" }).click();
    await expect(rows).toHaveCount(before + 1);
    await page.getByLabel("Tautan Tombol").fill("javascript:alert(1)");
    await page.getByRole("button", { name: "Simpan", exact: true }).click();
    await expect(page.getByText("Masukkan tautan http(s)://…")).toBeVisible();
    await expect(page.getByLabel("Tautan Tombol")).toHaveValue("javascript:alert(1)");
  });
});

test("my-provider is the provider's own: 403 for admin and sd", async ({ page, signIn }) => {
  for (const user of ["admin", "sd"] as const) {
    const base = await signIn(user);
    expect((await page.request.get(`/${base}/my-provider`)).status(), user).toBe(403);
  }
});

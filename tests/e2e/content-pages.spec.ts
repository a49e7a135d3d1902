import { mediaDialog, unique } from "./content-fixtures";
import { expect, test, toast } from "./fixtures";

test.describe("about", () => {
  test.use({ account: "superadmin" });

  test("saves rich text with quote characters replaced by double quotes", async ({ page, base }) => {
    await page.goto(`/${base}/about`);
    await expect(page.getByRole("toolbar", { name: "Format" })).toBeVisible();
    const editor = page.getByRole("textbox", { name: "Isi halaman Tentang", exact: true });
    const marker = unique("Kami 'peduli' pada ‘Anda’");
    await editor.click();
    await page.keyboard.press("ControlOrMeta+End");
    await page.keyboard.press("Enter");
    await page.keyboard.type(marker);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(toast(page, "Success Updated!")).toBeVisible();
    const expected = marker.replace(/['‘’]/g, '"');
    await expect(page.getByTestId("about-preview")).toContainText(expected);
    await page.reload();
    await expect(page.getByRole("textbox", { name: "Isi halaman Tentang", exact: true })).toContainText(expected);
  });
});

test.describe("guidebook", () => {
  test.use({ account: "admin" });

  test("add, edit, cancel and delete; title and PDF are required", async ({ page, base }) => {
    await page.goto(`/${base}/guidebook`);
    await page.getByRole("link", { name: "+ Tambah Buku Panduan", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Tambah Buku Panduan", exact: true })).toBeVisible();

    await page.getByRole("button", { name: "Simpan", exact: true }).click();
    await expect(page.getByText("Pastikan Title dan URL tidak Kosong!").first()).toBeVisible();
    const title = unique("Panduan uji");
    await page.getByLabel("Judul", { exact: true }).fill(title);
    await page.getByRole("button", { name: "Simpan", exact: true }).click();
    await expect(page.getByText("Pastikan Title dan URL tidak Kosong!")).toHaveCount(1);

    // The PDF and the cover from the library's Select tab.
    await page.getByRole("button", { name: "Pilih PDF dari Media Library" }).click();
    let dialog = mediaDialog(page);
    await expect(dialog.getByRole("tab", { name: "Select" })).toHaveAttribute("aria-selected", "true");
    await dialog.getByRole("option").first().click();
    await dialog.getByRole("button", { name: "Pilih" }).click();
    await expect(page.getByLabel("PDF Buku Panduan", { exact: true })).toHaveValue(/\.pdf$|^\/files\//);
    await page.getByRole("button", { name: "Pilih Gambar dari Media Library" }).click();
    dialog = mediaDialog(page);
    await dialog.getByRole("option").first().click();
    await dialog.getByRole("button", { name: "Pilih" }).click();
    await expect(page.getByLabel("Gambar Sampul", { exact: true })).not.toHaveValue("");
    await page.getByRole("button", { name: "Simpan", exact: true }).click();
    await expect(toast(page, "Success Inserted!")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Ubah Buku Panduan", exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: title })).toHaveAttribute("aria-current", "true");

    // Cancel puts the editor back to what is stored.
    const pdf = await page.getByLabel("PDF Buku Panduan", { exact: true }).inputValue();
    await page.getByLabel("Judul", { exact: true }).fill("Judul yang dibatalkan");
    await page.getByLabel("PDF Buku Panduan", { exact: true }).fill("");
    await page.getByRole("button", { name: "Cancel", exact: true }).click();
    await expect(page.getByLabel("Judul", { exact: true })).toHaveValue(title);
    await expect(page.getByLabel("PDF Buku Panduan", { exact: true })).toHaveValue(pdf);

    await page.getByLabel("Judul", { exact: true }).fill(`${title} v2`);
    await page.getByRole("button", { name: "Perbarui", exact: true }).click();
    await expect(toast(page, "Success Updated!")).toBeVisible();
    await expect(page.getByRole("link", { name: `${title} v2` })).toBeVisible();

    await page.getByRole("link", { name: "Hapus", exact: true }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Ya, hapus" }).click();
    await expect(toast(page, "Success Deleted!")).toBeVisible();
    await expect(page.getByRole("link", { name: `${title} v2` })).toHaveCount(0);
  });

  test("the server checks the guidebook too", async ({ page, base }) => {
    const response = await page.request.post(`/${base}/guidebook`, { form: { intent: "save", title: "Tanpa PDF", guidebookapp: "" } });
    expect(response.status()).toBe(400);
    expect(await response.text()).toContain("Pastikan Title dan URL tidak Kosong!");
  });
});

test.describe("notification URL", () => {
  test.use({ account: "admin" });

  test("is read-only: Save says 'Cannot change this data'", async ({ page, base }) => {
    await page.goto(`/${base}/notification`);
    const url = page.getByLabel("URL");
    await expect(url).toHaveAttribute("readonly", "");
    const before = await url.inputValue();
    expect(before).toMatch(/^https?:\/\//);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(toast(page, "Cannot change this data")).toBeVisible();
    await page.reload();
    await expect(page.getByLabel("URL")).toHaveValue(before);
  });
});

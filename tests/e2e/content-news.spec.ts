import { firstMedia, mediaDialog, pngFile, unique } from "./content-fixtures";
import { expect, test, toast } from "./fixtures";

test.describe("news", () => {
  test.use({ account: "admin" });

  test("add, edit and delete news, the image uploaded and chosen in the library dialog", async ({ page, base }) => {
    const title = unique("Berita uji");
    await page.goto(`/${base}/news`);
    await page.getByRole("link", { name: "+ Tambah Berita", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${base}/add_news$`));

    await page.getByLabel("Judul", { exact: true }).fill(title);
    await page.getByLabel("Penulis", { exact: true }).fill("dr. Uji Coba");
    await page.getByLabel("URL Tautan", { exact: true }).fill("https://sehat.example/berita/uji");
    // The slate editor replaces the plain field once its code has loaded.
    await expect(page.getByRole("toolbar", { name: "Format" })).toBeVisible();
    const editor = page.getByRole("textbox", { name: "Isi", exact: true });
    await editor.click();
    await page.keyboard.type("Isi berita ");
    await page.getByRole("button", { name: "B Tebal", exact: true }).click();
    await page.keyboard.type("penting");

    // The library dialog: upload a new image, which comes back chosen on the Select tab.
    await page.getByRole("button", { name: "Pilih Gambar dari Media Library" }).click();
    const dialog = mediaDialog(page);
    await expect(dialog).toBeVisible();
    await dialog.getByRole("tab", { name: "Upload" }).click();
    await expect(dialog.getByLabel("Deskripsi")).toHaveCount(0);
    await expect(dialog.getByRole("button", { name: "Unggah", exact: true })).toHaveCount(0);
    const description = unique("Cover berita");
    await dialog.locator('input[type="file"]').setInputFiles(pngFile("cover-uji.png"));
    await dialog.getByLabel("Deskripsi").fill(description);
    await dialog.getByRole("button", { name: "Unggah", exact: true }).click();
    await expect(toast(page, "Success Uploaded!")).toBeVisible();
    await expect(dialog.getByRole("tab", { name: "Select" })).toHaveAttribute("aria-selected", "true");
    const chosen = dialog.getByRole("option", { selected: true });
    await expect(chosen).toHaveCount(1);
    await expect(chosen).toContainText(description);
    await dialog.getByRole("button", { name: "Pilih" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByLabel("Gambar", { exact: true })).toHaveValue(/^\/files\/.+\.png$/);

    await page.getByRole("button", { name: "Simpan", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${base}/news$`));
    await expect(toast(page, "Success Inserted!")).toBeVisible();

    // Found by search (URL state), with its image.
    await page.getByRole("searchbox", { name: "Cari" }).fill(title);
    await page.getByRole("button", { name: "Cari" }).click();
    await expect(page).toHaveURL(/q=/);
    const row = page.getByRole("row").filter({ hasText: title });
    await expect(row).toHaveCount(1);
    // (the list shows the image's thumbnail, a WebP beside the uploaded PNG)
    await expect(row.locator("img")).toHaveAttribute("src", /^\/files\/.+\.png\.thumb\.webp$/);
    const imageSrc = await row.locator("img").getAttribute("src");
    const image = await page.request.get(imageSrc!);
    expect(image.headers()["content-type"]).toBe("image/webp");
    expect((await page.request.get(imageSrc!.replace(/\.thumb\.webp$/, ""))).headers()["content-type"]).toBe("image/png");

    // Edit: the stored HTML comes back into the editor.
    await row.getByRole("link", { name: `Ubah ${title}` }).click();
    await expect(page.getByRole("heading", { name: "Ubah Berita", exact: true })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Isi", exact: true }).locator("strong")).toHaveText("penting");
    await page.getByLabel("Judul", { exact: true }).fill(`${title} (revisi)`);
    await page.getByRole("button", { name: "Perbarui", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${base}/news$`));
    await expect(toast(page, "Success Updated!")).toBeVisible();

    // Delete, after declining once.
    await page.goto(`/${base}/news?q=${encodeURIComponent(title)}`);
    const edited = page.getByRole("row").filter({ hasText: `${title} (revisi)` });
    await edited.getByRole("link", { name: /^Hapus/ }).click();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm).toContainText(`"${title} (revisi)" akan dihapus. Lanjutkan?`);
    await confirm.getByRole("button", { name: "Batal", exact: true }).click();
    await expect(toast(page, "Canceled!")).toBeVisible();
    await expect(edited).toHaveCount(1);
    await edited.getByRole("link", { name: /^Hapus/ }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Ya, hapus" }).click();
    await expect(toast(page, "Success Deleted!")).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: title })).toHaveCount(0);
  });

  test("all five fields are required: 'Please FIll Data!', in the browser and on the server", async ({ page, base }) => {
    await page.goto(`/${base}/add_news`);
    await expect(page.getByRole("textbox", { name: "Isi", exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Simpan", exact: true }).click();
    await expect(page.getByText("Please FIll Data!")).toHaveCount(5);
    await page.getByLabel("Judul", { exact: true }).fill("Hanya judul");
    await page.getByRole("button", { name: "Simpan", exact: true }).click();
    await expect(page.getByText("Please FIll Data!")).toHaveCount(4);
    await expect(page).toHaveURL(new RegExp(`/${base}/add_news$`));

    const empty = await page.request.post(`/${base}/add_news`, { form: { title: "a", author: "", link: "", image: "", content: "<p></p>" } });
    expect(empty.status()).toBe(400);
    expect(await empty.text()).toContain("Please FIll Data!");
    const tooLong = await page.request.post(`/${base}/add_news`, {
      form: { title: "x".repeat(201), author: "a", link: "https://a.example", image: "/files/a.png", content: "<p>x</p>" },
    });
    expect(tooLong.status()).toBe(400);
    expect(await tooLong.text()).toContain("Maksimal 200 karakter.");
    const badLink = await page.request.post(`/${base}/add_news`, {
      form: { title: "t", author: "a", link: "javascript:alert(1)", image: "/files/a.png", content: "<p>x</p>" },
    });
    expect(badLink.status()).toBe(400);
  });

  test("a script in news content runs neither on the list nor on the detail page", async ({ page, base }) => {
    const image = await firstMedia(page, base, "image");
    const tag = unique("XSS");
    const title = `${tag} <script>window.__xss = 'title'</script>`;
    const created = await page.request.post(`/${base}/add_news`, {
      form: {
        title,
        author: "<img src=x onerror=\"window.__xss='author'\">",
        link: "https://sehat.example/x",
        image: image.image_url,
        content:
          "<p>Aman</p><script>window.__xss = 'script'</script><img src=\"/nope.png\" onerror=\"window.__xss='onerror'\">" +
          "<a href=\"javascript:window.__xss='href'\" id=\"bad-link\">tautan</a><svg onload=\"window.__xss='svg'\"></svg>",
      },
      maxRedirects: 0,
    });
    expect(created.status()).toBe(302);
    const dialogs: string[] = [];
    page.on("dialog", (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });

    await page.goto(`/${base}/news?q=${encodeURIComponent(tag)}`);
    const row = page.getByRole("row").filter({ hasText: "window.__xss = 'title'" });
    await expect(row).toHaveCount(1);
    expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined();

    await row.getByRole("link", { name: /^Ubah/ }).click();
    await expect(page.getByRole("heading", { name: "Ubah Berita", exact: true })).toBeVisible();
    const preview = page.getByTestId("news-preview");
    await expect(preview).toContainText("Aman");
    const html = await preview.innerHTML();
    expect(html).not.toMatch(/<script|onerror|onload|javascript:/i);
    await preview.getByText("tautan").click();
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined();
    expect(dialogs).toEqual([]);
  });

  test("a detail URL for news that does not exist goes back to the list", async ({ page, base }) => {
    await page.goto(`/${base}/detail_news/no-such-news-id`);
    await expect(page).toHaveURL(new RegExp(`/${base}/news$`));
    await expect(page.getByRole("heading", { name: "Berita", exact: true })).toBeVisible();
  });

  test("the list pages with the 10/20/50 length menu and keeps its state in the URL", async ({ page, base }) => {
    await page.goto(`/${base}/news`);
    const sizes = await page.getByLabel("Baris per halaman").locator("option").allInnerTexts();
    expect(sizes).toEqual(["10", "20", "50"]);
    await expect(page.locator("tbody tr")).toHaveCount(10);
    await page.getByLabel("Baris per halaman").selectOption("20");
    await expect(page).toHaveURL(/size=20/);
    await expect(page.locator("tbody tr")).toHaveCount(20);
    await page.getByRole("link", { name: "Berikutnya" }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByLabel("Baris per halaman")).toHaveValue("20");
  });
});

test.describe("news without JavaScript", () => {
  test.use({ account: "admin", javaScriptEnabled: false });

  test("news add works with JavaScript disabled", async ({ page, base }) => {
    const title = unique("Berita tanpa JS");
    await page.goto(`/${base}/add_news`);
    await page.getByRole("button", { name: "Simpan", exact: true }).click();
    await expect(page.getByText("Please FIll Data!").first()).toBeVisible();

    await page.getByLabel("Judul", { exact: true }).fill(title);
    await page.getByLabel("Penulis", { exact: true }).fill("Tim Redaksi");
    await page.getByLabel("URL Tautan", { exact: true }).fill("https://sehat.example/tanpa-js");
    await page.getByRole("textbox", { name: "Isi", exact: true }).fill("<p>Ditulis <strong>tanpa</strong> JavaScript.</p>");
    // The image: one of the library's newest, offered as plain radio buttons.
    await page.getByText("Pilih gambar dari Media Library", { exact: true }).click();
    await page.locator('input[type="radio"][name="imageChoice"]').first().check();
    await page.getByRole("button", { name: "Simpan", exact: true }).click();

    await expect(page).toHaveURL(new RegExp(`/${base}/news$`));
    await expect(toast(page, "Success Inserted!")).toBeVisible();
    await page.goto(`/${base}/news?q=${encodeURIComponent(title)}`);
    const row = page.getByRole("row").filter({ hasText: title });
    await expect(row).toHaveCount(1);
    await expect(row.locator("img")).toHaveAttribute("src", /.+/);

    // Delete without JavaScript: the confirmation is part of the page.
    await row.getByRole("link", { name: /^Hapus/ }).click();
    await expect(page.getByRole("alertdialog", { name: "Hapus berita?" })).toBeVisible();
    await page.getByRole("button", { name: "Ya, hapus" }).click();
    await expect(toast(page, "Success Deleted!")).toBeVisible();
  });
});

import { bombPng, fakePng, mediaDialog, pdfFile, pngFile, unique } from "./content-fixtures";
import { expect, test, toast } from "./fixtures";

test.describe("media library", () => {
  test.use({ account: "admin" });

  test("an upload of a non-image renamed .png is refused with the platform's message", async ({ page, base }) => {
    await page.goto(`/${base}/media-library`);
    await page.getByRole("button", { name: "Unggah Gambar", exact: true }).click();
    const dialog = mediaDialog(page);
    await expect(dialog.getByRole("tab", { name: "Upload" })).toHaveAttribute("aria-selected", "true");
    await dialog.locator('input[type="file"]').setInputFiles(fakePng());
    await dialog.getByLabel("Deskripsi").fill("Bukan gambar");
    await dialog.getByRole("button", { name: "Unggah", exact: true }).click();
    await expect(dialog.getByRole("alert")).toContainText("Jenis file tidak didukung");
    await expect(toast(page, "Error Uploaded!")).toBeVisible();

    // The route itself refuses it too, and a PDF offered as an image.
    const stream = (file: { name: string; mimeType: string; buffer: Buffer }) =>
      page.request.post(`/${base}/media-library/upload?type=image&description=x&name=${file.name}`, { multipart: { image: file } });
    const fake = await stream(fakePng());
    expect(fake.status()).toBe(400);
    expect((await fake.json()).message).toContain("Jenis file tidak didukung");
    const pdfAsImage = await stream({ ...pdfFile("looks-like.png"), mimeType: "image/png" });
    expect(pdfAsImage.status()).toBe(400);
    expect((await pdfAsImage.json()).message).toContain("bukan gambar");
    // A decompression bomb is refused before the platform decodes or stores it.
    const bomb = await stream(bombPng());
    expect(bomb.status()).toBe(400);
    expect((await bomb.json()).message).toBe("Dimensi gambar terlalu besar (maks. 50 megapiksel).");
  });

  test("upload needs a file and a description; the fields appear once a file is chosen", async ({ page, base }) => {
    await page.goto(`/${base}/media-library`);
    await page.getByRole("button", { name: "Unggah PDF", exact: true }).click();
    const dialog = mediaDialog(page);
    await expect(dialog.getByLabel("Deskripsi")).toHaveCount(0);
    await dialog.locator('input[type="file"]').setInputFiles(pdfFile("panduan-uji.pdf"));
    await dialog.getByRole("button", { name: "Unggah", exact: true }).click();
    await expect(dialog.getByText("Pastikan file sudah diinput dan deskripsi tidak kosong")).toBeVisible();

    const description = unique("Panduan uji PDF");
    await dialog.getByLabel("Deskripsi").fill(description);
    await dialog.getByRole("button", { name: "Unggah", exact: true }).click();
    await expect(toast(page, "Success Uploaded!")).toBeVisible();
    await expect(dialog.getByRole("tab", { name: "Select" })).toHaveAttribute("aria-selected", "true");
    await expect(dialog.getByRole("option", { selected: true })).toContainText(description);
    await dialog.getByRole("button", { name: "Tutup" }).first().click();
    // The page behind the dialog shows the new PDF, which opens with its real type.
    const tile = page.getByTestId("media-tile").filter({ hasText: description });
    await expect(tile).toHaveCount(1);
    const href = await tile.getByRole("link", { name: /^Buka\b/ }).getAttribute("href");
    const pdf = await page.request.get(href!);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");

    // Server side: a missing description is refused whatever the browser did.
    const noDescription = await page.request.post(`/${base}/media-library/upload?type=pdf&description=&name=x.pdf`, { multipart: { image: pdfFile() } });
    expect(noDescription.status()).toBe(400);
    expect((await noDescription.json()).message).toBe("Pastikan file sudah diinput dan deskripsi tidak kosong");
  });

  test("the upload shows its progress, then the new image is chosen on the Select tab", async ({ page, base }) => {
    await page.goto(`/${base}/media-library`);
    // A slow uplink (about 200 KB/s) for a 700 KB image.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 20, downloadThroughput: 5_000_000, uploadThroughput: 200_000 });
    await page.getByRole("button", { name: "Unggah Gambar", exact: true }).click();
    const dialog = mediaDialog(page);
    await dialog.locator('input[type="file"]').setInputFiles(pngFile("besar.png", [20, 120, 90], { width: 480, height: 480, noise: true }));
    const description = unique("Gambar besar");
    await dialog.getByLabel("Deskripsi").fill(description);
    await dialog.getByRole("button", { name: "Unggah", exact: true }).click();
    const progress = dialog.getByRole("progressbar", { name: "Progres unggah" });
    await expect(progress).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Mengunggah…" })).toBeDisabled();
    await expect(toast(page, "Success Uploaded!")).toBeVisible({ timeout: 20_000 });
    await expect(progress).toHaveCount(0);
    await expect(dialog.getByRole("option", { selected: true })).toContainText(description);
    await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  });

  test("admin renames and deletes media", async ({ page, base }) => {
    const description = unique("Gambar untuk diganti");
    const uploaded = await page.request.post(`/${base}/media-library/upload?type=image&description=${encodeURIComponent(description)}&name=rename.png`, {
      multipart: { image: pngFile("rename.png", [190, 18, 60]) },
    });
    expect(uploaded.status()).toBe(200);

    await page.goto(`/${base}/media-library?q=${encodeURIComponent(description)}`);
    const tile = page.getByTestId("media-tile").filter({ hasText: description });
    await expect(tile).toHaveCount(1);
    await tile.getByRole("link", { name: /^Ganti nama/ }).click();
    const renamed = `${description} (baru)`;
    await tile.getByLabel("Deskripsi baru").fill(renamed);
    await tile.getByRole("button", { name: "Simpan", exact: true }).click();
    await expect(toast(page, "Success Updated!")).toBeVisible();
    const renamedTile = page.getByTestId("media-tile").filter({ hasText: renamed });
    await expect(renamedTile).toHaveCount(1);

    await renamedTile.getByRole("link", { name: /^Hapus/ }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Ya, hapus" }).click();
    await expect(toast(page, "Success Deleted!")).toBeVisible();
    await expect(page.getByTestId("media-tile").filter({ hasText: renamed })).toHaveCount(0);
  });

  test.describe(() => {
    test.use({ account: "operator" });
    test("a role that is not admin only opens media: no rename or delete, and the server refuses them", async ({ page, base }) => {
      // In the demo, operator (another role, menu_active news and members) picks media on add_news
      // but may not open the library page; SPEC §6 gives rename and delete to admin only.
      await page.goto(`/${base}/add_news`);
      await page.getByRole("button", { name: "Pilih Gambar dari Media Library" }).click();
      const dialog = mediaDialog(page);
      await expect(dialog.getByRole("option").first()).toBeVisible();
      await expect(dialog.getByRole("button", { name: /Ganti nama|Hapus/ })).toHaveCount(0);
      await expect(dialog.getByRole("link", { name: /Ganti nama|Hapus/ })).toHaveCount(0);

      const page403 = await page.request.get(`/${base}/media-library`);
      expect(page403.status()).toBe(403);
      for (const intent of ["rename", "delete"]) {
        const response = await page.request.post(`/${base}/media-library`, { form: { intent, id: "any", description: "x" } });
        expect(response.status(), intent).toBe(403);
      }
    });
  });

  test.describe(() => {
    test.use({ account: "editor" });
    test("on the library page, a non-admin role opens PDFs but cannot rename or delete", async ({ page, base }) => {
      await page.goto(`/${base}/media-library`);
      const tiles = page.getByTestId("media-tile");
      await expect(tiles.first()).toBeVisible();
      await expect(page.getByRole("button", { name: /^(Ganti nama|Hapus)\b/ })).toHaveCount(0);
      await expect(page.getByRole("link", { name: /^(Ganti nama|Hapus)\b/ })).toHaveCount(0);
      const pdf = tiles.filter({ hasText: "PDF" }).first();
      const open = pdf.getByRole("link", { name: /^Buka\b/ });
      await expect(open).toBeVisible();
      const href = (await open.getAttribute("href"))!;
      const file = await page.request.get(href);
      expect(file.status()).toBe(200);
      expect(file.headers()["content-type"]).toContain("application/pdf");
      for (const intent of ["rename", "delete"]) {
        const response = await page.request.post(`/${base}/media-library`, { form: { intent, id: "1", description: "x" } });
        expect(response.status(), intent).toBe(403);
      }
    });
  });

  test("search by description, paged on the server; masonry 4/3/2/1 columns at 1100/700/500 px", async ({ page, base }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/${base}/media-library`);
    const masonry = page.getByTestId("library");
    await expect(masonry).toBeVisible();
    const columns = () => masonry.evaluate((el) => getComputedStyle(el).columnCount);
    expect(await columns()).toBe("4");
    for (const [width, count] of [[1000, "3"], [600, "2"], [420, "1"]] as const) {
      await page.setViewportSize({ width, height: 900 });
      expect(await columns(), `${width}px`).toBe(count);
    }
    await page.setViewportSize({ width: 1280, height: 900 });

    // 40 a page, with a pager; the demo library holds well over a thousand items.
    await expect(page.getByTestId("media-tile")).toHaveCount(40);
    await expect(page.getByRole("navigation", { name: "Halaman" })).toContainText("Menampilkan 1–40 dari");
    await page.getByRole("navigation", { name: "Halaman" }).getByRole("link", { name: "Berikutnya" }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByRole("navigation", { name: "Halaman" })).toContainText("Menampilkan 41–80 dari");

    // Search by description (case-insensitive), PDFs only.
    await page.getByRole("searchbox", { name: "Cari deskripsi" }).fill("PANDUAN");
    await page.getByLabel("Jenis media").selectOption("pdf");
    await page.getByRole("button", { name: "Cari" }).click();
    await expect(page).toHaveURL(/q=PANDUAN/);
    await expect(page).not.toHaveURL(/page=2/);
    // The URL changes before the new tiles arrive: wait for the found tiles themselves.
    const tiles = page.getByTestId("media-tile");
    await expect(tiles.first()).toBeVisible();
    await expect
      .poll(async () => {
        const texts = await tiles.locator(".media-desc").allInnerTexts();
        return texts.length > 0 && texts.every((text) => text.toLowerCase().includes("panduan"));
      })
      .toBe(true);
    await expect(tiles.getByText("Gambar", { exact: true })).toHaveCount(0);
  });
});

test.describe("thumbnails", () => {
  test.use({ account: "admin" });

  test("the library shows small thumbnails with their size; Open gives the full image", async ({ page, base }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    // Demo banners: 960 px wide pictures (uploads by other tests are small).
    await page.goto(`/${base}/media-library?type=image&q=banner`);
    const tile = page.getByTestId("media-tile").first();
    const img = tile.locator("img");
    await expect(img).toHaveAttribute("src", /\.thumb\.webp$/);
    await expect(img).toHaveAttribute("loading", "lazy");
    await expect(img).toHaveAttribute("decoding", "async");
    // Its own width and height: the tile keeps its place while the picture loads.
    const width = Number(await img.getAttribute("width"));
    const height = Number(await img.getAttribute("height"));
    expect(width).toBeGreaterThan(0);
    expect(width).toBeLessThanOrEqual(480);
    const box = await img.boundingBox();
    expect(Math.abs(box!.height - (box!.width * height) / width)).toBeLessThan(2);
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(width);
    const thumb = await page.request.get((await img.getAttribute("src"))!);
    expect(thumb.headers()["content-type"]).toBe("image/webp");
    expect(thumb.headers()["cache-control"]).toMatch(/private.*max-age=31536000/);
    // Every image tile shows a thumbnail, never the full file.
    for (const src of await page.getByTestId("library").locator("img").evaluateAll((els) => els.map((el) => el.getAttribute("src")))) expect(src).toMatch(/\.thumb\.webp$/);

    // Open: the full image, in a new tab.
    const open = tile.getByRole("link", { name: /^Buka/ });
    const full = (await open.getAttribute("href"))!;
    expect(full).toMatch(/^\/files\/.+\.png$/);
    expect(`${full}.thumb.webp`).toBe(await img.getAttribute("src"));
    const [popup] = await Promise.all([page.waitForEvent("popup"), open.click()]);
    await popup.waitForLoadState();
    expect(new URL(popup.url()).pathname).toBe(full);
    const natural = await popup.evaluate(() => document.images[0]?.naturalWidth ?? 0);
    expect(natural).toBeGreaterThan(width);
    await popup.close();
  });

  test("the picker dialog and the news and guidebook lists show thumbnails too", async ({ page, base }) => {
    await page.goto(`/${base}/news`);
    const newsImg = page.locator("img.news-thumb").first();
    await expect(newsImg).toHaveAttribute("src", /^\/files\/.+\.png\.thumb\.webp$/);
    await expect(newsImg).toHaveAttribute("width", "96");
    await expect.poll(() => newsImg.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
    expect(await newsImg.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeLessThanOrEqual(480);

    await page.goto(`/${base}/guidebook`);
    const cover = page.locator("img.guidebook-cover").first();
    await expect(cover).toHaveAttribute("src", /\.thumb\.webp$/);
    await expect.poll(() => cover.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);

    await page.goto(`/${base}/add_news`);
    await page.getByRole("button", { name: "Pilih Gambar dari Media Library" }).click();
    const dialog = mediaDialog(page);
    const option = dialog.getByRole("option").first();
    await expect(option.locator("img")).toHaveAttribute("src", /\.thumb\.webp$/);
    // The chosen image's preview beside the field is its thumbnail; the field holds the full URL,
    // which "Open" (outside the listbox) opens.
    await option.click();
    await expect(dialog.getByRole("link", { name: /^Buka/ })).toHaveAttribute("href", /^\/files\/.+\.png$/);
    await dialog.getByRole("button", { name: "Pilih" }).click();
    const field = page.getByPlaceholder("/files/…/gambar.png");
    await expect(field).toHaveValue(/^\/files\/.+\.png$/);
    await expect(page.getByAltText("Pratinjau gambar")).toHaveAttribute("src", `${await field.inputValue()}.thumb.webp`);
  });
});

test.describe("reimbursement attachments download", () => {
  test.use({ account: "admin" });

  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

  test("needs start, to and payor; refuses a too-large range; streams the ZIP through 'Download Now'", async ({ page, base }) => {
    await page.goto(`/${base}/media-library`);
    const card = page.locator(".rt-Card").filter({ has: page.getByRole("heading", { name: "Unduh Lampiran Reimbursement" }) });
    const request = card.getByRole("button", { name: "Request Link Download" });

    await request.click();
    await expect(card.getByRole("alert")).toHaveText("Start Date, To date and Payor is Required!");
    const missing = await page.request.post(`/${base}/media-library`, { form: { intent: "reimbursement", from: day(-3), to: "", payor: "P001" } });
    expect(missing.status()).toBe(400);
    expect(await missing.text()).toContain("Start Date, To date and Payor is Required!");

    const payors = await card.getByLabel("Payor").locator("option").evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
    expect(payors.length).toBeGreaterThan(0);
    await card.getByLabel("Payor").selectOption(payors[0]);
    await card.getByLabel("Start Date").fill(day(-200));
    await card.getByLabel("To date").fill(day(0));
    await request.click();
    await expect(card.getByRole("alert")).toHaveText("Data terlalu banyak, silahkan pilih tanggal yang lebih sedikit!");

    // A range the platform accepts (at most 500 attachments): the last week, or fewer days.
    const downloadNow = card.getByRole("link", { name: "Download Now" });
    for (const days of [7, 3, 1, 0]) {
      await card.getByLabel("Start Date").fill(day(-days));
      await card.getByLabel("To date").fill(day(0));
      const answered = page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/media-library"));
      await request.click();
      await expect(card.getByRole("button", { name: "Process....." }).or(downloadNow).or(card.getByRole("alert"))).toBeVisible();
      await answered;
      await expect(downloadNow.or(card.getByRole("alert"))).toBeVisible();
      if (await downloadNow.isVisible()) break;
    }
    await expect(downloadNow).toBeVisible();
    const href = await downloadNow.getAttribute("href");
    expect(href).toMatch(new RegExp(`^/${base}/media-library/reimbursement\\?file=`));

    const [download] = await Promise.all([page.waitForEvent("download"), downloadNow.click()]);
    expect(download.suggestedFilename()).toMatch(/^reimbursement-.+\.zip$/);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const zip = Buffer.concat(chunks);
    expect(zip.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    expect(zip.length).toBeGreaterThan(1000);
    // Then the button starts over.
    await expect(card.getByRole("button", { name: "Request Link Download" })).toBeVisible();

    // The same link works like curl with the session cookie, and only with it.
    const again = await page.request.get(href!);
    expect(again.status()).toBe(200);
    expect(again.headers()["content-type"]).toBe("application/zip");
    expect(again.headers()["content-disposition"]).toMatch(/attachment; filename="reimbursement-/);
    const anonymous = await page.context().browser()!.newContext();
    const stranger = await anonymous.request.get(new URL(href!, page.url()).toString(), { maxRedirects: 0 });
    expect(stranger.status()).toBe(302);
    await anonymous.close();
  });
});

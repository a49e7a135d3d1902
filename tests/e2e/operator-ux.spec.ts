import type { Page } from "@playwright/test";
import { expect, test, toast } from "./fixtures";
import { pngFile, unique } from "./content-fixtures";

/** Issue 9: operators lose nothing and never hit a dead end (keyboard, phone, slow links). */

test.use({ account: "superadmin" });

test.describe("as admin", () => {
  test.use({ account: "admin" });

  const reimbursementCard = (page: Page) => page.locator(".rt-Card").filter({ has: page.getByRole("heading", { name: "Unduh Lampiran Reimbursement" }) });
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

  test("the reimbursement link starts over when the payor or the dates change", async ({ page, base }) => {
    await page.goto(`/${base}/media-library`);
    const card = reimbursementCard(page);
    // The card's code comes after the page's (it hydrates later than the page): its calendar
    // buttons show that it has.
    await expect(card.getByRole("button", { name: "Pilih di kalender" })).toHaveCount(2);
    const payors = await card.getByLabel("Payor").locator("option").evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
    await card.getByLabel("Payor").selectOption(payors[payors.length - 1]);
    await card.getByLabel("Start Date").fill(day(-2));
    await card.getByLabel("To date").fill(day(0));
    await card.getByRole("button", { name: "Request Link Download" }).click();
    await expect(card.getByRole("link", { name: "Download Now" })).toBeVisible();
    await card.getByLabel("Start Date").fill(day(-1));
    await expect(card.getByRole("link", { name: "Download Now" })).toHaveCount(0);
    await expect(card.getByRole("button", { name: "Request Link Download" })).toBeVisible();
    await card.getByRole("button", { name: "Request Link Download" }).click();
    await expect(card.getByRole("link", { name: "Download Now" })).toBeVisible();
    await card.getByLabel("Payor").selectOption(payors[0]);
    await expect(card.getByRole("button", { name: "Request Link Download" })).toBeVisible();
  });

  test("a link asked for before the card's code came is dropped when the dates were changed meanwhile", async ({ page, base }) => {
    // A slow link: the card's code arrives only when the test lets it, so its button posts the
    // page as a form does without JavaScript.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/reimbursement-download-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`/${base}/media-library`);
    const card = reimbursementCard(page);
    const payors = await card.getByLabel("Payor").locator("option").evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
    const payor = payors[payors.length - 1];
    await card.getByLabel("Payor").selectOption(payor);
    await card.getByLabel("Start Date").fill(day(-2));
    await card.getByLabel("To date").fill(day(0));
    await Promise.all([page.waitForURL(`**/${base}/media-library`, { waitUntil: "commit" }), page.waitForResponse((r) => r.request().method() === "POST"), card.getByRole("button", { name: "Request Link Download" }).click()]);
    // The page that comes back keeps what was posted, beside its link.
    await expect(card.getByRole("link", { name: "Download Now" })).toBeVisible();
    await expect(card.getByLabel("Payor")).toHaveValue(payor);
    const shown = (offset: number) => day(offset).split("-").reverse().join("-");
    await expect(card.getByLabel("Start Date")).toHaveValue(shown(-2));
    await expect(card.getByLabel("To date")).toHaveValue(shown(0));
    // Still without the card's code, the operator moves the start a day.
    await card.getByLabel("Start Date").fill(day(-1));
    release();
    await expect(card.getByRole("button", { name: "Pilih di kalender" })).toHaveCount(2);
    await expect(card.getByRole("link", { name: "Download Now" })).toHaveCount(0);
    await expect(card.getByRole("button", { name: "Request Link Download" })).toBeVisible();
    await expect(card.getByLabel("Start Date")).toHaveValue(day(-1));
  });

  test("text typed before the rich-text editor has loaded is carried into it and saved", async ({ page, base }) => {
    // A slow link: the editor's code arrives only when the test lets it.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/rich-text-editor-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`/${base}/about`);
    const plain = page.getByRole("textbox", { name: "Isi halaman Tentang", exact: true });
    const words = unique("Diketik sebelum editor siap");
    await plain.fill(words);
    release();
    const editor = page.locator(".rte-content");
    await expect(editor).toContainText(words);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(toast(page, /Success (Updated|Inserted)!/)).toBeVisible();
    await expect(page.getByTestId("about-preview")).toContainText(words);
  });

  test("a refused rename keeps the library's search, and a delete names what it deletes", async ({ page, base }) => {
    const description = unique("Rename keeps filter");
    const uploaded = await page.request.post(`/${base}/media-library/upload?type=image&description=${encodeURIComponent(description)}&name=keep.png`, { multipart: { image: pngFile("keep.png", [10, 90, 30]) } });
    expect(uploaded.status()).toBe(200);
    await page.goto(`/${base}/media-library?q=${encodeURIComponent(description)}`);
    const tile = page.getByTestId("media-tile").filter({ hasText: description });
    await tile.getByRole("link", { name: /^Ganti nama/ }).click();
    await tile.getByLabel("Deskripsi baru").fill("");
    await tile.getByRole("button", { name: "Simpan", exact: true }).click();
    await expect(tile.getByText("Deskripsi wajib diisi.")).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(description).replace(/%20/g, "(%20|\\+)")}`));
    await tile.getByRole("link", { name: "Batal", exact: true }).click();
    await tile.getByRole("link", { name: /^Hapus/ }).click();
    const confirm = page.getByRole("alertdialog", { name: "Hapus media?" });
    await expect(confirm).toContainText(description);
    await confirm.getByRole("button", { name: "Ya, hapus" }).click();
    await expect(toast(page, "Success Deleted!")).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`q=`));
  });

  test("leaving a form with unsaved changes asks first", async ({ page, base }) => {
    await page.goto(`/${base}/add_news`);
    await page.getByLabel("Judul", { exact: true }).fill("Belum disimpan");
    await page.getByRole("complementary", { name: "Menu utama" }).getByRole("link", { name: "Dashboard" }).click();
    const ask = page.getByRole("alertdialog", { name: "Tinggalkan halaman ini?" });
    await expect(ask).toBeVisible();
    await ask.getByRole("button", { name: "Tetap di sini" }).click();
    await expect(page).toHaveURL(new RegExp(`/${base}/add_news$`));
    await expect(page.getByLabel("Judul", { exact: true })).toHaveValue("Belum disimpan");
    await page.getByRole("complementary", { name: "Menu utama" }).getByRole("link", { name: "Dashboard" }).click();
    await ask.getByRole("button", { name: "Tinggalkan" }).click();
    await expect(page).toHaveURL(new RegExp(`/${base}/dashboard$`));
  });

  test("a banner row added on Banner Setting, or a picture cleared, is an unsaved change too (no typing involved)", async ({ page, base }) => {
    const ask = page.getByRole("alertdialog", { name: "Tinggalkan halaman ini?" });
    const leave = () => page.getByRole("complementary", { name: "Menu utama" }).getByRole("link", { name: "Dashboard" }).click();
    await page.goto(`/${base}/my-banners`);
    // A row added with the list's button (a Conform intent, no input event).
    await page.getByRole("button", { name: "+ Tambah Banner Reguler" }).click();
    await expect(page.getByRole("button", { name: "Hapus banner: Banner Reguler 1" })).toBeVisible();
    await leave();
    await expect(ask).toBeVisible();
    await ask.getByRole("button", { name: "Tetap di sini" }).click();
    await expect(page).toHaveURL(new RegExp(`/${base}/my-banners$`));

    await page.goto(`/${base}/news`);
    await page.locator("tbody").getByRole("link", { name: /^Ubah/ }).first().click();
    await expect(page).toHaveURL(new RegExp(`/${base}/detail_news/`));
    await page.getByRole("button", { name: "Hapus pilihan" }).click();
    await leave();
    await expect(ask).toBeVisible();
    await ask.getByRole("button", { name: "Tinggalkan" }).click();
    await expect(page).toHaveURL(new RegExp(`/${base}/dashboard$`));
  });

  test("a reply typed in a chat (a page of two forms) is guarded too", async ({ page, base }) => {
    await page.goto(`/${base}/live_chat/open?chat=CHT000006`);
    await page.getByLabel("Pesan").fill("Balasan yang belum dikirim");
    await page.getByRole("complementary", { name: "Menu utama" }).getByRole("link", { name: "Dashboard" }).click();
    const ask = page.getByRole("alertdialog", { name: "Tinggalkan halaman ini?" });
    await expect(ask).toBeVisible();
    await ask.getByRole("button", { name: "Tetap di sini" }).click();
    await expect(page.getByLabel("Pesan")).toHaveValue("Balasan yang belum dikirim");
  });

  test("after a navigation focus goes to the new page's heading, never the page body: a save that redirects, the pager's last page", async ({ page, base }) => {
    await page.goto(`/${base}/news`);
    await page.locator("tbody").getByRole("link", { name: /^Ubah/ }).first().click();
    await expect(page).toHaveURL(new RegExp(`/${base}/detail_news/`));
    await page.getByRole("button", { name: "Perbarui", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${base}/news$`));
    await expect(page.getByRole("heading", { name: "Berita", level: 1, exact: true })).toBeFocused();
    await expect(page.getByTestId("page-announcer")).toHaveText("Berita");

    await page.goto(`/${base}/members/all`);
    await page.getByRole("link", { name: "Terakhir" }).click();
    await expect(page).toHaveURL(/page=/);
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).not.toBe("BODY");
    await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
  });

  test("a table wider than its card shows that it scrolls (a shade at the edge)", async ({ page, base }) => {
    // At 1280 px every table fits its card (desk-tables.spec.ts); at 1024 the claim table does not.
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.goto(`/${base}/eclaim_status/P001/8`);
    const scroller = page.locator(".table-scroll").first();
    expect(await scroller.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    expect(await scroller.evaluate((el) => getComputedStyle(el).backgroundImage)).toContain("radial-gradient");
  });

  test("the banner ads' CTR is written the Indonesian way, as the views beside it", async ({ page, base }) => {
    await page.goto(`/${base}/banner-ads?q=${encodeURIComponent("Promo Medical Check Up 2026")}`);
    const row = page.getByRole("row").filter({ hasText: "Promo Medical Check Up 2026" });
    await expect(row).toContainText("4.820");
    await expect(row).toContainText("4,2%");
    await expect(row).not.toContainText("4.2%");
  });

  test("the rich-text box shows where the keyboard is", async ({ page, base }) => {
    await page.goto(`/${base}/add_news`);
    const box = page.locator(".rte");
    const outline = () => box.evaluate((el) => getComputedStyle(el).outlineStyle);
    expect(await outline()).toBe("none");
    await page.getByRole("textbox", { name: "Isi", exact: true }).focus();
    await expect.poll(outline).toBe("solid");
  });

  test("keyboard: skip link, help menu with arrow keys and Escape, a confirmation traps focus and gives it back", async ({ page, base }) => {
    await page.goto(`/${base}/news`);
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Lewati ke konten utama" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.locator("#main")).toBeFocused();

    const help = page.locator("details.dropdown summary", { hasText: "Bantuan" });
    await help.focus();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("menuitem", { name: "Syarat & Ketentuan" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("menuitem", { name: "Bantuan" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(help).toBeFocused();
    await expect(page.getByRole("menuitem", { name: "Bantuan" })).toBeHidden();

    const deleteLink = page.locator("tbody").getByRole("link", { name: /^Hapus / }).first();
    await deleteLink.focus();
    await page.keyboard.press("Enter");
    const confirm = page.getByRole("alertdialog", { name: "Hapus berita?" });
    await expect(confirm).toBeVisible();
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press("Tab");
      expect(await confirm.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(confirm).toHaveCount(0);
    await expect(toast(page, "Canceled!")).toBeVisible();
    await expect(deleteLink).toBeFocused();
  });

  test("a page-size select does not reload on each arrow key, and keeps the focus", async ({ page, base }) => {
    await page.goto(`/${base}/members/all`);
    const size = page.getByRole("combobox", { name: "Baris per halaman" });
    await size.focus();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    // Two steps: 10 → 20 → 50; the list reloads once, for 50.
    await expect(page).toHaveURL(/size=50/);
    await expect(size).toBeFocused();
    await expect(page.locator(".data-table tbody tr")).toHaveCount(50);
  });

  test("the pager jumps to a page, to the last and the first; empty fields stay out of the URL", async ({ page, base }) => {
    await page.goto(`/${base}/members/all`);
    await page.getByRole("button", { name: "Cari" }).click();
    await expect(page).not.toHaveURL(/q=/);
    await page.getByRole("spinbutton", { name: "Nomor halaman" }).fill("7");
    await page.getByRole("button", { name: "Buka" }).click();
    await expect(page).toHaveURL(/page=7/);
    await expect(page.locator(".pager")).toContainText("Menampilkan 61–70");
    await page.getByRole("link", { name: "Terakhir" }).click();
    await expect(page.getByRole("link", { name: "Berikutnya" })).toHaveCount(0);
    await page.getByRole("link", { name: "Pertama" }).click();
    await expect(page).not.toHaveURL(/page=/);
  });

  test("a new password needs 8 characters and differs from the username and the old one", async ({ page, base }) => {
    await page.goto(`/${base}/profile`);
    const tries: [string, string][] = [
      ["a", "Password baru minimal 8 karakter."],
      ["admin", "Password baru minimal 8 karakter."],
      ["demo1234", "Password baru tidak boleh sama dengan password lama."],
    ];
    for (const [next, message] of tries) {
      await page.getByLabel("Kata sandi lama").fill("demo1234");
      await page.getByLabel("Kata sandi baru").fill(next);
      await page.getByLabel("Konfirmasi kata sandi").fill(next);
      await page.getByRole("button", { name: "Ubah Kata Sandi" }).click();
      await expect(page.getByText(message)).toBeVisible();
    }
    const server = await page.request.post(`/${base}/profile`, { form: { oldPassword: "demo1234", newPassword: "short", confirmPassword: "short" } });
    expect(server.status()).toBe(400);
    expect(await server.text()).toContain("Password baru minimal 8 karakter.");
  });

  test("help pages show their title once", async ({ page, base }) => {
    await page.goto(`/${base}/contact-us`);
    await expect(page.getByRole("heading", { name: "Hubungi Kami" })).toHaveCount(1);
  });
});

test("a session that ended while a form was open says why and returns to the screen after login", async ({ page, base, browser }) => {
  const stolen = await page.context().cookies();
  await page.goto(`/${base}/about`);
  await page.getByRole("textbox", { name: "Isi halaman Tentang", exact: true }).first().click();
  await page.keyboard.type(" Sesi habis");
  // The session ends elsewhere (logout with the same cookie revokes the token).
  const other = await browser.newContext();
  await other.addCookies(stolen);
  await other.request.post("/authentication/logout", { form: { intent: "logout" } });
  await other.close();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(/\/authentication\/login\?redirectTo=/);
  await expect(page.getByText("Sesi Anda telah berakhir, silakan login kembali.")).toBeVisible();
  await page.getByLabel("Username").fill("superadmin");
  await page.getByLabel("Password").fill("demo1234");
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page).toHaveURL(/\/about$/);
});

test.describe("no dead ends", () => {
  test.use({ account: "operator" });

  test("links are shown only to a user who may open them", async ({ page, base }) => {
    await page.goto(`/${base}/dashboard`);
    await expect(page.getByRole("link", { name: /Lihat E-Claim/ })).toHaveCount(0);
    await expect(page.getByText("Klik satu titik")).toHaveCount(0);
    await expect(page.getByRole("navigation", { name: "Detail log per bulan" })).toHaveCount(0);
    expect((await page.request.get(`/${base}/detail_logs/2026-01`)).status()).toBe(403);
  });
});

test.describe("on a phone", () => {
  test.use({ account: "admin", viewport: { width: 390, height: 844 } });

  test("the menu opens from a named button, closes with its button, Escape and a tap outside; the topbar is one line", async ({ page, base }) => {
    await page.goto(`/${base}/dashboard`);
    const sidebar = page.getByRole("complementary", { name: "Menu utama" });
    await expect(sidebar).toBeHidden();
    const topbar = page.locator(".topbar");
    expect((await topbar.boundingBox())!.height).toBeLessThan(64);
    const open = page.getByRole("button", { name: "Menu", exact: true });
    await open.focus();
    await page.keyboard.press("Enter");
    await expect(open).toHaveAttribute("aria-expanded", "true");
    await expect(sidebar).toBeVisible();
    await page.getByRole("button", { name: "Tutup menu" }).click();
    await expect(sidebar).toBeHidden();
    await open.click();
    await page.keyboard.press("Escape");
    await expect(sidebar).toBeHidden();
    await expect(open).toBeFocused();
    await open.click();
    await page.mouse.click(370, 600);
    await expect(sidebar).toBeHidden();
    // Following a link closes it.
    await page.goto(`/${base}/news`);
    await open.click();
    await sidebar.getByRole("link", { name: "Dashboard" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(sidebar).toBeHidden();
  });

  test("a notice never covers Logout", async ({ page, base }) => {
    await page.goto(`/${base}/notification`);
    await page.getByRole("button", { name: "Save" }).click();
    const notice = toast(page, "Cannot change this data");
    await expect(notice).toBeVisible();
    const a = (await notice.boundingBox())!;
    const b = (await page.getByRole("link", { name: "Logout" }).boundingBox())!;
    const overlap = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    expect(overlap).toBe(false);
  });
});

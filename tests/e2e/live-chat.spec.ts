import { expect, sidebarLinks, test, toast } from "./fixtures";

// Live chat (SPEC §2 live_chat/open and closed; §4 "Chat case"; §5; §9 polling and the 4 s notice).
// The seed opens CHT000001–CHT000008 in the core app; each test takes its own chat. The embedded
// platform's member answers a customer-service message 4 s later, which the open conversation's
// 5 s polling brings in.

const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64");

test.describe("live chat as admin", () => {
  test.use({ account: "admin" });

  test("the open list, a search by card, a reply; the member's answer arrives by itself with a notice and the chat marked online", async ({ page, base }) => {
    await page.goto(`/${base}/dashboard`);
    expect(await sidebarLinks(page)).toEqual(expect.arrayContaining(["Open", "Closed"]));
    await page.goto(`/${base}/live_chat/open`);
    await expect(page.getByRole("heading", { name: "Open", level: 1 })).toBeVisible();
    const items = page.getByRole("list", { name: "Chat terbuka" }).getByRole("listitem");
    await expect(items).toHaveCount(8);

    await page.goto(`/${base}/live_chat/open?chat=CHT000002`);
    const name = (await page.getByRole("log").getAttribute("aria-label"))!.replace("Percakapan dengan ", "");
    const card = await page.locator(".chat-conversation-card .mono").first().innerText();
    // Search by card number: only that chat, and the search stays in the URL.
    await page.getByRole("searchbox").fill(card);
    await page.getByRole("button", { name: "Cari" }).click();
    await expect(page).toHaveURL(new RegExp(`q=${card}`));
    await expect(items).toHaveCount(1);
    await expect(items.first()).toContainText(name);
    await items.first().getByRole("link").click();
    await expect(page).toHaveURL(/chat=CHT000002/);

    // SPEC §5: an empty message is refused.
    await page.getByRole("button", { name: "Kirim" }).click();
    await expect(page.getByText("Pesan tidak boleh kosong!")).toBeVisible();

    await page.getByLabel("Pesan").fill("Baik, kami cek limit rawat jalan Anda sekarang.");
    await page.getByRole("button", { name: "Kirim" }).click();
    const log = page.getByRole("log");
    await expect(log.locator(".chat-bubble-cs").last()).toContainText("Baik, kami cek limit rawat jalan Anda sekarang.");
    await expect(page.getByLabel("Pesan")).toHaveValue("");

    // The member answers; the conversation refreshes itself (5 s) and says so.
    await expect(toast(page, `Pesan baru dari ${name}`)).toBeVisible({ timeout: 15_000 });
    await expect(log.locator(".chat-bubble-user").last()).toContainText(/terima kasih|coba|tunggu/i);
    await expect(page.getByRole("link", { name: new RegExp(name) }).getByText("Daring", { exact: true })).toBeVisible();
    // SPEC §9: the notice stays 4 s.
    await expect(toast(page, `Pesan baru dari ${name}`)).toHaveCount(0, { timeout: 6_000 });
  });

  test("an image goes with the message; a file that is not an image is refused", async ({ page, base }) => {
    await page.goto(`/${base}/live_chat/open?chat=CHT000003`);
    await page.getByLabel("Gambar (opsional)").setInputFiles({ name: "catatan.txt", mimeType: "text/plain", buffer: Buffer.from("bukan gambar") });
    await page.getByRole("button", { name: "Kirim" }).click();
    await expect(page.getByText("Lampiran harus gambar (PNG, JPEG, WebP atau GIF).")).toBeVisible();
    await page.getByLabel("Gambar (opsional)").setInputFiles({ name: "kartu peserta.png", mimeType: "image/png", buffer: PNG });
    await page.getByLabel("Pesan").fill("Ini contoh kartu yang benar.");
    await page.getByRole("button", { name: "Kirim" }).click();
    const bubble = page.getByRole("log").locator(".chat-bubble-cs").last();
    await expect(bubble).toContainText("Ini contoh kartu yang benar.");
    const src = await bubble.getByRole("img").getAttribute("src");
    expect(src).toMatch(/^\/files\/uploads\/.+\.png$/);
    expect((await page.request.get(src!)).headers()["content-type"]).toBe("image/png");
  });

  test("Close Case asks a category (SPEC §5's words) and an optional description, then the chat is closed: in the closed list with its summary, no close button, no message box", async ({ page, base }) => {
    await page.goto(`/${base}/live_chat/open?chat=CHT000004`);
    await page.getByRole("link", { name: "Close Case" }).click();
    const dialog = page.getByRole("dialog", { name: "Close Case" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Close Case" }).click();
    await expect(dialog.getByText("Category Case Harus Dipilih")).toHaveCount(1);
    await dialog.getByLabel("Kategori").selectOption("Informasi Produk");
    await dialog.getByLabel("Keterangan").fill("Dijelaskan cara menambah anggota keluarga.");
    await dialog.getByRole("button", { name: "Close Case" }).click();
    await expect(page).toHaveURL(new RegExp(`/${base}/live_chat/closed\\?chat=CHT000004$`));
    await expect(toast(page, "Case ditutup.")).toBeVisible();
    await expect(page.getByText("Dijelaskan cara menambah anggota keluarga.")).toBeVisible();
    await expect(page.locator(".chat-summary")).toContainText("Informasi Produk");
    await expect(page.locator(".chat-summary")).toContainText("admin");
    await expect(page.getByRole("link", { name: "Close Case" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Kirim" })).toHaveCount(0);
    await expect(page.getByRole("list", { name: "Chat ditutup" }).locator('a[href*="chat=CHT000004"]')).toHaveAttribute("aria-current", "true");
    // Gone from the open list; a forged close link on a closed chat draws no dialog.
    await page.goto(`/${base}/live_chat/open`);
    await expect(page.getByRole("list", { name: "Chat terbuka" }).getByRole("listitem").first()).toBeVisible();
    await expect(page.locator('a[href*="chat=CHT000004"]')).toHaveCount(0);
    await page.goto(`/${base}/live_chat/closed?chat=CHT000004&close=1`);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});

test.describe(() => {
  test.use({ account: "superadmin", javaScriptEnabled: false });
  test("without JavaScript a reply is sent and a case is closed", async ({ page, base }) => {
    await page.goto(`/${base}/live_chat/open?chat=CHT000005`);
    await page.getByLabel("Pesan").fill("Balasan tanpa JavaScript.");
    await page.getByRole("button", { name: "Kirim" }).click();
    await expect(page).toHaveURL(/chat=CHT000005$/);
    await expect(page.getByRole("log").locator(".chat-bubble-cs").last()).toContainText("Balasan tanpa JavaScript.");
    await page.getByRole("link", { name: "Close Case" }).click();
    await expect(page).toHaveURL(/close=1/);
    await page.getByLabel("Kategori").selectOption("Lainnya");
    await page.getByLabel("Keterangan").fill("Ditutup tanpa JavaScript.");
    await page.getByRole("button", { name: "Close Case" }).click();
    await expect(page).toHaveURL(new RegExp(`/${base}/live_chat/closed\\?chat=CHT000005$`));
    await expect(page.locator(".chat-summary")).toContainText("Ditutup tanpa JavaScript.");
  });
});

test("live chat is the insurer's: 403 for eclaim, provider, sd and the operator; an unknown state is not a page", async ({ page, signIn }) => {
  for (const user of ["eclaim", "provider", "sd", "operator"] as const) {
    const base = await signIn(user);
    for (const path of ["live_chat/open", "live_chat/closed?chat=CHT000001"]) expect((await page.request.get(`/${base}/${path}`)).status(), `${user} ${path}`).toBe(403);
    expect((await page.request.post(`/${base}/live_chat/open?chat=CHT000001`, { form: { intent: "send", msg: "x" } })).status(), `${user} POST`).toBe(403);
  }
  const base = await signIn("admin");
  expect((await page.request.get(`/${base}/live_chat/archived`)).status()).toBe(404);
  // Another app's chat (CHT000045 is the second app's) is not shown: back to the list.
  await page.goto(`/${base}/live_chat/open?chat=CHT000045`);
  await expect(page).toHaveURL(new RegExp(`/${base}/live_chat/open$`));
});

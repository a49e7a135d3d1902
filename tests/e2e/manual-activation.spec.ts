import { expect, sidebarLinks, test, toast } from "./fixtures";

// Manual e-card activation (SPEC §2 manual-activation; §5 NIK rules; §7; §8; §9). Seed version 13:
// TCK-00001–00004 open activation requests (00005 asks something else), TCK-00006–00008 on going
// (00009 something else), TCK-00010–00014 closed. Each test takes its own ticket.

const KTP = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64");
const REQUEST = "Saya ingin aktivasi e-card secara manual";

test.describe("manual activation as admin", () => {
  test.use({ account: "admin" });

  test("tickets in tabs, activation requests only; a WhatsApp reply puts the ticket on going", async ({ page, base }) => {
    await page.goto(`/${base}/dashboard`);
    expect(await sidebarLinks(page)).toContain("Aktivasi Manual");
    await page.goto(`/${base}/manual-activation`);
    await expect(page.getByRole("heading", { name: "Aktivasi Manual", level: 1, exact: true })).toBeVisible();
    const open = page.getByRole("list", { name: "Tiket Open" }).getByRole("listitem");
    // Four activation requests are open (and TCK-00015 and TCK-00016, which file-limits.spec.ts
    // activates); the fifth open ticket asks about something else.
    await expect(open.filter({ has: page.locator('a[href*="ticket=TCK-0000"]') })).toHaveCount(4);
    await expect(page.locator('a[href*="ticket=TCK-00005"]')).toHaveCount(0);
    // (The other tests close on-going tickets meanwhile: seeded ones are looked for by code.)
    await page.getByRole("link", { name: "On Going" }).click();
    await expect(page.getByRole("list", { name: "Tiket On Going" }).locator('a[href*="ticket=TCK-00008"]')).toBeVisible();
    await expect(page.locator('a[href*="ticket=TCK-00009"]')).toHaveCount(0);
    await page.getByRole("link", { name: "Closed", exact: true }).click();
    for (const code of ["TCK-00010", "TCK-00011", "TCK-00012", "TCK-00013", "TCK-00014"]) await expect(page.getByRole("list", { name: "Tiket Closed" }).locator(`a[href*="ticket=${code}"]`)).toBeVisible();

    await page.goto(`/${base}/manual-activation?tab=open&ticket=TCK-00001`);
    await expect(page.getByRole("log")).toContainText(REQUEST);
    await page.getByRole("button", { name: "Kirim WhatsApp" }).click();
    await expect(page.getByText("Pesan tidak boleh kosong!")).toBeVisible();
    await page.getByLabel("Balas lewat WhatsApp").fill("Baik, mohon kirimkan foto KTP Anda.");
    await page.getByRole("button", { name: "Kirim WhatsApp" }).click();
    await expect(page).toHaveURL(new RegExp(`/${base}/manual-activation\\?tab=processing&ticket=TCK-00001$`));
    await expect(toast(page, "Pesan WhatsApp terkirim.")).toBeVisible();
    await expect(page.getByRole("log").locator(".chat-bubble-cs").last()).toContainText("Baik, mohon kirimkan foto KTP Anda.");
    await expect(page.getByLabel("Balas lewat WhatsApp")).toHaveValue("");
    await expect(page.getByRole("list", { name: "Tiket On Going" }).locator('a[href*="ticket=TCK-00001"]')).toHaveAttribute("aria-current", "true");
  });

  test("activation: SPEC §5's NIK rules, an unknown card is not eligible, then the card is registered and the ticket closed", async ({ page, base }) => {
    await page.goto(`/${base}/manual-activation?tab=processing&ticket=TCK-00006`);
    // The card the member wrote starts the form.
    const card = await page.getByLabel("Nomor Kartu").inputValue();
    expect(card).toMatch(/^\d{12,20}$/);
    await expect(page.getByRole("log")).toContainText(card);
    const activate = page.getByRole("button", { name: "Aktivasi", exact: true });
    await page.getByLabel("Email").fill("peserta.aktivasi@example.com");
    await page.getByLabel("Foto KTP").setInputFiles({ name: "ktp.png", mimeType: "image/png", buffer: KTP });
    for (const [nik, message] of [
      ["31740123", "Length KTP ID must 16 character"],
      ["0174012345678901", "First numeric KTP ID cannot 0"],
      ["3174012345670000", "Last 4 numeric KTP ID cannot 0000"],
    ]) {
      await page.getByLabel("NIK (KTP)").fill(nik!);
      await activate.click();
      await expect(page.getByText(message!)).toBeVisible();
    }
    await page.getByLabel("NIK (KTP)").fill("3174012345678901");
    await page.getByLabel("Nomor Kartu").fill("8009999999999999");
    await activate.click();
    await expect(page.getByText("Mohon maaf anda tidak dapat mengakses e-Card anda, silahkan menghubungi Asuransi anda")).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveValue("peserta.aktivasi@example.com");

    await page.getByLabel("Nomor Kartu").fill(card);
    await page.getByLabel("Foto KTP").setInputFiles({ name: "ktp.png", mimeType: "image/png", buffer: KTP });
    await activate.click();
    await expect(page).toHaveURL(new RegExp(`/${base}/manual-activation\\?tab=closed&ticket=TCK-00006$`));
    await expect(toast(page, "Kartu QR berhasil didaftarkan")).toBeVisible();
    await expect(page.getByText("Tiket ditutup: e-card peserta ini sudah didaftarkan.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Aktivasi", exact: true })).toHaveCount(0);
  });
});

test.describe(() => {
  test.use({ account: "superadmin", javaScriptEnabled: false });
  test("without JavaScript a card is activated from its ticket", async ({ page, base }) => {
    await page.goto(`/${base}/manual-activation?tab=processing&ticket=TCK-00007`);
    const card = await page.getByLabel("Nomor Kartu").inputValue();
    await page.getByLabel("NIK (KTP)").fill("3275012345678902");
    await page.getByLabel("Email").fill("tanpa.js@example.com");
    await page.getByLabel("Foto KTP").setInputFiles({ name: "ktp.png", mimeType: "image/png", buffer: KTP });
    await page.getByRole("button", { name: "Aktivasi", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${base}/manual-activation\\?tab=closed&ticket=TCK-00007$`));
    await expect(page.getByText("Tiket ditutup: e-card peserta ini sudah didaftarkan.")).toBeVisible();
    // The same card from another ticket: the registration's own text, and the ticket stays on going.
    await page.goto(`/${base}/manual-activation?tab=processing&ticket=TCK-00008`);
    await page.getByLabel("Nomor Kartu").fill(card);
    await page.getByLabel("NIK (KTP)").fill("3275012345678903");
    await page.getByLabel("Email").fill("tanpa.js@example.com");
    await page.getByLabel("Foto KTP").setInputFiles({ name: "ktp.png", mimeType: "image/png", buffer: KTP });
    await page.getByRole("button", { name: "Aktivasi", exact: true }).click();
    await expect(page.getByText(`Kartu ${card} sudah terdaftar.`)).toBeVisible();
    await expect(page.getByRole("button", { name: "Aktivasi", exact: true })).toBeVisible();
  });
});

test("manual activation is the insurer's: 403 for eclaim, provider, sd and the operator; a ticket about something else is not shown", async ({ page, signIn }) => {
  for (const user of ["eclaim", "provider", "sd", "operator"] as const) {
    const base = await signIn(user);
    expect((await page.request.get(`/${base}/manual-activation`)).status(), user).toBe(403);
    expect((await page.request.post(`/${base}/manual-activation?ticket=TCK-00002`, { form: { intent: "reply", message: "x" } })).status(), `${user} POST`).toBe(403);
  }
  const base = await signIn("admin");
  await page.goto(`/${base}/manual-activation?tab=open&ticket=TCK-00005`);
  await expect(page).toHaveURL(new RegExp(`/${base}/manual-activation\\?tab=open$`));
});

import { expect, sidebarLinks, test, toast } from "./fixtures";

// E-stamp enrolment (SPEC §2 ematerai and add-ematerai, §8, §9): the seed enrols PRV001, PRV002
// and PRV003 (in PRV001's group). Enrolments cannot be undone, so each test enrols its own provider.

test.use({ account: "sd" });

test.describe("e-materai providers as sd", () => {
  test.use({ account: "sd" });

  test("the list: every enrolled provider with its vendor, VA, prices in rupiah and parent; 10/20/50 rows", async ({ page, base }) => {
    await page.goto(`/${base}/dashboard`);
    expect(await sidebarLinks(page)).toContain("E-Materai");
    await page.getByRole("link", { name: "E-Materai", exact: true }).click();
    await expect(page.getByRole("heading", { name: "E-Materai", level: 1 })).toBeVisible();
    const row = page.getByRole("row").filter({ hasText: "PRV003" });
    await expect(row).toContainText("RS Medika Permata");
    await expect(row).toContainText("admin@rsmedikapermata.example");
    await expect(row).toContainText("Privy Identitas Digital");
    await expect(row).toContainText("Rp\u00a010.000");
    await expect(row).toContainText("Rp\u00a02.000");
    await expect(row).toContainText("Rp\u00a012.000");
    await expect(row.getByRole("cell").nth(9)).toHaveText("PRV001");
    await expect(page.getByRole("row").filter({ hasText: "PRV001" }).getByRole("cell").nth(9)).toHaveText("-");
    await expect(page.locator('select[name="size"] option')).toHaveText(["10", "20", "50"]);

    // Template: the provider's templates, with their stamp boxes.
    await page.getByRole("link", { name: "Template Klinik Pratama Husada" }).click();
    await expect(page).toHaveURL(new RegExp(`/${base}/templating/PRV002$`));
    await expect(page.getByRole("heading", { name: "Daftar Template", level: 1, exact: true })).toBeVisible();
    await expect(page.getByText("Klinik Pratama Husada (PRV002)")).toBeVisible();
    const template = page.getByRole("row").filter({ hasText: "Invoice Klaim Rawat Inap" });
    await expect(template).toContainText("INV");
    await expect(template).toContainText("Invoice Klaim");
    // Page, LLX, LLY, URY, URX.
    await expect(template.getByRole("cell").nth(2)).toHaveText("2");
    await expect(template.getByRole("cell").nth(3)).toHaveText("420");
    await expect(template.getByRole("cell").nth(4)).toHaveText("92");
    await expect(template.getByRole("cell").nth(5)).toHaveText("142");
    await expect(template.getByRole("cell").nth(6)).toHaveText("470");
    // Four seeded (role e-materai's test in ematerai-templates.spec.ts may have added one).
    await expect(page.getByText(/Menampilkan 1–\d+ dari \d+ data/)).toBeVisible();
    for (const seeded of ["Invoice Klaim Rawat Jalan", "Kwitansi Pembayaran Pasien", "Perjanjian Kerja Sama Asuransi"]) await expect(page.getByRole("row").filter({ hasText: seeded })).toHaveCount(1);
    // The sidebar marks where this page belongs.
    await expect(page.getByRole("complementary", { name: "Menu utama" }).getByRole("link", { name: "E-Materai", exact: true })).toHaveAttribute("aria-current", "true");
    // Each seeded template keeps its PDF.
    const pdf = await page.request.get((await template.getByRole("link", { name: "Lihat PDF Invoice Klaim Rawat Inap" }).getAttribute("href"))!);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
    // The editor (ematerai-templates.spec.ts) opens from here.
    await expect(page.getByRole("link", { name: "Tambah Template" })).toHaveAttribute("href", `/${base}/add-template/PRV002`);
    await expect(template.getByRole("link", { name: "Edit Template Invoice Klaim Rawat Inap" })).toHaveAttribute("href", new RegExp(`^/${base}/edit-template/[A-Za-z0-9_-]+$`));

    await page.goto(`/${base}/templating/PRV003`);
    await expect(page.getByText("Belum ada template.")).toBeVisible();
    // Not an enrolled provider: back to the list.
    await page.goto(`/${base}/templating/PRV009`);
    await expect(page).toHaveURL(new RegExp(`/${base}/ematerai$`));
  });

  test("enrol: required fields, a bad NPWP and a group without parent are refused; then enrolled with the vendor's prices", async ({ page, base }) => {
    await page.goto(`/${base}/ematerai`);
    await page.getByRole("link", { name: "Tambah" }).click();
    await expect(page).toHaveURL(new RegExp(`/${base}/add-ematerai$`));
    await expect(page.getByLabel("Kuota")).toHaveValue("0");
    await page.getByRole("button", { name: "Simpan" }).click();
    await expect(page.getByText("Wajib diisi.")).toHaveCount(6);

    await page.getByLabel("Email").fill("materai@rsharapanbangsa.example");
    await page.getByLabel("NPWP").fill("12.345");
    await page.getByLabel("Provider", { exact: true }).selectOption({ label: "RS Harapan Bangsa (PRV005)" });
    await page.getByLabel("Vendor", { exact: true }).selectOption({ index: 3 });
    await page.getByLabel("Bank").selectOption("BSI");
    await page.getByLabel("Vendor VA ID").fill("8800150000005");
    await page.getByRole("switch", { name: "Grup" }).check();
    await page.getByRole("button", { name: "Simpan" }).click();
    await expect(page.getByText("NPWP harus 15 atau 16 angka.")).toBeVisible();
    await expect(page.getByText("Pilih provider induk untuk provider dalam grup.")).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveValue("materai@rsharapanbangsa.example");

    await page.getByLabel("NPWP").fill("05.678.901.2-345.000");
    await page.getByLabel("Provider Induk").selectOption({ label: "RS Sehat Sentosa (PRV001)" });
    await page.getByLabel("Kuota").fill("25");
    await page.getByRole("button", { name: "Simpan" }).click();
    await expect(page).toHaveURL(new RegExp(`/${base}/ematerai$`));
    await expect(toast(page, "Success Enroll")).toBeVisible();
    const row = page.getByRole("row").filter({ hasText: "PRV005" });
    await expect(row).toContainText("RS Harapan Bangsa");
    await expect(row).toContainText("056789012345000");
    await expect(row.getByRole("cell").nth(9)).toHaveText("PRV001");

    // Enrolled once: it is no longer offered.
    await page.goto(`/${base}/add-ematerai`);
    await expect(page.getByLabel("Provider", { exact: true }).locator("option", { hasText: "PRV005" })).toHaveCount(0);
  });
});

test.describe(() => {
  test.use({ account: "superadmin", javaScriptEnabled: false });
  test("a provider is enrolled without JavaScript, in the group of another", async ({ page, base }) => {
    await page.goto(`/${base}/add-ematerai`);
    await page.getByRole("button", { name: "Simpan" }).click();
    await expect(page.getByText("Wajib diisi.")).toHaveCount(6);
    await page.getByLabel("Email").fill("materai@rshusadautama.example");
    await page.getByLabel("NPWP").fill("067890123456000");
    await page.getByLabel("Provider", { exact: true }).selectOption({ label: "RS Husada Utama (PRV006)" });
    await page.getByLabel("Vendor", { exact: true }).selectOption({ index: 1 });
    await page.getByLabel("Bank").selectOption("BCA");
    await page.getByLabel("Vendor VA ID").fill("8800160000006");
    await page.getByRole("switch", { name: "Grup" }).check();
    await page.getByLabel("Provider Induk").selectOption({ label: "RS Sehat Sentosa (PRV001)" });
    await page.getByRole("button", { name: "Simpan" }).click();
    await expect(page).toHaveURL(new RegExp(`/${base}/ematerai$`));
    const row = page.getByRole("row").filter({ hasText: "PRV006" });
    await expect(row).toContainText("RS Husada Utama");
    await expect(row.getByRole("cell").nth(9)).toHaveText("PRV001");
  });
});

test("a second enrolment of one provider says 'Enroll Error' with the platform's text and keeps the form", async ({ page, base }) => {
  // Two tabs open the form while PRV007 is still free; the second save is refused.
  const second = await page.context().newPage();
  await page.goto(`/${base}/add-ematerai`);
  await second.goto(`/${base}/add-ematerai`);
  for (const tab of [page, second]) {
    await tab.getByLabel("Email").fill("materai@rscitramedika.example");
    await tab.getByLabel("NPWP").fill("078901234567000");
    await tab.getByLabel("Provider", { exact: true }).selectOption({ label: "RS Citra Medika (PRV007)" });
    await tab.getByLabel("Vendor", { exact: true }).selectOption({ index: 1 });
    await tab.getByLabel("Bank").selectOption("CIMB");
    await tab.getByLabel("Vendor VA ID").fill("8800170000007");
  }
  await page.getByRole("button", { name: "Simpan" }).click();
  await expect(toast(page, "Success Enroll")).toBeVisible();
  await second.getByRole("button", { name: "Simpan" }).click();
  await expect(second.getByRole("alert").filter({ hasText: "Provider PRV007 sudah terdaftar e-materai." })).toContainText("Enroll Error");
  await expect(second.getByLabel("Email")).toHaveValue("materai@rscitramedika.example");
});

test.describe(() => {
  test.use({ account: "ematerai" });
  test("the e-materai role sees its own provider's templates in its menu", async ({ page, base }) => {
    await page.goto(`/${base}/dashboard`);
    expect(await sidebarLinks(page)).toContain("E-Materai Template");
    await page.getByRole("link", { name: "E-Materai Template" }).click();
    await expect(page).toHaveURL(new RegExp(`/${base}/template-list$`));
    await expect(page.getByText("Klinik Pratama Husada (PRV002)")).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: "Perjanjian Kerja Sama Asuransi" })).toContainText("SPK");
    // Searching keeps its state in the URL.
    await page.getByRole("searchbox").fill("kwitansi");
    await page.getByRole("button", { name: "Cari" }).click();
    await expect(page).toHaveURL(/q=kwitansi/);
    await expect(page.getByRole("row")).toHaveCount(2);
  });
});

test("enrolment and templates are the e-stamp administrators': 403 for admin, provider, e-materai and the operator", async ({ page, signIn }) => {
  for (const user of ["admin", "provider", "ematerai", "operator"] as const) {
    const base = await signIn(user);
    for (const path of ["ematerai", "add-ematerai", "templating/PRV002"]) expect((await page.request.get(`/${base}/${path}`)).status(), `${user} ${path}`).toBe(403);
  }
  const base = await signIn("sd");
  expect((await page.request.get(`/${base}/template-list`)).status()).toBe(403);
});

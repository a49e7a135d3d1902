import { RESERVED_CORPORATES } from "./demo-data";
import { expect, test, toast } from "./fixtures";

/** Manual Config Feature (SPEC §2): one feature's settings for several corporates at once. */

test.use({ account: "admin" });

test("saves one configuration to three corporates and reports them; each shows it afterwards", async ({ page, base }) => {
  const codes = RESERVED_CORPORATES.manualConfig;
  await page.goto(`/${base}/manual-config`);
  await page.getByLabel("Fitur").selectOption("profile-menu");
  await expect(page).toHaveURL(/feature=profile-menu/);
  await page.getByRole("switch", { name: "Anggota Keluarga" }).uncheck();
  await page.getByLabel("Invisible ID untuk Kartu Peserta").fill("KT0080");
  await page.getByLabel("Invisible ID", { exact: true }).fill("K0001,K008-9");

  await page.getByLabel("Corporate ID", { exact: true }).fill(`${codes[0]}, ${codes[1]}`);
  await page.getByRole("button", { name: "Simpan", exact: true }).click();
  await expect(page.getByText(/Corporate ID tidak boleh berisi spasi/)).toBeVisible();

  await page.getByLabel("Corporate ID", { exact: true }).fill(codes.join(","));
  await page.getByRole("button", { name: "Simpan", exact: true }).click();
  await expect(page.getByTestId("multi-result").filter({ hasText: "3 corporate diperbarui" })).toBeVisible();
  for (const code of codes) await expect(page.getByTestId("multi-result")).toContainText(code);
  await expect(toast(page, "profile-menu Success Updated!")).toBeVisible();

  for (const code of codes) {
    await page.goto(`/${base}/feature/profile-menu?corp=${code}`);
    await expect(page.getByRole("switch", { name: "Anggota Keluarga" })).not.toBeChecked();
    await expect(page.getByRole("switch", { name: "Data Diri" })).toBeChecked();
    await expect(page.getByLabel("Invisible ID untuk Kartu Peserta")).toHaveValue("KT0080");
    await expect(page.getByLabel("Invisible ID (umum)")).toHaveValue("K0001,K008-9");
  }
});

test("reports corporates it skipped (not the user's)", async ({ page, base }) => {
  const [code] = RESERVED_CORPORATES.manualConfigSkip;
  await page.goto(`/${base}/manual-config?feature=benefit-menu`);
  await page.getByLabel("Corporate ID", { exact: true }).fill(`${code},NOPE-1`);
  await page.getByRole("button", { name: "Simpan", exact: true }).click();
  const status = page.getByTestId("multi-result").filter({ hasText: "1 corporate diperbarui" });
  await expect(status).toBeVisible();
  await expect(status).toContainText("1 dilewati");
  await expect(status).toContainText("NOPE-1 — tidak ditemukan untuk akun anda");
});

test.describe(() => {
  test.use({ account: "admin", javaScriptEnabled: false });
  test("without JavaScript: pick a feature, then save for two corporates", async ({ page, base }) => {
    const codes = RESERVED_CORPORATES.manualConfigNoJs;
    await page.goto(`/${base}/manual-config`);
    await page.getByLabel("Fitur").selectOption("benefit-menu");
    await page.getByRole("button", { name: "Pilih" }).click();
    await page.getByRole("switch", { name: "Kacamata" }).uncheck();
    await page.getByLabel("Corporate ID", { exact: true }).fill(codes.join(","));
    await page.getByRole("button", { name: "Simpan", exact: true }).click();
    await expect(page.getByTestId("multi-result").filter({ hasText: "2 corporate diperbarui" })).toBeVisible();
  });
});

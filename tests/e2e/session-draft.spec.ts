import { expect, test, type DemoUser } from "./fixtures";

// Issue 27: a session that ends while a form is being filled keeps the work. The session is cleared
// in the middle of the form (its cookie removed, as an idle timeout or a logout elsewhere leaves it);
// the save goes to the login page, which says why; signing in again returns to the same screen with
// what was typed, for the same account only.

const EXPIRED = "Sesi Anda telah berakhir, silakan login kembali.";
const RESTORED = /Sesi Anda sempat berakhir: isian yang belum tersimpan sudah dikembalikan/;

async function signInOnPage(page: import("@playwright/test").Page, username: DemoUser) {
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill("demo1234");
  await page.getByRole("button", { name: "Log In" }).click();
}

test.use({ account: "provider" });

test("a save after the session ended: the login page says why, and the same account gets its typing back on the same screen", async ({ page, base }) => {
  await page.goto(`/${base}/add-category-doctor`);
  const name = page.getByLabel("Nama Kategori");
  await name.fill("Spesialis Kulit Sesi Habis");
  await page.context().clearCookies();
  await page.getByRole("button", { name: "Simpan", exact: true }).click();

  await expect(page).toHaveURL(/\/authentication\/login\?redirectTo=/);
  await expect(page.getByText(EXPIRED)).toBeVisible();
  // Nothing secret was kept, and the draft names its account.
  const kept = await page.evaluate(() => Object.entries(sessionStorage).filter(([key]) => key.startsWith("sehat-draft:")));
  expect(kept.map(([key]) => key)).toEqual(["sehat-draft:add-category-doctor"]);
  expect(JSON.parse(kept[0]![1])).toMatchObject({ user: "provider", intent: "save", value: { name: "Spesialis Kulit Sesi Habis" } });

  await signInOnPage(page, "provider");
  await expect(page).toHaveURL(/\/add-category-doctor$/);
  await expect(page.getByLabel("Nama Kategori")).toHaveValue("Spesialis Kulit Sesi Habis");
  await expect(page.getByText(RESTORED)).toBeVisible();
  // Given back once: nothing is left to give back again.
  expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith("sehat-draft:")))).toEqual([]);
});

test("another account that signs in on the tab gets nothing back, and a password is never kept", async ({ page, signIn }) => {
  let base = await signIn("sd");
  await page.goto(`/${base}/e-sign/corporates/new`);
  await page.getByLabel("Corporate Code").fill("KSESI01");
  await page.getByLabel("Corporate Name").fill("PT Tidak Boleh Terbaca Akun Lain");
  await page.getByLabel("Corporate Address").fill("Jl. Rahasia 1, Jakarta");
  await page.context().clearCookies();
  await page.getByRole("button", { name: "Save Corporate" }).click();
  await expect(page).toHaveURL(/\/authentication\/login/);

  await signInOnPage(page, "superadmin");
  await expect(page).toHaveURL(/\/e-sign\/corporates\/new$/);
  await expect(page.getByLabel("Corporate Name")).toHaveValue("");
  await expect(page.getByText(RESTORED)).toHaveCount(0);
  expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith("sehat-draft:")))).toEqual([]);

  // The password form: its fields stay out of the draft.
  base = page.url().split("/")[3]!;
  await page.goto(`/${base}/profile`);
  await page.getByLabel("Kata sandi lama").fill("rahasia-lama-123");
  await page.getByLabel("Kata sandi baru").fill("rahasia-sekali-123");
  await page.getByLabel("Konfirmasi kata sandi").fill("rahasia-sekali-123");
  await page.context().clearCookies();
  await page.getByRole("button", { name: "Ubah Kata Sandi" }).click();
  await expect(page).toHaveURL(/\/authentication\/login/);
  const stored = await page.evaluate(() => JSON.stringify(Object.entries(sessionStorage)));
  expect(stored).not.toContain("rahasia-sekali-123");
  expect(stored).not.toContain("rahasia-lama-123");
});

test.describe(() => {
  test.use({ account: "admin" });
  test("before the idle limit the operator is asked, and one press keeps the session", async ({ page, base }) => {
    // The tab's clock runs ahead (SESSION_IDLE_MINUTES is 30 here); the console's own clock does not,
    // so "Tetap masuk" finds the session still there.
    await page.clock.install();
    await page.goto(`/${base}/news`);
    const dialog = page.getByRole("alertdialog", { name: "Sesi hampir berakhir" });
    await page.clock.fastForward("20:00");
    await expect(dialog).toHaveCount(0);
    await page.clock.fastForward("08:30");
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("Sesi Anda akan berakhir sebentar lagi");
    const kept = page.waitForResponse((response) => response.url().endsWith("/resources/keepalive"));
    await dialog.getByRole("button", { name: "Tetap masuk" }).click();
    expect((await kept).status()).toBe(200);
    await expect(dialog).toHaveCount(0);
    // Counted again from that request: quiet for another 20 minutes.
    await page.clock.fastForward("20:00");
    await expect(dialog).toHaveCount(0);
    // Past the limit without a request, the dialog says the session ended and how the work is kept.
    await page.clock.fastForward("11:00");
    await expect(page.getByRole("alertdialog", { name: "Sesi berakhir" })).toContainText("setelah login kembali, isian Anda dikembalikan");
  });
});

test.describe(() => {
  test.use({ account: "editor" });
  test("a news edit across an ended session comes back whole, the rich-text content included", async ({ page, base }) => {
    await page.goto(`/${base}/news`);
    const edit = page.locator("tbody").getByRole("link", { name: /^Ubah / }).first();
    await edit.click();
    await expect(page.getByRole("heading", { name: "Ubah Berita", exact: true })).toBeVisible();
    const path = new URL(page.url()).pathname.split("/").slice(2).join("/");
    await expect(page.getByRole("toolbar", { name: "Format" })).toBeVisible();
    await page.getByLabel("Judul", { exact: true }).fill("Judul yang diketik sebelum sesi habis");
    const editor = page.getByRole("textbox", { name: "Isi", exact: true });
    await editor.click();
    await page.keyboard.press("Control+A");
    await page.keyboard.type("Isi baru yang tidak boleh hilang");
    await page.context().clearCookies();
    await page.getByRole("button", { name: "Perbarui", exact: true }).click();
    await expect(page).toHaveURL(/\/authentication\/login/);

    await signInOnPage(page, "editor");
    await expect(page).toHaveURL(new RegExp(`/${path}$`));
    await expect(page.getByLabel("Judul", { exact: true })).toHaveValue("Judul yang diketik sebelum sesi habis");
    await expect(page.getByRole("textbox", { name: "Isi", exact: true })).toHaveText("Isi baru yang tidak boleh hilang");
    await expect(page.getByText(RESTORED)).toBeVisible();
  });
});

import { expect, test, toast } from "./fixtures";

// Premium provider accounts (SPEC §2, §4, §5, §8) as admin works them: each test adds its own
// provider, so the demo providers and accounts stay as other tests expect them.

const newCode = () => `PT${Date.now().toString(36).toUpperCase()}${Math.random().toString(36).slice(2, 4).toUpperCase()}`;

test.describe("premium providers as admin", () => {
  test.use({ account: "admin" });

  test("add: every field required ('Please FIll Data!'); a taken code refused with SPEC's toast right away; then saved, and the account signs in", async ({ page, base, browser, signInAs }) => {
    await page.goto(`/${base}/premium-provider`);
    await expect(page.getByRole("row").filter({ hasText: "PRV001" })).toContainText("RS Sehat Sentosa");
    await page.getByRole("link", { name: "+ Tambah Premium Provider" }).click();
    await page.getByRole("button", { name: "Simpan" }).click();
    await expect(page.getByText("Please FIll Data!")).toHaveCount(4);

    const code = newCode();
    const username = `rs.${code.toLowerCase()}`;
    await page.getByLabel("Kode Provider").fill("prv001");
    await page.getByLabel("Nama Provider").fill("RS Uji Coba");
    await page.getByLabel("Username").fill(username);
    await page.getByLabel("Kata sandi").fill("pendek");
    await page.getByRole("button", { name: "Simpan" }).click();
    await expect(page.getByText("Password minimal 8 karakter.")).toBeVisible();
    await page.getByLabel("Kata sandi").fill("rahasia-123");
    await page.getByRole("button", { name: "Simpan" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "sudah terdaftar" })).toHaveText("Insert My Premium Provider code PRV001 sudah terdaftar.");
    await expect(toast(page, "Insert My Premium")).toBeVisible();
    await expect(page.getByLabel("Nama Provider")).toHaveValue("RS Uji Coba");

    await page.getByLabel("Kode Provider").fill(code);
    await page.getByLabel("Kata sandi").fill("rahasia-123");
    await page.getByRole("button", { name: "Simpan" }).click();
    await expect(page).toHaveURL(new RegExp(`/${base}/premium-provider$`));
    await expect(toast(page, "Insert My Premium")).toBeVisible();
    await page.goto(`/${base}/premium-provider?q=${code}`);
    const row = page.getByRole("row").filter({ hasText: code });
    await expect(row.getByRole("cell")).toHaveText([code, "RS Uji Coba", username, "Aktif", /Ubah/]);
    // The refused save's toast was read with its reply: it does not come back on a later page.
    await expect(toast(page, "Insert My Premium")).toHaveCount(0);

    const other = await browser.newContext();
    const provider = await other.newPage();
    const providerBase = await signInAs(provider, username, "rahasia-123");
    expect((await provider.request.get(`/${providerBase}/dashboard`)).status()).toBe(200);
    await other.close();
  });

  test("detail: a blank password keeps it; a new username and password sign the account out; deactivate after a confirmation, declining says 'Canceled!'", async ({ page, base, browser, signInAs }) => {
    const code = newCode();
    const username = `rs.${code.toLowerCase()}`;
    await page.goto(`/${base}/add-premium-provider`);
    await page.getByLabel("Kode Provider").fill(code);
    await page.getByLabel("Nama Provider").fill("RS Lama");
    await page.getByLabel("Username").fill(username);
    await page.getByLabel("Kata sandi").fill("rahasia-123");
    await page.getByRole("button", { name: "Simpan" }).click();
    await expect(page).toHaveURL(new RegExp(`/${base}/premium-provider$`));

    const other = await browser.newContext();
    const provider = await other.newPage();
    const providerBase = await signInAs(provider, username, "rahasia-123");

    await page.goto(`/${base}/premium-provider?q=${code}`);
    await page.getByRole("link", { name: "Ubah RS Lama" }).click();
    await expect(page).toHaveURL(new RegExp(`/${base}/detail-premium-provider/${username.replace(".", "\\.")}$`));
    await expect(page.getByText(code, { exact: true })).toBeVisible();
    await page.getByLabel("Nama Provider").fill("RS Baru");
    await page.getByRole("button", { name: "Simpan" }).click();
    await expect(page).toHaveURL(new RegExp(`/${base}/premium-provider$`));
    await expect(toast(page, "Update My Premium")).toBeVisible();
    // Name only, password blank: the provider stays signed in.
    expect((await provider.request.get(`/${providerBase}/dashboard`, { maxRedirects: 0 })).status()).toBe(200);

    await page.goto(`/${base}/detail-premium-provider/${username}`);
    await page.getByLabel("Username").fill(`${username}.baru`);
    await page.getByLabel("Kata sandi").fill("rahasia-456");
    await page.getByRole("button", { name: "Simpan" }).click();
    await expect(toast(page, "Update My Premium")).toBeVisible();
    expect((await provider.request.get(`/${providerBase}/dashboard`, { maxRedirects: 0 })).status()).toBe(302);
    const renamedBase = await signInAs(provider, `${username}.baru`, "rahasia-456");
    // The old address of the detail goes back to the list.
    await page.goto(`/${base}/detail-premium-provider/${username}`);
    await expect(page).toHaveURL(new RegExp(`/${base}/premium-provider$`));

    await page.goto(`/${base}/premium-provider?q=${code}`);
    await page.getByRole("link", { name: "Nonaktifkan RS Baru" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Nonaktifkan provider?" });
    await dialog.getByRole("button", { name: "Batal" }).click();
    await expect(toast(page, "Canceled!")).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: code }).getByRole("cell").nth(3)).toHaveText("Aktif");
    await page.getByRole("link", { name: "Nonaktifkan RS Baru" }).click();
    await dialog.getByRole("button", { name: "Ya, nonaktifkan" }).click();
    await expect(toast(page, "Success Updated!")).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: code })).toContainText("Tidak Aktif");
    await expect(page).toHaveURL(new RegExp(`q=${code}`));
    // The account is signed out and refused now.
    const after = await provider.request.get(`/${renamedBase}/dashboard`, { maxRedirects: 0 });
    expect(after.status()).toBe(302);
    expect(after.headers()["location"]).toContain("/authentication/login");
    const fresh = await browser.newContext();
    const refused = await fresh.request.post("/authentication/login", { form: { username: `${username}.baru`, password: "rahasia-456" }, maxRedirects: 0 });
    expect(refused.status()).toBe(401);
    expect(await refused.text()).toContain("Akun anda tidak aktif");
    await fresh.close();
    await page.getByRole("link", { name: "Aktifkan RS Baru" }).click();
    await page.getByRole("alertdialog", { name: "Aktifkan provider?" }).getByRole("button", { name: "Ya, aktifkan" }).click();
    await expect(page.getByRole("row").filter({ hasText: code }).getByRole("cell").nth(3)).toHaveText("Aktif");
    await signInAs(provider, `${username}.baru`, "rahasia-456");
    await other.close();
  });
});

test.describe(() => {
  test.use({ account: "admin", javaScriptEnabled: false });
  test("premium providers without JavaScript: add, then deactivate through the server-drawn confirmation", async ({ page, base }) => {
    const code = newCode();
    await page.goto(`/${base}/add-premium-provider`);
    await page.getByRole("button", { name: "Simpan" }).click();
    await expect(page.getByText("Please FIll Data!")).toHaveCount(4);
    await page.getByLabel("Kode Provider").fill(code);
    await page.getByLabel("Nama Provider").fill("RS Tanpa Skrip");
    await page.getByLabel("Username").fill(`rs.${code.toLowerCase()}`);
    await page.getByLabel("Kata sandi").fill("rahasia-123");
    await page.getByRole("button", { name: "Simpan" }).click();
    await expect(page).toHaveURL(new RegExp(`/${base}/premium-provider$`));
    await page.goto(`/${base}/premium-provider?q=${code}`);
    await page.getByRole("link", { name: "Nonaktifkan RS Tanpa Skrip" }).click();
    await page.getByRole("alertdialog", { name: "Nonaktifkan provider?" }).getByRole("button", { name: "Ya, nonaktifkan" }).click();
    await expect(page.getByRole("row").filter({ hasText: code })).toContainText("Tidak Aktif");
  });
});

test("premium providers are the core project's insurer screens: 403 for eclaim, sd and the second project's operator", async ({ page, signIn }) => {
  for (const user of ["eclaim", "sd", "operator"] as const) {
    const base = await signIn(user);
    for (const path of ["premium-provider", "add-premium-provider", "detail-premium-provider/provider"]) {
      expect((await page.request.get(`/${base}/${path}`)).status(), `${user} ${path}`).toBe(403);
    }
  }
});

import type { Page } from "@playwright/test";
import { expect, sidebarLinks, test, toast } from "./fixtures";

// E-sign corporates and members (SPEC §2 "E-sign screens", §5, §8), as role sd works them. The
// demo seed (platform/db/seed/esign.ts) gives the core project 12 corporates K0001–K0012: K0001
// with 24 members, K0006 with none.

/** A corporate code nobody else uses (codes are unique per project and stay after the test). */
const newCode = () => `E2E-${Date.now().toString(36).toUpperCase()}${Math.random().toString(36).slice(2, 5).toUpperCase()}`;
/** A 16-digit NIK not starting with 0. */
const newNik = () => `3${String(Date.now()).slice(-12)}${Math.floor(Math.random() * 900 + 100)}`;

async function createCorporate(page: Page, base: string, code: string) {
  await page.goto(`/${base}/e-sign/corporates/new`);
  await page.getByLabel("Corporate Code").fill(code);
  await page.getByLabel("Corporate Name").fill(`PT Uji ${code}`);
  await page.getByLabel("Corporate Address").fill("Jl. Thamrin No. 9, Jakarta");
  await page.getByRole("button", { name: "Save Corporate" }).click();
  await expect(page).toHaveURL(new RegExp(`/${base}/e-sign/corporates$`));
}

test.describe("e-sign as sd", () => {
  test.use({ account: "sd" });

  test("the corporate list: demo corporates with their member counts, members per corporate, paged and searched in the URL", async ({ page, base }) => {
    await page.goto(`/${base}/dashboard`);
    expect(await sidebarLinks(page)).toContain("Corporate List");
    await page.getByRole("link", { name: "Corporate List", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Corporate List" })).toBeVisible();
    await expect(page.getByText(/Menampilkan 1–10 dari \d+ data/)).toBeVisible();
    const k6 = page.getByRole("row").filter({ hasText: "K0006" });
    await expect(k6.getByRole("cell").nth(3)).toHaveText("0");
    await expect(k6.getByRole("cell").nth(4)).toHaveText("0");
    const k1 = page.getByRole("row").filter({ hasText: "K0001" });
    const active = Number(await k1.getByRole("cell").nth(3).innerText());
    const inactive = Number(await k1.getByRole("cell").nth(4).innerText());
    expect(active + inactive).toBe(24);

    await page.getByRole("searchbox").fill("K0006");
    await page.getByRole("button", { name: "Cari" }).click();
    await expect(page).toHaveURL(/q=K0006/);
    await expect(page.locator("tbody tr")).toHaveCount(1);

    await page.goto(`/${base}/e-sign/corporates`);
    await k1.getByRole("link", { name: /^Members of/ }).click();
    await expect(page).toHaveURL(new RegExp(`/${base}/e-sign/members/K0001$`));
    await expect(page.getByRole("heading", { name: "Members of Corporate" })).toBeVisible();
    await expect(page.getByText("Menampilkan 1–10 dari 24 data")).toBeVisible();
    for (const header of ["Nama Lengkap", "Email", "Nomor Telepon", "NIK", "Privy ID", "Active", "Verified"]) {
      await expect(page.getByRole("columnheader", { name: header })).toBeVisible();
    }
    // Y/N per member, as many Y in Active as the corporate list counted.
    await page.getByLabel("Baris per halaman").selectOption("50");
    await expect(page.locator("tbody tr")).toHaveCount(24);
    const activeCells = await page.locator("tbody tr").evaluateAll((rows) => rows.map((r) => r.querySelectorAll("td")[5]!.textContent));
    expect(activeCells.filter((c) => c === "Y")).toHaveLength(active);
    expect(activeCells.every((c) => c === "Y" || c === "N")).toBe(true);
  });

  test("a new corporate: required fields, a duplicate code refused with the platform's text, then saved", async ({ page, base }) => {
    await page.goto(`/${base}/e-sign/corporates`);
    await page.getByRole("link", { name: "New Corporate" }).click();
    await expect(page.getByRole("heading", { name: "New Corporate" })).toBeVisible();
    const posts: string[] = [];
    page.on("request", (r) => r.method() === "POST" && posts.push(r.url()));
    await page.getByRole("button", { name: "Save Corporate" }).click();
    await expect(page.getByText("Wajib diisi.", { exact: true })).toHaveCount(3);
    await page.getByLabel("Corporate Code").fill("kode salah");
    await page.getByRole("button", { name: "Save Corporate" }).click();
    await expect(page.getByText("Hanya huruf, angka, - dan _ (tanpa spasi).")).toBeVisible();
    expect(posts).toEqual([]);

    await page.getByLabel("Corporate Code").fill("k0001");
    await page.getByLabel("Corporate Name").fill("PT Sudah Ada");
    await page.getByLabel("Corporate Address").fill("Jl. Melati 2");
    await page.getByRole("button", { name: "Save Corporate" }).click();
    const alert = page.getByRole("alert").filter({ hasText: "Something went wrong" });
    await expect(alert).toHaveText("Something went wrong Corporate code K0001 already exists.");
    // What was typed stays.
    await expect(page.getByLabel("Corporate Name")).toHaveValue("PT Sudah Ada");
    await expect(page.getByLabel("Corporate Address")).toHaveValue("Jl. Melati 2");

    const code = newCode();
    await page.getByLabel("Corporate Code").fill(code.toLowerCase());
    await page.getByRole("button", { name: "Save Corporate" }).click();
    await expect(page).toHaveURL(new RegExp(`/${base}/e-sign/corporates$`));
    await expect(toast(page, "Success Inserted!")).toBeVisible();
    // SPEC §9: this notice shows 1.5 s, not the general 2.5 s; it goes by itself.
    await expect(toast(page, "Success Inserted!")).toHaveClass(/toast-short/);
    await expect(toast(page, "Success Inserted!")).toHaveCount(0, { timeout: 4000 });
    await page.goto(`/${base}/e-sign/corporates?q=${code}`);
    const row = page.getByRole("row").filter({ hasText: code });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("PT Sudah Ada");
    await expect(row.getByRole("cell").nth(3)).toHaveText("0");
  });

  test("a new member: a NIK of other than 16 digits is refused before anything is sent; saved members show as active, not verified", async ({ page, base }) => {
    const code = newCode();
    await createCorporate(page, base, code);
    await page.goto(`/${base}/e-sign/members/${code}`);
    await expect(page.getByText("Belum ada anggota.")).toBeVisible();
    await page.getByRole("link", { name: "New Member" }).click();
    await expect(page).toHaveURL(new RegExp(`/${base}/e-sign/members/${code}/new$`));

    const posts: string[] = [];
    page.on("request", (r) => r.method() === "POST" && posts.push(r.url()));
    await page.getByLabel("Nama Lengkap").fill("Siti Rahayu");
    await page.getByLabel("Email").fill("siti.rahayu@example.co.id");
    await page.getByLabel("Nomor Telepon").fill("0812-3456-7890");
    await page.getByLabel("NIK").fill("12345");
    await page.getByRole("button", { name: "Save Member" }).click();
    await expect(page.getByText("Validasi Gagal")).toBeVisible();
    await expect(page.getByText("NIK must be a 16-digit number.").first()).toBeVisible();
    expect(posts).toEqual([]);

    const nik = newNik();
    await page.getByLabel("NIK").fill(nik);
    await page.getByRole("button", { name: "Save Member" }).click();
    await expect(page).toHaveURL(new RegExp(`/${base}/e-sign/members/${code}$`));
    await expect(toast(page, "Success Inserted!")).toBeVisible();
    const row = page.getByRole("row").filter({ hasText: "Siti Rahayu" });
    await expect(row.getByRole("cell")).toHaveText(["Siti Rahayu", "siti.rahayu@example.co.id", "081234567890", nik, "-", "Y", "N"]);

    // The same NIK twice: the platform's text under the title 'Error', what was typed kept.
    await page.goto(`/${base}/e-sign/members/${code}/new`);
    await page.getByLabel("Nama Lengkap").fill("Siti Kembar");
    await page.getByLabel("Email").fill("kembar@example.co.id");
    await page.getByLabel("Nomor Telepon").fill("081298765432");
    await page.getByLabel("NIK").fill(nik);
    await page.getByLabel("Privy ID (opsional)").fill("PRV001A001");
    await page.getByRole("button", { name: "Save Member" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "already exists" })).toHaveText(`Error A member with NIK ${nik} already exists in ${code}.`);
    await expect(page.getByLabel("Privy ID (opsional)")).toHaveValue("PRV001A001");

    await page.goto(`/${base}/e-sign/corporates?q=${code}`);
    await expect(page.getByRole("row").filter({ hasText: code }).getByRole("cell").nth(3)).toHaveText("1");
  });

  test("an unknown corporate's members: SPEC's red error text, not a crash", async ({ page, base }) => {
    const response = await page.goto(`/${base}/e-sign/members/NOPE404`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("alert").filter({ hasText: "Error fetching members" })).toHaveText("Error fetching members: Not Found");
    // A code that cannot be one is not a page.
    expect((await page.request.get(`/${base}/e-sign/members/bad%20code`)).status()).toBe(404);
  });
});

test.describe("e-sign member list while it loads", () => {
  test.use({ account: "sd" });
  test("says 'Loading members...' (SPEC §2), from the corporate list and when it pages", async ({ page, base }) => {
    await page.goto(`/${base}/e-sign/corporates`);
    await page.route("**/e-sign/members/*.data*", async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    await page.getByRole("link", { name: /^Members of / }).first().click();
    await expect(page.getByRole("status").filter({ hasText: "Loading members..." })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Members of Corporate" })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "Loading members..." })).toHaveCount(0);
    await page.getByRole("searchbox").fill("a");
    await page.getByRole("button", { name: /^Cari$|^Search$/ }).click();
    await expect(page.getByRole("status").filter({ hasText: "Loading members..." })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "Loading members..." })).toHaveCount(0);
  });
});

test.describe("e-sign without JavaScript", () => {
  test.use({ account: "sd", javaScriptEnabled: false });

  test("a corporate and a member are added with JavaScript off, bad input answered by the server", async ({ page, base }) => {
    const code = newCode();
    await page.goto(`/${base}/e-sign/corporates/new`);
    await page.getByRole("button", { name: "Save Corporate" }).click();
    await expect(page.getByText("Wajib diisi.", { exact: true })).toHaveCount(3);
    await page.getByLabel("Corporate Code").fill(code);
    await page.getByLabel("Corporate Name").fill("PT Tanpa Skrip");
    await page.getByLabel("Corporate Address").fill("Jl. Braga 5, Bandung");
    await page.getByRole("button", { name: "Save Corporate" }).click();
    await expect(page).toHaveURL(new RegExp(`/${base}/e-sign/corporates$`));
    await expect(toast(page, "Success Inserted!")).toBeVisible();

    await page.goto(`/${base}/e-sign/members/${code}/new`);
    await page.getByLabel("Nama Lengkap").fill("Andi Wijaya");
    await page.getByLabel("Email").fill("andi@example.com");
    await page.getByLabel("Nomor Telepon").fill("081311112222");
    await page.getByLabel("NIK").fill("317401234567890");
    await page.getByRole("button", { name: "Save Member" }).click();
    await expect(page.getByText("Validasi Gagal")).toBeVisible();
    await expect(page.getByLabel("Nama Lengkap")).toHaveValue("Andi Wijaya");
    await expect(page.getByLabel("NIK")).toHaveValue("317401234567890");
    const nik = newNik();
    await page.getByLabel("NIK").fill(nik);
    await page.getByRole("button", { name: "Save Member" }).click();
    await expect(page).toHaveURL(new RegExp(`/${base}/e-sign/members/${code}$`));
    await expect(page.getByRole("row").filter({ hasText: nik })).toHaveCount(1);
  });
});

test("e-sign is for sd and superadmin: admin gets 403 on every e-sign screen and form post", async ({ page, signIn }) => {
  const superadmin = await signIn("superadmin");
  expect((await page.request.get(`/${superadmin}/e-sign/corporates`)).status()).toBe(200);
  const base = await signIn("admin");
  for (const path of ["e-sign/corporates", "e-sign/corporates/new", "e-sign/members/K0001", "e-sign/members/K0001/new"]) {
    expect((await page.request.get(`/${base}/${path}`)).status(), path).toBe(403);
  }
  const post = await page.request.post(`/${base}/e-sign/corporates/new`, { form: { corporate_code: "X1", corporate_name: "X", corporate_address: "Y" } });
  expect(post.status()).toBe(403);
});

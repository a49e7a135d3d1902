import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** Member lists (issue 4): server-side paging, page size, search and sort, all in the URL. */

const rows = (page: Page) => page.locator(".data-table tbody tr");
const pager = (page: Page) => page.locator(".pager").getByText(/^Menampilkan /);
const showing = async (page: Page) => {
  const text = await pager(page).innerText();
  const [, from, to, total] = /Menampilkan ([\d.]+)–([\d.]+) dari ([\d.]+)/.exec(text)!.map((s) => s.replace(/\./g, ""));
  return { from: Number(from), to: Number(to), total: Number(total) };
};
/** The text of one column in every row, by its header. */
async function column(page: Page, header: string): Promise<string[]> {
  const headers = await page.locator(".data-table thead th").allInnerTexts();
  const index = headers.findIndex((h) => h.replace(/[▲▼]/g, "").trim() === header);
  expect(index, `column ${header}`).toBeGreaterThanOrEqual(0);
  return page.locator(`.data-table tbody tr td:nth-child(${index + 1})`).allInnerTexts();
}

test.use({ account: "admin" });

for (const type of ["all", "active", "inactive"] as const) {
  test.use({ account: "superadmin" });

  test(`members/${type}: paging, page size, search and back/forward keep the state`, async ({ page, base }) => {
    await page.goto(`/${base}/members/${type}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText({ all: "Semua Member", active: "Member Aktif", inactive: "Member Tidak Aktif" }[type]);
    await expect(rows(page)).toHaveCount(10);
    const first = await showing(page);
    expect(first.from).toBe(1);
    expect(first.total).toBeGreaterThan(100);
    if (type !== "all") {
      expect([...new Set(await column(page, "Status"))]).toEqual([type === "active" ? "Aktif" : "Tidak aktif"]);
    }
    const firstName = (await column(page, "Nama"))[0];

    // Next page: rows 11–20, page in the URL.
    await page.getByRole("link", { name: "Berikutnya" }).click();
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
    await expect(pager(page)).toContainText("Menampilkan 11–20");
    expect((await column(page, "Nama"))[0]).not.toBe(firstName);

    // Page size from the length menu: 10/20/50/100/200/500/1000.
    const sizes = await page.getByLabel("Baris per halaman").locator("option").allInnerTexts();
    expect(sizes).toEqual(["10", "20", "50", "100", "200", "500", "1000"]);
    await page.getByLabel("Baris per halaman").selectOption("50");
    await expect(page).toHaveURL(/[?&]size=50(&|$)/);
    await expect(page).not.toHaveURL(/page=2/);
    await expect(rows(page)).toHaveCount(50);

    // Search on the server by part of a name.
    const needle = firstName.split(" ")[0];
    await page.getByLabel("Cari").fill(needle);
    await page.getByRole("button", { name: "Cari" }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(needle)}(&|$)`));
    await expect
      .poll(async () => (await column(page, "Nama")).every((name) => name.toLowerCase().includes(needle.toLowerCase())))
      .toBe(true);
    expect((await column(page, "Nama")).length).toBeGreaterThan(0);
    const searched = await showing(page);
    expect(searched.total).toBeLessThan(first.total);

    // Back: 50 rows without the search; back again: page 2 of 10; forward twice: the search.
    await page.goBack();
    await expect(page).not.toHaveURL(/[?&]q=[^&]/);
    await expect(rows(page)).toHaveCount(50);
    await expect(page.getByLabel("Cari")).toHaveValue("");
    await expect(page.getByLabel("Baris per halaman")).toHaveValue("50");
    await page.goBack();
    await expect(pager(page)).toContainText("Menampilkan 11–20");
    await expect(page.getByLabel("Baris per halaman")).toHaveValue("10");
    await page.goForward();
    await page.goForward();
    await expect(page.getByLabel("Cari")).toHaveValue(needle);
    expect(await showing(page)).toEqual(searched);
  });
}

test.describe(() => {
  test.use({ account: "superadmin" });
  test("members: sorting by a whitelisted column, an unknown sort key falls back", async ({ page, base }) => {
    await page.goto(`/${base}/members/all?size=20`);
    await page.getByRole("link", { name: "Nama" }).click();
    await expect(page).toHaveURL(/sort=name&order=asc/);
    await expect(page.getByRole("columnheader", { name: /Nama/ })).toHaveAttribute("aria-sort", "ascending");
    const names = await column(page, "Nama");
    expect(names[0].toLowerCase() <= names[names.length - 1].toLowerCase()).toBe(true);
    await page.getByRole("link", { name: /Nama/ }).click();
    await expect(page).toHaveURL(/sort=name&order=desc/);
    await expect(page.getByRole("columnheader", { name: /Nama/ })).toHaveAttribute("aria-sort", "descending");

    const odd = await page.request.get(`/${base}/members/all?sort=password&order=asc`);
    expect(odd.status()).toBe(200);
    const other = await page.request.get(`/${base}/members/everyone`);
    expect(other.status()).toBe(404);
  });
});

test("core members: gender, member type and corporate filters, paging, search, e-claim detail link", async ({ page, base }) => {
  await page.goto(`/${base}/coremedika-members`);
  await expect(page.getByRole("heading", { name: "Member E-Claim", exact: true })).toBeVisible();
  await expect(rows(page)).toHaveCount(10);
  const all = await showing(page);

  await page.getByRole("combobox", { name: "Jenis Kelamin" }).selectOption("F");
  await expect(page).toHaveURL(/gender=F/);
  await expect.poll(async () => [...new Set(await column(page, "Jenis Kelamin"))]).toEqual(["F"]);
  const women = await showing(page);
  expect(women.total).toBeLessThan(all.total);

  await page.getByRole("combobox", { name: "Tipe Member" }).selectOption("P");
  await expect(page).toHaveURL(/type=P/);
  await expect.poll(async () => [...new Set(await column(page, "Tipe"))]).toEqual(["Principal"]);
  await page.getByRole("combobox", { name: "Tipe Member" }).selectOption("D");
  await expect(page).toHaveURL(/type=D/);
  await expect.poll(async () => [...new Set(await column(page, "Tipe"))]).toEqual(["Dependent"]);

  // Corporate filter: the picker searches the server (more than 100 corporates).
  const corp = (await column(page, "Corporate"))[0];
  const combobox = page.getByRole("combobox", { name: "Corporate", exact: true });
  await combobox.fill(corp);
  await page.getByRole("option", { name: new RegExp(corp) }).click();
  await expect(page).toHaveURL(new RegExp(`corp=${corp}`));
  await expect.poll(async () => [...new Set(await column(page, "Corporate"))]).toEqual([corp]);
  await expect(page.getByRole("combobox", { name: "Jenis Kelamin" })).toHaveValue("F");

  // Paging and size keep the filters.
  await page.getByLabel("Baris per halaman").selectOption("20");
  await expect(page).toHaveURL(/size=20/);
  await expect(page).toHaveURL(/gender=F/);
  await expect(page).toHaveURL(new RegExp(`corp=${corp}`));

  // Back restores the previous filter state.
  await page.goBack();
  await expect(page.getByLabel("Baris per halaman")).toHaveValue("10");
  await page.goBack();
  await expect(page).not.toHaveURL(/corp=[^&]/);
  await expect(combobox).toHaveValue("");

  // Search and the e-claim detail button.
  await page.goto(`/${base}/coremedika-members?size=10`);
  const card = (await column(page, "No. Kartu"))[3];
  await page.getByLabel("Cari").fill(card);
  await page.getByRole("button", { name: "Cari" }).click();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).getByRole("link", { name: "Detail" })).toHaveAttribute("href", `/${base}/eclaim_detail/${card}`);

  await page.goto(`/${base}/coremedika-members?page=2`);
  await expect(pager(page)).toContainText("Menampilkan 11–20");
});

test.describe(() => {
  test.use({ account: "eclaim" });
  test("the eclaim role sees only its payor's members", async ({ page, base, browser, signInAs }) => {
    await page.goto(`/${base}/coremedika-members?size=100`);
    await expect.poll(async () => [...new Set(await column(page, "Payor"))]).toEqual(["P001"]);
    const corePayors = await showing(page);

    await page.goto(`/${base}/members/all`);
    const mine = await showing(page);
    expect(mine.total).toBeGreaterThan(0);

    const other = await browser.newContext();
    const adminPage = await other.newPage();
    const adminBase = await signInAs(adminPage, "admin");
    await adminPage.goto(`/${adminBase}/members/all`);
    expect(mine.total).toBeLessThan((await showing(adminPage)).total);
    await adminPage.goto(`/${adminBase}/coremedika-members`);
    expect(corePayors.total).toBeLessThan((await showing(adminPage)).total);
    await other.close();
  });
});

test.describe(() => {
  test.use({ account: "admin", javaScriptEnabled: false });
  test("without JavaScript the list pages, resizes and searches", async ({ page, base }) => {
    await page.goto(`/${base}/members/active`);
    await expect(rows(page)).toHaveCount(10);
    await page.getByLabel("Baris per halaman").selectOption("20");
    await page.getByRole("button", { name: "Cari" }).click();
    await expect(rows(page)).toHaveCount(20);
    await page.getByRole("link", { name: "Berikutnya" }).click();
    await expect(pager(page)).toContainText("Menampilkan 21–40");

    await page.goto(`/${base}/coremedika-members`);
    await page.getByRole("combobox", { name: "Jenis Kelamin" }).selectOption("M");
    await page.getByRole("button", { name: "Cari" }).click();
    // Without JavaScript this is a full page load: read the table only once it has arrived.
    await expect(page).toHaveURL(/[?&]gender=M\b/);
    await expect(page.locator(".data-table thead")).toContainText("Jenis Kelamin");
    await expect.poll(async () => [...new Set(await column(page, "Jenis Kelamin"))]).toEqual(["M"]);
    // The corporate picker degrades to a search field and a select of the server's matches.
    await expect(page.getByRole("combobox", { name: "Corporate", exact: true })).toHaveCount(0);
  });
});

test("a search longer than the platform takes (100 characters) is cut to it, never the error screen: members, core members, media", async ({ page, base }) => {
  const long = "budi ".repeat(30); // 150 characters
  for (const path of ["members/all", "coremedika-members", "media-library"]) {
    const response = await page.goto(`/${base}/${path}?q=${encodeURIComponent(long)}`);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByText("Terjadi kesalahan")).toHaveCount(0);
    // The box holds what was searched: at most 100 characters.
    const box = page.getByRole("searchbox").first();
    expect((await box.inputValue()).length, path).toBeLessThanOrEqual(100);
    expect(await box.getAttribute("maxlength"), path).toBe("100");
  }
});

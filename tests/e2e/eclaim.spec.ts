import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** E-claim (SPEC §2 eclaim, eclaim_status, eclaim_detail, dashboard_eclaim; §4 states; §6 payor scoping). */

const tile = (page: Page, status: number) => page.getByTestId(`tile-${status}`);
const rows = (page: Page) => page.locator(".data-table tbody tr");
const count = async (page: Page, status: number) => Number((await tile(page, status).innerText()).replace(/\./g, ""));
const pagerTotal = async (page: Page) => Number(/dari ([\d.]+) data/.exec(await page.locator(".pager").innerText())![1].replace(/\./g, ""));
const dialog = (page: Page) => page.getByRole("dialog", { name: /^Klaim / });

/** The first claim of a payor's status table: its request ID and card. */
async function firstClaim(page: Page, base: string, payor: string, status: number) {
  await page.goto(`/${base}/eclaim_status/${payor}/${status}`);
  const first = rows(page).first();
  return { requestId: (await first.locator("td").nth(0).innerText()).trim(), card: (await first.locator("td").nth(2).innerText()).trim(), name: (await first.locator("td").nth(3).innerText()).trim() };
}

/** A claim of the first page whose dialog lists at least one document file (about a third have uploads). */
async function claimWithDocuments(page: Page, base: string, payor: string, status: number) {
  // A third of the claims have documents; which claims are newest depends on the hour of seeding,
  // so a page of 50 is searched rather than the first 10.
  await page.goto(`/${base}/eclaim_status/${payor}/${status}?size=50`);
  for (const row of await rows(page).all()) {
    const requestId = (await row.locator("td").nth(0).innerText()).trim();
    const html = await (await page.request.get(`/${base}/eclaim?claim=${requestId}`)).text();
    if (html.includes("file 1")) return { requestId, card: (await row.locator("td").nth(2).innerText()).trim(), name: (await row.locator("td").nth(3).innerText()).trim() };
  }
  throw new Error(`no claim with documents in the first 50 of ${payor}/${status}`);
}

test.describe("as admin (every payor)", () => {
  test.use({ account: "admin" });

  test("the payor dashboard: tiles per status lead to the right table; charts with JavaScript", async ({ page, base }) => {
    await page.goto(`/${base}/eclaim`);
    await expect(page.getByRole("heading", { level: 1, name: "E-Claim" })).toBeVisible();
    for (let s = 0; s <= 8; s++) await expect(tile(page, s)).toBeVisible();
    const p001Paid = await count(page, 8);

    await page.getByLabel("Payor").selectOption("P002");
    await expect(page).toHaveURL(/payor=P002/);
    // The URL changes before the new figures arrive: wait for the tiles of P002 themselves.
    await expect(page.getByRole("link", { name: /8 · Paid/ })).toHaveAttribute("href", new RegExp(`/eclaim_status/P002/8$`));
    const p002Paid = await count(page, 8);
    expect(p002Paid).toBeGreaterThan(0);
    expect(p002Paid).not.toBe(p001Paid);
    // nivo draws the charts once the page runs.
    await expect(page.locator(".chart-card svg").first()).toBeVisible();

    await page.getByRole("link", { name: /8 · Paid/ }).click();
    await expect(page).toHaveURL(new RegExp(`/${base}/eclaim_status/P002/8$`));
    await expect(page.getByRole("heading", { level: 1, name: "Klaim Paid" })).toBeVisible();
    expect(await pagerTotal(page)).toBe(p002Paid);
    for (const badge of await rows(page).locator("td:last-child").allInnerTexts()) expect(badge.trim()).toBe("Paid");
  });

  test("the status table pages, sorts and filters on the platform; back and forward restore it", async ({ page, base }) => {
    await page.goto(`/${base}/eclaim_status/P001/7`);
    const total = await pagerTotal(page);
    expect(total).toBeGreaterThan(20);
    await page.getByRole("link", { name: "Berikutnya" }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.locator(".pager")).toContainText("Menampilkan 11–20");

    await page.getByRole("link", { name: /^Tagihan/ }).click();
    await expect(page).toHaveURL(/sort=incurred&order=asc/);
    // The URL changes before the new rows arrive: wait for the sorted table itself.
    await expect(page.getByRole("columnheader", { name: /^Tagihan/ })).toHaveAttribute("aria-sort", "ascending");
    await expect
      .poll(async () => {
        const amounts = (await rows(page).locator("td:nth-child(8)").allInnerTexts()).map((t) => Number(t.replace(/[^\d]/g, "")));
        return amounts.every((a, i) => i === 0 || amounts[i - 1]! <= a);
      })
      .toBe(true);

    const requestId = (await rows(page).first().locator("td").first().innerText()).trim();
    await page.getByRole("searchbox", { name: "Cari" }).fill(requestId);
    await page.getByRole("button", { name: "Cari" }).click();
    await expect(page).toHaveURL(new RegExp(`q=${requestId}`));
    await expect(rows(page)).toHaveCount(1);

    await page.goBack();
    await expect(page).toHaveURL(/sort=incurred&order=asc/);
    await expect(page).not.toHaveURL(/q=/);
    await expect(page.getByRole("searchbox", { name: "Cari" })).toHaveValue("");
    await page.goBack();
    await expect(page).toHaveURL(/page=2$/);
    await page.goForward();
    await expect(page).toHaveURL(/sort=incurred/);
  });

  test("bad input in the URL is a clear 4xx inside the shell, never a 500", async ({ page, base }) => {
    const cases: [string, number, RegExp][] = [
      [`eclaim_status/P001/7?page=abc`, 400, /Halaman "abc" tidak valid/],
      [`eclaim_status/P001/7?sort=password`, 400, /Kolom urutan "password" tidak dikenal/],
      [`eclaim_status/P001/7?size=1000`, 400, /Jumlah baris/],
      [`eclaim_status/P001/7?q=${"x".repeat(10_000)}`, 400, /maksimal 100 karakter/],
      [`eclaim_status/P999/7`, 404, /Payor "P999" tidak ditemukan untuk akun anda/],
      [`eclaim_status/P001/9`, 404, /Status klaim "9" tidak dikenal/],
      [`eclaim_detail/a%2Fb`, 400, /Maaf, no kartu tidak valid/],
      [`eclaim?payor=P999`, 404, /Payor "P999" tidak ditemukan/],
    ];
    for (const [path, status, message] of cases) {
      const response = await page.request.get(`/${base}/${path}`);
      expect(response.status(), path).toBe(status);
      expect((await response.text()).replaceAll("&quot;", '"'), path).toMatch(message);
    }
    const shown = await page.goto(`/${base}/eclaim_status/P001/7?page=abc`);
    expect(shown?.status()).toBe(400);
    await expect(page.getByRole("complementary", { name: "Menu utama" })).toBeVisible();
  });

  test("card lookup: found, malformed, unknown; the history tabs hold their statuses", async ({ page, base }) => {
    const claim = await firstClaim(page, base, "P001", 5);
    await page.goto(`/${base}/eclaim`);
    await page.getByLabel("No. Kartu Member").fill(claim.card);
    await page.getByRole("button", { name: "Cari Member" }).click();
    await expect(page).toHaveURL(new RegExp(`/${base}/eclaim_detail/${claim.card}$`));
    await expect(page.getByRole("heading", { name: "Profil Member" })).toBeVisible();
    await expect(page.getByText(claim.card).first()).toBeVisible();

    const allowed: Record<string, string[]> = {
      New: ["Open"],
      Status: ["Complete", "Incomplete", "Revisi"],
      Result: ["Invalid", "Reject", "Pending", "Approved", "Paid"],
      Paid: ["Paid"],
      Reject: ["Reject"],
      Invalid: ["Invalid"],
    };
    for (const [tab, statuses] of Object.entries(allowed)) {
      await page.getByRole("link", { name: new RegExp(`^${tab} \\(`) }).click();
      await expect(page).toHaveURL(new RegExp(`tab=${tab.toLowerCase()}`));
      // The URL changes before the tab's rows arrive: wait for the tab itself to be the current one.
      await expect(page.getByRole("link", { name: new RegExp(`^${tab} \\(`) })).toHaveAttribute("aria-current", "page");
      const label = await page.getByRole("link", { name: new RegExp(`^${tab} \\(`) }).innerText();
      const expected = Number(/\((\d+)\)/.exec(label)![1]);
      if (expected === 0) await expect(page.getByText("Tidak ada klaim pada tab ini.")).toBeVisible();
      for (const badge of await rows(page).locator("td:last-child").allInnerTexts()) if (expected) expect(statuses, tab).toContain(badge.trim());
    }
    await page.getByRole("link", { name: /^Reject \(/ }).click();
    await expect(rows(page).filter({ hasText: claim.requestId })).toHaveCount(1);

    for (const [card, status, message] of [
      ["<script>", 400, "Maaf, no kartu tidak valid"],
      ["9999999999999", 400, "Maaf, no kartu tidak valid"],
    ] as const) {
      const response = await page.goto(`/${base}/eclaim_detail/${encodeURIComponent(card)}`);
      expect(response?.status(), card).toBe(status);
      await expect(page.getByRole("alert").filter({ hasText: message })).toBeVisible();
    }
  });

  test("the claim dialog by request ID: loaded with header, documents and log; bank details only when paid", async ({ page, base }) => {
    const paid = await claimWithDocuments(page, base, "P001", 8);
    await page.goto(`/${base}/eclaim`);
    await page.getByLabel("Request ID").fill(paid.requestId);
    await page.getByRole("button", { name: "Lacak Klaim" }).click();
    await expect(page).toHaveURL(new RegExp(`claim=${paid.requestId}`));
    const d = dialog(page);
    await expect(d).toBeVisible();
    await expect(d).toContainText("Paid");
    await expect(d).toContainText(paid.card);
    for (const code of ["D001", "D002", "D003", "D004", "D005", "D006"]) await expect(d).toContainText(code);
    await expect(d.getByRole("heading", { name: "Pembayaran" })).toBeVisible();
    await expect(d.getByRole("heading", { name: "Log Klaim" })).toBeVisible();
    await expect(d.getByRole("cell", { name: /^(OPEN|REVISI|OTHER)$/ }).first()).toBeVisible();
    // A document opens (in a new tab): a real PDF or image, through the console.
    const href = await d.getByRole("link", { name: /^Buka D00\d file 1$/ }).first().getAttribute("href");
    const file = await page.request.get(href!);
    expect(file.status()).toBe(200);
    expect(file.headers()["content-type"]).toMatch(/^(application\/pdf|image\/(png|jpeg))/);
    // A file the claim does not list is SPEC §8's message, not a file.
    const missing = await page.request.get(href!.replace(/file=[^&]+/, "file=d001-999999999-kuitansi.pdf"));
    expect(missing.status()).toBe(404);
    expect(await missing.text()).toContain("Sorry, Dokumen Not Found");
    // Escape closes it and the URL forgets it.
    await page.keyboard.press("Escape");
    await expect(d).toHaveCount(0);
    await expect(page).not.toHaveURL(/claim=/);

    const open = await firstClaim(page, base, "P001", 0);
    await page.goto(`/${base}/eclaim_status/P001/0?claim=${open.requestId}`);
    await expect(dialog(page)).toContainText("Open");
    await expect(dialog(page).getByRole("heading", { name: "Pembayaran" })).toHaveCount(0);
    expect(await page.content()).not.toContain("No. Rekening");

    const response = await page.goto(`/${base}/eclaim?claim=RQ-NO-SUCH-CLAIM`);
    expect(response?.status()).toBe(400);
    await expect(dialog(page).getByRole("alert")).toHaveText("Maaf, Request ID tidak valid");
  });

  test("a claim opened from the status table and from the member page keeps the list state", async ({ page, base }) => {
    await page.goto(`/${base}/eclaim_status/P001/3?sort=request_id&order=asc`);
    const requestId = (await rows(page).first().locator("td").first().innerText()).trim();
    await rows(page).first().getByRole("link", { name: `Buka klaim ${requestId}` }).click();
    await expect(dialog(page)).toContainText("Revisi");
    await expect(page).toHaveURL(new RegExp(`sort=request_id&order=asc&claim=${requestId}`));
    await dialog(page).getByRole("button", { name: "Tutup" }).click();
    await expect(page).toHaveURL(/sort=request_id&order=asc$/);
    const card = (await rows(page).first().locator("td").nth(2).innerText()).trim();
    await rows(page).first().getByRole("link", { name: card }).click();
    await expect(page).toHaveURL(new RegExp(`/eclaim_detail/${card}$`));
    await page.getByRole("link", { name: /^Status \(/ }).click();
    await page.getByRole("link", { name: `Buka klaim ${requestId}` }).click();
    await expect(dialog(page)).toContainText(requestId);
  });

  test("the reimbursement dashboard by payor, and a payor's detail in its own URL", async ({ page, base }) => {
    await page.goto(`/${base}/dashboard_eclaim`);
    const table = page.getByRole("table", { name: "Reimbursement per payor" });
    await expect(table.getByRole("rowheader", { name: /P001/ })).toBeVisible();
    await table.getByRole("link", { name: "Detail P002" }).click();
    await expect(page).toHaveURL(/detail=P002/);
    const detail = page.getByRole("dialog", { name: "Reimbursement P002" });
    await expect(detail.getByRole("heading", { name: "Per Status" })).toBeVisible();
    await page.reload();
    await expect(detail).toBeVisible();
    await page.getByLabel("Payor", { exact: true }).selectOption("P003");
    await expect(page).toHaveURL(/payorCode=P003/);
    await expect(table.getByRole("rowheader")).toHaveCount(1);
  });
});

test.describe("as eclaim (payor P001 only)", () => {
  test.use({ account: "eclaim" });

  test("sees only its payor; another payor's claim, member and document stay out of the HTML", async ({ page, browser, base, signInAs }) => {
    await page.goto(`/${base}/eclaim`);
    const options = await page.getByLabel("Payor").locator("option").allInnerTexts();
    expect(options).toEqual([expect.stringMatching(/^P001/)]);
    expect((await page.request.get(`/${base}/eclaim_status/P002/8`)).status()).toBe(404);

    // An admin finds a P002 claim; the eclaim account asks for it by URL.
    const admin = await browser.newContext();
    const adminPage = await admin.newPage();
    const adminBase = await signInAs(adminPage, "admin");
    const foreign = await claimWithDocuments(adminPage, adminBase, "P002", 8);
    const dialogHtml = await (await adminPage.request.get(`/${adminBase}/eclaim?claim=${foreign.requestId}`)).text();
    const href = /href="([^"]*eclaim\/document[^"]*)"/.exec(dialogHtml)![1].replace(/&amp;/g, "&").replace(adminBase, base);
    await admin.close();

    const claim = await page.request.get(`/${base}/eclaim?claim=${foreign.requestId}`);
    expect(claim.status()).toBe(404);
    const claimHtml = await claim.text();
    expect(claimHtml).toContain("Maaf, Request ID tidak ditemukan untuk akun anda");
    expect(claimHtml).not.toContain(foreign.card);
    expect(claimHtml).not.toContain(foreign.name);

    const member = await page.request.get(`/${base}/eclaim_detail/${foreign.card}`);
    expect(member.status()).toBe(404);
    const memberHtml = await member.text();
    expect(memberHtml).toContain("Maaf, no kartu tidak ditemukan untuk akun anda");
    expect(memberHtml).not.toContain(foreign.name);

    const document = await page.request.get(href);
    expect(document.status()).toBe(404);
    expect(await document.text()).toContain("Sorry, Dokumen Not Found");

    await page.goto(`/${base}/eclaim?claim=${foreign.requestId}`);
    await expect(dialog(page).getByRole("alert")).toHaveText("Maaf, Request ID tidak ditemukan untuk akun anda");
  });
});

test.describe("without JavaScript", () => {
  test.use({ account: "admin", javaScriptEnabled: false });

  test("dashboard figures as text, the status table, the claim dialog and the card search work", async ({ page, base }) => {
    await page.goto(`/${base}/eclaim`);
    await expect(page.locator(".figures").first()).toBeVisible();
    await page.getByLabel("Payor", { exact: true }).selectOption("P003");
    await page.getByRole("button", { name: "Tampilkan" }).click();
    await expect(page).toHaveURL(/payor=P003/);
    await page.getByRole("link", { name: /7 · Approved/ }).click();
    await expect(page).toHaveURL(/eclaim_status\/P003\/7/);
    const requestId = (await rows(page).first().locator("td").first().innerText()).trim();
    await rows(page).first().getByRole("link", { name: `Buka klaim ${requestId}` }).click();
    await expect(dialog(page)).toContainText("Approved");
    await dialog(page).getByRole("link", { name: "Tutup" }).click();
    await expect(dialog(page)).toHaveCount(0);
    const card = (await rows(page).first().locator("td").nth(2).innerText()).trim();
    await page.goto(`/${base}/eclaim`);
    await page.getByLabel("No. Kartu Member").fill(card);
    await page.getByRole("button", { name: "Cari Member" }).click();
    await expect(page.getByRole("heading", { name: "Profil Member" })).toBeVisible();
  });
});

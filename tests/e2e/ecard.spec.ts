import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import type { Download, Page } from "@playwright/test";
import { parse } from "csv-parse/sync";
import { baseURL } from "../../playwright.config";
import { curlSession, expect, sidebarLinks, test, toast } from "./fixtures";

/** E-card data, its export, the e-card summary and reservations (issue 11; SPEC §2 ecard, reservation). */

const rows = (page: Page) => page.locator(".data-table tbody tr");
/** A YYYY-MM-DD day as the date fields show it (DD-MM-YYYY). */
const dmy = (iso: string) => iso.split("-").reverse().join("-");
const pagerText = (page: Page) => page.locator(".pager").innerText();
const total = async (page: Page) => Number(/dari (?:lebih dari )?([\d.]+) data/.exec(await pagerText(page))![1].replace(/\./g, ""));

/** Today and 29 days before, as WIB calendar days (YYYY-MM-DD). */
function lastThirtyDays() {
  const today = new Date(Date.now() + 7 * 3600_000);
  const from = new Date(today.getTime() - 29 * 86_400_000);
  return { from: from.toISOString().slice(0, 10), to: today.toISOString().slice(0, 10) };
}

async function csvOf(download: Download): Promise<string[][]> {
  const text = readFileSync((await download.path())!, "utf8");
  expect(text.charCodeAt(0), "a BOM, so spreadsheets read UTF-8").toBe(0xfeff);
  return parse(text.slice(1)) as string[][];
}

test.describe("as admin", () => {
  test.use({ account: "admin" });

  test("the transaction table filters by payor and dates, pages by keyset, and back/forward restore it", async ({ page, base }) => {
    const { from, to } = lastThirtyDays();
    await page.goto(`/${base}/ecard/transaction`);
    await expect(page.getByRole("heading", { level: 1, name: "Transaksi", exact: true })).toBeVisible();
    await expect(rows(page)).toHaveCount(10);
    const everything = await total(page);

    await page.getByLabel("Payor").selectOption("P001");
    await expect(page).toHaveURL(/payor=P001/);
    // The URL changes before the filtered rows arrive: wait for each smaller total itself.
    await expect.poll(() => total(page)).toBeLessThan(everything);
    const onePayor = await total(page);
    await page.getByLabel("Dari tanggal").fill(from);
    await page.getByLabel("Sampai tanggal").fill(to);
    await page.getByRole("button", { name: "Cari" }).click();
    await expect(page).toHaveURL(new RegExp(`from=${from}&to=${to}`));
    await expect.poll(() => total(page)).toBeLessThan(onePayor);
    const filtered = await total(page);
    expect(filtered).toBeGreaterThan(10);
    for (const payor of await rows(page).locator("td:nth-child(3)").allInnerTexts()) expect(payor).toBe("P001");

    const cards = () => rows(page).locator("td:first-child").allInnerTexts();
    const firstPage = await cards();
    await page.getByRole("link", { name: "Berikutnya" }).click();
    await expect(page).toHaveURL(/after=/);
    // The URL changes before the next rows arrive: wait for the table itself.
    await expect.poll(cards).not.toEqual(firstPage);
    await page.getByRole("link", { name: "Sebelumnya" }).click();
    await expect(page).toHaveURL(/before=/);
    await expect.poll(cards).toEqual(firstPage);

    await page.goBack();
    await expect(page).toHaveURL(/after=/);
    await page.goBack();
    await expect(page).not.toHaveURL(/after=|before=/);
    await expect(page.getByLabel("Dari tanggal")).toHaveValue(dmy(from));
    await page.goBack();
    await expect(page).not.toHaveURL(/from=/);
    await expect(page.getByLabel("Dari tanggal")).toHaveValue("");
    await page.goForward();
    await expect(page.getByLabel("Dari tanggal")).toHaveValue(dmy(from));
  });

  test("an export without dates is refused with SPEC's message, in the browser and for scripts", async ({ page, base }) => {
    await page.goto(`/${base}/ecard/activation?payor=P001`);
    // A search typed but not applied stays: the page is not reloaded for the refusal.
    await page.getByRole("searchbox").first().fill("belum dicari");
    await page.getByRole("link", { name: "Unduh CSV", exact: true }).click();
    await expect(toast(page, "Please Pilih Tanggal!")).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/ecard/activation\\?payor=P001$`));
    await expect(page.getByRole("searchbox").first()).toHaveValue("belum dicari");

    const script = await page.request.get(`/${base}/ecard/activation/export?payor=P001`);
    expect(script.status()).toBe(400);
    expect(await script.text()).toBe("Please Pilih Tanggal!\n");
    for (const [query, message] of [
      ["from=2026-03-02&to=2026-03-01", "Tanggal akhir harus sesudah tanggal awal."],
      ["from=2016-01-01&to=2026-01-01", "Rentang tanggal maksimal 366 hari."],
      ["from=2026-02-30&to=2026-03-01", "tidak valid"],
      [`from=2026-01-01&to=2026-01-31&payor=P999`, 'Payor "P999" tidak ditemukan'],
      [`from=2026-01-01&to=2026-01-31&q=${"x".repeat(10_000)}`, "maksimal 100 karakter"],
    ]) {
      const refused = await page.request.get(`/${base}/ecard/transaction/export?${query}`);
      expect(refused.status(), query).toBeGreaterThanOrEqual(400);
      expect(refused.status(), query).toBeLessThan(500);
      expect(await refused.text(), query).toContain(message);
      const shown = await page.request.get(`/${base}/ecard/transaction?${query}`);
      expect(shown.status(), query).toBeLessThan(500);
    }
  });

  test("Unduh CSV takes the dates as typed, before they are applied", async ({ page, base }) => {
    const { from, to } = lastThirtyDays();
    await page.goto(`/${base}/ecard/transaction?payor=P001`);
    await page.getByLabel("Dari tanggal").fill(from);
    await page.getByLabel("Sampai tanggal").fill(to);
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Unduh CSV", exact: true }).click()]);
    expect(download.suggestedFilename()).toBe(`ecard-transaction-P001-${from}_${to}.csv`);
  });

  test("an export with filters holds exactly the table's rows, field by field, names with commas and quotes intact", async ({ page, base }) => {
    const { from, to } = lastThirtyDays();
    await page.goto(`/${base}/ecard/transaction?payor=P001&from=${from}&to=${to}`);
    const expected = await total(page);
    const first = (await rows(page).first().locator("td").allInnerTexts()).map((t) => t.trim());
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Unduh CSV", exact: true }).click()]);
    expect(download.suggestedFilename()).toBe(`ecard-transaction-P001-${from}_${to}.csv`);
    const [header, ...data] = await csvOf(download);
    expect(header).toEqual(["card_no", "member_name", "payor_code", "corp_code", "registered_date", "event", "claim_id", "provider"]);
    expect(data).toHaveLength(expected);
    // The table is newest first, the export oldest first: the table's first row is the export's last.
    const last = data.at(-1)!;
    expect(last[0]).toBe(first[0]);
    expect(last[1]).toBe(first[1]);
    expect(last[2]).toBe("P001");
    expect(last[3]).toBe(first[3]);
    expect(last[5]).toBe("transaction");
    expect(last[6]).toBe(first[6]);
    expect(last[7]).toBe(first[7]);
    for (const row of data) expect(row[2]).toBe("P001");
    for (const row of data) expect(row[4] >= `${from} 00:00:00` && row[4] <= `${to} 23:59:59`, row[4]).toBe(true);
    const names = new Set(data.map((r) => r[1]));
    for (const name of ['Siti "Ita" Nurhaliza', "Ni Luh Putu Ayu, S.E.", "Dadang Suhéndra"]) expect(names.has(name), name).toBe(true);
  });

  test("the e-card summary shows its figures and charts", async ({ page, base }) => {
    await page.goto(`/${base}/ecard/dashboard`);
    expect(Number((await page.getByTestId("ecard-total").innerText()).replace(/\./g, ""))).toBeGreaterThan(0);
    expect(Number((await page.getByTestId("ecard-corporates").innerText()).replace(/\./g, ""))).toBeGreaterThan(0);
    await expect(page.locator(".chart-card svg").first()).toBeVisible();
    await expect(page.locator(".chart-legend")).toContainText("Sehat Core");
  });

  test("reservations: card search, status labels, Indonesian dates and the export", async ({ page, base }) => {
    await page.goto(`/${base}/reservation`);
    await expect(rows(page)).toHaveCount(10);
    for (const status of await rows(page).locator("td:last-child").allInnerTexts()) expect(["New Request", "Reschedule", "Cancel", "Approve"]).toContain(status.trim());
    expect(await rows(page).first().locator("td:nth-child(7)").innerText()).toMatch(/\d{2} (Jan|Feb|Mar|Apr|Mei|Jun|Jul|Agu|Sep|Okt|Nov|Des) \d{4}/);
    const card = (await rows(page).first().locator("td").first().innerText()).trim();
    await page.getByRole("searchbox", { name: "Cari" }).fill(card);
    await page.getByRole("button", { name: "Cari" }).click();
    await expect(page).toHaveURL(new RegExp(`q=${card}`));
    // The URL changes before the found rows arrive: wait for them, then read their total.
    await expect
      .poll(async () => {
        const cards = await rows(page).locator("td:first-child").allInnerTexts();
        return cards.length > 0 && cards.every((c) => c.trim().startsWith(card));
      })
      .toBe(true);
    const found = await total(page);
    expect(found).toBeGreaterThan(0);
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Unduh CSV", exact: true }).click()]);
    const [header, ...data] = await csvOf(download);
    expect(header).toEqual(["card_no", "name", "email", "payor_code", "provider_name", "poly_desc", "reservation_date", "status"]);
    expect(data).toHaveLength(found);
    for (const row of data) expect(row[0]).toBe(card);
  });
});

test.describe("without the E-Card menu", () => {
  test.use({ account: "operator" });

  test("the operator sees no E-Card or Reservation and is refused the exports", async ({ page, base }) => {
    await page.goto(`/${base}/dashboard`);
    const links = await sidebarLinks(page);
    expect(links.join(" ")).not.toMatch(/Transaksi|Aktivasi|Reservasi/);
    for (const url of [`/${base}/ecard/transaction/export?from=2026-01-01&to=2026-01-31`, `/${base}/reservation/export`, `/${base}/ecard/transaction`]) {
      expect((await page.request.get(url, { maxRedirects: 0 })).status(), url).toBe(403);
    }
  });
});

test("curl with the session cookie exports as the README shows, gzip when asked", async () => {
  const { dir, jar, curl, base } = curlSession("admin");
  const { from, to } = lastThirtyDays();
  const url = `${baseURL}/${base}/ecard/activation/export?payor=P002&from=${from}&to=${to}`;
  curl("-b", jar, "-OJ", url);
  const file = readdirSync(dir).find((f) => f.endsWith(".csv"))!;
  expect(file).toBe(`ecard-activation-P002-${from}_${to}.csv`);
  const plain = readFileSync(path.join(dir, file), "utf8");
  const lines = parse(plain.slice(1)) as string[][];
  expect(lines[0]![0]).toBe("card_no");
  expect(lines.length).toBeGreaterThan(1);

  const headers = curl("-b", jar, "-H", "Accept-Encoding: gzip", "-D", "-", "-o", path.join(dir, "zipped"), url);
  expect(headers.toLowerCase()).toContain("content-encoding: gzip");
  expect(gunzipSync(readFileSync(path.join(dir, "zipped"))).toString("utf8")).toBe(plain);

  const refused = execFileSync("curl", ["-s", "-o", "/dev/null", "-w", "%{http_code}", "-b", jar, `${baseURL}/${base}/ecard/activation/export?payor=P002`]).toString();
  expect(refused).toBe("400");
});

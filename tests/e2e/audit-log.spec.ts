import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { parse } from "csv-parse/sync";
import { baseURL } from "../../playwright.config";
import { brief, seriousViolations } from "./axe";
import { firstMedia, unique } from "./content-fixtures";
import { curlSession, expect, sidebarLinks, test, toast } from "./fixtures";

/**
 * The Audit Log (issue 26): superadmin reads every change with its before and after, filters the
 * list by user and by record, follows a record screen's Riwayat (history) link, downloads the CSV (also
 * with curl), and uses it without JavaScript; everyone else is refused.
 */

const CSV_HEADER = ["id", "at", "kind", "action", "username", "role", "address", "request_id", "screen", "call", "entity", "record_id", "before", "after"];
const rows = (page: Page) => page.locator(".data-table tbody tr");
/** The Kind / Action cells of the table, top to bottom. */
const actions = (page: Page) => rows(page).locator("td:nth-child(3) .rt-Badge").allInnerTexts();

/** A news item of this test's own (a form post, as the editor sends it), and its id. */
async function ownNews(page: Page, base: string, prefix: string) {
  const title = unique(prefix);
  const image = (await firstMedia(page, base, "image")).image_url;
  const form = { title, author: "dr. Audit", link: "https://sehat.example/audit", image, content: "<p>Isi berita audit</p>" };
  expect((await page.request.post(`/${base}/add_news`, { form })).ok()).toBe(true);
  const list = await (await page.request.get(`/${base}/news?q=${encodeURIComponent(title)}`)).text();
  const id = new RegExp(`/${base}/detail_news/(\\d+)`).exec(list)?.[1];
  expect(id, "the new item is in the list").toBeTruthy();
  /** Another title, posted as the editor would. */
  const retitle = async (next: string) => expect((await page.request.post(`/${base}/detail_news/${id}`, { form: { ...form, title: next } })).ok()).toBe(true);
  return { id: id!, title, retitle };
}

async function violations(page: Page) {
  return (await seriousViolations(page)).map(brief);
}

test.use({ account: "admin" });

test.describe("as superadmin", () => {
  test.use({ account: "superadmin" });

  test("an edit of a news item: newest first, filtered by record and by user, its detail with before and after", async ({ page, base }) => {
    const news = await ownNews(page, base, "Audit berita");
    // The edit through the editor itself.
    await page.goto(`/${base}/detail_news/${news.id}`);
    await page.getByLabel("Judul", { exact: true }).fill(`${news.title} (revisi)`);
    await page.getByRole("button", { name: "Perbarui", exact: true }).click();
    await expect(toast(page, "Success Updated!")).toBeVisible();

    // The sidebar has it; the filters are typed and applied (the URL holds them).
    await page.goto(`/${base}/dashboard`);
    expect(await sidebarLinks(page)).toContain("Log Audit");
    await page.getByRole("complementary", { name: "Menu utama" }).getByRole("link", { name: "Log Audit", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Log Audit", exact: true })).toBeVisible();
    await expect(rows(page).first()).toBeVisible();
    await page.getByLabel("Tabel", { exact: true }).selectOption("contents");
    await expect(page).toHaveURL(/entity=contents/);
    await page.getByLabel("ID Data", { exact: true }).fill(news.id);
    await page.getByRole("button", { name: "Terapkan" }).click();
    await expect(page).toHaveURL(new RegExp(`entity=contents&record=${news.id}`));
    // Newest first: the update, then the insert.
    await expect.poll(() => actions(page)).toEqual(["Ubah", "Tambah"]);
    for (const cell of await rows(page).locator("td:nth-child(5)").allInnerTexts()) expect(cell).toContain(`contents #${news.id}`);
    await expect(rows(page).first().locator("td:nth-child(2)")).toContainText("superadmin");

    // The update's detail: who, where from, and the title before and after, side by side.
    await rows(page).first().getByRole("link", { name: /^Detail catatan/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: /^Catatan Audit #\d+$/ })).toBeVisible();
    const facts = page.locator(".rt-DataListRoot");
    await expect(facts).toContainText("superadmin");
    await expect(facts).toContainText("updateContent");
    await expect(facts).toContainText("Ubah Berita (detail_news)");
    await expect(facts).toContainText(news.id);
    const title = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "datajson.title" }) });
    await expect(title.getByRole("cell").nth(0)).toHaveText(news.title);
    await expect(title.getByRole("cell").nth(1)).toHaveText(`${news.title} (revisi)`);
    expect(await violations(page)).toEqual([]);
    // Back to the record's history from its detail.
    await page.getByRole("link", { name: "Riwayat data ini", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${base}/audit-log\\?entity=contents&record=${news.id}$`));
    await expect.poll(() => actions(page)).toEqual(["Ubah", "Tambah"]);

    // By user: every row is superadmin's.
    await page.goto(`/${base}/audit-log`);
    await page.getByLabel("Pengguna", { exact: true }).fill("superadmin");
    await page.getByRole("button", { name: "Terapkan" }).click();
    await expect(page).toHaveURL(/user=superadmin/);
    await expect(rows(page).first()).toBeVisible();
    // The URL changes as the navigation commits, a moment before React draws the filtered rows.
    await expect
      .poll(async () => {
        const users = await rows(page).locator("td:nth-child(2)").allInnerTexts();
        return users.length === 0 ? ["(no rows)"] : users.filter((user) => !/^superadmin/.test(user));
      })
      .toEqual([]);
    expect(await violations(page)).toEqual([]);
    await page.goto(`/${base}/audit-log?user=admin&entity=contents&record=${news.id}`);
    await expect(page.getByText("Tidak ada catatan audit yang cocok dengan filter ini.")).toBeVisible();
  });

  test("the history links of record screens lead to the list filtered to that record", async ({ page, base }) => {
    const news = await ownNews(page, base, "Riwayat berita");
    await news.retitle(`${news.title} (dua)`);
    await page.goto(`/${base}/detail_news/${news.id}`);
    await page.getByRole("link", { name: "Riwayat", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${base}/audit-log\\?entity=contents&record=${news.id}$`));
    await expect(page.getByLabel("Tabel", { exact: true })).toHaveValue("contents");
    await expect(page.getByLabel("ID Data", { exact: true })).toHaveValue(news.id);
    await expect.poll(() => actions(page)).toEqual(["Ubah", "Tambah"]);

    // A member row, a premium provider (its row and its account) and a stamp template link the same way.
    await page.goto(`/${base}/members/all`);
    const memberLink = rows(page).first().getByRole("link", { name: /^Riwayat / });
    await expect(memberLink).toHaveAttribute("href", new RegExp(`/${base}/audit-log\\?entity=members&record=\\d+$`));
    await page.goto(`/${base}/detail-premium-provider/rs.medikapermata`);
    await expect(page.getByRole("link", { name: "Riwayat", exact: true })).toHaveAttribute("href", new RegExp(`entity=premium_providers&record=prov_`));
    await expect(page.getByRole("link", { name: "Riwayat akun" })).toHaveAttribute("href", new RegExp(`entity=users&record=rs.medikapermata$`));
    await page.goto(`/${base}/templating/PRV002`);
    await rows(page).first().getByRole("link", { name: /^Edit Template/ }).click();
    await expect(page.getByRole("link", { name: "Riwayat", exact: true })).toHaveAttribute("href", new RegExp(`entity=ematerai_templates&record=\\d+$`));
  });

  test("the CSV export holds the filtered records oldest first, every field, before and after as JSON", async ({ page, base }) => {
    const news = await ownNews(page, base, "Ekspor audit");
    await news.retitle(`${news.title}, "dikutip"`);
    await page.goto(`/${base}/audit-log?entity=contents&record=${news.id}&size=20`);
    await expect.poll(() => actions(page)).toEqual(["Ubah", "Tambah"]);
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Unduh CSV" }).click()]);
    expect(download.suggestedFilename()).toBe(`audit-log-contents-${news.id}.csv`);
    const text = readFileSync((await download.path())!, "utf8");
    expect(text.charCodeAt(0), "a BOM, so spreadsheets read UTF-8").toBe(0xfeff);
    const [header, ...data] = parse(text.slice(1)) as string[][];
    expect(header).toEqual(CSV_HEADER);
    expect(data.map((r) => r[3])).toEqual(["insert", "update"]);
    const [insert, update] = data as [string[], string[]];
    expect(Number(insert[0])).toBeLessThan(Number(update[0]));
    for (const row of data) expect([row[4], row[10], row[11]]).toEqual(["superadmin", "contents", news.id]);
    expect(insert[12]).toBe("");
    expect(JSON.parse(insert[13]!).datajson.title).toBe(news.title);
    expect(JSON.parse(update[12]!)).toEqual({ datajson: expect.objectContaining({ title: news.title }) });
    expect(JSON.parse(update[13]!).datajson.title).toBe(`${news.title}, "dikutip"`);
    expect(update[9]).toBe("updateContent");
    expect(new Date(update[1]!).toISOString()).toBe(update[1]);

    // A range the platform would refuse: text for scripts, never a file.
    const refused = await page.request.get(`/${base}/audit-log/export?from=2026-03-02&to=2026-03-01`);
    expect(refused.status()).toBe(400);
    expect(await refused.text()).toBe("Tanggal akhir harus sesudah tanggal awal.\n");
  });

  test("without JavaScript: the filter form submits and the pager pages", async ({ page, base, browser, signInAs }) => {
    const news = await ownNews(page, base, "Tanpa skrip audit");
    // Eleven records of one item: more than the first page of ten.
    for (let i = 1; i <= 10; i++) await news.retitle(`${news.title} v${i}`);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const noJs = await context.newPage();
    const noJsBase = await signInAs(noJs, "superadmin");
    await noJs.goto(`/${noJsBase}/audit-log`);
    await noJs.getByLabel("Tabel", { exact: true }).selectOption("contents");
    await noJs.getByLabel("ID Data", { exact: true }).fill(news.id);
    await noJs.getByRole("button", { name: "Terapkan" }).click();
    await expect(noJs).toHaveURL(new RegExp(`entity=contents&record=${news.id}`));
    await expect(rows(noJs)).toHaveCount(10);
    expect(new Set(await actions(noJs))).toEqual(new Set(["Ubah"]));
    const firstPage = await rows(noJs).locator("td:last-child a").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    await noJs.getByRole("link", { name: "Berikutnya" }).click();
    await expect(noJs).toHaveURL(/after=\d+/);
    await expect(rows(noJs)).toHaveCount(1);
    expect(await actions(noJs)).toEqual(["Tambah"]);
    await noJs.getByRole("link", { name: "Sebelumnya" }).click();
    await expect(noJs).toHaveURL(/before=\d+/);
    expect(await rows(noJs).locator("td:last-child a").evaluateAll((links) => links.map((a) => a.getAttribute("href")))).toEqual(firstPage);
    // The detail is a plain page too.
    await rows(noJs).first().getByRole("link", { name: /^Detail catatan/ }).click();
    await expect(noJs.getByRole("rowheader", { name: "datajson.title" })).toBeVisible();
    await context.close();
  });

  test("bad input is said, not crashed on: a reversed range keeps the form, forged values and unknown records are refused", async ({ page, base }) => {
    const reversed = await page.goto(`/${base}/audit-log?from=2026-03-02&to=2026-03-01`);
    expect(reversed?.status()).toBe(400);
    await expect(page.getByRole("alert").filter({ hasText: "Tanggal akhir harus sesudah tanggal awal." })).toBeVisible();
    await expect(page.getByLabel("Dari", { exact: true })).toHaveValue("02-03-2026");
    await expect(page.getByRole("complementary", { name: "Menu utama" })).toBeVisible();
    // Fixed in place, the list comes back.
    await page.getByLabel("Sampai", { exact: true }).fill("03-03-2026");
    await page.getByRole("button", { name: "Terapkan" }).click();
    await expect(page).toHaveURL(/to=2026-03-03/);
    await expect(page.getByRole("alert").filter({ hasText: "Tanggal akhir" })).toHaveCount(0);

    const long = await page.request.get(`/${base}/audit-log?from=2016-01-01&to=2026-01-01`);
    expect(long.status()).toBe(400);
    expect(await long.text()).toContain("Rentang tanggal maksimal 366 hari.");
    for (const query of ["kind=bogus", "action=drop", "size=7", "after=abc", "entity=Robert');DROP"]) {
      const forged = await page.request.get(`/${base}/audit-log?${query}`);
      expect(forged.status(), query).toBe(400);
    }
    for (const id of ["999999999", "abc"]) {
      const missing = await page.goto(`/${base}/audit-log/${id}`);
      expect(missing?.status(), id).toBe(404);
      await expect(page.getByText("Catatan audit tidak ditemukan.")).toBeVisible();
    }
  });
});

test("an admin has no Audit Log: no sidebar entry, the screen, its export and a record refused, no history links", async ({ page, base }) => {
  await page.goto(`/${base}/dashboard`);
  expect(await sidebarLinks(page)).not.toContain("Log Audit");
  const refused = await page.goto(`/${base}/audit-log`);
  expect(refused?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "Akses ditolak" })).toBeVisible();
  for (const path of ["audit-log/export", "audit-log/1", "audit-log.data"]) expect((await page.request.get(`/${base}/${path}`)).status(), path).toBe(403);
  await page.goto(`/${base}/news`);
  await page.locator("tbody").getByRole("link", { name: /^Ubah / }).first().click();
  await expect(page.getByRole("heading", { name: "Ubah Berita", exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Riwayat", exact: true })).toHaveCount(0);
  await page.goto(`/${base}/members/all`);
  await expect(rows(page).first()).toBeVisible();
  await expect(page.getByRole("link", { name: /^Riwayat / })).toHaveCount(0);
});

test("curl with the session cookie exports the Audit Log", async () => {
  const { dir, jar, curl, base } = curlSession("superadmin");
  curl("-b", jar, "-OJ", `${baseURL}/${base}/audit-log/export?user=superadmin&kind=security`);
  const file = readdirSync(dir).find((f) => f.endsWith(".csv"))!;
  expect(file).toBe("audit-log-superadmin.csv");
  const [header, ...data] = parse(readFileSync(path.join(dir, file), "utf8").slice(1)) as string[][];
  expect(header).toEqual(CSV_HEADER);
  // At least this sign-in, recorded as a security event.
  expect(data.some((r) => r[2] === "security" && r[3] === "sign-in" && r[4] === "superadmin")).toBe(true);
});

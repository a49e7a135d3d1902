import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** Column visibility (SPEC §6): flag_access hides columns on the server; a chooser hides others. */

const headers = (page: Page) => page.locator(".data-table thead th").allInnerTexts();
const clean = (list: string[]) => list.map((h) => h.replace(/[▲▼]/g, "").trim());

test.use({ account: "admin" });

test("a column hidden by flag_access is not in the HTML nor in the data (admin: phone)", async ({ page, base, browser, signInAs }) => {
  // The same first page as superadmin sees it, to know the phone numbers that must not leak.
  const other = await browser.newContext();
  const superPage = await other.newPage();
  const superBase = await signInAs(superPage, "superadmin");
  await superPage.goto(`/${superBase}/members/all?size=20`);
  const superHeaders = clean(await headers(superPage));
  expect(superHeaders).toContain("Telepon");
  const phoneIndex = superHeaders.indexOf("Telepon");
  const phones = (await superPage.locator(`.data-table tbody td:nth-child(${phoneIndex + 1})`).allInnerTexts()).filter((p) => p && p !== "-");
  expect(phones.length).toBeGreaterThan(5);
  await other.close();

  const html = await (await page.request.get(`/${base}/members/all?size=20`)).text();
  expect(html).toContain("Nama");
  expect(html).not.toContain("Telepon");
  for (const phone of phones) expect(html).not.toContain(phone);
  expect(html).not.toMatch(/"phone"/);
  const turbo = await (await page.request.get(`/${base}/members/all.data?size=20`)).text();
  for (const phone of phones) expect(turbo).not.toContain(phone);
  expect(turbo).not.toContain('"phone"');

  await page.goto(`/${base}/members/all?size=20`);
  expect(clean(await headers(page))).not.toContain("Telepon");
  // Nor can the chooser bring it back, and sorting by it is ignored.
  await page.locator(".column-chooser summary").click();
  await expect(page.getByRole("checkbox", { name: "Telepon" })).toHaveCount(0);
  const sorted = await page.request.get(`/${base}/members/all?sort=phone&order=asc`);
  expect(sorted.status()).toBe(200);
  expect(await sorted.text()).not.toContain("Telepon");
});

test("the column chooser hides a column and remembers it, per user", async ({ page, signIn }) => {
  const base = await signIn("superadmin");
  await page.goto(`/${base}/members/active`);
  expect(clean(await headers(page))).toContain("Tanggal Lahir");
  await page.locator(".column-chooser summary").click();
  await page.getByRole("checkbox", { name: "Tanggal Lahir" }).uncheck();
  await expect(page.getByRole("columnheader", { name: "Tanggal Lahir" })).toHaveCount(0);
  await page.reload();
  expect(clean(await headers(page))).not.toContain("Tanggal Lahir");
  // The other lists share the member table's choice; core members has its own.
  await page.goto(`/${base}/members/inactive`);
  expect(clean(await headers(page))).not.toContain("Tanggal Lahir");
  // The HTML itself has no birth dates any more.
  const html = await (await page.request.get(`/${base}/members/all`)).text();
  expect(html).not.toContain("sort=birthdate");

  // Another user in the same browser keeps their own columns.
  const adminBase = await signIn("admin");
  await page.goto(`/${adminBase}/members/all`);
  expect(clean(await headers(page))).toContain("Tanggal Lahir");

  await signIn("superadmin");
  await page.goto(`/${base}/members/all`);
  await page.locator(".column-chooser summary").click();
  await page.getByRole("checkbox", { name: "Tanggal Lahir" }).check();
  await expect(page.getByRole("columnheader", { name: "Tanggal Lahir" })).toBeVisible();
});

test.describe(() => {
  test.use({ account: "admin", javaScriptEnabled: false });
  test("the column chooser works without JavaScript", async ({ page, base }) => {
    await page.goto(`/${base}/coremedika-members`);
    expect(clean(await headers(page))).toContain("No. Polis");
    await page.locator(".column-chooser summary").click();
    await page.getByRole("checkbox", { name: "No. Polis" }).uncheck();
    await page.getByRole("button", { name: "Terapkan" }).click();
    await expect(page).toHaveURL(new RegExp(`/${base}/coremedika-members`));
    expect(clean(await headers(page))).not.toContain("No. Polis");
  });
});

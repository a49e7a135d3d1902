import type { Page } from "@playwright/test";
import { expect, test, toast } from "./fixtures";

/** Member account deletion (SPEC §5/§6): superadmin only, with a 5-character security code. */

const rows = (page: Page) => page.locator(".data-table tbody tr");

/** A member of the inactive list, far down, that no other test looks at. */
async function victim(page: Page, base: string, offset: number) {
  await page.goto(`/${base}/members/inactive?sort=name&order=desc&size=10&page=${3 + offset}`);
  const row = rows(page).nth(offset);
  const card = (await row.locator("td").first().innerText()).trim();
  const name = (await row.locator("td").nth(1).innerText()).trim();
  return { card, name };
}

test.use({ account: "superadmin" });

test("superadmin deletes a member after typing the security code; both wrong-code messages first", async ({ page, base }) => {
  const { card, name } = await victim(page, base, 0);
  await page.goto(`/${base}/members/all?q=${card}`);
  await expect(rows(page)).toHaveCount(1);
  await rows(page).getByRole("link", { name: /Delete/ }).click();

  const dialog = page.getByRole("dialog", { name: "Hapus Akun" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(card);
  await expect(dialog).toContainText(name);
  const code = (await dialog.getByTestId("security-code").innerText()).replace(/\s/g, "");
  expect(code).toMatch(/^[A-Z2-9]{5}$/);

  // Empty, then wrong: the dialog stays, with the SPEC's messages.
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(dialog.getByText("Masukkan kode kamanan dengan benar")).toBeVisible();
  const wrong = code === "AAAAA" ? "BBBBB" : "AAAAA";
  await dialog.getByLabel("Kode Keamanan", { exact: true }).fill(wrong);
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(dialog.getByText("Kode Keamanan yang dimasukkan salah")).toBeVisible();

  // The code stays the same across a reload (it lives in the URL's nonce, not in memory).
  await page.reload();
  await expect(dialog.getByTestId("security-code")).toBeVisible();
  expect((await dialog.getByTestId("security-code").innerText()).replace(/\s/g, "")).toBe(code);

  // Exactly as shown: the same letters in lower case are wrong.
  if (code !== code.toLowerCase()) {
    await dialog.getByLabel("Kode Keamanan", { exact: true }).fill(code.toLowerCase());
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(dialog.getByText("Kode Keamanan yang dimasukkan salah")).toBeVisible();
  }
  await dialog.getByLabel("Kode Keamanan", { exact: true }).fill(code);
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Delete Account Success")).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page).not.toHaveURL(/delete=/);
  await expect(page.getByText("Tidak ada member yang cocok")).toBeVisible();
});

test("the server checks the code itself: empty and wrong codes posted directly are refused", async ({ page, base }) => {
  const { card } = await victim(page, base, 1);
  await page.goto(`/${base}/members/all?q=${card}`);
  await rows(page).getByRole("link", { name: /Delete/ }).click();
  await expect(page).toHaveURL(/dc=/);
  const url = new URL(page.url());
  const form = {
    intent: "delete",
    memberId: url.searchParams.get("delete")!,
    nocard: url.searchParams.get("card")!,
    nonce: url.searchParams.get("dc")!,
  };
  const empty = await page.request.post(url.toString(), { form: { ...form, code: "" } });
  expect(empty.status()).toBe(400);
  expect(await empty.text()).toContain("Masukkan kode kamanan dengan benar");
  const wrong = await page.request.post(url.toString(), { form: { ...form, code: "ZZZZZ" } });
  expect(wrong.status()).toBe(400);
  expect(await wrong.text()).toContain("Kode Keamanan yang dimasukkan salah");
  // A made-up nonce does not help either.
  const forged = await page.request.post(url.toString(), { form: { ...form, nonce: "zzzzzzzz.AAAAAAAAAAAA", code: "ABCDE" } });
  expect(forged.status()).toBe(400);
  await page.goto(`/${base}/members/all?q=${card}`);
  await expect(rows(page)).toHaveCount(1);
});

test.describe(() => {
  test.use({ account: "admin" });
  test("admin sees no delete column and is refused when posting a delete directly", async ({ page, base, browser, signInAs }) => {
    await page.goto(`/${base}/members/all`);
    await expect(rows(page)).toHaveCount(10);
    await expect(page.getByRole("columnheader", { name: "Delete" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: /Delete/ })).toHaveCount(0);
    const card = (await rows(page).first().locator("td").first().innerText()).trim();

    // The delete params do not open a dialog for admin.
    await page.goto(`/${base}/members/all?delete=1&card=${card}`);
    await expect(page.getByRole("dialog")).toHaveCount(0);

    const response = await page.request.post(`/${base}/members/all`, {
      form: { intent: "delete", memberId: "1", nocard: card, nonce: "x", code: "ABCDE" },
    });
    expect(response.status()).toBe(403);

    // The member is still there (seen by superadmin).
    const other = await browser.newContext();
    const superPage = await other.newPage();
    const superBase = await signInAs(superPage, "superadmin");
    await superPage.goto(`/${superBase}/members/all?q=${card}`);
    await expect(rows(superPage)).toHaveCount(1);
    await other.close();
  });
});

test.describe(() => {
  test.use({ account: "superadmin", javaScriptEnabled: false });
  test("without JavaScript the delete dialog opens and works", async ({ page, base }) => {
    const { card } = await victim(page, base, 2);
    await page.goto(`/${base}/members/all?q=${card}`);
    await rows(page).getByRole("link", { name: /Delete/ }).click();
    const dialog = page.getByRole("dialog", { name: "Hapus Akun" });
    const code = (await dialog.getByTestId("security-code").innerText()).replace(/\s/g, "");
    await dialog.getByLabel("Kode Keamanan", { exact: true }).fill("WRONG");
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(dialog.getByText("Kode Keamanan yang dimasukkan salah")).toBeVisible();
    expect((await dialog.getByTestId("security-code").innerText()).replace(/\s/g, "")).toBe(code);
    await dialog.getByLabel("Kode Keamanan", { exact: true }).fill(code);
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(toast(page, "Delete Account Success")).toBeVisible();
    await expect(page.getByText("Tidak ada member yang cocok")).toBeVisible();
  });
});

import type { Locator, Page } from "@playwright/test";
import { baseURL } from "../../playwright.config";
import { brief, seriousViolations } from "./axe";
import { mediaDialog, pngFile, unique } from "./content-fixtures";
import { expect, test } from "./fixtures";

// Issue 27, points 3 and 4, by keyboard: the media picker is one listbox (one Tab stop, arrow keys,
// Enter chooses, nothing to press inside an option, each option named once), and closing it gives
// the focus back to what opened it; after a pager link the focus is on the new page, not on the
// body. (The dialogs in the URL: dialog-focus.spec.ts.)

/** What has the focus: its accessible label or text, and its role. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return { tag: el?.tagName.toLowerCase() ?? "", role: el?.getAttribute("role") ?? "", name: el?.getAttribute("aria-label") ?? el?.textContent?.trim() ?? "" };
  });
const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);

/** Opens the image picker of Add News by keyboard and waits for its options. */
async function openPicker(page: Page) {
  const opener = page.getByRole("button", { name: "Pilih Gambar dari Media Library" });
  await opener.focus();
  await page.keyboard.press("Enter");
  const dialog = mediaDialog(page);
  await expect(dialog.getByRole("option").first()).toBeVisible();
  return { opener, dialog };
}

test.use({ account: "admin" });

test.describe("the media picker", () => {
  test("one Tab stop, arrow keys across the grid, Enter chooses, Pilih a few Tabs on, the focus back on its button", async ({ page, base }) => {
    await page.goto(`/${base}/add_news`);
    const { opener, dialog } = await openPicker(page);
    const listbox = dialog.getByRole("listbox");
    const options = listbox.getByRole("option");
    expect(await options.count()).toBeGreaterThan(5);

    // Nothing to press inside an option; each is named once, by its text (the picture is decorative).
    await expect(listbox.getByRole("link")).toHaveCount(0);
    await expect(listbox.getByRole("button")).toHaveCount(0);
    const text = (option: Locator) => option.locator(".media-desc").innerText();
    for (const option of (await options.all()).slice(0, 4)) await expect(option).toHaveAccessibleName(await text(option));

    // From the search field one Tab is the listbox (its first option), the next leaves it.
    await dialog.getByRole("searchbox").focus();
    await page.keyboard.press("Tab");
    expect(await isFocused(options.nth(0))).toBe(true);
    await page.keyboard.press("Tab");
    expect((await focused(page)).role).not.toBe("option");
    await page.keyboard.press("Shift+Tab");
    expect(await isFocused(options.nth(0))).toBe(true);

    // The arrows move along the grid's rows and columns.
    const columns = await listbox.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(" ").length);
    expect(columns).toBeGreaterThan(1);
    await page.keyboard.press("ArrowRight");
    expect(await isFocused(options.nth(1))).toBe(true);
    await page.keyboard.press("ArrowDown");
    expect(await isFocused(options.nth(1 + columns))).toBe(true);
    await page.keyboard.press("ArrowLeft");
    expect(await isFocused(options.nth(columns))).toBe(true);
    await page.keyboard.press("ArrowUp");
    expect(await isFocused(options.nth(0))).toBe(true);
    await page.keyboard.press("End");
    expect(await isFocused(options.last())).toBe(true);
    await page.keyboard.press("Home");
    expect(await isFocused(options.nth(0))).toBe(true);
    await expect(dialog.getByRole("option", { selected: true })).toHaveCount(0);

    // Enter chooses the option in hand; "Buka" (outside the listbox) opens that one's full file.
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Enter");
    await expect(options.nth(1)).toHaveAttribute("aria-selected", "true");
    await expect(dialog.getByRole("option", { selected: true })).toHaveCount(1);
    const name = await text(options.nth(1));
    await expect(dialog.getByRole("link", { name: `Buka ${name}`, exact: true })).toHaveAttribute("href", /^\/files\/.+\.(png|jpe?g|webp|gif)$/);
    // The listbox is one stop again: the chosen option is the one Tab comes back to.
    await page.keyboard.press("Tab");
    await page.keyboard.press("Shift+Tab");
    expect(await isFocused(options.nth(1))).toBe(true);

    // "Pilih" is a few Tabs on.
    const choose = dialog.getByRole("button", { name: "Pilih", exact: true });
    let presses = 0;
    while (!(await isFocused(choose)) && presses < 6) {
      await page.keyboard.press("Tab");
      presses++;
    }
    expect(await isFocused(choose), `Pilih after ${presses} Tabs`).toBe(true);
    await page.keyboard.press("Enter");
    await expect(dialog).toHaveCount(0);
    await expect(page.getByLabel("Gambar", { exact: true })).toHaveValue(/^\/files\//);
    await expect.poll(() => isFocused(opener), { message: "after Pilih" }).toBe(true);

    // Escape and the closing buttons give the focus back too.
    for (const close of ["Escape", "Batal", "Tutup"] as const) {
      await openPicker(page);
      if (close === "Escape") await page.keyboard.press("Escape");
      else await dialog.getByRole("button", { name: close, exact: true }).click();
      await expect(dialog).toHaveCount(0);
      await expect.poll(() => isFocused(opener), { message: `after ${close}` }).toBe(true);
    }
  });

  test("the mouse still chooses, and the upload-only dialog of the library page gives the focus back", async ({ page, base }) => {
    await page.goto(`/${base}/add_news`);
    await page.getByRole("button", { name: "Pilih Gambar dari Media Library" }).click();
    const dialog = mediaDialog(page);
    const option = dialog.getByRole("option").nth(2);
    await option.click();
    await expect(option).toHaveAttribute("aria-selected", "true");
    await dialog.getByRole("button", { name: "Pilih", exact: true }).click();
    await expect(page.getByLabel("Gambar", { exact: true })).toHaveValue(/^\/files\//);

    // After an upload the Upload button is gone: the new image, chosen, takes the focus.
    await page.goto(`/${base}/media-library`);
    const upload = page.getByRole("button", { name: "Unggah Gambar", exact: true });
    await upload.focus();
    await page.keyboard.press("Enter");
    await expect(dialog.getByRole("tab", { name: "Upload" })).toHaveAttribute("aria-selected", "true");
    await dialog.locator('input[type="file"]').setInputFiles(pngFile("fokus.png"));
    const description = unique("Gambar fokus");
    await dialog.getByLabel("Deskripsi").fill(description);
    await dialog.getByRole("button", { name: "Unggah", exact: true }).click();
    const chosen = dialog.getByRole("option", { selected: true });
    await expect(chosen).toHaveAccessibleName(description);
    await expect.poll(() => isFocused(chosen)).toBe(true);
    if (process.env.SHOT) await page.screenshot({ path: `/tmp/picker-${Date.now()}.png` });
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect.poll(() => isFocused(upload)).toBe(true);
  });

  for (const appearance of ["light", "dark"] as const) {
    test(`axe finds nothing serious on the open picker (${appearance})`, async ({ page, base, context }) => {
      await context.addCookies([{ name: "appearance", value: Buffer.from(JSON.stringify(appearance)).toString("base64"), url: baseURL }]);
      await page.goto(`/${base}/add_news`);
      const { dialog } = await openPicker(page);
      await dialog.getByRole("option").nth(1).click();
      const found = (await seriousViolations(page, { include: ".media-dialog" })).map(brief);
      expect(found).toEqual([]);
    });
  }
});

test("after the pager's last and first links the focus is on the new page, not on the body", async ({ page, base }) => {
  await page.goto(`/${base}/members/all?size=10`);
  const pager = page.getByRole("navigation", { name: "Halaman" });
  for (const [name, shown] of [
    ["Terakhir", /Menampilkan (?!1–10 )/],
    ["Pertama", /Menampilkan 1–10 /],
  ] as const) {
    await pager.getByRole("link", { name }).focus();
    await page.keyboard.press("Enter");
    await expect(pager).toContainText(shown);
    // The link is now a disabled button (no focus): the new page's heading has the focus.
    await expect.poll(async () => (await focused(page)).tag, { message: `after ${name}` }).toBe("h1");
  }
});

import type { Page } from "@playwright/test";
import { expect, signIn, test } from "./fixtures";

// Issue 27, point 3: closing a dialog gives the focus back to what opened it, also when the dialog
// lives in the URL (opening and closing are navigations). Opened by keyboard, closed by Escape and by
// its own closing button.

const focusedText = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.getAttribute("aria-label") ?? document.activeElement?.textContent ?? "");

test("the member Delete dialog gives the focus back to its row's Delete link", async ({ page }) => {
  const base = await signIn(page, "superadmin");
  await page.goto(`/${base}/members/inactive?sort=name&order=asc&size=10`);
  const link = page.locator(".data-table tbody tr").nth(2).getByRole("link", { name: /Delete/ });
  const label = (await link.getAttribute("aria-label")) ?? (await link.innerText());
  for (const close of ["Escape", "button"] as const) {
    await link.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Delete Account" });
    await expect(dialog).toBeVisible();
    if (close === "Escape") await page.keyboard.press("Escape");
    else await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toHaveCount(0);
    await expect.poll(() => focusedText(page), { message: `after ${close}` }).toBe(label);
  }
});


import { expect, test } from "./fixtures";

// Issue 27, point 3: on a phone the menu is a modal drawer. Opened by keyboard, focus goes into it and
// stays (Tab wraps), the page behind is inert (nothing to focus or click, Logout included), and
// Escape, ✕ and the backdrop close it with the focus back on ☰.

test.use({ account: "admin", viewport: { width: 390, height: 844 } });

test("the phone drawer is modal and gives the focus back to ☰", async ({ page, base }) => {
  await page.goto(`/${base}/dashboard`);
  const open = page.locator("#nav-open");
  const sidebar = page.getByRole("complementary", { name: "Menu utama" });
  await expect(sidebar).toBeHidden();

  await open.focus();
  await page.keyboard.press("Enter");
  await expect(sidebar).toBeVisible();
  await expect(open).toHaveAttribute("aria-expanded", "true");
  // Focus is inside the drawer, and Tab (forwards and back) never leaves it.
  expect(await sidebar.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press("Tab");
    expect(await sidebar.evaluate((el) => el.contains(document.activeElement)), `Tab ${i + 1}`).toBe(true);
  }
  for (let i = 0; i < 5; i++) {
    await page.keyboard.press("Shift+Tab");
    expect(await sidebar.evaluate((el) => el.contains(document.activeElement)), `Shift+Tab ${i + 1}`).toBe(true);
  }
  // The page behind: inert, and Logout is under the backdrop, not clickable.
  expect(await page.locator(".main").evaluate((el) => (el as HTMLElement).inert)).toBe(true);
  const box = (await page.locator(".topbar-logout").first().boundingBox())!;
  const hit = await page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.className ?? "", [box.x + box.width / 2, box.y + box.height / 2]);
  expect(hit).toContain("nav-backdrop");

  await page.keyboard.press("Escape");
  await expect(sidebar).toBeHidden();
  await expect(open).toBeFocused();
  expect(await page.locator(".main").evaluate((el) => (el as HTMLElement).inert)).toBe(false);

  // ✕ and the backdrop give the focus back too.
  await page.keyboard.press("Enter");
  await expect(sidebar).toBeVisible();
  await sidebar.getByRole("button", { name: "Tutup menu" }).click();
  await expect(sidebar).toBeHidden();
  await expect(open).toBeFocused();
  await open.click();
  await page.mouse.click(370, 500);
  await expect(sidebar).toBeHidden();
  await expect(open).toBeFocused();
});

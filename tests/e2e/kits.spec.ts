import { expect, sidebarLinks, test } from "./fixtures";

/** What every screen gets from the kits: titles and breadcrumbs, errors inside the shell, list state. */

test.describe("as admin", () => {
  test.use({ account: "admin" });

  test("the page title and breadcrumbs come from the access table", async ({ page, base }) => {
    await page.goto(`/${base}/add_news`);
    await expect(page).toHaveTitle("Tambah Berita · Sehat Console");
    await expect(page.getByRole("heading", { level: 1, name: "Tambah Berita", exact: true })).toBeVisible();
    const crumbs = page.getByRole("navigation", { name: "Lokasi halaman" });
    await crumbs.getByRole("link", { name: "Berita", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${base}/news$`));
    await expect(page).toHaveTitle("Berita · Sehat Console");
  });

  test("SPEC §2's `members` opens the member list", async ({ page, base }) => {
    const response = await page.goto(`/${base}/members?q=a`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(new RegExp(`/${base}/members/all\\?q=a$`));
    await expect(page.getByRole("heading", { level: 1, name: "Semua Member", exact: true })).toBeVisible();
  });

  test("404 and a refused value keep the sidebar, the topbar and a way back", async ({ page, base }) => {
    const missing = await page.goto(`/${base}/no-such-screen`);
    expect(missing?.status()).toBe(404);
    await expect(page).toHaveTitle("Page Not Found · Sehat Console");
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
    await expect(page.getByRole("complementary", { name: "Menu utama" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Logout" })).toBeVisible();

    const badMonth = await page.goto(`/${base}/detail_logs/2026-13`);
    expect(badMonth?.status()).toBe(404);
    await expect(page.getByRole("complementary", { name: "Menu utama" })).toBeVisible();
    await page.getByRole("link", { name: "Kembali ke Dashboard" }).click();
    await expect(page).toHaveURL(new RegExp(`/${base}/dashboard$`));
  });

  test("paging, sorting and searching a list do not load the layout again", async ({ page, base }) => {
    await page.goto(`/${base}/members/all`);
    const dataRequests: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes(".data")) dataRequests.push(r.url());
    });
    await page.getByRole("link", { name: "Berikutnya" }).click();
    await expect(page).toHaveURL(/page=2/);
    await page.getByRole("link", { name: /^Nama/ }).click();
    await expect(page).toHaveURL(/sort=name/);
    expect(dataRequests.length).toBeGreaterThanOrEqual(2);
    // Single fetch names the routes it loads when some are skipped: never the $base layout.
    for (const url of dataRequests) {
      const routes = new URL(url).searchParams.get("_routes") ?? "";
      expect(routes, url).toContain("routes/$base.members.$type");
      expect(routes.split(","), url).not.toContain("routes/$base");
    }
  });
});

test.describe("as editor", () => {
  test.use({ account: "editor" });

  test("403 keeps the shell, with only this user's menu", async ({ page, base }) => {
    const refused = await page.goto(`/${base}/members/all`);
    expect(refused?.status()).toBe(403);
    await expect(page).toHaveTitle("Akses ditolak · Sehat Console");
    await expect(page.getByRole("complementary", { name: "Menu utama" })).toBeVisible();
    const links = await sidebarLinks(page);
    expect(links).toContain("Berita");
    expect(links).not.toContain("Semua Member");
  });
});

/**
 * Tab links and table frames come whole from the server (docs/decisions/018): the current tab is
 * marked, and a table wider than the phone scrolls sideways from the keyboard, before any script
 * runs and without one.
 */
for (const javaScriptEnabled of [true, false]) {
  test.describe(`list tabs and table frames, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ account: "admin", javaScriptEnabled });

    test("the current tab is marked, and the table scrolls from the keyboard", async ({ page, base }) => {
      await page.setViewportSize({ width: 412, height: 823 });
      await page.goto(`/${base}/members/active`);
      const tabs = page.getByRole("navigation", { name: "Jenis member" });
      await expect(tabs.getByRole("link", { name: "Aktif", exact: true })).toHaveAttribute("aria-current", "page");
      await expect(tabs.getByRole("link", { name: "Semua", exact: true })).not.toHaveAttribute("aria-current", "page");
      // The menu marks the page too (the phone's drawer is closed: hidden links count).
      const menu = page.getByRole("complementary", { name: "Menu utama", includeHidden: true });
      const menuLink = (name: string) => menu.getByRole("link", { name, exact: true, includeHidden: true });
      await expect(menuLink("Member Aktif")).toHaveAttribute("aria-current", "page");
      await expect(menuLink("Semua Member")).not.toHaveAttribute("aria-current");
      await expect(menu.locator("details[open] > summary")).toHaveText(["Member"]);

      const region = page.getByRole("region", { name: "Member Aktif", exact: true });
      await expect(region.getByRole("table")).toBeVisible();
      await region.focus();
      await expect(region).toBeFocused();
      expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
      await page.keyboard.press("ArrowRight");
      await page.keyboard.press("ArrowRight");
      await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);

      await tabs.getByRole("link", { name: "Semua", exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/${base}/members/all$`));
      await expect(page.getByRole("navigation", { name: "Jenis member" }).getByRole("link", { name: "Semua", exact: true })).toHaveAttribute("aria-current", "page");
      await expect(menuLink("Semua Member")).toHaveAttribute("aria-current", "page");
      await expect(menuLink("Member Aktif")).not.toHaveAttribute("aria-current");
    });
  });
}

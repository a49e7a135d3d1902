import { expect, test } from "./fixtures";

/**
 * Nothing moves when a page hydrates (issue 12: Lighthouse counted 0.05–0.10 of layout shift on
 * the e-card tables, feature visibility and e-claim, from controls swapped at hydration). The
 * server's HTML is already the layout of the running page: what only a browser without
 * JavaScript needs is inside <noscript>, and charts draw into boxes of fixed size. On a phone and
 * on a desktop, the layout shifts the browser reports after the document is parsed, until the page
 * has hydrated, its deferred stylesheets have applied and its charts are drawn, must move nothing
 * up or down and show nothing new. (Content added or removed at hydration moves what follows it
 * vertically, by 14–104 px in the shifts this test was written for; a column that widens when a
 * local font face resolves moves things sideways, and is the font's, not the hydration's.)
 */
const SCREENS = [
  "dashboard",
  "ecard/transaction",
  "ecard/dashboard",
  "feature/home-menu?corp=K0001",
  "eclaim",
  "dashboard_eclaim",
  "coremedika-members",
  "my-banners",
  "manual-config",
  "media-library",
  "members/all",
  "eclaim_status/P001/8",
  // The rich-text editor replaces the server's textarea after hydration, in a box of the same size.
  "add_news",
  "about",
];

for (const viewport of [
  { name: "phone", width: 412, height: 823 },
  { name: "desktop", width: 1280, height: 900 },
]) {
  test(`no layout shift at hydration, ${viewport.name}`, async ({ page, signIn }) => {
    test.setTimeout(150_000); // fourteen screens, each waiting for its late scripts
    await page.setViewportSize(viewport);
    const base = await signIn("superadmin");
    // The page is painted before it hydrates, as on a slow connection: scripts arrive late.
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await page.addInitScript(() => {
      type Source = { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
      const w = window as unknown as { shifts: { value: number; at: number; moved: string[] }[] };
      w.shifts = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as unknown as { value: number; startTime: number; hadRecentInput: boolean; sources?: Source[] }[]) {
          if (e.hadRecentInput) continue;
          const describe = (s: Source) => `${s.node instanceof Element ? s.node.outerHTML.slice(0, 100) : String(s.node?.textContent).slice(0, 60)} y ${Math.round(s.previousRect.y)}→${Math.round(s.currentRect.y)}`;
          const appeared = (s: Source) => s.previousRect.width === 0 && s.previousRect.height === 0;
          const moved = (e.sources ?? []).filter((s) => appeared(s) || Math.abs(s.currentRect.y - s.previousRect.y) >= 4).map(describe);
          w.shifts.push({ value: e.value, at: e.startTime, moved });
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    for (const screen of SCREENS) {
      await page.goto(`/${base}/${screen}`, { waitUntil: "networkidle" });
      await expect(page.locator("html[data-hydrated]")).toBeAttached();
      // Charts are drawn after hydration: wait for them too.
      for (const chart of await page.locator(".chart-fill").all()) await expect(chart.locator("svg").first()).toBeVisible();
      if (screen === "add_news" || screen === "about") await expect(page.locator(".rte-content")).toBeVisible();
      await expect.poll(() => page.locator("link[data-deferred-css]").evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).media))).not.toContain("print");
      const shifts = await page.evaluate(() => {
        const parsed = (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).domInteractive;
        return (window as unknown as { shifts: { value: number; at: number; moved: string[] }[] }).shifts.filter((s) => s.at >= parsed && s.moved.length > 0);
      });
      expect(shifts, screen).toEqual([]);
    }
  });
}

// The layout-shift API ignores moves under 3 px; the topbar on a phone moved 2 px when its menu
// button (a label for the no-JavaScript drawer) became a button, and took the whole page with it.
type ServerTopbar = { serverTopbar: { height: number; label: boolean } };
test("the phone's topbar keeps its height when the menu button hydrates", async ({ page, signIn }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  const base = await signIn("admin");
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  // The server's topbar, measured as soon as the document is parsed (the scripts are still on their way).
  await page.addInitScript(() => {
    document.addEventListener("DOMContentLoaded", () => {
      (window as unknown as ServerTopbar).serverTopbar = { height: document.querySelector("header.topbar")!.getBoundingClientRect().height, label: !!document.querySelector("label.nav-toggle-button") };
    });
  });
  await page.goto(`/${base}/members/all`);
  await expect(page.locator("button.nav-toggle-button")).toBeVisible();
  const server = await page.evaluate(() => (window as unknown as ServerTopbar).serverTopbar);
  expect(server.label).toBe(true);
  expect((await page.locator("header.topbar").boundingBox())?.height).toBe(server.height);
});

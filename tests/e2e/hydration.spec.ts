import { expect, test } from "./fixtures";

/**
 * Nothing moves when a page hydrates (issue 12: Lighthouse counted 0.05–0.10 of layout shift on
 * the e-card tables, feature visibility and e-claim, from controls swapped at hydration). The
 * server's HTML is already the layout of the running page: what only a browser without
 * JavaScript needs is inside <noscript>, and charts draw into boxes of fixed size. Every layout
 * shift the browser reports from the first paint until the page has hydrated and drawn its charts
 * is summed, on a phone and on a desktop.
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
];

for (const viewport of [
  { name: "phone", width: 412, height: 823 },
  { name: "desktop", width: 1280, height: 900 },
]) {
  test(`no layout shift at hydration, ${viewport.name}`, async ({ page, signIn }) => {
    await page.setViewportSize(viewport);
    const base = await signIn("superadmin");
    await page.addInitScript(() => {
      const w = window as unknown as { shifts: { value: number; nodes: string[] }[] };
      w.shifts = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] }[])
          if (!e.hadRecentInput) w.shifts.push({ value: e.value, nodes: (e.sources ?? []).map((s) => (s.node instanceof Element ? s.node.outerHTML.slice(0, 120) : String(s.node?.textContent).slice(0, 60))) });
      }).observe({ type: "layout-shift", buffered: true });
    });
    for (const screen of SCREENS) {
      await page.goto(`/${base}/${screen}`, { waitUntil: "networkidle" });
      await expect(page.locator("html[data-hydrated]")).toBeAttached();
      // Charts are drawn after hydration: wait for them too.
      for (const chart of await page.locator(".chart-fill").all()) await expect(chart.locator("svg").first()).toBeVisible();
      const shifts = await page.evaluate(() => (window as unknown as { shifts: { value: number; nodes: string[] }[] }).shifts);
      const total = shifts.reduce((sum, s) => sum + s.value, 0);
      expect(total, `${screen}: ${JSON.stringify(shifts)}`).toBeLessThan(0.001);
    }
  });
}

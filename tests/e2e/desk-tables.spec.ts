import type { Page } from "@playwright/test";
import { expect, test, type DemoUser } from "./fixtures";

/**
 * Issue 27, point 1: at 1280×800 (sidebar open) every table shows its row actions and its status
 * column without scrolling, and a table's header stays in view while a long page scrolls.
 *
 * One line per table screen: the account that opens it (every role that has the screen at least
 * once), its path (or how to find one with rows), and the header of its status column, if any.
 */
type Screen = { path: string | ((page: Page, base: string) => Promise<string>); status?: string };

const month = () => new Date().toISOString().slice(0, 7);
/** The target of the first link of a table cell on another screen (a member with claims, a claim). */
const firstLink = (list: string, cell: string) => async (page: Page, base: string) => {
  await page.goto(`/${base}/${list}`);
  const href = await page.locator(`.data-table tbody tr:first-child ${cell} a`).first().getAttribute("href");
  expect(href, `a link in ${list}`).toBeTruthy();
  return href!.replace(new RegExp(`^/${base}/`), "");
};

const SCREENS: Record<DemoUser, Screen[]> = {
  superadmin: [
    { path: "members/all", status: "Status" },
    { path: "members/active", status: "Status" },
    { path: "members/inactive", status: "Status" },
    { path: "coremedika-members" },
    { path: "eclaim_status/P001/8", status: "Status" },
    { path: "eclaim_status/P001/0", status: "Status" },
    { path: firstLink("eclaim_status/P001/8", "td:nth-child(3)"), status: "Status" },
    // The claim dialog's tables (documents and log), over the claim table.
    { path: firstLink("eclaim_status/P001/8", "td:first-child"), status: "Status" },
    { path: "dashboard_eclaim" },
    { path: `detail_logs/${month()}` },
    { path: "news" },
    { path: "premium-provider", status: "Status" },
    { path: "banner-ads", status: "Tampil" },
    { path: "reservation", status: "Status" },
    { path: "ecard/transaction?payor=P001" },
    { path: "ecard/activation" },
    { path: "ematerai" },
    { path: "templating/PRV001" },
    { path: "e-sign/corporates" },
    { path: "e-sign/members/K0001", status: "Active" },
    { path: "audit-log" },
  ],
  admin: [
    { path: "members/all", status: "Status" },
    { path: "coremedika-members" },
    { path: "eclaim_status/P001/7", status: "Status" },
    { path: "news" },
    { path: "premium-provider", status: "Status" },
    { path: "banner-ads", status: "Tampil" },
    { path: "reservation", status: "Status" },
    { path: "ecard/activation" },
    { path: "dashboard_eclaim" },
  ],
  eclaim: [
    { path: "members/all", status: "Status" },
    { path: "coremedika-members" },
    { path: "eclaim_status/P001/1", status: "Status" },
    { path: "dashboard_eclaim" },
    { path: `detail_logs/${month()}` },
  ],
  provider: [{ path: "category-doctor" }, { path: "all-doctor" }, { path: "banner-ads", status: "Tampil" }],
  ematerai: [{ path: "template-list" }],
  sd: [{ path: "ematerai" }, { path: "templating/PRV002" }, { path: "e-sign/corporates" }, { path: "e-sign/members/K0001", status: "Active" }],
  operator: [{ path: "news" }, { path: "members/all", status: "Status" }],
  editor: [{ path: "news" }],
};

/**
 * Every visible table of the page, measured in the browser: whether it fits its frame, and each
 * row action (link or button in a row) and status cell that is not wholly inside the frame's
 * visible part and the viewport, or lies under the sticky action column.
 */
async function tableFaults(page: Page, status: string | undefined) {
  return page.evaluate((status) => {
    const frames = [...document.querySelectorAll<HTMLElement>(".table-scroll")].filter((f) => f.getClientRects().length > 0);
    const faults: string[] = [];
    for (const frame of frames) {
      const name = frame.getAttribute("aria-label");
      const table = frame.querySelector("table")!;
      const box = frame.getBoundingClientRect();
      const left = Math.max(box.left, 0) - 0.5;
      const right = Math.min(box.right, window.innerWidth) + 0.5;
      if (frame.scrollWidth > frame.clientWidth + 1) faults.push(`${name}: ${frame.scrollWidth} px wide in a ${frame.clientWidth} px frame`);
      const headers = [...(table.tHead?.rows[0]?.cells ?? [])].map((cell) => cell.textContent!.replace(/[▲▼]/g, "").trim());
      const statusIndex = status ? headers.indexOf(status) : -1;
      for (const row of table.tBodies[0]?.rows ?? []) {
        if (row.cells.length !== headers.length) continue; // an empty table's one cell
        const sticky = row.querySelector(".sticky-col")?.getBoundingClientRect();
        for (const action of row.querySelectorAll<HTMLElement>("a, button")) {
          const r = action.getBoundingClientRect();
          const label = `${name}: "${action.textContent!.trim()}" (${Math.round(r.left)}–${Math.round(r.right)} px)`;
          if (r.left < left || r.right > right) faults.push(`${label} outside ${Math.round(left)}–${Math.round(right)} px`);
          if (sticky && !action.closest(".sticky-col") && r.right > sticky.left + 0.5) faults.push(`${label} under the action column`);
        }
        if (statusIndex >= 0) {
          const r = row.cells[statusIndex]!.getBoundingClientRect();
          if (r.left < left || r.right > right) faults.push(`${name}: status "${row.cells[statusIndex]!.textContent}" at ${Math.round(r.left)}–${Math.round(r.right)} px`);
        }
      }
    }
    const rows = frames.reduce((n, f) => n + (f.querySelector("tbody")?.rows.length ?? 0), 0);
    const statusFound = !status || frames.some((f) => [...f.querySelectorAll("thead th")].some((th) => th.textContent!.replace(/[▲▼]/g, "").trim() === status));
    return { tables: frames.length, rows, statusFound, faults };
  }, status);
}

test.describe("at 1280×800", () => {
  test.use({ account: "superadmin", viewport: { width: 1280, height: 800 } });

  for (const [account, screens] of Object.entries(SCREENS) as [DemoUser, Screen[]][]) {
    test.describe(() => {
      test.use({ account });
      test(`${account}: every table shows its row actions and status in view`, async ({ page, base }) => {
        test.setTimeout(60_000 + screens.length * 15_000);
        for (const screen of screens) {
          const path = typeof screen.path === "string" ? screen.path : await screen.path(page, base);
          await test.step(path, async () => {
            const response = await page.goto(`/${base}/${path}`);
            expect(response?.status(), path).toBe(200);
            await expect(page.locator(".table-scroll tbody tr").first(), `${path} has a table with rows`).toBeVisible();
            const found = await tableFaults(page, screen.status);
            expect(found.rows, `${path}: rows`).toBeGreaterThan(0);
            expect(found.statusFound, `${path}: a "${screen.status}" column`).toBe(true);
            expect(found.faults, path).toEqual([]);
          });
        }
      });
    });
  }

  test("the header row stays below the topbar while a long list scrolls", async ({ page, base }) => {
    await page.goto(`/${base}/members/all?size=50`);
    const header = page.locator(".data-table thead th").first();
    const before = (await header.boundingBox())!;
    await page.mouse.move(700, 500);
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await expectHeaderUnderTopbar(page);
    expect(before.y).toBeGreaterThan(100);
  });
});

test.describe("at 1024 px, where a wide table scrolls sideways", () => {
  test.use({ account: "superadmin", viewport: { width: 1024, height: 700 } });

  test("the action column stays at the frame's right edge and the header stays in view", async ({ page, base }) => {
    await page.goto(`/${base}/members/all?size=50`);
    const frame = page.locator(".data-table .table-scroll");
    const wide = await frame.evaluate((f) => f.scrollWidth > f.clientWidth);
    expect(wide, "the table is wider than its frame at 1024 px").toBe(true);
    const edge = (await frame.boundingBox())!;
    const del = page.locator(".data-table tbody tr").first().getByRole("link", { name: /^Delete / });
    const button = (await del.boundingBox())!;
    expect(button.x + button.width).toBeLessThanOrEqual(edge.x + edge.width + 0.5);
    await page.mouse.move(600, 400);
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await expectHeaderUnderTopbar(page);
  });
});

/** The table's header row, and its first cell, sit right below the topbar, on top (nothing covers the cell's middle). */
async function expectHeaderUnderTopbar(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const head = document.querySelector<HTMLElement>(".data-table thead")!;
        const th = head.querySelector("th")!;
        const bar = document.querySelector<HTMLElement>(".topbar")!.getBoundingClientRect();
        const r = th.getBoundingClientRect();
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        const below = Math.abs(r.top - bar.bottom) <= 1 && Math.abs(head.getBoundingClientRect().top - bar.bottom) <= 1;
        return { below, onTop: !!hit && th.contains(hit) };
      }),
    )
    .toEqual({ below: true, onTop: true });
}

import { expect, test } from "./fixtures";

test.describe("dashboard", () => {
  test.use({ account: "admin" });

  test("shows member cards, charts, and a log point opens its detail", async ({ page, base }) => {
    await page.goto(`/${base}/dashboard`);
    const number = async (label: string) => Number((await page.getByTestId(`stat-${label}`).innerText()).replace(/\./g, ""));
    const total = await number("members-total");
    expect(total).toBeGreaterThan(1000);
    expect((await number("members-active")) + (await number("members-inactive"))).toBe(total);
    await expect(page.getByTestId("stat-claims")).toBeVisible();
    await expect(page.getByRole("link", { name: "Lihat E-Claim →" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Total Member Register 30 Hari Terakhir" })).toBeVisible();

    // The nivo charts replace the text figures once loaded.
    const logCard = page.locator(".chart-card").filter({ hasText: "Log Members" });
    await expect(logCard.locator("svg")).toBeVisible();
    await expect(page.locator(".chart-card").filter({ hasText: "Member Aktif vs Tidak Aktif" }).locator("svg path").first()).toBeVisible();

    // Click the last point of the Log Members chart: the mesh finds the nearest point.
    await logCard.scrollIntoViewIfNeeded();
    const box = (await logCard.locator("svg").boundingBox())!;
    await page.mouse.move(box.x + box.width - 17, box.y + box.height / 2);
    await page.mouse.click(box.x + box.width - 17, box.y + box.height / 2);
    await expect(page).toHaveURL(new RegExp(`/${base}/detail_logs/\\d{4}-\\d{2}$`));
    await expect(page.getByRole("heading", { name: /Log Members · \w+ \d{4}/ })).toBeVisible();
    await expect(page.getByRole("columnheader", { name: "Endpoint" })).toBeVisible();
  });

  test("charts are drawn still at load; nivo comes with the pointer, in the same place, with its tooltip", async ({ page, base }) => {
    const nivo: string[] = [];
    page.on("request", (r) => /nivo-charts/.test(r.url()) && nivo.push(r.url()));
    await page.goto(`/${base}/dashboard`);
    const logCard = page.locator(".chart-card").filter({ hasText: "Log Members" });
    const still = logCard.locator("svg circle");
    await expect(still.first()).toBeVisible();
    await logCard.scrollIntoViewIfNeeded();
    const stillPoints = await still.evaluateAll((cs) => cs.map((c) => c.getBoundingClientRect()).map((r) => [Math.round(r.x + r.width / 2), Math.round(r.y + r.height / 2)]));
    expect(stillPoints.length).toBeGreaterThan(6);
    expect(nivo, "nivo is not fetched until somebody points at a chart").toEqual([]);

    const box = (await logCard.locator("svg").boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await expect(logCard.locator('[data-ref="mesh-interceptor"]')).toBeAttached();
    expect(nivo).toHaveLength(1);
    const livePoints = await logCard.locator('[data-testid^="line.point"] circle').evaluateAll((cs) => cs.map((c) => c.getBoundingClientRect()).map((r) => [Math.round(r.x + r.width / 2), Math.round(r.y + r.height / 2)]));
    expect(livePoints).toEqual(stillPoints);
    await page.mouse.move(box.x + box.width / 2 + 3, box.y + box.height / 2);
    await expect(page.locator(".chart-tooltip")).toBeVisible();
    // The other charts stay still until they are pointed at.
    await expect(page.locator('[data-ref="mesh-interceptor"]')).toHaveCount(1);
  });

  test("the log detail pages on the server, 10 rows a page, state in the URL", async ({ page, base }) => {
    const now = new Date();
    const month = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}`;
    await page.goto(`/${base}/detail_logs/${month}`);
    const rows = page.locator("tbody tr");
    await expect(rows).toHaveCount(10);
    const first = (await rows.first().textContent())!;
    await page.getByRole("link", { name: "Berikutnya" }).click();
    await expect(page).toHaveURL(/\?page=2$/);
    await expect(rows.first()).not.toHaveText(first);
    await page.goBack();
    await expect(rows.first()).toHaveText(first);
  });

  test.describe(() => {
    test.use({ account: "operator" });
    test("the e-claim card is only for the core project", async ({ page, base }) => {
      await page.goto(`/${base}/dashboard`);
      await expect(page.getByTestId("stat-members-total")).toBeVisible();
      await expect(page.getByTestId("stat-claims")).toHaveCount(0);
    });
  });

  test.describe(() => {
    test.use({ account: "ematerai" });
    test("the e-materai role sees only its quota pie", async ({ page, base }) => {
      await page.goto(`/${base}/dashboard`);
      await expect(page.getByRole("heading", { name: "Dashboard E-Materai" })).toBeVisible();
      const number = async (label: string) => Number((await page.getByTestId(`stat-${label}`).innerText()).replace(/\./g, ""));
      const total = await number("quota-total");
      expect(total).toBeGreaterThan(0);
      expect((await number("quota-usage")) + (await number("quota-remain"))).toBe(total);
      await expect(page.locator(".chart-card").filter({ hasText: "USAGE vs REMAIN" }).locator("svg path").first()).toBeVisible();
      await expect(page.getByTestId("stat-members-total")).toHaveCount(0);
      await expect(page.getByRole("heading", { name: "Log Members" })).toHaveCount(0);
    });
  });

  test.describe(() => {
    test.use({ account: "admin", viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    test("is readable on a phone", async ({ page, base }) => {
      await page.goto(`/${base}/dashboard`);
      await expect(page.locator(".chart-card").filter({ hasText: "Log Members" }).locator("svg")).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });
});

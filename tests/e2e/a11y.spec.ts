import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { baseURL } from "../../playwright.config";
import { expect, test } from "./fixtures";
import { SCREENS } from "./screens";

/**
 * Accessibility of every screen, in both appearances (issue 9): axe-core finds no serious or
 * critical violation of WCAG 2.1 A/AA (colour contrast included).
 */
async function violations(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.slice(0, 3).map((n) => n.target.join(" ") + " — " + (n.failureSummary ?? "").split("\n").slice(1, 2).join("")).join("\n    ")}`);
}

for (const appearance of ["light", "dark"] as const) {
  test.describe(`${appearance} appearance`, () => {
    test.use({ account: "admin" });

    // An axe run takes seconds on a busy machine; the tests that make several get room for them.
    test.describe.configure({ timeout: 120_000 });
    test.beforeEach(async ({ context }) => {
      // The appearance cookie (app/.server/kits/appearance.ts) holds its value as base64 JSON.
      await context.addCookies([{ name: "appearance", value: Buffer.from(JSON.stringify(appearance)).toString("base64"), url: baseURL }]);
    });

    test("the login page", async ({ page }) => {
      await page.goto("/authentication/login");
      expect(await violations(page)).toEqual([]);
    });

    // Six screens per test: an axe run takes seconds on a busy machine, and a test of thirty hit its limit.
    for (const [who, { account, paths }] of Object.entries(SCREENS)) {
      const groups = Math.ceil(paths.length / 6);
      for (let g = 0; g < groups; g++) {
        test.describe(() => {
          test.use({ account });
          test(`every screen of ${who}${groups > 1 ? ` (${g + 1}/${groups})` : ""}`, async ({ page, base }) => {
            test.setTimeout(180_000);
            const found: string[] = [];
            for (const path of paths.slice(g * 6, g * 6 + 6)) {
              await page.goto(`/${base}/${path}`);
              await expect(page.locator("html")).toHaveClass(appearance);
              for (const v of await violations(page)) found.push(`${path}: ${v}`);
            }
            expect(found).toEqual([]);
          });
        });
      }
    }

    test("the claim dialog and a member's claim history", async ({ page, base }) => {
      await page.goto(`/${base}/eclaim_status/P001/8`);
      const first = page.locator(".data-table tbody tr").first();
      const requestId = (await first.locator("td").nth(0).innerText()).trim();
      const card = (await first.locator("td").nth(2).innerText()).trim();
      const found: string[] = [];
      for (const path of [`eclaim_status/P001/8?claim=${requestId}`, `eclaim_detail/${card}`, `eclaim_detail/${card}?tab=result&claim=${requestId}`]) {
        await page.goto(`/${base}/${path}`);
        for (const v of await violations(page)) found.push(`${path}: ${v}`);
      }
      expect(found).toEqual([]);
    });
  });
}

import type { Page } from "@playwright/test";
import { baseURL } from "../../playwright.config";
import { seriousViolations } from "./axe";
import { expect, test } from "./fixtures";
import { englishIn, pageText } from "./one-language";
import { SCREENS } from "./screens";

/**
 * Accessibility of every screen, in both appearances (issue 9): axe-core finds no serious or
 * critical violation of WCAG 2.1 A/AA. The light pass runs every rule and, on the same visit, the
 * one-language check (issue 27, one-language.ts); the dark pass changes only colours, so it runs
 * the rules that read them (issue 22: a whole axe run per screen twice was a fifth of the e2e time).
 */
const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

async function violations(page: Page, appearance: "light" | "dark") {
  return (await seriousViolations(page, appearance === "light" ? {} : { rules: COLOUR_RULES })).map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.slice(0, 3).map((n) => n.target.join(" ") + " — " + (n.failureSummary ?? "").split("\n").slice(1, 2).join("")).join("\n    ")}`,
  );
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

    /** What is wrong on the page at `path`: axe's findings, and in the light pass English words. */
    async function problems(page: Page, path: string): Promise<string[]> {
      const found = (await violations(page, appearance)).map((v) => `${path}: ${v}`);
      if (appearance === "light") for (const word of englishIn(path, await pageText(page))) found.push(`${path}: not Indonesian: ${word}`);
      return found;
    }

    test("the login page", async ({ page }) => {
      await page.goto("/authentication/login");
      expect(await problems(page, "authentication/login")).toEqual([]);
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
              found.push(...(await problems(page, path)));
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
        found.push(...(await problems(page, path)));
      }
      expect(found).toEqual([]);
    });
  });
}

import { test as base, expect, type Page } from "@playwright/test";

export const PASSWORD = "demo1234";
export type DemoUser = "superadmin" | "admin" | "eclaim" | "provider" | "ematerai" | "sd" | "operator";

/**
 * Signs in over HTTP (the same form post curl users make) instead of clicking through the
 * login page in every test; the browser context shares the cookie. Returns the base segment.
 */
export async function signIn(page: Page, username: DemoUser | string, password = PASSWORD): Promise<string> {
  const response = await page.request.post("/authentication/login", { form: { username, password }, maxRedirects: 0 });
  expect(response.status(), `login as ${username}`).toBe(302);
  const home = await page.request.get("/", { maxRedirects: 0 });
  const location = home.headers()["location"] ?? "";
  const base = location.split("/")[1];
  expect(base).toMatch(/^[A-Za-z0-9_-]{50}$/);
  return base;
}

export const test = base.extend<{ signIn: (username: DemoUser) => Promise<string> }>({
  signIn: async ({ page }, use) => {
    await use((username) => signIn(page, username));
  },
});

export { expect };

/** The sidebar's link texts, top to bottom. */
export async function sidebarLinks(page: Page): Promise<string[]> {
  const nav = page.getByRole("complementary", { name: "Menu utama" });
  // Open every group so nested links are visible.
  for (const summary of await nav.locator("summary").all()) {
    const details = summary.locator("xpath=..");
    if (!(await details.getAttribute("open"))) await summary.click();
  }
  return nav.getByRole("link").allInnerTexts();
}

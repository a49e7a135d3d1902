import { test as base, expect, type Page } from "@playwright/test";

export const PASSWORD = "demo1234";
export type DemoUser = "superadmin" | "admin" | "eclaim" | "provider" | "ematerai" | "sd" | "operator" | "editor";

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

export const test = base.extend<{
  /** The demo account the test signs in as: `test.use({ account: "admin" })`. */
  account: DemoUser | undefined;
  /** The signed-in account's base segment (signing in first). */
  base: string;
  signIn: (username: DemoUser) => Promise<string>;
}>({
  account: [undefined, { option: true }],
  base: async ({ page, account }, use) => {
    if (!account) throw new Error('name the account first: test.use({ account: "admin" })');
    await use(await signIn(page, account));
  },
  // After goto and reload, wait until React has hydrated: a click on server-rendered HTML before
  // that may be lost. (Pages of JavaScript-off contexts are made with browser.newContext.)
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled === false) return use(page);
    // A page that ships no JavaScript (the login page) has nothing to wait for.
    const hydrated = async () => {
      if ((await page.locator('script[type="module"]').count()) === 0) return;
      await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 15_000 }).catch(() => {});
    };
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await hydrated();
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await hydrated();
      return response;
    };
    await use(page);
  },
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

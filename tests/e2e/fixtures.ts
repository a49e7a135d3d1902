import { execFileSync } from "node:child_process";
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { test as base, expect, type BrowserContext, type Page } from "@playwright/test";
import { baseURL } from "../../playwright.config";

export const PASSWORD = "demo1234";
export type DemoUser = "superadmin" | "admin" | "eclaim" | "provider" | "ematerai" | "sd" | "operator" | "editor";

/**
 * Signs in over HTTP (the same form post curl users make) instead of clicking through the
 * login page in every test; the browser context shares the cookie. Returns the base segment.
 * Specs reach it through the fixtures below, not directly: one way to sign in.
 */
async function signIn(target: Page | BrowserContext, username: DemoUser | string, password = PASSWORD): Promise<string> {
  const response = await target.request.post("/authentication/login", { form: { username, password }, maxRedirects: 0 });
  expect(response.status(), `login as ${username}`).toBe(302);
  const home = await target.request.get("/", { maxRedirects: 0 });
  const location = home.headers()["location"] ?? "";
  const base = location.split("/")[1];
  expect(base).toMatch(/^[A-Za-z0-9_-]{50}$/);
  return base;
}

/**
 * How a spec signs in, one way:
 * - one operator per test: `test.use({ account: "admin" })` in the describe, and the test takes `base`;
 *   without JavaScript, `test.use({ account, javaScriptEnabled: false })` (other context options alike);
 * - several operators one after another in the test's page: `signIn("sd")` (optionally a password);
 * - a second operator side by side, in a context the test made (`browser.newContext()`, with its
 *   own options or routes): `signInAs(contextOrPage, "superadmin")`.
 * Each returns the signed-in account's base segment. The login page's own tests use the form.
 */
export const test = base.extend<{
  /** The demo account the test signs in as: `test.use({ account: "admin" })`. */
  account: DemoUser | undefined;
  /** The signed-in account's base segment (signing in first). */
  base: string;
  /** Signs the test's page in as this account (replacing the session it had). */
  signIn: (username: DemoUser | string, password?: string) => Promise<string>;
  /** Signs another context (or a page of it) in as this account. */
  signInAs: (target: Page | BrowserContext, username: DemoUser | string, password?: string) => Promise<string>;
}>({
  account: [undefined, { option: true }],
  base: async ({ page, account }, use) => {
    if (!account) throw new Error('name the account first: test.use({ account: "admin" })');
    await use(await signIn(page, account));
  },
  // After goto and reload, wait until React has hydrated: a click on server-rendered HTML before
  // that may be lost.
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled === false) return use(page);
    // A page that ships no JavaScript (the login page) has nothing to wait for.
    // A page that never hydrates fails here, saying so, instead of in a later step that clicked
    // server-rendered HTML.
    const hydrated = async () => {
      if ((await page.locator('script[type="module"]').count()) === 0) return;
      await expect(page.locator("html[data-hydrated]"), `${page.url()} hydrates`).toBeAttached({ timeout: 15_000 });
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
    await use((username, password) => signIn(page, username, password));
  },
  // eslint-disable-next-line no-empty-pattern -- a fixture of no other fixture
  signInAs: async ({}, use) => {
    await use(signIn);
  },
});

export { expect };

/** The toasts on screen that say this. */
export function toast(page: Page, text: string | RegExp) {
  return page.getByTestId("toast").filter({ hasText: text });
}

/**
 * A shell session as the README shows it: curl posts the login form and keeps the cookie in a jar
 * of a fresh folder, where downloads land. Returns that folder, a curl that runs in it with the
 * jar, and the base segment.
 */
export function curlSession(username: DemoUser) {
  const dir = mkdtempSync(path.join(tmpdir(), "e2e-curl-"));
  const jar = path.join(dir, "jar");
  const curl = (...args: string[]) => execFileSync("curl", ["-s", "--fail-with-body", ...args], { cwd: dir }).toString();
  curl("-c", jar, "-d", `username=${username}`, "-d", `password=${PASSWORD}`, `${baseURL}/authentication/login`);
  const home = curl("-b", jar, "-o", "/dev/null", "-w", "%{redirect_url}", `${baseURL}/`);
  return { dir, jar, curl, base: new URL(home).pathname.split("/")[1] };
}

/**
 * A login-form post as a client of its own: from the loopback address `address` (127.0.0.2 and up),
 * which no other test uses. The platform counts failed logins per client address (LOGIN_LIMIT), and
 * the browser and Playwright's requests all come from ::1 or 127.0.0.1: a test that fails logins on
 * purpose from there slowed every later wrong password of the run by up to 3 s, its own included.
 */
export function loginFrom(address: string, form: { username: string; password: string }) {
  const body = new URLSearchParams(form).toString();
  return new Promise<{ status: number; headers: IncomingHttpHeaders; text: string }>((resolve, reject) => {
    const url = new URL("/authentication/login", baseURL);
    const req = httpRequest(
      { host: "127.0.0.1", port: url.port, path: url.pathname, method: "POST", localAddress: address, headers: { "content-type": "application/x-www-form-urlencoded", "content-length": Buffer.byteLength(body) } },
      (res) => {
        let text = "";
        res.setEncoding("utf8").on("data", (part: string) => (text += part));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

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

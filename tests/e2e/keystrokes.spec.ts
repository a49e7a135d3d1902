import type { Page, Route } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * Issue 23, point 3: what an operator types before a page has hydrated (on a slow network the
 * server's HTML is usable long before the scripts run) is still there afterwards.
 */
async function holdScripts(page: Page) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/*.js", async (route: Route) => {
    await gate;
    await route.continue();
  });
  return release;
}

/** Opens a page with its scripts held back, lets `type` fill the server's HTML, then lets the scripts run. */
async function typeBeforeHydration(page: Page, url: string, type: () => Promise<void>) {
  const release = await holdScripts(page);
  // Not the fixture's goto, which waits for hydration.
  await page.mainFrame().goto(url, { waitUntil: "domcontentloaded" });
  await expect(page.locator("html")).not.toHaveAttribute("data-hydrated", "true");
  await type();
  release();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 20_000 });
  // Whatever React does after hydrating (effects, a re-render) has happened.
  await page.waitForTimeout(300);
}

test.describe("typing before the page has hydrated", () => {
  test.use({ account: "admin" });

  test("list search boxes and page sizes (members, news, premium providers, e-card)", async ({ page, base }) => {
    for (const path of ["members/all", "news", "premium-provider", "ecard/transaction"]) {
      const search = page.getByRole("searchbox").first();
      await typeBeforeHydration(page, `/${base}/${path}`, async () => {
        await search.fill("budi santoso");
      });
      await expect(search, path).toHaveValue("budi santoso");
    }
  });

  test("the media library's search and the live chat's search", async ({ page, base }) => {
    for (const path of ["media-library", "live_chat/open"]) {
      const search = page.getByRole("searchbox").first();
      await typeBeforeHydration(page, `/${base}/${path}`, async () => {
        await search.fill("brosur");
      });
      await expect(search, path).toHaveValue("brosur");
    }
  });

  test("form fields: a premium provider, the e-sign corporate, the password change", async ({ page, signIn }) => {
    const base = await signIn("admin");
    await typeBeforeHydration(page, `/${base}/add-premium-provider`, async () => {
      await page.getByLabel("Kode Provider").fill("PRVKETIK");
      await page.getByLabel("Nama Provider").fill("RS Ketik Cepat");
    });
    await expect(page.getByLabel("Kode Provider")).toHaveValue("PRVKETIK");
    await expect(page.getByLabel("Nama Provider")).toHaveValue("RS Ketik Cepat");

    await typeBeforeHydration(page, `/${base}/profile`, async () => {
      await page.getByLabel("Kata sandi lama").fill("lama-123");
    });
    await expect(page.getByLabel("Kata sandi lama")).toHaveValue("lama-123");

    const sd = await signIn("sd");
    await typeBeforeHydration(page, `/${sd}/e-sign/corporates/new`, async () => {
      await page.getByLabel("Corporate Name").fill("PT Ketik Sebelum Siap");
    });
    await expect(page.getByLabel("Corporate Name")).toHaveValue("PT Ketik Sebelum Siap");
  });

  test("date filters keep a typed day (e-card)", async ({ page, base }) => {
    await typeBeforeHydration(page, `/${base}/ecard/transaction`, async () => {
      await page.getByLabel("Dari tanggal").fill("01-11-2026");
    });
    await expect(page.getByLabel("Dari tanggal")).toHaveValue("01-11-2026");
  });
});

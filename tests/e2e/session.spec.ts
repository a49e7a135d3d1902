import { expect, loginFrom, test, toast } from "./fixtures";

test.describe("login", () => {
  test.use({ account: "admin" });

  test("signs in with the form, shows the success notice and lands on the dashboard", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveURL(/\/authentication\/login$/);
    await page.getByLabel("Username").fill("admin");
    await page.getByLabel("Password").fill("demo1234");
    await page.getByRole("button", { name: "Log In" }).click();
    await expect(page).toHaveURL(/^http:\/\/[^/]+\/[A-Za-z0-9_-]{50}\/dashboard$/);
    await expect(page.getByTestId("toast").first()).toHaveText(/success/i);
    await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  });

  test("on a slow network Log In says at once that it is signing in, and a second press sends nothing", async ({ page }) => {
    let posts = 0;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/authentication/login", async (route) => {
      if (route.request().method() !== "POST") return route.continue();
      posts++;
      await held;
      await route.continue();
    });
    // While the post is held the old page is still shown, but Playwright's locators wait for the
    // navigation: the page itself reports what its button says, and presses it once more.
    const seen: { text: string; busy: string | null }[] = [];
    await page.exposeFunction("reportButton", (text: string, busy: string | null) => {
      seen.push({ text, busy });
      if (seen.length === 1) setTimeout(release, 500);
    });
    await page.goto("/authentication/login");
    await page.getByLabel("Username").fill("admin");
    await page.getByLabel("Password").fill("demo1234");
    await page.evaluate(() => {
      const button = document.querySelector("button[type=submit]")!;
      new MutationObserver(() => {
        (window as unknown as { reportButton: (t: string, b: string | null) => void }).reportButton(button.textContent ?? "", button.getAttribute("aria-busy"));
        button.closest("form")!.requestSubmit(button as HTMLButtonElement);
      }).observe(button, { childList: true, characterData: true, subtree: true, attributes: true, attributeFilter: ["aria-busy"] });
    });
    await page.locator("button[type=submit]").click({ noWaitAfter: true });
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(seen[0]).toEqual({ text: "Sedang masuk…", busy: "true" });
    expect(posts).toBe(1);
  });

  test("a wrong password shows the platform's message and keeps the username", async ({ page }) => {
    await page.goto("/authentication/login");
    await page.getByLabel("Username").fill("admin");
    await page.getByLabel("Password").fill("wrong-password");
    await page.getByRole("button", { name: "Log In" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Username atau Password salah!" }).first()).toBeVisible();
    await expect(toast(page, "Username atau Password salah!")).toBeVisible();
    await expect(page.getByLabel("Username")).toHaveValue("admin");
  });

  test("empty fields are refused with a message, in the browser and on the server", async ({ page, request }) => {
    await page.goto("/authentication/login");
    await page.getByRole("button", { name: "Log In" }).click();
    await expect(page.getByText("Username wajib diisi.")).toBeVisible();
    const response = await request.post("/authentication/login", { form: { username: "", password: "" }, maxRedirects: 0 });
    expect(response.status()).toBe(400);
    const huge = await request.post("/authentication/login", { form: { username: "x".repeat(10_000), password: "y" }, maxRedirects: 0 });
    expect(huge.status()).toBe(400);
    expect(await huge.text()).toContain("Maksimal 200 karakter.");
  });

  test("repeated failures for one username are limited with a clear message", async () => {
    // From an address of its own: the lock is per username and address, and no other test's failures
    // slow this one's answers down (nor its failures theirs).
    const address = "127.0.0.2";
    const username = `nobody-${Date.now()}`;
    for (let i = 0; i < 10; i++) {
      const response = await loginFrom(address, { username, password: "bad" });
      expect(response.status).toBe(401);
    }
    const limited = await loginFrom(address, { username, password: "bad" });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(limited.text).toContain("Terlalu banyak percobaan login yang gagal");
    // Another account from the same address is not locked out.
    const other = await loginFrom(address, { username: "sd", password: "demo1234" });
    expect(other.status).toBe(302);
  });

  test("the login form works with JavaScript disabled", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/authentication/login");
    await page.getByLabel("Username").fill("admin");
    await page.getByLabel("Password").fill("nope");
    await page.getByRole("button", { name: "Log In" }).click();
    // The message above the button and the notice, both rendered by the server.
    await expect(page.getByRole("main").getByText("Username atau Password salah!")).toBeVisible();
    await expect(page.getByTestId("toast")).toHaveText("Username atau Password salah!");
    await page.getByLabel("Password").fill("demo1234");
    await page.getByRole("button", { name: "Log In" }).click();
    await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
    await context.close();
  });

  test("an unauthenticated visit returns to the page after login", async ({ page, base }) => {
    await page.context().clearCookies();
    await page.goto(`/${base}/profile`);
    await expect(page).toHaveURL(/\/authentication\/login\?redirectTo=/);
    await page.getByLabel("Username").fill("admin");
    await page.getByLabel("Password").fill("demo1234");
    await page.getByRole("button", { name: "Log In" }).click();
    // The old base segment is corrected to the new session's.
    await expect(page).toHaveURL(/\/[A-Za-z0-9_-]{50}\/profile$/);
    await expect(page.getByRole("heading", { name: "Profil", exact: true })).toBeVisible();
  });

  test("the session cookie is __Host-, httpOnly, SameSite=Lax, Secure, and holds nothing readable", async ({ page, signIn }) => {
    await signIn("admin");
    const cookie = (await page.context().cookies()).find((c) => c.name === "__Host-sehat")!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe("Lax");
    expect(cookie.secure).toBe(true);
    expect(cookie.path).toBe("/");
    // Sealed: no token, no user, no role in the browser.
    const decoded = Buffer.from(decodeURIComponent(cookie.value), "base64").toString("latin1");
    for (const visible of ["admin", "token", "role", "APP001", "payor"]) expect(decoded).not.toContain(visible);
  });
});

test.describe("logout", () => {
  test.use({ account: "admin" });

  test("asks first; declining shows 'Canceled!' and keeps the session", async ({ page, base }) => {
    await page.goto(`/${base}/dashboard`);
    await page.getByRole("link", { name: "Logout" }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog.getByText("want to exit")).toBeVisible();
    await expect(dialog.getByText("Are you sure?")).toBeVisible();
    await dialog.getByRole("button", { name: "Batal" }).click();
    await expect(toast(page, "Canceled!")).toBeVisible();
    await page.reload();
    await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  });

  test("confirming destroys the session and revokes the token", async ({ page, base, browser }) => {
    const stolen = await page.context().cookies();
    await page.goto(`/${base}/dashboard`);
    await page.getByRole("link", { name: "Logout" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Ya, keluar" }).click();
    await expect(page).toHaveURL(/\/authentication\/login$/);
    await page.goto(`/${base}/dashboard`);
    await expect(page).toHaveURL(/\/authentication\/login/);

    // A copy of the old cookie no longer works: the platform revoked its token (forced logout).
    const other = await browser.newContext();
    await other.addCookies(stolen);
    const otherPage = await other.newPage();
    await otherPage.goto(`/${base}/dashboard`);
    // The forced logout says why and keeps the way back to the screen.
    await expect(otherPage).toHaveURL(new RegExp(`/authentication/login\\?redirectTo=${encodeURIComponent(`/${base}/dashboard`)}$`));
    await expect(otherPage.getByText("Sesi Anda telah berakhir, silakan login kembali.")).toBeVisible();
    await other.close();
  });

  test.describe(() => {
    test.use({ account: "admin", javaScriptEnabled: false });
    test("works without JavaScript through the confirmation page", async ({ page, base }) => {
      await page.goto(`/${base}/dashboard`);
      await page.getByRole("link", { name: "Logout" }).click();
      await expect(page.getByRole("heading", { name: "want to exit" })).toBeVisible();
      await page.getByRole("button", { name: "Batal" }).click();
      await expect(page.getByText("Canceled!")).toBeVisible();
      await page.goto("/authentication/logout");
      await page.getByRole("button", { name: "Ya, keluar" }).click();
      await expect(page).toHaveURL(/\/authentication\/login$/);
    });
  });
});

import { expect, sidebarLinks, test, type DemoUser } from "./fixtures";

// What each demo account's sidebar offers today (screens of later issues join as they land).
const expectedSidebar: Record<DemoUser, { has: string[]; lacks: string[] }> = {
  superadmin: { has: ["Dashboard", "Log Audit"], lacks: ["My Provider", "E-Materai Template"] },
  admin: { has: ["Dashboard", "E-Claim", "Transaksi", "Aktivasi", "Reservasi", "Premium Provider", "Iklan Banner"], lacks: ["Provider Saya", "E-Materai Template", "Corporate List", "Log Audit"] },
  eclaim: { has: ["Dashboard"], lacks: ["Berita", "Provider Saya"] },
  provider: { has: ["Dashboard", "Provider Saya", "Kategori Dokter", "Dokter", "Iklan Banner"], lacks: ["Berita", "Semua Member", "Premium Provider"] },
  ematerai: { has: ["Dashboard", "E-Materai Template"], lacks: ["Berita", "Semua Member", "Corporate List"] },
  sd: { has: ["Dashboard", "Corporate List", "E-Materai"], lacks: ["Berita", "Semua Member"] },
  operator: { has: ["Dashboard"], lacks: ["E-Claim", "Media Library", "Reservasi", "Log Audit"] },
  editor: { has: ["Dashboard", "Berita", "Media Library"], lacks: ["Semua Member", "Manual Config Feature", "Log Audit"] },
};

for (const [user, sidebar] of Object.entries(expectedSidebar) as [DemoUser, (typeof expectedSidebar)[DemoUser]][]) {
  test.describe(() => {
    test.use({ account: user });
    test(`${user} signs in and sees their sidebar`, async ({ page, base }) => {
      await page.goto(`/${base}/dashboard`);
      const links = await sidebarLinks(page);
      for (const label of sidebar.has) expect(links).toContain(label);
      for (const label of sidebar.lacks) expect(links).not.toContain(label);
      // Every sidebar link opens (no 403 or 404 behind a menu item).
      const hrefs = await page.getByRole("complementary", { name: "Menu utama" }).getByRole("link").evaluateAll((els) => els.map((e) => e.getAttribute("href")!));
      for (const href of hrefs) {
        const response = await page.request.get(href);
        expect(response.status(), href).toBe(200);
      }
    });
  });
}

test("the sidebar marks the section of a page that is not in it: a detail or an add form marks its list", async ({ page, signIn }) => {
  const nav = page.getByRole("complementary", { name: "Menu utama" });
  let base = await signIn("admin");
  await page.goto(`/${base}/news`);
  await expect(nav.getByRole("link", { name: "Berita", exact: true })).toHaveAttribute("aria-current", "page");
  await page.locator("tbody").getByRole("link", { name: /^Ubah / }).first().click();
  await expect(page).toHaveURL(/\/detail_news\//);
  // The group holding it is open, and its link is marked as the section, not as this page.
  await expect(nav.getByRole("link", { name: "Berita", exact: true })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Berita", exact: true })).toHaveAttribute("aria-current", "true");
  await expect(nav.locator('[aria-current="page"]')).toHaveCount(0);
  await page.goto(`/${base}/add-banner-ads`);
  await expect(nav.getByRole("link", { name: "Iklan Banner", exact: true })).toHaveAttribute("aria-current", "true");

  base = await signIn("sd");
  // Two levels down: a new member of a corporate → members of the corporate (not in the menu) → Corporates.
  await page.goto(`/${base}/e-sign/members/K0001/new`);
  await expect(nav.getByRole("link", { name: "Corporate List", exact: true })).toHaveAttribute("aria-current", "true");
});

test.describe("server-side guards", () => {
  test.use({ account: "admin" });

  test.describe(() => {
    test.use({ account: "provider" });
    test("a URL the role may not open answers 403 with the forbidden screen", async ({ page, base }) => {
      const response = await page.goto(`/${base}/detail_logs/2026-01`);
      expect(response?.status()).toBe(403);
      await expect(page.getByRole("heading", { name: "Akses ditolak" })).toBeVisible();
      // The data endpoint of the same route is guarded too.
      const data = await page.request.get(`/${base}/detail_logs/2026-01.data`);
      expect(data.status()).toBe(403);
      expect(await data.text()).not.toContain("endpoint");
    });
  });

  test.describe(() => {
    test.use({ account: "operator" });
    test("operator of another project cannot open core-project or unlisted screens", async ({ page, base }) => {
      for (const path of ["reservation", "premium-provider", "add-premium-provider", "media-library", "eclaim", "ematerai", "e-sign/corporates", "audit-log", "audit-log/export"]) {
        const response = await page.request.get(`/${base}/${path}`);
        expect(response.status(), path).toBe(403);
      }
    });
  });

  test("media files are served to signed-in users only", async ({ page, base, playwright, baseURL }) => {
    const items = (await (await page.request.get(`/${base}/media-library/items?type=image&page=1`)).json()) as { items: { image_url: string }[] };
    const url = items.items[0].image_url;
    const mine = await page.request.get(url);
    expect(mine.status()).toBe(200);
    expect(mine.headers()["content-type"]).toMatch(/^image\//);
    expect(mine.headers()["cache-control"]).toContain("private");
    const anonymous = await playwright.request.newContext({ baseURL });
    expect((await anonymous.get(url)).status()).toBe(401);
    await anonymous.dispose();
  });

  test("unknown paths get Page Not Found with 404", async ({ page, base }) => {
    const response = await page.goto(`/${base}/no-such-screen/at/all`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
    const badParam = await page.goto(`/${base}/detail_logs/not-a-month`);
    expect(badParam?.status()).toBe(404);
  });

  test("a stale base segment redirects to the user's own; a bare screen path too", async ({ page, base }) => {
    await page.goto(`/${"s".repeat(50)}/profile?tab=1`);
    await expect(page).toHaveURL(new RegExp(`/${base}/profile\\?tab=1$`));
    await page.goto("/dashboard");
    await expect(page).toHaveURL(new RegExp(`/${base}/dashboard$`));
  });

  test("cross-site form posts are refused", async ({ page, base }) => {
    // React Router's own origin check (400) or ours (403) refuses it before the action runs.
    const response = await page.request.post(`/${base}/profile`, {
      form: { oldPassword: "demo1234", newPassword: "changed-by-evil", confirmPassword: "changed-by-evil" },
      headers: { Origin: "https://evil.example" },
    });
    expect([400, 403]).toContain(response.status());
    expect(await response.text()).not.toContain("Password berhasil diubah");
    const fetchSite = await page.request.post("/authentication/logout", { form: {}, headers: { "Sec-Fetch-Site": "cross-site" } });
    expect(fetchSite.status()).toBe(403);
  });

  test("documents carry the security headers and a nonce-based CSP", async ({ page }) => {
    const response = await page.goto("/authentication/login");
    const headers = response!.headers();
    expect(headers["content-security-policy"]).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(headers["referrer-policy"]).toBe("no-referrer");
    expect(headers["strict-transport-security"]).toContain("max-age=");
    // The page still hydrates under the policy: client validation runs.
    await page.getByRole("button", { name: "Log In" }).click();
    await expect(page.getByText("Username wajib diisi.")).toBeVisible();
  });
});

test.describe("shell", () => {
  test.use({ account: "eclaim" });

  test("help menu pages render from additional content", async ({ page, base }) => {
    await page.goto(`/${base}/dashboard`);
    await page.locator("summary", { hasText: "Bantuan" }).click();
    await page.getByRole("menuitem", { name: "Syarat & Ketentuan" }).click();
    await expect(page).toHaveURL(new RegExp(`/${base}/termsconditional$`));
    await expect(page.locator(".rich-text")).not.toBeEmpty();
    for (const path of ["helps", "contact-us", "mobile-apps"]) {
      const response = await page.goto(`/${base}/${path}`);
      expect(response?.status()).toBe(200);
      await expect(page.locator(".rich-text")).not.toBeEmpty();
    }
  });

  test.describe(() => {
    test.use({ account: "admin" });
    test("appearance switches to dark and back, also without JavaScript", async ({ page, base }) => {
      await page.goto(`/${base}/profile`);
      await page.getByRole("button", { name: "Tampilan gelap" }).click();
      await expect(page.locator("html")).toHaveClass(/dark/);
      await expect(page).toHaveURL(new RegExp(`/${base}/profile$`));
      await page.getByRole("button", { name: "Tampilan terang" }).click();
      await expect(page.locator("html")).toHaveClass(/light/);
    });
  });

  test.describe(() => {
    test.use({ account: "provider" });
    test("a provider sees the welcome page and provider details on the profile", async ({ page, base }) => {
      await page.goto(`/${base}/dashboard`);
      await expect(page.getByRole("heading", { name: /Selamat datang/ })).toBeVisible();
      await page.goto(`/${base}/profile`);
      await expect(page.getByText("Kode Provider")).toBeVisible();
    });
  });
});

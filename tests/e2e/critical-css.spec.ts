import { gzipSync } from "node:zlib";
import type { Browser, BrowserContext } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * Critical CSS (app/.server/http/critical-css.ts, decision 015): what the server inlines must draw
 * the first paint exactly as the whole stylesheets do. Each screen is drawn twice without
 * JavaScript: once with the stylesheet requests refused (the inline rules alone), once with them
 * (the <noscript> links); every element must get the same computed style both times.
 */
const SCREENS = [
  "dashboard",
  "members/all",
  "news",
  "add_news",
  "media-library",
  "feature/home-menu?corp=K0001",
  "eclaim",
  "eclaim_status/P001/8",
  "ecard/transaction?payor=P001",
  "reservation",
  "profile",
  "live_chat/open?chat=CHT000008",
  "manual-activation?tab=open&ticket=TCK-00004",
];

async function context(browser: Browser, { sheets, dark }: { sheets: boolean; dark?: boolean }): Promise<BrowserContext> {
  const ctx = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
  if (!sheets) await ctx.route(/\/assets\/.*\.css$/, (route) => route.abort());
  // The appearance cookie holds JSON in base64 (React Router's createCookie): "dark".
  if (dark) await ctx.addCookies([{ name: "appearance", value: btoa('"dark"'), url: test.info().project.use.baseURL as string }]);
  return ctx;
}

/**
 * The computed style of every element on the first screen (and of its ::before and ::after),
 * custom properties aside, as one short hash per element. (Screenshots were tried first: a rounded corner or an image is not
 * always rasterised to the same pixels twice, whatever the styles.)
 */
async function styles(ctx: BrowserContext, url: string, addSheets: string[] = []): Promise<string[]> {
  const page = await ctx.newPage();
  if (addSheets.length) {
    // Without JavaScript in the page, the sheets are added to the served HTML itself.
    await page.route((u) => u.pathname === new URL(url, "http://x").pathname, async (route) => {
      const response = await route.fetch();
      const links = addSheets.map((href) => `<link rel="stylesheet" href="${href}">`).join("");
      await route.fulfill({ response, body: (await response.text()).replace("</head>", `${links}</head>`) });
    });
  }
  // Without JavaScript nothing styles the page after its load event (the sheets block it).
  await page.goto(url, { waitUntil: "load" });
  const result = await page.evaluate(() => {
    // The first screen: what the inline rules are for (and what keeps this test quick).
    const elements = [document.documentElement, document.body, ...document.body.querySelectorAll("*")].filter((el) => {
      const box = el.getBoundingClientRect();
      return box.top < innerHeight && box.bottom >= 0 && box.left < innerWidth && box.right >= 0;
    });
    // Every element's computed style lists the same properties, Radix's custom ones (more than a
    // thousand, read at every element) among them: the others are named once.
    const rootStyle = getComputedStyle(document.documentElement);
    const properties = Array.from({ length: rootStyle.length }, (_, i) => rootStyle[i]).filter((name) => !name.startsWith("--"));
    const hashOf = (cs: CSSStyleDeclaration) => {
      let text = "";
      for (const name of properties) text += `${name}:${cs.getPropertyValue(name)};`;
      let hash = 2166136261;
      for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
      return hash >>> 0;
    };
    return elements.flatMap((el) => {
      const name = `${el.tagName.toLowerCase()}.${String(el.getAttribute("class") ?? "").replace(/\s+/g, ".")}`;
      const own = [`${name} ${hashOf(getComputedStyle(el))}`];
      for (const pseudo of ["::before", "::after"]) {
        const cs = getComputedStyle(el, pseudo);
        if (cs.content !== "none" && cs.content !== "normal") own.push(`${name}${pseudo} ${hashOf(cs)}`);
      }
      return own;
    });
  });
  await page.close();
  return result;
}

test.use({ account: "admin" });

test("the login page ships no JavaScript and no stylesheet request, and the inline rules draw it whole", async ({ browser, page, signIn }) => {
  const requests: string[] = [];
  page.on("request", (r) => requests.push(r.url()));
  await page.goto("/authentication/login");
  await expect(page.getByRole("button", { name: "Log In" })).toBeVisible();
  expect(requests.filter((u) => /\.(js|css)(\?|$)/.test(u))).toEqual([]);
  expect(await page.locator("style[data-critical-css]").count()).toBe(1);
  expect(await page.locator(".login-card").evaluate((el) => getComputedStyle(el).borderRadius)).not.toBe("0px");

  // The whole sheets a signed-in page defers, added to the login page: nothing may change.
  const base = await signIn("admin");
  const html = await (await page.request.get(`/${base}/dashboard`)).text();
  const sheets = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)" media="print"/g)].map((m) => m[1]);
  expect(sheets.length).toBeGreaterThan(0);
  const ctx = await context(browser, { sheets: true });
  try {
    expect(await styles(ctx, "/authentication/login")).toEqual(await styles(ctx, "/authentication/login", sheets));
  } finally {
    await ctx.close();
  }
});

for (const dark of [false, true]) {
  test(`signed-in screens draw the same with the inline rules alone as with the whole sheets (${dark ? "dark" : "light"})`, async ({ browser, signInAs }) => {
    test.setTimeout(300_000);
    const inline = await context(browser, { sheets: false, dark });
    const whole = await context(browser, { sheets: true, dark });
    try {
      const base = await signInAs(await inline.newPage(), "admin");
      const base2 = await signInAs(await whole.newPage(), "admin");
      // The sign-in's notice is shown once: take it in both before comparing.
      await inline.request.get(`/${base}/profile`);
      await whole.request.get(`/${base2}/profile`);
      if (dark) await expect(inline.pages()[0].request.get(`/${base}/dashboard`).then((r) => r.text())).resolves.toContain('class="dark"');
      for (const screen of dark ? SCREENS.slice(0, 4) : SCREENS) {
        const a = await styles(inline, `/${base}/${screen}`);
        const b = await styles(whole, `/${base2}/${screen}`);
        expect(a, `${screen}: the inline rules style it as the whole sheets do`).toEqual(b);
      }
    } finally {
      await inline.close();
      await whole.close();
    }
  });
}

test("a signed-in page inlines its critical rules and loads the whole sheets without blocking", async ({ page, base }) => {
  const response = await page.request.get(`/${base}/members/all`);
  const html = await response.text();
  const head = html.slice(0, html.indexOf("</head>"));
  expect(head).toMatch(/<style nonce="[^"]+" data-critical-css>/);
  // No stylesheet link that blocks rendering: each is deferred (media=print until loaded) or in <noscript>.
  const blocking = [...head.replace(/<noscript>.*?<\/noscript>/gs, "").matchAll(/<link\b[^>]*rel="stylesheet"[^>]*>/g)].filter((m) => !m[0].includes('media="print"'));
  expect(blocking).toEqual([]);
  // The runtime's module preloads are asked for after the content, not beside it in <head>.
  expect(head).not.toContain("modulepreload");
  // With JavaScript, the deferred sheets are switched on once all have loaded, together (one
  // restyle of the page, not one per sheet): the switches land in one batch of mutations.
  await page.addInitScript(() => {
    const w = window as unknown as { switches: number[] };
    w.switches = [];
    new MutationObserver((records) => w.switches.push(records.filter((r) => r.attributeName === "media").length)).observe(document, { subtree: true, attributeFilter: ["media"] });
  });
  await page.goto(`/${base}/members/all`);
  await expect.poll(() => page.locator("link[data-deferred-css]").evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).media))).not.toContain("print");
  const sheetCount = await page.locator("link[data-deferred-css]").count();
  expect(sheetCount).toBeGreaterThan(1);
  expect(await page.evaluate(() => (window as unknown as { switches: number[] }).switches)).toEqual([sheetCount]);
});

test.describe(() => {
  test.use({ account: "superadmin" });
  test("every screen's inline rules stay within 15 KB gzip (the CSS that blocks the first paint)", async ({ page, base }) => {
    for (const path of ["/authentication/login", ...[...SCREENS, "coremedika-members", "dashboard_eclaim", "ecard/dashboard"].map((s) => `/${base}/${s}`)]) {
      const html = await (await page.request.get(path)).text();
      const css = /<style[^>]*data-critical-css>([\s\S]*?)<\/style>/.exec(html)?.[1];
      expect(css, `${path} has inline rules`).toBeTruthy();
      expect(gzipSync(css ?? "").length, `${path}: inline rules, gzip bytes`).toBeLessThanOrEqual(15 * 1024);
    }
  });
});

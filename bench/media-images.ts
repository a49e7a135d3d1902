/**
 * Image bytes of the media library page's first view (a measurement script, not a timed test):
 * starts the production build (`npx react-router build` first) on a fresh data directory with the
 * demo data, signs in as admin, opens /<base>/media-library in Chromium without scrolling and adds
 * up the bytes of every image response until the network is idle. Also reports the images shown
 * and their natural widths. Run: `npm run bench -- media` or `npx tsx bench/media-images.ts` (BENCH_PORT,
 * default 3511; RUNS, default 3).
 */
import { rmSync } from "node:fs";
import { chromium } from "@playwright/test";
import { consoleSignIn, start, stop, waitFor } from "./lib.ts";

const PORT = Number(process.env.BENCH_PORT ?? 3511);
const consoleUrl = `http://127.0.0.1:${PORT}`;
const dataDir = `.bench-media-${PORT}`;
const RUNS = Number(process.env.RUNS ?? 3);
const VIEWPORTS = [
  { name: "desktop 1280×720, DPR 1", viewport: { width: 1280, height: 720 }, deviceScaleFactor: 1 },
  { name: "desktop 1280×720, DPR 2", viewport: { width: 1280, height: 720 }, deviceScaleFactor: 2 },
  { name: "phone 390×844, DPR 3", viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 },
];

rmSync(dataDir, { recursive: true, force: true });
const server = start("node server.js", { NODE_ENV: "production", PORT: String(PORT), DATA_DIR: dataDir, SESSION_SECRET: "bench-secret-0123456789abcdef0123456789abcdef", COOKIE_SECURE: "false" });
try {
  await waitFor(`${consoleUrl}/healthz`);
  const { cookie, base } = await consoleSignIn(consoleUrl, "admin");
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
  for (const setup of VIEWPORTS) {
    const totals: number[] = [];
    const counts: number[] = [];
    let shown = "";
    for (let run = 0; run < RUNS; run++) {
      // A new context each run: an empty cache, as on a first visit.
      const context = await browser.newContext({ viewport: setup.viewport, deviceScaleFactor: setup.deviceScaleFactor });
      await context.addCookies(cookie.split("; ").map((pair) => {
        const at = pair.indexOf("=");
        return { name: pair.slice(0, at), value: pair.slice(at + 1), url: consoleUrl };
      }));
      const page = await context.newPage();
      const sizes: Promise<number>[] = [];
      page.on("response", (response) => {
        if (response.request().resourceType() !== "image") return;
        sizes.push(response.body().then((b) => b.length, () => 0));
      });
      await page.goto(`${consoleUrl}/${base}/media-library`, { waitUntil: "networkidle" });
      const bytes = (await Promise.all(sizes)).reduce((a, b) => a + b, 0);
      totals.push(bytes);
      counts.push(sizes.length);
      if (run === 0) {
        const images = await page.locator("[data-testid=library] img").evaluateAll((els) =>
          (els as HTMLImageElement[]).map((img) => ({ loaded: img.complete && img.naturalWidth > 0, natural: img.naturalWidth, shown: Math.round(img.getBoundingClientRect().width), src: img.currentSrc })));
        const loaded = images.filter((i) => i.loaded);
        shown = `${images.length} images on the page, ${loaded.length} downloaded (${sizes.length} image responses); ` +
          `shown ${Math.min(...images.map((i) => i.shown))}–${Math.max(...images.map((i) => i.shown))} px wide, ` +
          `natural ${Math.min(...loaded.map((i) => i.natural))}–${Math.max(...loaded.map((i) => i.natural))} px; e.g. ${new URL(loaded[0]?.src ?? consoleUrl).pathname}`;
      }
      await context.close();
    }
    const kb = (n: number) => `${(n / 1000).toFixed(1)} kB`;
    console.log(`${setup.name}: image bytes ${totals.map(kb).join(", ")} (${RUNS} runs; ${counts.join(", ")} image responses)\n  ${shown}`);
  }
  await browser.close();
} finally {
  await stop(server);
  rmSync(dataDir, { recursive: true, force: true });
}

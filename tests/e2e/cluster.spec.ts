import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { APIRequestContext, APIResponse, Page, Response } from "@playwright/test";
import { baseURL } from "../../playwright.config";
import { expect, PASSWORD, test, toast } from "./fixtures";

/**
 * The scale-out recipe (issue 24 point 6): scripts/cluster.sh runs PostgreSQL, the platform, two
 * consoles and nginx in front, as deploy/compose.yaml does. An operator signed in through the proxy
 * is served by both consoles without noticing: the session, its notices, the member-delete code
 * and the login limit hold across them, exports download, and a console killed in the middle of a
 * sequence of pages costs at most one retried request. nginx names the console that answered in
 * X-Upstream (the cluster script's configuration); with two consoles it takes turns between them.
 */
const port = Number(new URL(baseURL).port) + 200;
const proxy = `http://localhost:${port}`;

type Console = { pid: number; address: string };
let cluster: ChildProcess | undefined;
let dir = "";
let output = "";
let consoles: Console[] = [];

const upstreamOf = (response: APIResponse | Response | null) => response?.headers()["x-upstream"] ?? "";
/** The console that finally answered (after a retry the header lists the failed one first). */
const answeredBy = (response: APIResponse | Response | null) => upstreamOf(response).split(", ").at(-1) ?? "";
const otherThan = (address: string) => {
  const other = consoles.find((c) => c.address !== address);
  expect(other, `a console other than ${address}`).toBeDefined();
  return other!.address;
};

/**
 * Makes the next request go to `target`: nginx takes turns, so after a request served by the other
 * console the next one is target's. (/livez touches no session.)
 */
async function nextGoesTo(request: APIRequestContext, target: string) {
  for (let i = 0; i < 4; i++) {
    if (answeredBy(await request.get("/livez")) !== target) return;
  }
  throw new Error(`nginx did not take turns: four requests in a row went to ${target}`);
}

async function signInThroughProxy(page: Page, username: string) {
  const login = await page.request.post("/authentication/login", { form: { username, password: PASSWORD }, maxRedirects: 0 });
  expect(login.status(), `login as ${username}`).toBe(302);
  const home = await page.request.get("/", { maxRedirects: 0 });
  const landing = home.headers()["location"] ?? "";
  const base = landing.split("/")[1] ?? "";
  expect(base).toMatch(/^[A-Za-z0-9_-]{50}$/);
  return { login, landing, base };
}

const signedIn = (page: Page) => expect(page.getByRole("complementary", { name: "Menu utama" })).toBeVisible();

test.describe("two consoles behind nginx (scripts/cluster.sh)", () => {
  test.describe.configure({ mode: "serial", timeout: 90_000 });
  test.use({ baseURL: proxy });

  test.beforeAll(async () => {
    // The platform seeds an empty PostgreSQL database at its first start (about 15 s, more on a busy machine).
    test.setTimeout(300_000);
    dir = mkdtempSync(path.join(tmpdir(), "sehat-cluster-test-"));
    cluster = spawn("bash", ["scripts/cluster.sh", "--consoles", "2", "--port", String(port), "--dir", dir], {
      stdio: ["ignore", "pipe", "pipe"],
      // Its own process group: if the script itself cannot stop them, afterAll stops all it started.
      detached: true,
    });
    cluster.stdout!.setEncoding("utf8").on("data", (text: string) => (output += text));
    cluster.stderr!.setEncoding("utf8").on("data", (text: string) => (output += text));
    const exited = new Promise<void>((resolve) => cluster!.once("exit", () => resolve()));
    const ready = (async () => {
      while (!output.includes("Sehat cluster on")) await new Promise((r) => setTimeout(r, 200));
    })();
    await Promise.race([ready, exited, new Promise((r) => setTimeout(r, 280_000))]);
    // No nginx and no root, no build, a port in use: the script's own line says which.
    if (!output.includes("Sehat cluster on")) throw new Error(`scripts/cluster.sh did not start the cluster:\n${output}`);
    expect(output).toContain(`Sehat cluster on http://localhost:${port} (consoles: pids `);
    consoles = readFileSync(path.join(dir, "pids"), "utf8")
      .split("\n")
      .map((line) => line.split(" "))
      .filter(([role]) => role === "console")
      .map(([, pid, consolePort]) => ({ pid: Number(pid), address: `127.0.0.1:${consolePort}` }));
    expect(consoles).toHaveLength(2);
  });

  test.afterAll(async () => {
    if (cluster && cluster.exitCode === null && cluster.signalCode === null) {
      const exited = new Promise((resolve) => cluster!.once("exit", resolve));
      cluster.kill("SIGTERM");
      await Promise.race([exited, new Promise((r) => setTimeout(r, 40_000))]);
      try {
        process.kill(-cluster.pid!, "SIGKILL");
      } catch {
        // the script stopped everything itself
      }
    }
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  test("a session made on one console is good on the other, and its notice shows on the next page, whoever serves it", async ({ page }) => {
    const { login, landing, base } = await signInThroughProxy(page, "admin");
    // The sign-in's "Login Success" notice lives in the cookie set by the console that signed in…
    const flashedBy = answeredBy(login);
    const other = otherThan(flashedBy);
    await nextGoesTo(page.request, other);
    // …and the other console shows it on the landing page.
    const shown = await page.goto(landing);
    expect(answeredBy(shown)).toBe(other);
    // In the page that console rendered (a toast on screen slides away after 2.5 s, which a busy
    // machine can pass before the check).
    expect(await shown!.text()).toContain("Login Success");
    await signedIn(page);

    // Pages one after the other: both consoles serve them, the operator stays signed in.
    const servedBy = new Set<string>();
    for (const screen of ["dashboard", "news", "members/all", "ecard/transaction", "reservation", "profile", "dashboard", "news"]) {
      const response = await page.goto(`/${base}/${screen}`);
      expect(response?.status(), screen).toBe(200);
      await signedIn(page);
      servedBy.add(answeredBy(response));
    }
    expect([...servedBy].sort()).toEqual(consoles.map((c) => c.address).sort());
  });

  test("a member-delete code shown by one console is accepted by the other, which flashes the result", async ({ page }) => {
    const { base } = await signInThroughProxy(page, "superadmin");
    await page.goto(`/${base}/members/inactive?sort=name&order=desc&size=10&page=4`);
    const card = (await page.locator(".data-table tbody tr").first().locator("td").first().innerText()).trim();
    await page.goto(`/${base}/members/all?q=${card}`);
    await expect(page.locator(".data-table tbody tr")).toHaveCount(1);
    const href = await page.locator(".data-table tbody tr").getByRole("link", { name: /Delete/ }).getAttribute("href");
    expect(href).toBeTruthy();

    // The dialog's page (the console adds a nonce to the URL, and the code is its HMAC under the shared secret).
    const dialogPage = await page.goto(new URL(href!, page.url()).toString());
    const codeBy = answeredBy(dialogPage);
    const code = (await page.getByRole("dialog", { name: "Hapus Akun" }).getByTestId("security-code").innerText()).replace(/\s/g, "");
    expect(code).toMatch(/^[A-Z2-9]{5}$/);
    const url = new URL(page.url());
    const form = { intent: "delete", memberId: url.searchParams.get("delete")!, nocard: url.searchParams.get("card")!, nonce: url.searchParams.get("dc")!, code };

    const poster = otherThan(codeBy);
    await nextGoesTo(page.request, poster);
    const deleted = await page.request.post(url.toString(), { form, maxRedirects: 0 });
    expect(answeredBy(deleted)).toBe(poster);
    expect([302, 303]).toContain(deleted.status());

    // The "Delete Account Success" notice set by the poster shows on the page the first console serves.
    await nextGoesTo(page.request, codeBy);
    const after = await page.goto(new URL(deleted.headers()["location"]!, url).toString());
    expect(answeredBy(after)).toBe(codeBy);
    await expect(toast(page, "Delete Account Success")).toBeVisible();
    await expect(page.getByText("Tidak ada member yang cocok")).toBeVisible();
  });

  test("a CSV export downloads through the proxy, the same from either console", async ({ page }) => {
    const { base } = await signInThroughProxy(page, "admin");
    const today = new Date(Date.now() + 7 * 3600_000);
    const from = new Date(today.getTime() - 29 * 86_400_000).toISOString().slice(0, 10);
    const to = today.toISOString().slice(0, 10);
    // In the browser, from the page's link…
    await page.goto(`/${base}/ecard/transaction?payor=P001&from=${from}&to=${to}`);
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Unduh CSV", exact: true }).click()]);
    expect(download.suggestedFilename()).toBe(`ecard-transaction-P001-${from}_${to}.csv`);
    const inBrowser = readFileSync((await download.path())!, "utf8");
    expect(inBrowser.split("\n").length).toBeGreaterThan(2);

    // …and as a script fetches it, from both consoles in turn.
    const servedBy = new Set<string>();
    for (let i = 0; i < 2; i++) {
      const response = await page.request.get(`/${base}/ecard/transaction/export?payor=P001&from=${from}&to=${to}`);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toContain("text/csv");
      expect(response.headers()["content-disposition"]).toContain(`ecard-transaction-P001-${from}_${to}.csv`);
      expect(await response.text()).toBe(inBrowser);
      servedBy.add(answeredBy(response));
    }
    expect(servedBy.size).toBe(2);
  });

  test("the login limit holds across consoles: ten wrong passwords, then the right one is refused by either", async ({ playwright }) => {
    // Each console alone sees five failures, under its own per-address limit: the platform's count
    // per username, in the shared database, is what refuses the eleventh.
    const request = await playwright.request.newContext({ baseURL: proxy });
    const servedBy = new Set<string>();
    for (let i = 0; i < 10; i++) {
      const wrong = await request.post("/authentication/login", { form: { username: "ematerai", password: "wrong-password" }, maxRedirects: 0 });
      expect(wrong.status(), `wrong password ${i + 1}`).toBe(401);
      servedBy.add(answeredBy(wrong));
    }
    expect(servedBy.size).toBe(2);
    const refusedBy = new Set<string>();
    for (let i = 0; i < 2; i++) {
      const right = await request.post("/authentication/login", { form: { username: "ematerai", password: PASSWORD }, maxRedirects: 0 });
      expect(right.status()).toBe(429);
      expect(await right.text()).toContain("Terlalu banyak percobaan login yang gagal");
      refusedBy.add(answeredBy(right));
    }
    expect(refusedBy.size).toBe(2);
    await request.dispose();
  });

  test("a console killed between two pages costs the operator at most one retried request", async ({ page }) => {
    const { base } = await signInThroughProxy(page, "admin");
    const screens = ["dashboard", "news", "members/all", "ecard/transaction", "profile", "reservation"].map((s) => `/${base}/${s}`);
    // Every response through nginx, pages and their scripts alike.
    const seen: string[] = [];
    page.on("response", (response) => {
      const upstream = upstreamOf(response);
      if (upstream) seen.push(upstream);
    });
    // One round first: the pages' scripts and styles are in the browser's cache from then on.
    for (const screen of screens) {
      await page.goto(screen);
      await page.waitForLoadState("networkidle");
    }
    seen.length = 0;

    const loads: { screen: string; ms: number; upstream: string }[] = [];
    let victim: Console | undefined;
    for (let i = 0; i < 12; i++) {
      if (i === 4) {
        // The console nginx sends the next request to dies, without a word.
        const last = answeredBy(await page.request.get("/livez"));
        victim = consoles.find((c) => c.address !== last)!;
        process.kill(victim.pid, "SIGKILL");
        const [host, victimPort] = victim.address.split(":");
        await expect
          .poll(() => fetch(`http://${host}:${victimPort}/livez`).then(() => "up", () => "down"), { timeout: 5000, intervals: [50] })
          .toBe("down");
      }
      const screen = screens[i % screens.length]!;
      const started = Date.now();
      const response = await page.goto(screen);
      loads.push({ screen, ms: Date.now() - started, upstream: upstreamOf(response) });
      expect(response?.status(), screen).toBe(200);
      await signedIn(page);
      await page.waitForLoadState("networkidle");
    }
    console.log(loads.map((l) => `${l.ms} ms ${l.upstream} ${l.screen.split("/").slice(2).join("/")}`).join("\n"));

    const survivor = otherThan(victim!.address);
    // The first page after the kill went to the dead console and was retried on the other…
    expect(loads[4]!.upstream).toBe(`${victim!.address}, ${survivor}`);
    // …every page after it came from the survivor, and nginx retried no other request.
    for (const load of loads.slice(4)) expect(load.upstream.split(", ").at(-1)).toBe(survivor);
    expect(seen.filter((u) => u.includes(",")).length).toBeLessThanOrEqual(1);
    expect(page.url()).not.toContain("/authentication/");
  });
});

import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { RouterContextProvider } from "react-router";
import { startTestPlatform, type TestPlatform } from "../../../platform/testing";

/**
 * Issue 12: a signed-in page whose data is cached runs no database query at all. The server side
 * of a dashboard document request as React Router runs it (the session and guard middleware, the
 * $base layout's loader, the dashboard's loader) against the real embedded platform, counting the
 * platform's database queries.
 */
const box = vi.hoisted(() => ({ platform: null as null | { fetch(req: Request): Promise<Response> }, calls: [] as string[] }));
vi.mock("../upstream/transport", () => ({
  PLATFORM_BASE: "http://platform.test",
  platformFetch: (req: Request) => {
    box.calls.push(new URL(req.url).pathname);
    return box.platform!.fetch(req);
  },
}));

const { withSession, signedInOnly } = await import("../http/middleware");
const { baseSegment, loadSession } = await import("../session");
const { login, getAppFeatures } = await import("../upstream/session");
const { toSessionUser } = await import("../auth");
const layout = await import("../../routes/$base");
const dashboard = await import("../../routes/$base.dashboard");

let platform: TestPlatform;
beforeAll(async () => {
  // Tokens kept 30 s, as PGlite does by default (with PostgreSQL the platform keeps none unless told).
  platform = await startTestPlatform({ sessionCacheSeconds: 30 });
  box.platform = platform;
});
afterAll(async () => platform?.close());

/** Signs in the way the login action does and answers the session cookie. */
async function signIn(username: string) {
  const answer = await login(username, "demo1234");
  const { features, token } = await getAppFeatures(answer.token, answer.data.dataLogin.app_id);
  const session = await loadSession(new Request("http://console.test/"));
  session.signIn(token, toSessionUser(answer, features));
  const cookie = (await session.setCookieHeader())!.split(";")[0];
  return { cookie, base: baseSegment(token) };
}

/** One GET of /{base}/dashboard through the middleware and both loaders; answers their data. */
async function dashboardRequest({ cookie, base }: { cookie: string; base: string }) {
  const url = new URL(`http://console.test/${base}/dashboard`);
  const request = new Request(url, { headers: { Cookie: cookie } });
  const context = new RouterContextProvider();
  const params = { base };
  const args = { request, url, params, context, pattern: "/:base/dashboard" } as unknown as Parameters<typeof withSession>[0];
  let data: { shell?: Awaited<ReturnType<typeof layout.loader>>; page?: Awaited<ReturnType<typeof dashboard.loader>> } = {};
  const response = (await withSession(args, async () =>
    (await signedInOnly(args, async () => {
      const loaderArgs = { request, params, context } as unknown as Parameters<typeof layout.loader>[0];
      const [shell, page] = await Promise.all([layout.loader(loaderArgs), dashboard.loader(loaderArgs as unknown as Parameters<typeof dashboard.loader>[0])]);
      data = { shell, page };
      return new Response("rendered");
    })) as Response,
  )) as Response;
  expect(response.status).toBe(200);
  return data;
}

describe("a signed-in dashboard whose data is cached", () => {
  it("runs no database query", async () => {
    const admin = await signIn("admin");
    // The first request reads the token, the app, the project, and computes the figures.
    const before = platform.queryCount();
    await dashboardRequest(admin);
    expect(platform.queryCount()).toBeGreaterThan(before);

    const warm = platform.queryCount();
    box.calls = [];
    const { shell, page } = await dashboardRequest(admin);
    expect(platform.queryCount() - warm).toBe(0);
    // One call each for the shell's feature routes, the figures and the log months.
    expect(box.calls.sort()).toEqual(["/api/get/getRoutes", "/api/getDashboard/APP001", "/api/getLogs/PRJ001"]);
    // …and it is the real page: the shell with its feature routes, the figures, the log months.
    expect(shell!.menu.length).toBeGreaterThan(3);
    expect(JSON.stringify(shell!.menu)).toContain("/feature/");
    expect(page!.kind).toBe("members");
    if (page!.kind !== "members") return;
    expect(page!.dashboard.members.total).toBe(page!.dashboard.members.active + page!.dashboard.members.inactive);
    expect(page!.logs).toHaveLength(12);
  });

  it("still stops a token logged out on the platform at once", async () => {
    const admin = await signIn("admin");
    await dashboardRequest(admin);
    // The token, taken from the cookie, logged out behind the console's back.
    const session = await loadSession(new Request("http://console.test/", { headers: { Cookie: admin.cookie } }));
    const logout = await platform.fetch(new Request("http://platform.test/api/user/logout", { method: "POST", headers: { Authorization: `Bearer ${session.token}` } }));
    expect(logout.status).toBe(200);
    const refused = await dashboardRequest(admin).catch((thrown: unknown) => thrown);
    expect(refused).toBeInstanceOf(Response);
    expect((refused as Response).status).toBe(302);
    expect((refused as Response).headers.get("Location")).toContain("/authentication/login");
  });
});

describe("the layout's platform calls on client navigation", () => {
  const at = (base: string, path: string) => ({ base, path });
  const args = (from: { base: string; path: string }, to: { base: string; path: string }, formMethod?: string) =>
    ({
      currentUrl: new URL(`http://console.test/${from.base}/${from.path}`),
      nextUrl: new URL(`http://console.test/${to.base}/${to.path}`),
      currentParams: { base: from.base },
      nextParams: { base: to.base },
      formMethod,
      defaultShouldRevalidate: true,
    }) as unknown as Parameters<typeof layout.shouldRevalidate>[0];

  it("are not made again when a list pages, sorts or searches, or another screen opens", () => {
    const base = "b".repeat(50);
    expect(layout.shouldRevalidate(args(at(base, "members/all"), at(base, "members/all?page=2")))).toBe(false);
    expect(layout.shouldRevalidate(args(at(base, "members/all?page=2"), at(base, "members/all?page=2&sort=name&order=asc")))).toBe(false);
    expect(layout.shouldRevalidate(args(at(base, "members/all"), at(base, "members/all?q=siti"), "GET"))).toBe(false);
    expect(layout.shouldRevalidate(args(at(base, "dashboard"), at(base, "eclaim")))).toBe(false);
  });

  it("are made again after a post (appearance, password) and after a token rotation (new base)", () => {
    const base = "b".repeat(50);
    expect(layout.shouldRevalidate(args(at(base, "profile"), at(base, "profile"), "POST"))).toBe(true);
    expect(layout.shouldRevalidate(args(at(base, "members/all"), at("c".repeat(50), "members/all?page=2")))).toBe(true);
  });
});

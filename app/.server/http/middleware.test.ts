import { describe, expect, it, vi } from "vitest";
import { RouterContextProvider } from "react-router";
import type { SessionUser } from "~/lib/user";
import { sameOriginOnly, signedInContext, signedInOnly } from "./middleware";
import { baseSegment, loadSession, sessionContext } from "../session";

// The shell of a refusal reads the feature routes: the platform is the edge here.
vi.mock("../upstream/transport", () => ({
  PLATFORM_BASE: "http://platform.test",
  platformFetch: async () => Response.json({ code: 200, data: [{ id: "m0001", name: "home-menu" }] }),
}));

const admin: SessionUser = {
  username: "admin", name: "Admin", role: "admin", app_id: "APP001", mobile_id: "MOB001", project_id: "PRJ001",
  project_name: "Sehat Core", payor_code: "*", menu_active: [], features: ["a0001", "a0004"], provider_code: null,
  provider_name: null, whitelable: null, hidden_fields: [],
};

async function run(path: string, user: SessionUser | null = admin) {
  const request = new Request(`http://console.test${path}`);
  const context = new RouterContextProvider();
  const session = await loadSession(request);
  if (user) session.signIn("token-xyz", user);
  context.set(sessionContext, session);
  const base = path.split("/")[1];
  const ok = new Response("ok");
  try {
    const response = await signedInOnly({ request, url: new URL(request.url), params: { base }, context, pattern: "/:base/*" } as never, async () => ok);
    return { response: response as Response, context };
  } catch (thrown) {
    return { thrown, context };
  }
}

const statusOf = (thrown: unknown) =>
  thrown instanceof Response ? thrown.status : (thrown as { init?: { status: number } }).init?.status;

describe("signedInOnly", () => {
  const base = baseSegment("token-xyz");

  it("lets the user through to a screen they may open, with the screen resolved", async () => {
    const { response, context } = await run(`/${base}/detail_logs/2026-05`);
    expect(await response!.text()).toBe("ok");
    expect(context.get(signedInContext).screen.key).toBe("detail_logs");
    expect(context.get(signedInContext).params).toEqual({ dateLogs: "2026-05" });
  });

  it("sends visitors without a session to the login page, with the way back", async () => {
    const { thrown } = await run(`/${base}/profile?x=1`, null);
    expect((thrown as Response).headers.get("Location")).toBe(`/authentication/login?redirectTo=${encodeURIComponent(`/${base}/profile?x=1`)}`);
  });

  it("corrects a stale base segment and a missing one", async () => {
    const stale = await run(`/${"q".repeat(50)}/profile?a=b`);
    expect((stale.thrown as Response).headers.get("Location")).toBe(`/${base}/profile?a=b`);
    const missing = await run(`/profile`);
    expect((missing.thrown as Response).headers.get("Location")).toBe(`/${base}/profile`);
  });

  it("answers 403 for a screen the role may not open and 404 for no screen", async () => {
    const refused = (await run(`/${base}/my-provider`)).thrown as { init: { status: number }; data: { shell: { base: string; menu: unknown[]; screens: { key: string }[] } } };
    expect(statusOf(refused)).toBe(403);
    // The refusal carries this user's shell, so the error page keeps the sidebar.
    expect(refused.data.shell.base).toBe(base);
    expect(refused.data.shell.screens.some((s) => s.key === "my-provider")).toBe(false);
    expect(refused.data.shell.screens.some((s) => s.key === "members-all")).toBe(true);
    expect(statusOf((await run(`/${base}/nothing-here`)).thrown)).toBe(404);
    expect(statusOf((await run(`/not-a-base/nothing-here`)).thrown)).toBe(404);
  });

  it("the bare base goes to the dashboard", async () => {
    expect((((await run(`/${base}`)).thrown) as Response).headers.get("Location")).toBe(`/${base}/dashboard`);
  });
});

describe("sameOriginOnly", () => {
  const call = (headers: Record<string, string>, method = "POST") =>
    Promise.resolve(
      sameOriginOnly(
        { request: new Request("http://console.test/x", { method, headers }), url: new URL("http://console.test/x"), params: {}, context: new RouterContextProvider() } as never,
        async () => new Response("ok"),
      ),
    ).then(
      (r: unknown) => (r as Response).status,
      (thrown: unknown) => statusOf(thrown),
    );

  it("lets same-origin posts and header-less clients (curl) through", async () => {
    expect(await call({ Origin: "http://console.test", "Sec-Fetch-Site": "same-origin" })).toBe(200);
    expect(await call({})).toBe(200);
    expect(await call({ "Sec-Fetch-Site": "none" })).toBe(200);
    // Form posts under Referrer-Policy: no-referrer carry Origin: null.
    expect(await call({ Origin: "null", "Sec-Fetch-Site": "same-origin" })).toBe(200);
  });

  it("refuses cross-site posts by Origin or Sec-Fetch-Site", async () => {
    expect(await call({ Origin: "https://evil.test" })).toBe(403);
    expect(await call({ "Sec-Fetch-Site": "cross-site" })).toBe(403);
    expect(await call({ "Sec-Fetch-Site": "same-site" })).toBe(403);
    expect(await call({ Origin: "null" })).toBe(403);
    expect(await call({ Origin: "null", "Sec-Fetch-Site": "cross-site" })).toBe(403);
  });

  it("ignores safe methods", async () => {
    expect(await call({ Origin: "https://evil.test" }, "GET")).toBe(200);
  });
});

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// The console's upstream client against the real embedded platform (PGlite on disk, demo seed),
// with tokens rotating on every call, as they do after TOKEN_REFRESH_SECONDS in production.
const dataDir = mkdtempSync(path.join(tmpdir(), "sehat-upstream-"));
process.env.DATA_DIR = dataDir;
process.env.TOKEN_REFRESH_SECONDS = "0";

type Modules = {
  middleware: typeof import("../http/middleware");
  sessionStore: typeof import("../session");
  session: typeof import("./session");
  shell: typeof import("./shell");
  dashboard: typeof import("./dashboard");
  testing: typeof import("../kits/testing");
  auth: typeof import("../auth");
};
let m: Modules;

beforeAll(async () => {
  m = {
    middleware: await import("../http/middleware"),
    sessionStore: await import("../session"),
    session: await import("./session"),
    shell: await import("./shell"),
    dashboard: await import("./dashboard"),
    testing: await import("../kits/testing"),
    auth: await import("../auth"),
  };
}, 120_000);

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function signedIn(username: string) {
  const answer = await m.session.login(username, "demo1234");
  const { features, token } = await m.session.getAppFeatures(answer.token, answer.data.dataLogin.app_id);
  // Every call rotates here: getApp already answered with a new token, which login must keep.
  expect(token).not.toBe(answer.token);
  return m.testing.signedIn(m.auth.toSessionUser(answer, features), token);
}

describe("console ↔ embedded platform", () => {
  it("logs in with the hashed password and maps the user of SPEC §3", async () => {
    const { session } = await signedIn("eclaim");
    expect(session.user).toMatchObject({ role: "eclaim", payor_code: "P001", project_id: "PRJ001" });
    expect(session.user!.features).toContain("a0004");
  });

  it("a wrong password is the platform's message, not a crash", async () => {
    await expect(m.session.login("admin", "nope")).rejects.toMatchObject({ message: "Username atau Password salah!", status: 401 });
  });

  it("replaces a rotated token and says so", async () => {
    const { session, upstream } = await signedIn("admin");
    const first = session.token;
    session.takeNotice();
    const dashboard = await m.dashboard.getDashboard(upstream);
    expect(dashboard.members.total).toBe(dashboard.members.active + dashboard.members.inactive);
    expect(session.token).not.toBe(first);
    expect(session.takeNotice()?.message).toBe("Token diperbaharui!");
    // The new token works.
    expect((await m.dashboard.getLogs(upstream)).length).toBe(12);
  });

  it("payor scoping holds through the console's calls", async () => {
    const admin = (await signedIn("admin")).upstream;
    const eclaim = (await signedIn("eclaim")).upstream;
    expect((await m.shell.getPayors(eclaim)).map((p) => p.payor_code)).toEqual(["P001"]);
    const all = await m.dashboard.getDashboard(admin);
    const mine = await m.dashboard.getDashboard(eclaim);
    expect(mine.members.total).toBeLessThan(all.members.total);
  });

  it("a revoked token logs the user out on the next call", async () => {
    const { session, upstream } = await signedIn("sd");
    await m.session.logout(session);
    const thrown = await m.dashboard.getDashboard(upstream).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get("Location")).toBe("/authentication/login");
    expect(session.token).toBeUndefined();
  });

  it("a session that ends by idle time ends its platform token too (a copy of the token is no good afterwards)", async () => {
    const answer = await m.session.login("editor", "demo1234");
    const { features, token } = await m.session.getAppFeatures(answer.token, answer.data.dataLogin.app_id);
    const { session } = await m.testing.signedIn(m.auth.toSessionUser(answer, features), token);
    // The operator was last seen an hour ago (longer than SESSION_IDLE_MINUTES).
    const cookie = (await session.setCookieHeader())!.split(";")[0]!;
    const stale = await m.sessionStore.loadSession(new Request("http://console.test/", { headers: { cookie } }));
    stale.signIn(token, m.auth.toSessionUser(answer, features), Date.now() - 60 * 60_000);
    const replay = (await stale.setCookieHeader())!.split(";")[0]!;
    const context = new Map<unknown, unknown>();
    const request = new Request("http://console.test/x", { headers: { cookie: replay } });
    await m.middleware.withSession({ request, context: { get: (k: unknown) => context.get(k), set: (k: unknown, v: unknown) => context.set(k, v) } } as never, async () => new Response("ok"));
    // The platform refuses the token the console held.
    const afterwards = await m.session.getAppFeatures(token, answer.data.dataLogin.app_id).catch((e: unknown) => e);
    expect(afterwards).toMatchObject({ status: 401 });
  });
});

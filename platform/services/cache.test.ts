// The platform's in-memory caches (docs/decisions/014): a warmed-up dashboard runs no query, and
// a token that ends stops working at once although it was verified a moment before.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hmacHex } from "../lib/crypto.ts";
import { call, DEMO_PASSWORD_HASH, login, sha256, startTestPlatform, type TestPlatform } from "../testing.ts";

let platform: TestPlatform;
let clock = Date.now();
const GATEWAY_KEY = "cache-test-gateway-key";
beforeAll(async () => {
  // Tokens kept 30 s, as PGlite does by default (PostgreSQL keeps none unless told: another process may end a session).
  platform = await startTestPlatform({ gatewayKey: GATEWAY_KEY, now: () => new Date(clock), sessionCacheSeconds: 30 });
});
afterAll(() => platform?.close());

/** The calls of a signed-in dashboard page: the shell's feature routes, the figures, the log months. */
const DASHBOARD_CALLS = ["/api/get/getRoutes", "/api/getDashboard/APP001", "/api/getLogs/PRJ001"];

async function queriesOf(work: () => Promise<unknown>) {
  const before = platform.queryCount();
  await work();
  return platform.queryCount() - before;
}

describe("a signed-in page whose data is cached", () => {
  it("runs no database query once warmed up", async () => {
    const token = await login(platform, "admin");
    const dashboard = () => Promise.all(DASHBOARD_CALLS.map((path) => call(platform, "GET", path, { token })));
    // The first request reads the token, the app, the project and computes the figures.
    expect(await queriesOf(dashboard)).toBeGreaterThan(0);
    let answers: Awaited<ReturnType<typeof dashboard>> = [];
    expect(await queriesOf(async () => (answers = await dashboard()))).toBe(0);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers.map((a) => a.body.code)).toEqual([200, 200, 200]);
    // Another operator of the same scope shares the figures; only their token is read.
    const other = await login(platform, "admin");
    expect(await queriesOf(() => Promise.all(DASHBOARD_CALLS.map((path) => call(platform, "GET", path, { token: other }))))).toBe(1);
  });

  it("reads a token again after 30 s, and never past its expiry", async () => {
    const token = await login(platform, "admin");
    await call(platform, "GET", "/api/get/getRoutes", { token });
    expect(await queriesOf(() => call(platform, "GET", "/api/get/getRoutes", { token }))).toBe(0);
    clock += 31_000;
    // The token and the (30 s) feature routes are read again.
    expect(await queriesOf(() => call(platform, "GET", "/api/get/getRoutes", { token }))).toBe(2);
    clock += 24 * 3600_000;
    expect((await call(platform, "GET", "/api/get/getRoutes", { token })).status).toBe(401);
  });
});

describe("a token that ends stops working at once, although it was just verified", () => {
  it("after logout", async () => {
    const token = await login(platform, "admin");
    expect((await call(platform, "GET", "/api/get/payor", { token })).status).toBe(200);
    expect((await call(platform, "POST", "/api/user/logout", { token })).status).toBe(200);
    expect((await call(platform, "GET", "/api/get/payor", { token })).status).toBe(401);
  });

  it("after a password change, for the account's other sessions (this one stays)", async () => {
    const mine = await login(platform, "editor");
    const other = await login(platform, "editor");
    expect((await call(platform, "GET", "/api/get/getRoutes", { token: other })).status).toBe(200);
    expect((await call(platform, "GET", "/api/get/getRoutes", { token: mine })).status).toBe(200);
    const changed = await call(platform, "POST", "/api/updatePass", { token: mine, body: { username: "editor", oldpass: DEMO_PASSWORD_HASH, newpass: sha256("changed-1234") } });
    expect(changed.status).toBe(200);
    expect((await call(platform, "GET", "/api/get/getRoutes", { token: other })).status).toBe(401);
    expect((await call(platform, "GET", "/api/get/getRoutes", { token: mine })).status).toBe(200);
  });

  it("a gateway token obtained with a user token ends with it", async () => {
    const token = await login(platform, "admin");
    const issued = await call(platform, "POST", "/gateway/member/reqauth", { token, body: { project_id: "PRJ001", signature: hmacHex(GATEWAY_KEY, "PRJ001") } });
    expect(issued.status).toBe(200);
    const gateway = issued.body.token as string;
    const summary = () => call(platform, "POST", "/gateway/tools/getCollectionAllByEvent", { token: gateway, body: { event: "transaction" } });
    expect((await summary()).status).toBe(200);
    expect((await call(platform, "POST", "/api/user/logout", { token })).status).toBe(200);
    expect((await summary()).status).toBe(401);
  });
});

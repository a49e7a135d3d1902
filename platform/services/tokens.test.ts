import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../db/schema.ts";
import { call, DEMO_PASSWORD_HASH, login, startTestPlatform, type TestPlatform } from "../testing.ts";

// Every token is "old" with tokenRefreshSeconds: 0, so every authorized call rotates.
let platform: TestPlatform;
let clock = Date.now();
const advance = (ms: number) => (clock += ms);
beforeAll(async () => {
  platform = await startTestPlatform({ tokenRefreshSeconds: 0, now: () => new Date(clock) });
});
afterAll(() => platform?.close());

describe("token rotation", () => {
  it("sends X-New-Token; the old token survives 2 minutes, the new one keeps working", async () => {
    const first = await login(platform, "admin");
    const res = await call(platform, "GET", "/api/get/payor", { token: first });
    expect(res.status).toBe(200);
    const second = res.headers.get("x-new-token");
    expect(second).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(second).not.toBe(first);

    // Concurrent requests still carrying the old token work, and do not rotate it again.
    const again = await call(platform, "GET", "/api/get/payor", { token: first });
    expect(again.status).toBe(200);
    expect(again.headers.get("x-new-token")).toBeNull();

    advance(60_000);
    expect((await call(platform, "GET", "/api/get/payor", { token: first })).status).toBe(200);
    advance(61_000);
    expect((await call(platform, "GET", "/api/get/payor", { token: first })).status).toBe(401);

    const third = await call(platform, "GET", "/api/get/payor", { token: second! });
    expect(third.status).toBe(200);
    expect(third.headers.get("x-new-token")).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("does not rotate on logout (the session really ends)", async () => {
    const token = await login(platform, "admin");
    const res = await call(platform, "POST", "/api/user/logout", { token });
    expect(res.status).toBe(200);
    expect(res.headers.get("x-new-token")).toBeNull();
    expect((await call(platform, "GET", "/api/get/payor", { token })).status).toBe(401);
  });

  it("rotates on error answers too, so the console never holds a dying token", async () => {
    const token = await login(platform, "admin");
    const res = await call(platform, "GET", "/api/getLogs/PRJ002", { token });
    expect(res.status).toBe(404);
    expect(res.headers.get("x-new-token")).toBeTruthy();
  });
});

describe("token lifetime and disabled accounts", () => {
  it("expires tokens after 24 hours", async () => {
    const token = await login(platform, "provider");
    const res = await call(platform, "GET", "/api/get/payor", { token });
    const fresh = res.headers.get("x-new-token")!;
    advance(24 * 3600_000 + 1000);
    expect((await call(platform, "GET", "/api/get/payor", { token: fresh })).status).toBe(401);
  });

  it("answers body code 421 for a disabled account, and refuses its login", async () => {
    const token = await login(platform, "ematerai");
    await platform.db.update(users).set({ isActive: false }).where(eq(users.username, "ematerai"));
    try {
      const res = await call(platform, "GET", "/api/get/payor", { token });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ code: 421, message: "Session expired" });
      const again = await call(platform, "POST", "/api/user/login", { body: { username: "ematerai", password: DEMO_PASSWORD_HASH } });
      expect(again.status).toBe(401);
      expect(again.body.success).toBe(false);
    } finally {
      await platform.db.update(users).set({ isActive: true }).where(eq(users.username, "ematerai"));
    }
  });
});

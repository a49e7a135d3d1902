// The platform's own limit on failed logins (issue 10, point 1): 30 wrong passwords and then the
// right one used to be accepted.
import { describe, expect, it } from "vitest";
import { call, DEMO_PASSWORD_HASH, sha256, usePlatform } from "../../testing.ts";
import { LOGIN_LIMIT } from "./session.ts";

let clock = Date.parse("2026-11-23T03:00:00Z");
const t = usePlatform([], { now: () => new Date(clock) });
const login = (username: string, password: string) => call(t.platform, "POST", "/api/user/login", { body: { username, password } });

describe("failed logins per username", () => {
  it("locks a username after too many failures, even for the right password, until the cooldown ends", async () => {
    for (let i = 0; i < LOGIN_LIMIT.failures; i++) expect((await login("sd", sha256(`wrong-${i}`))).status).toBe(401);
    const locked = await login("sd", DEMO_PASSWORD_HASH);
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({ success: false, code: 429 });
    expect(locked.body.message).toMatch(/Terlalu banyak percobaan login/);
    // Another account is not affected.
    expect((await login("admin", DEMO_PASSWORD_HASH)).status).toBe(200);
    clock += LOGIN_LIMIT.cooldownMs + 1000;
    expect((await login("sd", DEMO_PASSWORD_HASH)).status).toBe(200);
  });

  it("forgets failures after a success and after the window", async () => {
    for (let i = 0; i < LOGIN_LIMIT.failures - 1; i++) await login("eclaim", sha256("bad"));
    expect((await login("eclaim", DEMO_PASSWORD_HASH)).status).toBe(200);
    for (let i = 0; i < LOGIN_LIMIT.failures - 1; i++) await login("eclaim", sha256("bad"));
    clock += LOGIN_LIMIT.windowMs + 1000;
    expect((await login("eclaim", sha256("bad"))).status).toBe(401);
    expect((await login("eclaim", DEMO_PASSWORD_HASH)).status).toBe(200);
  });
});

// The platform's own limit on failed logins (issue 10, point 1): 30 wrong passwords and then the
// right one used to be accepted; so were 40 wrong ones sent at once and then the right one.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { loginAttempts } from "../../db/schema.ts";
import { call, DEMO_PASSWORD_HASH, sha256, usePlatform } from "../../testing.ts";
import { LOGIN_LIMIT } from "./session.ts";

let clock = Date.parse("2026-11-23T03:00:00Z");
const t = usePlatform([], { now: () => new Date(clock) });
const login = (username: string, password: string) => call(t.platform, "POST", "/api/user/login", { body: { username, password } });
const LOCKED = /Terlalu banyak percobaan login yang gagal\. Coba lagi dalam \d+ menit\./;

describe("failed logins per username", () => {
  it("locks a username after too many failures, even for the right password, until the cooldown ends", async () => {
    for (let i = 0; i < LOGIN_LIMIT.failures; i++) expect((await login("sd", sha256(`wrong-${i}`))).status).toBe(401);
    const locked = await login("sd", DEMO_PASSWORD_HASH);
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({ success: false, code: 429, message: expect.stringMatching(LOCKED) });
    expect(Number(locked.headers.get("retry-after"))).toBe(LOGIN_LIMIT.cooldownMs / 1000);
    // Another account is not affected; the same name in other letter cases is the same username.
    expect((await login("admin", DEMO_PASSWORD_HASH)).status).toBe(200);
    expect((await login("SD", DEMO_PASSWORD_HASH)).status).toBe(429);
    // Still locked a second before the cooldown ends (refused attempts do not extend it), open after.
    clock += LOGIN_LIMIT.cooldownMs - 1000;
    expect((await login("sd", DEMO_PASSWORD_HASH)).status).toBe(429);
    clock += 2000;
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

  it("counts attempts sent in parallel: of forty at once, no more than the limit are checked", async () => {
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => login("provider", sha256(`guess-${i}`))));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(LOGIN_LIMIT.failures);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40 - LOGIN_LIMIT.failures);
    expect((await login("provider", DEMO_PASSWORD_HASH)).status).toBe(429);
    clock += LOGIN_LIMIT.cooldownMs + 1000;
    expect((await login("provider", DEMO_PASSWORD_HASH)).status).toBe(200);
  });

  it("keeps the count in the database, and treats unknown usernames like known ones", async () => {
    for (let i = 0; i < 3; i++) await login("ematerai", sha256("bad"));
    const [row] = await t.platform.db.select().from(loginAttempts).where(eq(loginAttempts.username, "ematerai"));
    expect(row).toMatchObject({ attempts: 3, lockedUntil: null });
    for (let i = 0; i < LOGIN_LIMIT.failures; i++) expect((await login("nobody-at-all", sha256("bad"))).status).toBe(401);
    const unknown = await login("nobody-at-all", sha256("bad"));
    expect(unknown.status).toBe(429);
    expect(unknown.body.message).toMatch(LOCKED);
    // A success removes its row; rows whose window and lock are over are pruned by later failures.
    expect((await login("ematerai", DEMO_PASSWORD_HASH)).status).toBe(200);
    clock += LOGIN_LIMIT.cooldownMs + LOGIN_LIMIT.windowMs + 1000;
    await login("someone-else", sha256("bad"));
    const left = await t.platform.db.select({ username: loginAttempts.username }).from(loginAttempts);
    expect(left.map((r) => r.username)).toEqual(["someone-else"]);
  });
});

// The platform's own limit on failed logins (issues 10 and 23): per username and client address a
// lock, per username (from all addresses) and per address (all usernames) only a delay, so nobody
// can keep an operator out by typing wrong passwords for their username from somewhere else.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { loginAttempts } from "../../db/schema.ts";
import { call, DEMO_PASSWORD_HASH, sha256, usePlatform } from "../../testing.ts";
import { LOGIN_LIMIT } from "./session.ts";

let clock = Date.parse("2026-11-23T03:00:00Z");
const t = usePlatform([], { now: () => new Date(clock) });
const login = (username: string, password: string, address = "203.0.113.7") =>
  call(t.platform, "POST", "/api/user/login", { body: { username, password }, headers: { "x-client-address": address } });
const LOCKED = /Terlalu banyak percobaan login yang gagal\. Coba lagi dalam \d+ menit\./;

describe("failed logins per username and address", () => {
  it("locks the username for that address after too many failures, even for the right password, until the cooldown ends", async () => {
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

  it("does not lock the operator out from another address: an attack elsewhere only slows the username down", async () => {
    // Someone types wrong passwords for "superadmin" from one address, past the limit: locked there.
    for (let i = 0; i < LOGIN_LIMIT.failures; i++) await login("superadmin", sha256(`guess-${i}`), "198.51.100.66");
    expect((await login("superadmin", DEMO_PASSWORD_HASH, "198.51.100.66")).status).toBe(429);
    // …and from another (14 failures in all, neither address locked out by the other).
    for (let i = 0; i < 4; i++) await login("superadmin", sha256(`more-${i}`), "198.51.100.67");
    // The operator at the office still gets in, slowed by the failures past the limit (with its own attempt: 5 × 250 ms).
    const started = performance.now();
    const mine = await login("superadmin", DEMO_PASSWORD_HASH, "192.0.2.10");
    expect(mine.status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(5 * LOGIN_LIMIT.slowMs - 50);
  });

  it("forgets failures after a success and after the window", async () => {
    // An address of its own: the first test's ten failures from the default one would slow each of
    // these by up to 3 s (the address's delay), which is another test's subject.
    const address = "203.0.113.30";
    for (let i = 0; i < LOGIN_LIMIT.failures - 1; i++) await login("eclaim", sha256("bad"), address);
    expect((await login("eclaim", DEMO_PASSWORD_HASH, address)).status).toBe(200);
    for (let i = 0; i < LOGIN_LIMIT.failures - 1; i++) await login("eclaim", sha256("bad"), address);
    clock += LOGIN_LIMIT.windowMs + 1000;
    expect((await login("eclaim", sha256("bad"), address)).status).toBe(401);
    expect((await login("eclaim", DEMO_PASSWORD_HASH, address)).status).toBe(200);
  });

  it("counts attempts sent in parallel: of forty at once from one address, no more than the limit are checked", async () => {
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => login("provider", sha256(`guess-${i}`), "203.0.113.40")));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(LOGIN_LIMIT.failures);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40 - LOGIN_LIMIT.failures);
    expect((await login("provider", DEMO_PASSWORD_HASH, "203.0.113.40")).status).toBe(429);
    clock += LOGIN_LIMIT.cooldownMs + 1000;
    expect((await login("provider", DEMO_PASSWORD_HASH, "203.0.113.40")).status).toBe(200);
  });

  it("keeps the count in the database per address, and treats unknown usernames like known ones", async () => {
    for (let i = 0; i < 3; i++) await login("ematerai", sha256("bad"), "203.0.113.9");
    const [row] = await t.platform.db.select().from(loginAttempts).where(and(eq(loginAttempts.username, "ematerai"), eq(loginAttempts.address, "203.0.113.9")));
    expect(row).toMatchObject({ attempts: 3, lockedUntil: null });
    for (let i = 0; i < LOGIN_LIMIT.failures; i++) expect((await login("nobody-at-all", sha256("bad"), "203.0.113.9")).status).toBe(401);
    const unknown = await login("nobody-at-all", sha256("bad"), "203.0.113.9");
    expect(unknown.status).toBe(429);
    expect(unknown.body.message).toMatch(LOCKED);
    // A success removes its row; rows whose window and lock are over are pruned by later failures.
    expect((await login("ematerai", DEMO_PASSWORD_HASH, "203.0.113.9")).status).toBe(200);
    clock += LOGIN_LIMIT.cooldownMs + LOGIN_LIMIT.windowMs + 1000;
    await login("someone-else", sha256("bad"));
    const left = await t.platform.db.select({ username: loginAttempts.username }).from(loginAttempts);
    expect(left.map((r) => r.username)).toEqual(["someone-else"]);
  });
});

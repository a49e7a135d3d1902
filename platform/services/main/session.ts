// user/login, user/logout (contract/session.ts), updatePass (contract/members.ts).
import { and, eq, gte, isNull, lt, or, sql } from "drizzle-orm";
import { Hono } from "hono";
import type { z } from "zod";
import { apps, loginAttempts as loginAttemptsTable, projects, users } from "../../db/schema.ts";
import { hashPassword, verifyPassword } from "../../lib/crypto.ts";
import { clientAddress, recordSecurityEvent } from "../audit.ts";
import { requireAuth } from "../auth.ts";
import type { AppEnv, PlatformContext } from "../context.ts";
import { HttpError, okMessage } from "../http.ts";
import { issueToken, pruneTokens, revokeOtherTokens, revokeToken } from "../tokens.ts";
import { jsonBody } from "../validate.ts";
import { mountedPath, type AnswerOf, type EnvelopeOf } from "../../../contract/define.ts";
import { updatePass } from "../../../contract/members.ts";
import { login, logout } from "../../../contract/session.ts";

const loginFailed = (message: string, status: 400 | 401 | 429 = 401) => new HttpError(status, message, { success: false });

/**
 * Failed logins (SPEC has no number; issues 10 and 23): this many within the window, from one client
 * address for one username, lock that pair for the cooldown. Past the same number from all addresses
 * together, a username is only slowed down (SLOW_MS a failure, at most MAX_DELAY_MS): nobody can lock
 * an operator out by typing wrong passwords for their username somewhere else. An address that fails
 * with many usernames gets its wrong answers slowed the same way; a right password is never delayed
 * for that.
 */
export const LOGIN_LIMIT = { failures: 10, windowMs: 15 * 60_000, cooldownMs: 15 * 60_000, slowMs: 250, maxDelayMs: 3000 };

const delayFor = (failures: number) => Math.min(LOGIN_LIMIT.maxDelayMs, Math.max(0, failures - LOGIN_LIMIT.failures) * LOGIN_LIMIT.slowMs);
const sleep = (ms: number) => (ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve());

/**
 * The platform's own limit on failed logins, in login_attempts, so every instance sharing the
 * database and a restart see the same count. An attempt is counted before its password is checked,
 * in one atomic upsert: attempts sent in parallel cannot all pass the check before the first
 * failure is written (they did when the count was read, then written). A success clears its pair's
 * count, so only attempts since the last success (failed or still running) count.
 */
function loginAttempts(ctx: PlatformContext, username: string, address: string) {
  const key = username.toLowerCase();
  const t = loginAttemptsTable;
  const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
  const windowStart = (now: Date) => new Date(now.getTime() - LOGIN_LIMIT.windowMs);
  const pair = and(eq(t.username, key), eq(t.address, address));
  return {
    /** Counts this attempt; answers how long the pair stays locked (0: go on) and how long to slow down first. */
    async begin(now: Date): Promise<{ lockedMs: number; delayMs: number }> {
      const locked = sql`${t.lockedUntil} > ${at(now)}`;
      // The lock is over, or the window of the first counted attempt.
      const fresh = sql`(${t.lockedUntil} <= ${at(now)} OR ${t.windowStart} <= ${at(windowStart(now))})`;
      const full = sql`${t.attempts} >= ${LOGIN_LIMIT.failures}`;
      const [row] = await ctx.db
        .insert(t)
        .values({ username: key, address, attempts: 1, windowStart: now })
        .onConflictDoUpdate({
          target: [t.username, t.address],
          set: {
            attempts: sql`CASE WHEN ${locked} THEN ${t.attempts} WHEN ${fresh} THEN 1 WHEN ${full} THEN ${t.attempts} ELSE ${t.attempts} + 1 END`,
            windowStart: sql`CASE WHEN ${locked} THEN ${t.windowStart} WHEN ${fresh} THEN ${at(now)} ELSE ${t.windowStart} END`,
            lockedUntil: sql`CASE WHEN ${locked} THEN ${t.lockedUntil} WHEN ${fresh} THEN NULL WHEN ${full} THEN ${at(new Date(now.getTime() + LOGIN_LIMIT.cooldownMs))} ELSE ${t.lockedUntil} END`,
          },
        })
        .returning({ lockedUntil: t.lockedUntil });
      const lockedMs = row?.lockedUntil ? Math.max(0, row.lockedUntil.getTime() - now.getTime()) : 0;
      if (lockedMs > 0) return { lockedMs, delayMs: 0 };
      const [all] = await ctx.db
        .select({ n: sql<number>`coalesce(sum(${t.attempts}), 0)::int` })
        .from(t)
        .where(and(eq(t.username, key), gte(t.windowStart, windowStart(now))));
      return { lockedMs: 0, delayMs: delayFor(all?.n ?? 0) };
    },
    /** After a wrong password: slower when the address has failed with many usernames. */
    async addressDelay(now: Date): Promise<number> {
      const [all] = await ctx.db
        .select({ n: sql<number>`coalesce(sum(${t.attempts}), 0)::int` })
        .from(t)
        .where(and(eq(t.address, address), gte(t.windowStart, windowStart(now))));
      return delayFor(all?.n ?? 0);
    },
    /** The attempt failed: the failure that fills the window locks the pair from now on (answers whether it did). */
    async failed(now: Date): Promise<boolean> {
      const locked = await ctx.db
        .update(t)
        .set({ lockedUntil: new Date(now.getTime() + LOGIN_LIMIT.cooldownMs) })
        .where(and(pair, gte(t.attempts, LOGIN_LIMIT.failures), isNull(t.lockedUntil)))
        .returning({ username: t.username });
      // Rows whose window and lock are over count nothing any more.
      await ctx.db.delete(t).where(and(lt(t.windowStart, windowStart(now)), or(isNull(t.lockedUntil), lt(t.lockedUntil, now))));
      return locked.length > 0;
    },
    async succeeded() {
      await ctx.db.delete(t).where(pair);
    },
  };
}

export function sessionRoutes(ctx: PlatformContext) {
  const r = new Hono<AppEnv>();

  r.post(mountedPath(login, "/api"), async (c) => {
    let body: z.output<typeof login.body>;
    try {
      body = await jsonBody(c, login.body);
    } catch (err) {
      if (err instanceof HttpError) throw loginFailed(err.message, 400);
      throw err;
    }
    const attempt = loginAttempts(ctx, body.username, clientAddress(c));
    const { lockedMs, delayMs } = await attempt.begin(ctx.now());
    if (lockedMs > 0) {
      await recordSecurityEvent(ctx.db, c, { action: "sign-in-failed", username: body.username, call: "user/login", detail: { reason: "locked" } });
      c.header("Retry-After", String(Math.ceil(lockedMs / 1000)));
      throw loginFailed(`Terlalu banyak percobaan login yang gagal. Coba lagi dalam ${Math.ceil(lockedMs / 60_000)} menit.`, 429);
    }
    await sleep(delayMs);
    const [user] = await ctx.db.select().from(users).where(eq(users.username, body.username)).limit(1);
    const valid = await verifyPassword(body.password, user?.passwordHash); // runs even for unknown users
    if (!user || !valid) {
      const lockedNow = await attempt.failed(ctx.now());
      const who = { username: body.username, role: user?.role, projectId: user?.projectId, call: "user/login" };
      await recordSecurityEvent(ctx.db, c, { ...who, action: "sign-in-failed", detail: { reason: user ? "password" : "unknown user" } });
      if (lockedNow) await recordSecurityEvent(ctx.db, c, { ...who, action: "lock-out", detail: { minutes: LOGIN_LIMIT.cooldownMs / 60_000 } });
      await sleep((await attempt.addressDelay(ctx.now())) - delayMs);
      throw loginFailed("Username atau Password salah!");
    }
    await attempt.succeeded();
    const who = { username: user.username, role: user.role, projectId: user.projectId, call: "user/login" };
    if (!user.isActive) {
      await recordSecurityEvent(ctx.db, c, { ...who, action: "sign-in-failed", detail: { reason: "inactive" } });
      throw loginFailed("Akun anda tidak aktif, silakan hubungi administrator.");
    }
    const [row] = await ctx.db
      .select({ project: projects, app: apps })
      .from(projects)
      .innerJoin(apps, eq(apps.appId, user.appId))
      .where(eq(projects.projectId, user.projectId))
      .limit(1);
    if (!row) throw new HttpError(500, "The account's project is missing");
    const now = ctx.now();
    await pruneTokens(ctx.db, now);
    const token = await issueToken(ctx.db, user.username, "user", now);
    const data: AnswerOf<typeof login> = {
      dataLogin: {
        app_id: user.appId,
        username: user.username,
        name: user.name,
        mobile_id: user.mobileId,
        project_id: user.projectId,
        role: user.role,
        payor_code: user.payorCode,
        menu_active: user.menuActive,
        meta: {
          role: user.role,
          menu_active: user.menuActive,
          provider_code: user.meta.provider_code,
          provider_name: user.meta.provider_name,
          icon: user.meta.icon,
          whitelable: user.meta.whitelable,
          payor_code: user.payorCode,
          access: user.meta.access,
          flag_access: user.meta.flag_access,
          app_id: user.appId,
        },
      },
      dataApp: {
        project_id: row.project.projectId,
        name: row.project.name,
        to: row.project.validEnd,
        Project: { payorcode: row.project.payorcode },
      },
    };
    await recordSecurityEvent(ctx.db, c, { ...who, action: "sign-in" });
    const answer = { success: true, code: 200, message: "Login Success", token, data } satisfies EnvelopeOf<typeof login> & { code: 200; data: AnswerOf<typeof login> };
    return c.json(answer, 200);
  });

  r.post(mountedPath(logout, "/api"), requireAuth(ctx, "user", { rotate: false }), async (c) => {
    await revokeToken(ctx.db, ctx.sessionCache, c.get("tokenHash"), ctx.now());
    // The console says when it ends a session itself (idle or too old): X-Logout-Reason: expired.
    const caller = c.get("caller");
    const expired = c.req.header("x-logout-reason") === "expired";
    await recordSecurityEvent(ctx.db, c, { action: expired ? "session-expired" : "logout", username: caller.username, role: caller.role, projectId: caller.projectId, call: "user/logout" });
    return okMessage(c, "Logout Success");
  });

  r.post(mountedPath(updatePass, "/api"), requireAuth(ctx, "user"), async (c) => {
    const body = await jsonBody(c, updatePass.body);
    const caller = c.get("caller");
    if (body.username !== caller.username) throw new HttpError(400, "Username tidak sesuai dengan akun yang sedang login!");
    if (body.oldpass.toLowerCase() === body.newpass.toLowerCase()) throw new HttpError(400, "Password baru harus berbeda dengan password lama!");
    const [user] = await ctx.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.username, caller.username));
    if (!user || !(await verifyPassword(body.oldpass, user.passwordHash))) throw new HttpError(400, "Password lama salah!");
    const passwordHash = await hashPassword(body.newpass);
    const now = ctx.now();
    await ctx.db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.username, caller.username));
      // Other sessions of this account end; this one stays.
      await revokeOtherTokens(tx, ctx.sessionCache, caller.username, c.get("tokenHash"), now);
    });
    // Committed now: no lookup may keep a token of this account that it read before.
    ctx.sessionCache.forgetUser(caller.username);
    return okMessage(c, "Password berhasil diubah");
  });

  return r;
}

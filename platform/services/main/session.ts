// user/login, user/logout, updatePass.
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { apps, platformMeta, projects, users } from "../../db/schema.ts";
import { hashPassword, verifyPassword } from "../../lib/crypto.ts";
import { requireAuth } from "../auth.ts";
import type { AppEnv, PlatformContext } from "../context.ts";
import { HttpError, okMessage } from "../http.ts";
import { issueToken, pruneTokens, revokeOtherTokens, revokeToken } from "../tokens.ts";
import type { DataApp, DataLogin, LoginResponse } from "../types.ts";
import { jsonBody, sha256Hex, text } from "../validate.ts";

const LoginBody = z.object({ username: text(200), password: sha256Hex });
const UpdatePassBody = z.object({ username: text(200), oldpass: sha256Hex, newpass: sha256Hex });

const loginFailed = (message: string, status: 400 | 401 | 429 = 401) => new HttpError(status, message, { success: false });

/** Failed logins per username (SPEC has no number; issue 10): this many within the window lock the username for the cooldown. */
export const LOGIN_LIMIT = { failures: 10, windowMs: 15 * 60_000, cooldownMs: 15 * 60_000 };
type LoginFailures = { failures: number; since: number; lockedUntil?: number };

/**
 * The platform's own limit on failed logins, per username, kept in platform_meta so every
 * instance sharing the database and a restart see the same count. A success clears it.
 */
async function loginFailures(ctx: PlatformContext, username: string) {
  const key = `login_failures:${username.toLowerCase()}`;
  const [row] = await ctx.db.select({ value: platformMeta.value }).from(platformMeta).where(eq(platformMeta.key, key)).limit(1);
  const state = (row?.value ?? null) as LoginFailures | null;
  return {
    lockedFor(now: number): number {
      return state?.lockedUntil && state.lockedUntil > now ? state.lockedUntil - now : 0;
    },
    async failed(now: number) {
      const fresh = !state || now - state.since > LOGIN_LIMIT.windowMs || (state.lockedUntil !== undefined && state.lockedUntil <= now);
      const next: LoginFailures = fresh ? { failures: 1, since: now } : { failures: state.failures + 1, since: state.since };
      if (next.failures >= LOGIN_LIMIT.failures) next.lockedUntil = now + LOGIN_LIMIT.cooldownMs;
      await ctx.db
        .insert(platformMeta)
        .values({ key, value: next })
        .onConflictDoUpdate({ target: platformMeta.key, set: { value: next, updatedAt: new Date(now) } });
    },
    async cleared() {
      if (state) await ctx.db.delete(platformMeta).where(eq(platformMeta.key, key));
    },
  };
}

export function sessionRoutes(ctx: PlatformContext) {
  const r = new Hono<AppEnv>();

  r.post("/user/login", async (c) => {
    let body: z.output<typeof LoginBody>;
    try {
      body = await jsonBody(c, LoginBody);
    } catch (err) {
      if (err instanceof HttpError) throw loginFailed(err.message, 400);
      throw err;
    }
    const attemptAt = ctx.now().getTime();
    const limit = await loginFailures(ctx, body.username);
    const locked = limit.lockedFor(attemptAt);
    if (locked > 0) {
      c.header("Retry-After", String(Math.ceil(locked / 1000)));
      throw loginFailed(`Terlalu banyak percobaan login yang gagal. Coba lagi dalam ${Math.ceil(locked / 60_000)} menit.`, 429);
    }
    const [user] = await ctx.db.select().from(users).where(eq(users.username, body.username)).limit(1);
    const valid = await verifyPassword(body.password, user?.passwordHash); // runs even for unknown users
    if (!user || !valid) {
      await limit.failed(attemptAt);
      throw loginFailed("Username atau Password salah!");
    }
    await limit.cleared();
    if (!user.isActive) throw loginFailed("Akun anda tidak aktif, silakan hubungi administrator.");
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
    const dataLogin: DataLogin = {
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
    };
    const dataApp: DataApp = {
      project_id: row.project.projectId,
      name: row.project.name,
      to: row.project.validEnd,
      Project: { payorcode: row.project.payorcode },
    };
    const response: LoginResponse = { success: true, code: 200, message: "Login Success", token, data: { dataLogin, dataApp } };
    return c.json(response, 200);
  });

  r.post("/user/logout", requireAuth(ctx, "user", { rotate: false }), async (c) => {
    await revokeToken(ctx.db, c.get("tokenHash"), ctx.now());
    return okMessage(c, "Logout Success");
  });

  r.post("/updatePass", requireAuth(ctx, "user"), async (c) => {
    const body = await jsonBody(c, UpdatePassBody);
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
      await revokeOtherTokens(tx, caller.username, c.get("tokenHash"), now);
    });
    return okMessage(c, "Password berhasil diubah");
  });

  return r;
}

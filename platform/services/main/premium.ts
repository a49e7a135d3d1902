// Premium provider accounts (SPEC §7 "Premium provider and provider data", §3 "Premium provider";
// docs/platform-contract.md "Premium provider and provider data"): a provider of the app and the console account
// (role provider) it signs in with. Adding one makes both; renaming, a new password or deactivating
// one ends the account's sessions, so the change holds at once.
import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import { Hono } from "hono";
import { premiumProviders, sessions, users } from "../../db/schema.ts";
import { hashPassword } from "../../lib/crypto.ts";
import { requireAuth } from "../auth.ts";
import type { AppEnv, Caller, PlatformContext } from "../context.ts";
import { conflict, notFound, ok, okMessage } from "../http.ts";
import { callerApp, callerProject, PROVIDER_ROLES } from "../scope.ts";
import { mountedPath, type AnswerOf } from "../../../contract/define.ts";
import { createPremiumProviderStatus, getListPremiumProvider, updatePremiumProvider, updatePremiumProviderStatus } from "../../../contract/provider.ts";
import { jsonBody } from "../validate.ts";

export function premiumRoutes(ctx: PlatformContext) {
  const r = new Hono<AppEnv>();
  const auth = requireAuth(ctx, "user");

  /** Whether a console account already has this username, in any letter case. */
  async function usernameTaken(name: string, except?: string) {
    const [row] = await ctx.db
      .select({ username: users.username })
      .from(users)
      .where(and(sql`lower(${users.username}) = lower(${name})`, except ? ne(users.username, except) : undefined))
      .limit(1);
    return !!row;
  }

  /** Ends every session of an account, after the commit too (tokens read meanwhile are not kept). */
  async function endSessions(name: string) {
    await ctx.db.update(sessions).set({ revokedAt: ctx.now() }).where(and(eq(sessions.username, name), sql`${sessions.revokedAt} is null`));
    ctx.sessionCache.forgetUser(name);
  }

  async function appOf(caller: Caller, appid: string) {
    return callerApp(ctx.db, caller, appid);
  }

  r.get(mountedPath(getListPremiumProvider, "/api"), auth, async (c) => {
    const caller = c.get("caller");
    const rows = await ctx.db.select().from(premiumProviders).where(eq(premiumProviders.appId, caller.appId)).orderBy(asc(premiumProviders.providerCode));
    const data: AnswerOf<typeof getListPremiumProvider> = rows.map((p) => ({
      app_id: p.appId,
      username: p.username,
      meta: { id_prov: p.idProv, provider_name: p.providerName, provider_code: p.providerCode, status: p.status },
      created_at: p.createdAt.toISOString(),
    }));
    return ok(c, data);
  });

  r.post(mountedPath(createPremiumProviderStatus, "/api"), auth, async (c) => {
    const caller = c.get("caller");
    const body = await jsonBody(c, createPremiumProviderStatus.body);
    const app = await appOf(caller, body.appid);
    const project = await callerProject(ctx.db, caller, app.projectId);
    const [sameCode] = await ctx.db.select({ id: premiumProviders.idProv }).from(premiumProviders).where(eq(premiumProviders.providerCode, body.provider_code)).limit(1);
    if (sameCode) throw conflict(`Provider code ${body.provider_code} sudah terdaftar.`);
    if (await usernameTaken(body.username)) throw conflict(`Username ${body.username} sudah dipakai.`);
    const [sameId] = await ctx.db.select({ id: premiumProviders.idProv }).from(premiumProviders).where(eq(premiumProviders.idProv, body.provid)).limit(1);
    if (sameId) throw conflict(`Provider id ${body.provid} sudah dipakai.`);
    const passwordHash = await hashPassword(body.password);
    try {
      await ctx.db.transaction(async (tx) => {
        await tx.insert(premiumProviders).values({ idProv: body.provid, providerCode: body.provider_code, providerName: body.provider_name, appId: app.appId, username: body.username, status: true });
        await tx.insert(users).values({
          username: body.username,
          passwordHash,
          name: body.provider_name,
          role: "provider",
          mobileId: app.mobileId,
          appId: app.appId,
          projectId: project.projectId,
          payorCode: "*",
          menuActive: [],
          meta: { icon: "", provider_name: body.provider_name, provider_code: body.provider_code, whitelable: "", access: "provider", flag_access: {} },
          isActive: true,
        });
      });
    } catch (error) {
      // Two operators adding the same provider at once: the loser is told as if it came second.
      if ((error as { code?: string }).code === "23505" || (error as { cause?: { code?: string } }).cause?.code === "23505") throw conflict("Provider atau username sudah terdaftar.");
      throw error;
    }
    return ok(c, { id_prov: body.provid } satisfies AnswerOf<typeof createPremiumProviderStatus>, "Success Inserted!");
  });

  r.post(mountedPath(updatePremiumProvider, "/api"), auth, async (c) => {
    const caller = c.get("caller");
    const body = await jsonBody(c, updatePremiumProvider.body);
    const app = await appOf(caller, body.appid);
    const [provider] = await ctx.db
      .select()
      .from(premiumProviders)
      .where(and(eq(premiumProviders.appId, app.appId), eq(premiumProviders.providerCode, body.provider_code), eq(premiumProviders.username, body.username_old)))
      .limit(1);
    if (!provider) throw notFound(`Provider ${body.provider_code} not found for your account`);
    const renamed = body.username !== provider.username;
    if (renamed && (await usernameTaken(body.username, provider.username))) throw conflict(`Username ${body.username} sudah dipakai.`);
    const passwordHash = body.password ? await hashPassword(body.password) : null;
    const now = ctx.now();
    await ctx.db.transaction(async (tx) => {
      await tx.update(premiumProviders).set({ providerName: body.provider_name, username: body.username }).where(eq(premiumProviders.idProv, provider.idProv));
      const [account] = await tx.select({ meta: users.meta }).from(users).where(eq(users.username, provider.username));
      if (account) {
        await tx
          .update(users)
          .set({
            username: body.username,
            name: body.provider_name,
            meta: { ...account.meta, provider_name: body.provider_name },
            ...(passwordHash ? { passwordHash } : {}),
            updatedAt: now,
          })
          .where(eq(users.username, provider.username));
      }
    });
    // A new name or password: whoever was signed in signs in again, with what the operator set.
    if (renamed || passwordHash) {
      await endSessions(body.username);
      ctx.sessionCache.forgetUser(provider.username);
    }
    return okMessage(c, "Success Updated!");
  });

  r.post(mountedPath(updatePremiumProviderStatus, "/api"), auth, async (c) => {
    const caller = c.get("caller");
    const body = await jsonBody(c, updatePremiumProviderStatus.body);
    const app = await appOf(caller, body.appid);
    const [provider] = await ctx.db
      .update(premiumProviders)
      .set({ status: body.status })
      .where(and(eq(premiumProviders.appId, app.appId), eq(premiumProviders.idProv, body.id_prov)))
      .returning({ username: premiumProviders.username });
    if (!provider) throw notFound(`Provider ${body.id_prov} not found for your account`);
    // The account follows: an inactive provider's sessions end with SPEC §4's forced logout (421).
    await ctx.db.update(users).set({ isActive: body.status, updatedAt: ctx.now() }).where(and(eq(users.username, provider.username), inArray(users.role, [...PROVIDER_ROLES])));
    ctx.sessionCache.forgetUser(provider.username);
    return okMessage(c, "Success Updated!");
  });

  return r;
}

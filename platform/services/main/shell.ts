// The console shell's reference calls: get/getApp, get/my_premium, get/additionals, get/getRoutes,
// get/payor, post/corporate, declared in contract/session.ts. (linkProjectEcard lives with the e-card
// calls, ecard.ts.)
import { and, asc, count, eq, inArray, or, sql } from "drizzle-orm";
import { Hono } from "hono";
import { mountedPath, type AnswerOf, type EnvelopeOf } from "../../../contract/define.ts";
import { getAdditionals, getApp, getMyPremium, getPayor, getRoutes, postCorporate } from "../../../contract/session.ts";
import { additionals, appFeatures, appRoutes, corporates, payors, premiumProviders } from "../../db/schema.ts";
import { requireAuth } from "../auth.ts";
import { ttlMemo } from "../cache.ts";
import type { AppEnv, PlatformContext } from "../context.ts";
import { notFound, ok } from "../http.ts";
import { callerApp, callerProject, PROVIDER_ROLES, visiblePayors } from "../scope.ts";
import { jsonBody, likeEscape, params } from "../validate.ts";

export function shellRoutes(ctx: PlatformContext) {
  const r = new Hono<AppEnv>();
  const auth = requireAuth(ctx, "user");

  r.get(mountedPath(getApp, "/api"), auth, async (c) => {
    const { app_id } = params(c, getApp.params);
    const app = await callerApp(ctx.db, c.get("caller"), app_id);
    const feature = await ctx.db
      .select({ feature_id: appFeatures.featureId, name: appFeatures.name })
      .from(appFeatures)
      .where(eq(appFeatures.appId, app.appId))
      .orderBy(asc(appFeatures.position), asc(appFeatures.featureId));
    const data: AnswerOf<typeof getApp> = { app_id: app.appId, name: app.name, mobile_id: app.mobileId, project_id: app.projectId, feature };
    return ok(c, data);
  });

  r.get(mountedPath(getMyPremium, "/api"), auth, async (c) => {
    const { id } = params(c, getMyPremium.params);
    const caller = c.get("caller");
    // Provider accounts may read only their own provider.
    if (PROVIDER_ROLES.has(caller.role) && caller.meta.provider_code !== id) throw notFound(`Provider ${id} not found for your account`);
    const [p] = await ctx.db
      .select()
      .from(premiumProviders)
      .where(and(eq(premiumProviders.providerCode, id), eq(premiumProviders.appId, caller.appId)))
      .limit(1);
    if (!p) throw notFound(`Provider ${id} not found for your account`);
    const data: AnswerOf<typeof getMyPremium> = {
      id_prov: p.idProv,
      provider_code: p.providerCode,
      provider_name: p.providerName,
      address: p.address,
      phone: p.phone,
      email: p.email,
      status: p.status,
    };
    return ok(c, data);
  });

  r.get(mountedPath(getAdditionals, "/api"), auth, async (c) => {
    const data: AnswerOf<typeof getAdditionals> = await ctx.db
      .select({ id: additionals.id, name: additionals.name, title: additionals.title, content: additionals.content })
      .from(additionals)
      .where(eq(additionals.appId, c.get("caller").appId))
      .orderBy(asc(additionals.id));
    return ok(c, data);
  });

  // The app's feature routes change only with the seed; the shell asks on every page.
  const routesOf = ttlMemo<NonNullable<AnswerOf<typeof getRoutes>>>(ctx.cacheMs, ctx.now);
  r.get(mountedPath(getRoutes, "/api"), auth, async (c) => {
    const appId = c.get("caller").appId;
    const data = await routesOf(appId, () =>
      ctx.db
        .select({ id: appRoutes.id, name: appRoutes.name, title: appRoutes.title })
        .from(appRoutes)
        .where(eq(appRoutes.appId, appId))
        .orderBy(asc(appRoutes.position), asc(appRoutes.id)),
    );
    return ok(c, data);
  });

  r.get(mountedPath(getPayor, "/api"), auth, async (c) => {
    const project = await callerProject(ctx.db, c.get("caller"));
    const data: AnswerOf<typeof getPayor> = project.payorcode.length
      ? await ctx.db
          .select({ payor_code: payors.payorCode, payor_name: payors.payorName })
          .from(payors)
          .where(inArray(payors.payorCode, project.payorcode))
          .orderBy(asc(payors.payorCode))
      : [];
    return ok(c, data);
  });

  r.post(mountedPath(postCorporate, "/api"), auth, async (c) => {
    const p = params(c, postCorporate.params);
    const caller = c.get("caller");
    await callerApp(ctx.db, caller, p.app);
    const project = await callerProject(ctx.db, caller, p.project);
    const body = await jsonBody(c, postCorporate.body);
    const requested = [body.payercode].flat().flatMap((s) => s.split(",")).map((s) => s.trim()).filter(Boolean);
    const allowed = visiblePayors(caller, project.payorcode);
    const wanted = requested.includes("*") ? allowed : allowed.filter((code) => requested.includes(code));
    const none: AnswerOf<typeof postCorporate> = [];
    if (!wanted.length) return ok(c, none, "Success", { total: 0 } satisfies EnvelopeOf<typeof postCorporate>);
    const escaped = likeEscape(body.q);
    const where = and(
      inArray(corporates.payorCode, wanted),
      body.q ? or(sql`${corporates.name} ILIKE ${`%${escaped}%`}`, sql`${corporates.corpCode} ILIKE ${`%${escaped}%`}`) : undefined,
    );
    const [total] = await ctx.db.select({ n: count() }).from(corporates).where(where);
    const rows = ctx.db
      .select({ corp_code: corporates.corpCode, name: corporates.name, payor_code: corporates.payorCode })
      .from(corporates)
      .where(where)
      .orderBy(asc(corporates.corpCode));
    const data: AnswerOf<typeof postCorporate> = body.limit ? await rows.limit(body.limit) : await rows;
    return ok(c, data, "Success", { total: total?.n ?? 0 } satisfies EnvelopeOf<typeof postCorporate>);
  });

  return r;
}

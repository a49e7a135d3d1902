// Feature visibility per corporate: getVisibility, updateFeature, updateFeatureMulti; and the
// console access log (POST /log); declared in contract/features.ts.
import { and, asc, eq, inArray, or, sql } from "drizzle-orm";
import { Hono } from "hono";
import type { z } from "zod";
import { mountedPath, type AnswerOf, type EnvelopeOf } from "../../../contract/define.ts";
import { getVisibility, log, updateFeature, updateFeatureMulti } from "../../../contract/features.ts";
import { accessLogs, appRoutes, corporates, featureConfigs, featureItems } from "../../db/schema.ts";
import { BANNER_FEATURE } from "../../constants.ts";
import { requireAuth } from "../auth.ts";
import type { AppEnv, Caller, PlatformContext } from "../context.ts";
import { badRequest, notFound, ok } from "../http.ts";
import { callerApp, callerProject, visiblePayors } from "../scope.ts";
import { jsonBody, params } from "../validate.ts";

/** A stored configuration, as updateFeature takes it. */
type JsonFeature = z.output<typeof updateFeature.body>["jsonfeature"];

interface ResolvedFeature {
  featureId: string;
  items: { key: string; name: string }[];
}

function defaults(items: ResolvedFeature["items"]): JsonFeature {
  return { features: Object.fromEntries(items.map((i) => [i.key, true])), invisible_items: {}, invisible: [] };
}

/** Stored (or requested) config over the defaults: items added to the catalogue later default to true. */
function normalize(items: ResolvedFeature["items"], json: Partial<JsonFeature> | null): JsonFeature {
  const base = defaults(items);
  if (!json) return base;
  const keys = new Set(items.map((i) => i.key));
  const features = { ...base.features };
  for (const [k, v] of Object.entries(json.features ?? {})) if (keys.has(k)) features[k] = v;
  const invisibleItems: Record<string, string[]> = {};
  for (const [k, v] of Object.entries(json.invisible_items ?? {})) if (keys.has(k) && Array.isArray(v)) invisibleItems[k] = [...new Set(v)];
  return { features, invisible_items: invisibleItems, invisible: [...new Set(json.invisible ?? [])] };
}

export function featureRoutes(ctx: PlatformContext) {
  const r = new Hono<AppEnv>();
  const auth = requireAuth(ctx, "user");

  /** A getRoutes id or name of the app, or 'banner'; 404 otherwise. */
  const resolveFeature = async (appId: string, feature: string): Promise<ResolvedFeature> => {
    let featureId = feature;
    if (feature !== BANNER_FEATURE) {
      const [route] = await ctx.db
        .select({ id: appRoutes.id })
        .from(appRoutes)
        .where(and(eq(appRoutes.appId, appId), or(eq(appRoutes.id, feature), eq(appRoutes.name, feature))))
        .limit(1);
      if (!route) throw notFound(`Feature ${feature} not found`);
      featureId = route.id;
    }
    const items = await ctx.db
      .select({ key: featureItems.key, name: featureItems.name })
      .from(featureItems)
      .where(and(eq(featureItems.appId, appId), eq(featureItems.featureId, featureId)))
      .orderBy(asc(featureItems.position), asc(featureItems.key));
    if (feature === BANNER_FEATURE && items.length === 0) throw notFound(`Feature ${feature} not found`);
    return { featureId, items };
  };

  /** Corporates among `codes` that belong to the caller's project and payors. */
  const corporatesInScope = async (caller: Caller, codes: string[]): Promise<Set<string>> => {
    const project = await callerProject(ctx.db, caller);
    const payors = visiblePayors(caller, project.payorcode);
    if (!payors.length || !codes.length) return new Set();
    const rows = await ctx.db
      .select({ code: corporates.corpCode })
      .from(corporates)
      .where(and(inArray(corporates.corpCode, codes), inArray(corporates.payorCode, payors)));
    return new Set(rows.map((row) => row.code));
  };

  const checkItems = (feature: ResolvedFeature, json: JsonFeature) => {
    const keys = new Set(feature.items.map((i) => i.key));
    const unknown = [...new Set([...Object.keys(json.features), ...Object.keys(json.invisible_items)])].filter((k) => !keys.has(k));
    if (unknown.length) throw badRequest(`Invalid request: jsonfeature: unknown item(s) of ${feature.featureId}: ${unknown.slice(0, 10).join(", ")}`);
  };

  r.get(mountedPath(getVisibility, "/api"), auth, async (c) => {
    const p = params(c, getVisibility.params);
    const caller = c.get("caller");
    const app = await callerApp(ctx.db, caller, p.app);
    const feature = await resolveFeature(app.appId, p.feature);
    if (!(await corporatesInScope(caller, [p.corp])).has(p.corp)) throw notFound(`Corporate ${p.corp} not found for your account`);
    const [row] = await ctx.db
      .select()
      .from(featureConfigs)
      .where(and(eq(featureConfigs.appId, app.appId), eq(featureConfigs.featureId, feature.featureId), eq(featureConfigs.corpCode, p.corp)))
      .limit(1);
    const data: AnswerOf<typeof getVisibility> = {
      confid: feature.featureId,
      corpid: p.corp,
      id: row ? String(row.id) : null,
      items: feature.items,
      jsonfeature: normalize(feature.items, (row?.jsonfeature as JsonFeature | undefined) ?? null),
    };
    return ok(c, data);
  });

  const upsert = (appId: string, featureId: string, corps: string[], json: JsonFeature, username: string) =>
    ctx.db
      .insert(featureConfigs)
      .values(corps.map((corp) => ({ appId, featureId, corpCode: corp, jsonfeature: json, updatedBy: username, updatedAt: ctx.now() })))
      .onConflictDoUpdate({
        target: [featureConfigs.appId, featureConfigs.featureId, featureConfigs.corpCode],
        set: { jsonfeature: sql`excluded.jsonfeature`, updatedBy: sql`excluded.updated_by`, updatedAt: sql`excluded.updated_at` },
      })
      .returning({ id: featureConfigs.id, corp: featureConfigs.corpCode });

  r.post(mountedPath(updateFeature, "/api"), auth, async (c) => {
    const body = await jsonBody(c, updateFeature.body);
    const caller = c.get("caller");
    const feature = await resolveFeature(caller.appId, body.confid);
    checkItems(feature, body.jsonfeature);
    if (!(await corporatesInScope(caller, [body.corpid])).has(body.corpid)) throw notFound(`Corporate ${body.corpid} not found for your account`);
    if (body.id !== null) {
      const [existing] = await ctx.db
        .select({ id: featureConfigs.id })
        .from(featureConfigs)
        .where(and(eq(featureConfigs.appId, caller.appId), eq(featureConfigs.featureId, feature.featureId), eq(featureConfigs.corpCode, body.corpid)))
        .limit(1);
      if (existing?.id !== body.id) throw notFound(`Configuration ${body.id} not found for ${feature.featureId} and ${body.corpid}`);
    }
    const [row] = await upsert(caller.appId, feature.featureId, [body.corpid], normalize(feature.items, body.jsonfeature), caller.username);
    const data: AnswerOf<typeof updateFeature> = { id: String(row!.id) };
    return ok(c, data, "Success Updated!");
  });

  r.post(mountedPath(updateFeatureMulti, "/api"), auth, async (c) => {
    const body = await jsonBody(c, updateFeatureMulti.body);
    const caller = c.get("caller");
    const feature = await resolveFeature(caller.appId, body.confid);
    checkItems(feature, body.jsonfeature);
    const codes = [...new Set(body.corpid.split(","))];
    const inScope = await corporatesInScope(caller, codes);
    const targets = codes.filter((code) => inScope.has(code));
    const skipped = codes.filter((code) => !inScope.has(code)).map((corp_code) => ({ corp_code, reason: "Corporate not found for your account" }));
    if (targets.length) await upsert(caller.appId, feature.featureId, targets, normalize(feature.items, body.jsonfeature), caller.username);
    const data: AnswerOf<typeof updateFeatureMulti> = { updated: targets, skipped };
    return ok(c, data, targets.length ? "Success Updated!" : "Nothing updated");
  });

  r.post(mountedPath(log, "/api"), auth, async (c) => {
    const body = await jsonBody(c, log.body);
    const caller = c.get("caller");
    const project = await callerProject(ctx.db, caller, body.body.project_id);
    await ctx.db.insert(accessLogs).values({
      username: caller.username,
      projectId: project.projectId,
      msgEvent: body.msg_event,
      corpCode: body.body.corp_code,
      corpName: body.body.corp_name,
      createdAt: ctx.now(),
    });
    return c.json({ code: 200, message: "Success" } satisfies EnvelopeOf<typeof log>, 200);
  });

  return r;
}

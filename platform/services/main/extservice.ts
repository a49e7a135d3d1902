// linkExtService: the console's proxy to the e-stamp (e-materai) service. Implemented here:
// GET /quota { provider_code } → total, usage, remain and their percentages.
import { and, count, eq } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { emateraiQuotas, emateraiUsages, premiumProviders } from "../../db/schema.ts";
import { requireAuth } from "../auth.ts";
import type { AppEnv, PlatformContext } from "../context.ts";
import { badRequest, notFound, ok } from "../http.ts";
import { PROVIDER_ROLES } from "../scope.ts";
import { code, jsonBody } from "../validate.ts";
import { mountedPath, type AnswerOf } from "../../../contract/define.ts";
import { linkExtService } from "../../../contract/estamp.ts";

const QuotaQuery = z.object({ provider_code: code() });

const percent = (part: number, total: number) => (total > 0 ? Math.round((part / total) * 1000) / 10 : 0);

export function extServiceRoutes(ctx: PlatformContext) {
  const r = new Hono<AppEnv>();
  const auth = requireAuth(ctx, "user");

  r.post(mountedPath(linkExtService, "/api"), auth, async (c) => {
    const body = await jsonBody(c, linkExtService.body);
    const caller = c.get("caller");
    if (body.path.replace(/\/+$/, "") !== "/quota") throw notFound(`Unknown ext service path ${body.path}`);
    const parsed = QuotaQuery.safeParse(body.query);
    if (!parsed.success) throw badRequest("Invalid request: query.provider_code: is required (a provider code)");
    const providerCode = parsed.data.provider_code;
    // Provider and e-materai accounts see only their own provider.
    if (PROVIDER_ROLES.has(caller.role) && providerCode !== caller.meta.provider_code) throw notFound(`Provider ${providerCode} not found for your account`);
    const [provider] = await ctx.db
      .select({ code: premiumProviders.providerCode })
      .from(premiumProviders)
      .where(and(eq(premiumProviders.providerCode, providerCode), eq(premiumProviders.appId, caller.appId)))
      .limit(1);
    if (!provider) throw notFound(`Provider ${providerCode} not found for your account`);
    const [quota] = await ctx.db.select({ total: emateraiQuotas.total }).from(emateraiQuotas).where(eq(emateraiQuotas.providerCode, providerCode));
    const [used] = await ctx.db.select({ n: count() }).from(emateraiUsages).where(eq(emateraiUsages.providerCode, providerCode));
    const total = quota?.total ?? 0;
    const usage = used?.n ?? 0;
    const remain = Math.max(0, total - usage);
    const chartUsage = percent(Math.min(usage, total), total);
    const data: AnswerOf<typeof linkExtService> = { total, usage, remain, chartUsage, chartRemain: total > 0 ? Math.round((100 - chartUsage) * 10) / 10 : 0 };
    return ok(c, data);
  });

  return r;
}

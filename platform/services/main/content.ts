// Content rows (news, about, guidebook, banner ads, banner setting): content/…/array|object,
// getContent alias, createNews, updateContent, deleteContent.
import { and, desc, eq, sql } from "drizzle-orm";
import { Hono, type Context } from "hono";
import { z } from "zod";
import { contents, premiumProviders } from "../../db/schema.ts";
import { requireAuth } from "../auth.ts";
import type { AppEnv, Caller, PlatformContext } from "../context.ts";
import { badRequest, conflict, notFound, ok, refused } from "../http.ts";
import { SPEC_ROLES } from "../rules.ts";
import { callerApp } from "../scope.ts";
import { mountedPath, type AnswerOf } from "../../../contract/define.ts";
import { content, CONTENT_FEATURES, createNews, deleteContent, getContent, updateContent } from "../../../contract/content.ts";
import { check, describeIssues, jsonBody, mediaUrl, params } from "../validate.ts";

const MAX_DATAJSON_BYTES = 1024 * 1024;
const GUIDEBOOK_MESSAGE = "Pastikan Title dan URL tidak Kosong!";

const unsafeScheme = /^\s*(javascript|data|vbscript|file):/i;
const link = z.string().trim().min(1, "is required").max(1000, "must be at most 1000 characters").refine((v) => !unsafeScheme.test(v), "must not be a javascript:, data:, vbscript: or file: link");
const title = z.string().trim().min(1, "is required").max(200, "must be at most 200 characters");

/** A banner ad's day (SPEC §9): DD-MM-YYYY, a real calendar day. */
const isoOf = (day: string) => `${day.slice(6, 10)}-${day.slice(3, 5)}-${day.slice(0, 2)}`;
const bannerDay = z
  .string({ error: "is required" })
  .regex(/^\d{2}-\d{2}-\d{4}$/, "must be a day as DD-MM-YYYY")
  .refine((day) => {
    const date = new Date(`${isoOf(day)}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === isoOf(day);
  }, "must be a real calendar day");

/**
 * The menu key each content feature needs for a role SPEC §6 does not name (decision 021): the
 * call rules allow content calls by name, the feature decides which screen's data it is.
 */
const FEATURE_MENU: Record<string, string> = { a0001: "news", a0002: "about", a0005: "guidebook", a0006: "about", a0010: "banner-ads", b0001: "my-banners" };
const BANNER_ADS = "a0010";

const datajsonSchemas: Record<string, z.ZodType<Record<string, unknown>>> = {
  a0001: z.looseObject({ title, author: title, image: mediaUrl, link, content: z.string().trim().min(1, "is required") }),
  a0002: z.looseObject({ content: z.string() }),
  a0006: z.looseObject({ content: z.string() }),
  a0005: z.looseObject({
    title: z.string({ error: GUIDEBOOK_MESSAGE }).trim().min(1, GUIDEBOOK_MESSAGE).max(200, "must be at most 200 characters"),
    guidebookapp: z.string({ error: GUIDEBOOK_MESSAGE }).trim().min(1, GUIDEBOOK_MESSAGE).max(1000, "must be at most 1000 characters").refine((v) => !unsafeScheme.test(v), "must be a /files/ or http(s) URL"),
    image: z.union([z.literal(""), mediaUrl]).optional(),
  }),
  a0010: z.object({
    // SPEC §9: a random record id of 4, 5 or 9 letters and digits, made by the caller (ads made before it have none).
    id: z.string().regex(/^(?:[A-Za-z0-9]{4,5}|[A-Za-z0-9]{9})$/, "must be 4, 5 or 9 letters or digits").optional(),
    id_prov: z.string().trim().min(1, "is required").max(64, "must be at most 64 characters"),
    name: title,
    index: z.number({ error: "must be a whole number" }).int("must be a whole number").min(0, "must be 0 or more").max(9999, "must be at most 9999"),
    url: link.refine((v) => /^\/(?!\/)\S*$/.test(v) || /^https?:\/\/\S+$/i.test(v), "must be an http(s) link or an app path starting with /"),
    external_url: z.boolean({ error: "must be true or false" }),
    ads: z.boolean({ error: "must be true or false" }),
    published: z.boolean({ error: "must be true or false" }),
    start: bannerDay,
    expired: bannerDay,
    view: z.number({ error: "must be a whole number" }).int("must be a whole number").min(0, "must be 0 or more"),
    click: z.number({ error: "must be a whole number" }).int("must be a whole number").min(0, "must be 0 or more"),
    ctr: z.string().trim().max(20, "must be at most 20 characters"),
    banner: mediaUrl,
  }).refine((ad) => isoOf(ad.expired) >= isoOf(ad.start), { path: ["expired"], message: "must not be before start" }),
  b0001: z.looseObject({
    banner_regular: z.array(mediaUrl).max(50, "at most 50 banners"),
    banner_benefit: z.array(mediaUrl).max(50, "at most 50 banners"),
  }),
};

/** Validates datajson for its feature (400 with the field named). */
function checkDatajson(feature: string, value: Record<string, unknown>): Record<string, unknown> {
  if (Buffer.byteLength(JSON.stringify(value)) > MAX_DATAJSON_BYTES) throw badRequest("Invalid request: datajson is larger than 1 MB");
  const result = datajsonSchemas[feature]!.safeParse(value);
  if (!result.success) {
    const guide = feature === "a0005" && result.error.issues.some((i) => i.message === GUIDEBOOK_MESSAGE);
    throw badRequest(guide ? GUIDEBOOK_MESSAGE : describeIssues(result.error).replace("Invalid request: ", "Invalid request: datajson."));
  }
  return result.data;
}

type ContentRow = typeof contents.$inferSelect;
type ContentItem = Exclude<AnswerOf<typeof content>, unknown[] | null | undefined>;
export function toContent(row: ContentRow): ContentItem {
  return {
    id: String(row.id),
    app_id: row.appId,
    feature_id: row.featureId,
    datajson: row.datajson as Record<string, unknown>,
    status: row.status,
    created_at: row.createdAt.toISOString(),
  };
}

export function contentRoutes(ctx: PlatformContext) {
  const r = new Hono<AppEnv>();
  const auth = requireAuth(ctx, "user");

  /** The caller's own premium provider (role provider), as the provider data service finds it. */
  async function ownProviderId(caller: Caller): Promise<string | null> {
    const [own] = await ctx.db
      .select({ idProv: premiumProviders.idProv })
      .from(premiumProviders)
      .where(and(eq(premiumProviders.appId, caller.appId), eq(premiumProviders.providerCode, caller.meta.provider_code ?? "")))
      .limit(1);
    return own?.idProv ?? null;
  }

  /**
   * Who may write a feature's content: a provider only banner ads, and only its own provider's
   * (`idProv` of the ad, when it has one); a role SPEC does not name only with the feature's menu key.
   */
  async function mayWrite(caller: Caller, feature: string, idProv?: unknown): Promise<void> {
    if (caller.role === "provider") {
      if (feature !== BANNER_ADS) throw refused();
      const own = await ownProviderId(caller);
      if (!own || (idProv !== undefined && idProv !== own)) throw refused();
      return;
    }
    if (SPEC_ROLES.includes(caller.role)) return;
    const menu = FEATURE_MENU[feature];
    if (!menu || !caller.menuActive.includes(menu)) throw refused();
  }

  /** A write's body, once the caller may write its feature (checked first: a refusal says nothing of the body). */
  async function writeBody<S extends z.ZodType<{ featureid: string }>>(c: Context<AppEnv>, caller: Caller, schema: S): Promise<z.output<S>> {
    const raw = await jsonBody(c, z.looseObject({}));
    const datajson = raw.datajson as { id_prov?: unknown } | undefined;
    await mayWrite(caller, String(raw.featureid ?? ""), datajson && typeof datajson === "object" ? datajson.id_prov : undefined);
    return check(schema, raw);
  }

  /** A banner ad's provider must be a premium provider of the app. */
  async function checkBannerProvider(appId: string, idProv: unknown) {
    const [provider] = await ctx.db
      .select({ idProv: premiumProviders.idProv })
      .from(premiumProviders)
      .where(and(eq(premiumProviders.appId, appId), eq(premiumProviders.idProv, String(idProv))))
      .limit(1);
    if (!provider) throw badRequest("Invalid request: datajson.id_prov is not a premium provider of this app");
  }

  /** A banner ad's id names one ad of the app: taken on create, and kept as stored on update. */
  async function checkBannerId(appId: string, adId: unknown, rowId: number | null) {
    const [same] = await ctx.db
      .select({ id: contents.id })
      .from(contents)
      .where(and(eq(contents.appId, appId), eq(contents.featureId, BANNER_ADS), sql`${contents.datajson}->>'id' = ${String(adId ?? "")}`))
      .limit(1);
    if (rowId === null) {
      if (adId !== undefined && same) throw conflict(`Banner ad ${String(adId)} sudah ada.`);
      return;
    }
    const [stored] = await ctx.db.select({ datajson: contents.datajson }).from(contents).where(and(eq(contents.id, rowId), eq(contents.appId, appId), eq(contents.featureId, BANNER_ADS))).limit(1);
    const storedId = (stored?.datajson as { id?: unknown } | undefined)?.id;
    if (stored && storedId !== undefined && storedId !== adId) throw badRequest("Invalid request: datajson.id cannot change");
    if (stored && storedId === undefined && adId !== undefined && same) throw conflict(`Banner ad ${String(adId)} sudah ada.`);
  }

  /** For a provider, the existing row must be one of its own ads ("not found" otherwise). */
  async function ownRow(caller: Caller, appId: string, feature: string, id: number) {
    if (caller.role !== "provider") return;
    const own = await ownProviderId(caller);
    const [row] = await ctx.db
      .select({ id: contents.id })
      .from(contents)
      .where(and(eq(contents.id, id), eq(contents.appId, appId), eq(contents.featureId, feature), sql`${contents.datajson}->>'id_prov' = ${own ?? ""}`))
      .limit(1);
    if (!row) throw notFound(`Content ${id} not found`);
  }

  const read = async (c: Context<AppEnv>, appParam: string, feature: string, shape: "array" | "object") => {
    const app = await callerApp(ctx.db, c.get("caller"), appParam);
    if (!(feature in CONTENT_FEATURES)) throw notFound(`Feature ${feature} has no content`);
    const caller = c.get("caller");
    // A provider reads only its own banner ads (the other content is what the app shows anyway).
    const ownAds = caller.role === "provider" && feature === BANNER_ADS ? sql`${contents.datajson}->>'id_prov' = ${(await ownProviderId(caller)) ?? ""}` : undefined;
    const query = ctx.db
      .select()
      .from(contents)
      .where(and(eq(contents.appId, app.appId), eq(contents.featureId, feature), ownAds))
      .orderBy(desc(contents.createdAt), desc(contents.id));
    let data: AnswerOf<typeof content>;
    if (shape === "object") {
      const [row] = await query.limit(1);
      data = row ? toContent(row) : null;
    } else data = (await query).map(toContent);
    return ok(c, data);
  };

  r.get(mountedPath(content, "/api"), auth, async (c) => {
    const p = params(c, content.params);
    return read(c, p.app, p.featureId, p.shape);
  });
  r.get(mountedPath(getContent, "/api"), auth, async (c) => {
    const p = params(c, getContent.params);
    return read(c, p.mobileId, p.featureId, p.shape);
  });

  r.post(mountedPath(createNews, "/api"), auth, async (c) => {
    const caller = c.get("caller");
    const body = await writeBody(c, caller, createNews.body);
    const app = await callerApp(ctx.db, caller, body.appid);
    const data = checkDatajson(body.featureid, body.datajson);
    if (body.featureid === BANNER_ADS) {
      await checkBannerProvider(app.appId, data.id_prov);
      await checkBannerId(app.appId, data.id, null);
    }
    const now = ctx.now();
    const [row] = await ctx.db
      .insert(contents)
      .values({ appId: app.appId, featureId: body.featureid, datajson: data, status: body.status ?? true, createdAt: now, updatedAt: now })
      .returning({ id: contents.id });
    const created: AnswerOf<typeof createNews> = { id: String(row!.id) };
    return ok(c, created, "Success Inserted!");
  });

  r.post(mountedPath(updateContent, "/api"), auth, async (c) => {
    const caller = c.get("caller");
    const body = await writeBody(c, caller, updateContent.body);
    const app = await callerApp(ctx.db, caller, body.appid);
    const data = checkDatajson(body.featureid, body.datajson);
    if (body.featureid === BANNER_ADS) await checkBannerProvider(app.appId, data.id_prov);
    await ownRow(caller, app.appId, body.featureid, body.idContent);
    if (body.featureid === BANNER_ADS) await checkBannerId(app.appId, data.id, body.idContent);
    const updated = await ctx.db
      .update(contents)
      .set({ datajson: data, updatedAt: ctx.now(), ...(body.status === undefined ? {} : { status: body.status }) })
      .where(and(eq(contents.id, body.idContent), eq(contents.appId, app.appId), eq(contents.featureId, body.featureid)))
      .returning({ id: contents.id });
    if (updated.length === 0) throw notFound(`Content ${body.idContent} not found`);
    return c.json({ code: 200, message: "Success Updated!" }, 200);
  });

  r.post(mountedPath(deleteContent, "/api"), auth, async (c) => {
    const caller = c.get("caller");
    const body = await writeBody(c, caller, deleteContent.body);
    const app = await callerApp(ctx.db, caller, body.appid);
    await ownRow(caller, app.appId, body.featureid, body.idContent);
    const deleted = await ctx.db
      .delete(contents)
      .where(and(eq(contents.id, body.idContent), eq(contents.appId, app.appId), eq(contents.featureId, body.featureid)))
      .returning({ id: contents.id });
    if (deleted.length === 0) throw notFound(`Content ${body.idContent} not found`);
    return c.json({ code: 200, message: "Success Deleted!" }, 200);
  });

  return r;
}

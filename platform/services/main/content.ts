// Content rows (news, about, guidebook, banner ads, banner setting): content/…/array|object,
// getContent alias, createNews, updateContent, deleteContent.
import { and, desc, eq } from "drizzle-orm";
import { Hono, type Context } from "hono";
import { z } from "zod";
import { contents } from "../../db/schema.ts";
import { requireAuth } from "../auth.ts";
import type { AppEnv, PlatformContext } from "../context.ts";
import { badRequest, notFound, ok } from "../http.ts";
import { callerApp } from "../scope.ts";
import type { ContentItem } from "../types.ts";
import { code, describeIssues, jsonBody, params, recordId } from "../validate.ts";

/** Feature ids that hold content rows. */
export const CONTENT_FEATURES: Record<string, string> = {
  a0001: "news",
  a0002: "about",
  a0005: "guidebook",
  a0006: "about (provider side)",
  a0010: "banner ads",
  b0001: "banner setting",
};

const MAX_DATAJSON_BYTES = 1024 * 1024;
const GUIDEBOOK_MESSAGE = "Pastikan Title dan URL tidak Kosong!";

const unsafeScheme = /^\s*(javascript|data|vbscript|file):/i;
/** A picture or file reference: a /files/ URL of the platform, or an http(s) URL. */
export const mediaUrl = z
  .string()
  .trim()
  .min(1, "is required")
  .max(1000, "must be at most 1000 characters")
  .refine((v) => /^\/files\/[^\s]+$/.test(v) || /^https?:\/\/[^\s]+$/i.test(v), "must be a /files/ URL from the media library or an http(s) URL");
const link = z.string().trim().min(1, "is required").max(1000, "must be at most 1000 characters").refine((v) => !unsafeScheme.test(v), "must not be a javascript:, data:, vbscript: or file: link");
const title = z.string().trim().min(1, "is required").max(200, "must be at most 200 characters");

const datajsonSchemas: Record<string, z.ZodType<Record<string, unknown>>> = {
  a0001: z.looseObject({ title, author: title, image: mediaUrl, link, content: z.string().trim().min(1, "is required") }),
  a0002: z.looseObject({ content: z.string() }),
  a0006: z.looseObject({ content: z.string() }),
  a0005: z.looseObject({
    title: z.string({ error: GUIDEBOOK_MESSAGE }).trim().min(1, GUIDEBOOK_MESSAGE).max(200, "must be at most 200 characters"),
    guidebookapp: z.string({ error: GUIDEBOOK_MESSAGE }).trim().min(1, GUIDEBOOK_MESSAGE).max(1000, "must be at most 1000 characters").refine((v) => !unsafeScheme.test(v), "must be a /files/ or http(s) URL"),
    image: z.union([z.literal(""), mediaUrl]).optional(),
  }),
  a0010: z.looseObject({}),
  b0001: z.looseObject({
    banner_regular: z.array(mediaUrl).max(50, "at most 50 banners"),
    banner_benefit: z.array(mediaUrl).max(50, "at most 50 banners"),
  }),
};

const featureId = z.string().trim().refine((f) => f in CONTENT_FEATURES, `must be a content feature (${Object.keys(CONTENT_FEATURES).join(", ")})`);
const datajson = z.record(z.string(), z.unknown(), { error: "must be a JSON object" });

const CreateBody = z.object({ appid: code(), featureid: featureId, datajson, status: z.boolean().optional() });
const UpdateBody = z.object({ idContent: recordId, appid: code(), featureid: featureId, datajson, status: z.boolean().optional() });
const DeleteBody = z.object({ idContent: recordId, appid: code(), featureid: featureId });

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

const ContentParams = z.object({ app: code(), featureId: code(), shape: z.enum(["array", "object"], { error: "must be array or object" }) });

export function contentRoutes(ctx: PlatformContext) {
  const r = new Hono<AppEnv>();
  const auth = requireAuth(ctx, "user");

  const read = async (c: Context<AppEnv>, appParam: string, feature: string, shape: "array" | "object") => {
    const app = await callerApp(ctx.db, c.get("caller"), appParam);
    if (!(feature in CONTENT_FEATURES)) throw notFound(`Feature ${feature} has no content`);
    const query = ctx.db
      .select()
      .from(contents)
      .where(and(eq(contents.appId, app.appId), eq(contents.featureId, feature)))
      .orderBy(desc(contents.createdAt), desc(contents.id));
    if (shape === "object") {
      const [row] = await query.limit(1);
      return ok(c, row ? toContent(row) : null);
    }
    return ok(c, (await query).map(toContent));
  };

  r.get("/content/:app/:featureId/:shape", auth, async (c) => {
    const p = params(c, ContentParams);
    return read(c, p.app, p.featureId, p.shape);
  });
  r.get("/getContent/:mobileId/:featureId/:shape", auth, async (c) => {
    const p = params(c, ContentParams.omit({ app: true }).extend({ mobileId: code() }));
    return read(c, p.mobileId, p.featureId, p.shape);
  });

  r.post("/createNews", auth, async (c) => {
    const body = await jsonBody(c, CreateBody);
    const app = await callerApp(ctx.db, c.get("caller"), body.appid);
    const data = checkDatajson(body.featureid, body.datajson);
    const now = ctx.now();
    const [row] = await ctx.db
      .insert(contents)
      .values({ appId: app.appId, featureId: body.featureid, datajson: data, status: body.status ?? true, createdAt: now, updatedAt: now })
      .returning({ id: contents.id });
    return ok(c, { id: String(row!.id) }, "Success Inserted!");
  });

  r.post("/updateContent", auth, async (c) => {
    const body = await jsonBody(c, UpdateBody);
    const app = await callerApp(ctx.db, c.get("caller"), body.appid);
    const data = checkDatajson(body.featureid, body.datajson);
    const updated = await ctx.db
      .update(contents)
      .set({ datajson: data, updatedAt: ctx.now(), ...(body.status === undefined ? {} : { status: body.status }) })
      .where(and(eq(contents.id, body.idContent), eq(contents.appId, app.appId), eq(contents.featureId, body.featureid)))
      .returning({ id: contents.id });
    if (updated.length === 0) throw notFound(`Content ${body.idContent} not found`);
    return c.json({ code: 200, message: "Success Updated!" }, 200);
  });

  r.post("/deleteContent", auth, async (c) => {
    const body = await jsonBody(c, DeleteBody);
    const app = await callerApp(ctx.db, c.get("caller"), body.appid);
    const deleted = await ctx.db
      .delete(contents)
      .where(and(eq(contents.id, body.idContent), eq(contents.appId, app.appId), eq(contents.featureId, body.featureid)))
      .returning({ id: contents.id });
    if (deleted.length === 0) throw notFound(`Content ${body.idContent} not found`);
    return c.json({ code: 200, message: "Success Deleted!" }, 200);
  });

  return r;
}

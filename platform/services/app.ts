// Composes the §7 services into one Hono app, with JSON 404/413/500 answers.
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import type { AppEnv, PlatformContext } from "./context.ts";
import { fileRoutes } from "./files.ts";
import { gatewayApi } from "./gateway.ts";
import { esignApi } from "./esign.ts";
import { errorBody, HttpError } from "./http.ts";
import { FILE_TOO_LARGE } from "./main/media.ts";
import { activationApi } from "./activation.ts";
import { coremdikaApi } from "./coremdika.ts";
import { mainApi } from "./main/index.ts";

const JSON_BODY_LIMIT = 1024 * 1024;
/** createNews/updateContent take up to 1 MB of datajson (checked by the handler) plus the envelope. */
const CONTENT_BODY_LIMIT = 2 * 1024 * 1024;
/** uploadFile and a stamp template: a 20 MB PDF plus the multipart framing. */
const UPLOAD_BODY_LIMIT = 20 * 1024 * 1024 + 64 * 1024;

export function createApp(ctx: PlatformContext, opts: { log?: boolean } = {}) {
  const app = new Hono<AppEnv>({ strict: false });

  app.use("*", async (c, next) => {
    const started = performance.now();
    await next();
    // An answer that says "saved" means on disk (platform/db/durable.ts); a read costs one small query.
    await ctx.sync?.();
    // API answers are never cached; /files sets its own (immutable) policy.
    if (!c.res.headers.has("Cache-Control")) c.res.headers.set("Cache-Control", "no-store");
    if (opts.log) {
      const ms = (performance.now() - started).toFixed(1);
      console.log(`[platform] ${c.req.method} ${new URL(c.req.url).pathname} ${c.res.status} ${ms}ms`);
    }
  });
  const jsonLimit = bodyLimit({
    maxSize: JSON_BODY_LIMIT,
    onError: (c) => c.json(errorBody(413, `Request body too large (limit ${JSON_BODY_LIMIT} bytes)`), 413),
  });
  const contentLimit = bodyLimit({
    maxSize: CONTENT_BODY_LIMIT,
    onError: (c) => c.json(errorBody(413, `Request body too large (limit ${CONTENT_BODY_LIMIT} bytes)`), 413),
  });
  const uploadLimit = bodyLimit({ maxSize: UPLOAD_BODY_LIMIT, onError: (c) => c.json(errorBody(413, FILE_TOO_LARGE), 413) });
  app.use("*", (c, next) => {
    const pathname = new URL(c.req.url).pathname.replace(/\/+$/, "");
    if (pathname === "/api/uploadFile") return uploadLimit(c, next);
    // A stamp template (createTemplateMaterai, updateTemplateMaterai) carries its PDF.
    if ((pathname === "/v2/coremdika" || pathname === "/v2/extservice") && /^multipart\/form-data/i.test(c.req.header("content-type") ?? "")) return uploadLimit(c, next);
    if (pathname === "/api/createNews" || pathname === "/api/updateContent") return contentLimit(c, next);
    return jsonLimit(c, next);
  });

  app.get("/health", (c) => c.json({ code: 200, message: "OK" }, 200));
  app.route("/api", mainApi(ctx));
  app.route("/gateway", gatewayApi(ctx));
  app.route("/e-sign", esignApi(ctx));
  app.route("/v2", coremdikaApi(ctx));
  const activation = activationApi(ctx);
  app.route("/v2", activation.extRoutes);
  app.route("/tickets", activation.ticketRoutes);
  app.route("/tools", activation.toolRoutes);
  app.route("/", fileRoutes(ctx));

  app.notFound((c) => c.json(errorBody(404, `Not found: ${c.req.method} ${new URL(c.req.url).pathname}`), 404));
  app.onError((err, c) => {
    if (err instanceof HttpError) return c.json(errorBody(err.status, err.message, err.extra), err.status);
    if (err instanceof HTTPException) return c.json(errorBody(err.status, err.message || "Request failed"), err.status);
    // Safety net: a PostgreSQL "data exception" (class 22: bad encoding, value too long, …) is the
    // caller's input that validation let through; answer 400 rather than 500.
    const pgCode = (err as { code?: unknown }).code;
    if (typeof pgCode === "string" && pgCode.startsWith("22")) {
      console.warn(`[platform] ${c.req.method} ${new URL(c.req.url).pathname}: rejected input (${pgCode}) ${err.message}`);
      return c.json(errorBody(400, "Invalid request: a value was not accepted"), 400);
    }
    console.error(`[platform] ${c.req.method} ${c.req.url} failed:`, err);
    return c.json(errorBody(500, "Internal server error"), 500);
  });
  return app;
}

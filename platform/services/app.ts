// Composes the §7 services into one Hono app, with JSON 404/413/500 answers.
import { sql } from "drizzle-orm";
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
import { auditApi } from "./audit-api.ts";
import { scopedDb } from "./audit.ts";
import { coremdikaApi } from "./coremdika.ts";
import { mainApi } from "./main/index.ts";
import { errorFields, maskPath, requestId } from "../../common/log.ts";
import { log } from "../lib/log.ts";

const JSON_BODY_LIMIT = 1024 * 1024;
/** createNews/updateContent take up to 1 MB of datajson (checked by the handler) plus the envelope. */
const CONTENT_BODY_LIMIT = 2 * 1024 * 1024;
/** uploadFile and a stamp template: a 20 MB PDF plus the multipart framing. */
const UPLOAD_BODY_LIMIT = 20 * 1024 * 1024 + 64 * 1024;

export function createApp(platform: PlatformContext, opts: { log?: boolean } = {}) {
  // Handlers' ctx.db is the transaction of a writing call while it runs (services/audit.ts).
  const ctx: PlatformContext = { ...platform, db: scopedDb(platform.db) };
  const app = new Hono<AppEnv>({ strict: false });

  app.use("*", async (c, next) => {
    const started = performance.now();
    await next();
    // An answer that says "saved" means on disk (platform/db/durable.ts); a read that wrote nothing costs nothing.
    await ctx.sync?.();
    // API answers are never cached; /files sets its own (immutable) policy.
    if (!c.res.headers.has("Cache-Control")) c.res.headers.set("Cache-Control", "no-store");
    if (opts.log) {
      // One line per request, with the console's request id (X-Request-Id) when it sent one.
      const path = new URL(c.req.url).pathname;
      const caller = (c.var as { caller?: { username: string; role: string } }).caller;
      const line = { id: requestId(c.req.header("x-request-id")), method: c.req.method, path: maskPath(path), status: c.res.status, ms: Math.round(performance.now() - started), user: caller?.username, role: caller?.role };
      if (path === "/health" || path === "/ready") log.debug("request", line);
      else log.info("request", line);
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
  // Readiness: the database answers a query (a stopped PostgreSQL makes this 503, not /health).
  app.get("/ready", async (c) => {
    try {
      await ctx.db.execute(sql`SELECT 1`);
      return c.json({ code: 200, message: "OK" }, 200);
    } catch (err) {
      log.warn("database not ready", errorFields(err));
      return c.json(errorBody(503, "Database unavailable"), 503);
    }
  });
  app.route("/api", mainApi(ctx));
  app.route("/api", auditApi(ctx));
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
      log.warn("rejected input", { id: c.req.header("x-request-id"), method: c.req.method, path: maskPath(new URL(c.req.url).pathname), code: pgCode, error: err.message });
      return c.json(errorBody(400, "Invalid request: a value was not accepted"), 400);
    }
    log.error("request failed", { id: c.req.header("x-request-id"), method: c.req.method, path: maskPath(new URL(c.req.url).pathname), ...errorFields(err), stack: err.stack });
    return c.json(errorBody(500, "Internal server error"), 500);
  });
  return app;
}

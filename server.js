// The console's HTTP server: request ids and the request log (with the client address, which the
// platform's login limit sees), health and metrics, compression, long-cached build assets, baseline
// security headers, then React Router for everything else.
import { existsSync, readdirSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { timingSafeEqual } from "node:crypto";

const started = performance.now();
// The embedded platform finds its demo image and sources from here, wherever the process was started.
process.env.SEHAT_ROOT ??= path.dirname(fileURLToPath(import.meta.url));
const buildDir = process.env.BUILD_DIR ?? "build";
let build;
try {
  // The embedded platform's process first: it opens its database while this process loads the
  // console's modules (app/.server/upstream/launch.ts). A build without the starter starts it later.
  const launch = new URL(`./${buildDir}/platform/launch.js`, import.meta.url);
  if (existsSync(launch)) await import(launch.href);
  build = await import(`./${buildDir}/server/index.js`);
} catch (error) {
  // A bad setting (app/.server/http/env.ts) or a missing build: one clear line, no stack trace.
  const missing = error?.code === "ERR_MODULE_NOT_FOUND" && String(error.message).includes(`${buildDir}/server/index.js`);
  console.error(`Sehat Console cannot start: ${missing ? `no build in ./${buildDir} (run npm run build)` : String(error?.message ?? error).replace(/\s*\n\s*/g, "; ")}`);
  process.exit(1);
}
// Loaded after the platform's process has started, not before it (static imports would be).
const [{ default: compression }, { default: express }, { createRequestHandler, matchRoutes, RouterContextProvider }] = await Promise.all([import("compression"), import("express"), import("react-router")]);
// The build's server entry also carries what this file needs from the app (app/entry.server.tsx).
const {
  fetchRequest, sendResponse, platformReady, platformStatus, preparingPage, stopPlatform,
  requestStore, log, maskPath, requestId, errorFields, observeRequest, renderMetrics, readiness, bodyLimit,
} = build.entry.module;
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST || undefined;
const production = process.env.NODE_ENV === "production";

// Route ids for the log and the metrics (never paths with their parameters).
function routeTree() {
  const byParent = new Map();
  for (const route of Object.values(build.routes)) {
    const list = byParent.get(route.parentId) ?? [];
    list.push(route);
    byParent.set(route.parentId, list);
  }
  const nest = (parentId) => (byParent.get(parentId) ?? []).map((r) => ({ id: r.id, path: r.path, index: r.index, caseSensitive: r.caseSensitive, children: nest(r.id) }));
  return nest(undefined);
}
const routes = routeTree();
const routeIdOf = (pathname) => matchRoutes(routes, pathname.replace(/\.data$/, "").replace(/^\/_root$/, "/"))?.at(-1)?.route.id ?? "unmatched";

const app = express();
app.disable("x-powered-by");
// Behind a reverse proxy set TRUST_PROXY (e.g. "1" or "loopback") so req.ip is the visitor's.
if (process.env.TRUST_PROXY) app.set("trust proxy", /^\d+$/.test(process.env.TRUST_PROXY) ? Number(process.env.TRUST_PROXY) : process.env.TRUST_PROXY);

// Every request gets an id (a proxy's X-Request-Id when one is trusted), sent back, passed to the
// platform, shown on error screens, and one log line when it ends: route, status, time, who.
const QUIET = /^\/(assets\/|favicon\.svg$|livez$|readyz$|healthz$|metrics$)/;
app.use((req, res, next) => {
  const record = { id: requestId(process.env.TRUST_PROXY ? req.get("x-request-id") : undefined), ip: req.ip ?? req.socket.remoteAddress, platformCalls: 0, platformMs: 0 };
  res.setHeader("X-Request-Id", record.id);
  const t0 = performance.now();
  res.once("close", () => {
    const ms = performance.now() - t0;
    const route = res.locals.route ?? routeIdOf(req.path);
    observeRequest(route, req.method, res.statusCode, ms / 1000);
    const line = {
      id: record.id, method: req.method, route, path: maskPath(req.path), status: res.statusCode, ms: Math.round(ms),
      user: record.user, role: record.role, platform_calls: record.platformCalls || undefined, platform_ms: record.platformCalls ? Math.round(record.platformMs) : undefined,
      ip: req.ip, aborted: res.writableFinished ? undefined : true,
    };
    if (QUIET.test(req.path)) log.debug("request", line);
    else if (res.statusCode >= 500) log.warn("request", line);
    else log.info("request", line);
    for (const cleanup of record.cleanups ?? []) cleanup().catch((error) => log.warn("request cleanup failed", { id: record.id, ...errorFields(error) }));
  });
  requestStore.run(record, next);
});

// Liveness: the process answers (a container restarts only if this fails). Readiness: the platform
// and its database answer (a load balancer sends no one here until then). /healthz is /readyz.
app.get("/livez", (_req, res) => res.set("Cache-Control", "no-store").json({ status: "ok" }));
app.get(["/readyz", "/healthz"], async (_req, res) => {
  const ready = await readiness();
  res.status(ready.ok ? 200 : 503).set("Cache-Control", "no-store").json(ready.ok ? { status: "ok" } : { status: "unavailable", reason: ready.reason });
});
// Metrics (Prometheus text): on METRICS_PORT of their own, or here behind METRICS_TOKEN; else none.
const metricsToken = process.env.METRICS_TOKEN ? Buffer.from(`Bearer ${process.env.METRICS_TOKEN}`) : null;
if (metricsToken && !process.env.METRICS_PORT) {
  app.get("/metrics", (req, res, next) => {
    const given = Buffer.from(req.get("authorization") ?? "");
    if (given.length !== metricsToken.length || !timingSafeEqual(given, metricsToken)) return next();
    res.set("Cache-Control", "no-store").type("text/plain; version=0.0.4").send(renderMetrics());
  });
}
app.use(compression());
app.use((_req, res, next) => {
  res.setHeader("Referrer-Policy", "no-referrer");
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("X-Frame-Options", "DENY");
  res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
  res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()");
  if (production) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  next();
});

// Requests the console refuses before reading anything: methods it does not serve (405), and
// bodies over their cap (413; uploads stream to the platform, which caps them at its own limit),
// or of unknown length (411). One line in the log per refusal, no stack trace.
const METHODS = new Set(["GET", "HEAD", "POST"]);
const LINGER_MS = 10_000;
// The library upload streams its file to the platform without a length (the media dialog).
const UPLOAD = /^\/[^/]+\/media-library\/upload$/;
function refuse(req, res, status, text) {
  res.locals.route = "refused";
  res.status(status).type("text/plain").set("Cache-Control", "no-store").send(text);
}
app.use((req, res, next) => {
  if (!METHODS.has(req.method)) {
    res.set("Allow", "GET, HEAD, POST");
    return refuse(req, res, 405, "Method Not Allowed");
  }
  if (req.method !== "POST") return next();
  const upload = UPLOAD.test(req.path);
  const length = req.headers["content-length"];
  if (length === undefined) {
    if (upload || !req.headers["transfer-encoding"]) return next();
    return refuse(req, res, 411, "Length Required");
  }
  const bytes = Number(length);
  if (!Number.isSafeInteger(bytes) || bytes < 0) return refuse(req, res, 400, "Bad Content-Length");
  // Each page's own cap (app/lib/media.ts bodyLimit): a file just over its limit still reaches the
  // action, which answers with the form and the limit in words; far bigger bodies stop here.
  if (bytes > bodyLimit(req.path.replace(/\.data$/, ""))) {
    // The client may still be sending. Closing at once reset the connection under it, and it read
    // a broken pipe instead of the 413 (one post in twenty on a busy machine). So, as nginx's
    // lingering close: what follows the answer is read and dropped for up to 10 s, then the
    // connection is closed if it is still coming.
    res.once("finish", () => {
      const linger = setTimeout(() => req.socket?.destroy(), LINGER_MS).unref();
      req.once("close", () => clearTimeout(linger));
      req.resume();
    });
    return refuse(req, res, 413, "Payload Too Large");
  }
  next();
});
// A file served from disk is logged and counted as "static", without matching the page routes: that
// match (react-router's matchRoutes ranks every route on each call) cost 2 ms a file, and a first
// visit loads forty files.
const staticRoute = (res) => void (res.locals.route = "static");
// Scripts and styles are compressed once, at build time (scripts/precompress.js, decision 039): the
// request is pointed at the brotli or gzip copy the browser takes, which goes out with the
// original's type; compression() leaves an answer that has an encoding alone.
const assetsDir = `${buildDir}/client/assets`;
const ENCODED = { br: ".br", gzip: ".gz" };
const encodedAssets = new Set(existsSync(assetsDir) ? readdirSync(assetsDir).filter((name) => name.endsWith(".br")).map((name) => name.slice(0, -3)) : []);
app.use("/assets", (req, res, next) => {
  const name = req.path.slice(1);
  if (!encodedAssets.has(name)) return next();
  res.vary("Accept-Encoding");
  // Brotli whenever it is taken (browsers list gzip first at the same weight).
  const encoding = req.acceptsEncodings("br") === "br" ? "br" : req.acceptsEncodings("gzip") === "gzip" ? "gzip" : null;
  if (!encoding) return next();
  req.url = `/${name}${ENCODED[encoding]}`;
  res.locals.asset = { name, encoding };
  next();
});
const assetHeaders = (res) => {
  staticRoute(res);
  const asset = res.locals.asset;
  if (!asset) return;
  res.setHeader("Content-Encoding", asset.encoding);
  res.type(path.extname(asset.name));
};
app.use("/assets", express.static(assetsDir, { immutable: true, maxAge: "1y", index: false, setHeaders: assetHeaders }));
// The top-level public files all have an extension (favicon.svg): a page's path is not looked up on disk.
const publicFiles = express.static(`${buildDir}/client`, { maxAge: "1h", index: false, setHeaders: staticRoute });
app.use((req, res, next) => (/\.[A-Za-z0-9]+$/.test(req.path) ? publicFiles(req, res, next) : next()));
// While the embedded platform prepares its data (a new DATA_DIR), every page says so and reloads
// itself, instead of hanging until the data is there.
// (A platform that served and is being started again is waited for by each request instead.)
app.use((_req, res, next) => {
  const status = platformStatus();
  if (status.state === "ready" || status.state === "restarting") return next();
  res.locals.route = "preparing";
  res
    .status(503)
    .set({ "Retry-After": "2", "Cache-Control": "no-store", "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'" })
    .type("html")
    .send(preparingPage(status));
});
// React Router answers everything else. Its request and response cross over through
// app/.server/http/node-http.ts (not @react-router/express, whose writer keeps every chunk of a
// download alive until it ends, and leaves a drain listener on compression's gzip stream per wait).
const handleRequest = createRequestHandler(build, process.env.NODE_ENV);
app.use(async (req, res, next) => {
  try {
    const response = await handleRequest(fetchRequest(req, res), new RouterContextProvider());
    await sendResponse(res, response, req.method);
  } catch (error) {
    next(error);
  }
});

// Whatever escaped: one line with the request id, and a plain 500 that quotes it.
app.use((error, req, res, _next) => {
  const id = res.getHeader("X-Request-Id");
  log.error("unhandled error", { id, path: maskPath(req.path), ...errorFields(error) });
  if (res.headersSent) return res.destroy();
  res.status(500).type("text/plain").set("Cache-Control", "no-store").send(`Terjadi kesalahan. Kode permintaan: ${id}`);
});

// Listening at once, so a browser that comes early gets the page above; the URL is printed only
// when a sign-in will succeed. HOST picks the interface (default: all of them).
const server = app.listen(port, host);
// Idle keep-alive connections stay open longer than a proxy's or a client's own idle limit (nginx,
// load balancers: 60 s), so the console never closes one just as a request is sent on it: with
// Node's 5 s a busy client saw "socket hang up".
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
server.once("error", (error) => {
  console.error(`Sehat Console cannot start: ${error.code === "EADDRINUSE" ? `port ${port} is in use (set PORT)` : error.message}`);
  process.exit(1);
});
server.once("listening", () => {
  platformReady.then(() => console.log(`Sehat Console on http://${host && host !== "0.0.0.0" && host !== "::" ? host : "localhost"}:${port} (ready in ${((performance.now() - started) / 1000).toFixed(1)} s)`));
});
if (process.env.METRICS_PORT) {
  createServer((req, res) => {
    if (req.url !== "/metrics") return res.writeHead(404).end();
    res.writeHead(200, { "Content-Type": "text/plain; version=0.0.4", "Cache-Control": "no-store" }).end(renderMetrics());
  }).listen(Number(process.env.METRICS_PORT), process.env.METRICS_HOST ?? "127.0.0.1");
}

// Stop cleanly on Ctrl-C and `docker stop`: stop accepting, let the requests in flight finish (a
// download too) for up to SHUTDOWN_GRACE_SECONDS (10), then cut what is left; then stop the embedded
// platform, which closes its database and releases its data-directory lock. Exit 0 when nothing had
// to be cut, 1 when something was. A second signal exits at once.
const graceMs = Number(process.env.SHUTDOWN_GRACE_SECONDS ?? 10) * 1000;
let stopping = false;
async function stop() {
  if (stopping) process.exit(1);
  stopping = true;
  let forced = false;
  const timer = setTimeout(() => {
    forced = true;
    server.closeAllConnections();
  }, graceMs);
  await new Promise((resolve) => server.close(resolve));
  clearTimeout(timer);
  const platformClean = await stopPlatform(graceMs + 5000);
  process.exit(forced || !platformClean ? 1 : 0);
}
process.on("SIGINT", () => void stop());
process.on("SIGTERM", () => void stop());

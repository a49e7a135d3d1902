// The console's HTTP server: compression, long-cached build assets, baseline security headers,
// the client address for the login limiter, then React Router for everything else.
import path from "node:path";
import { fileURLToPath } from "node:url";
import compression from "compression";
import express from "express";
import { createRequestHandler, RouterContextProvider } from "react-router";

const started = performance.now();
// The embedded platform finds its demo image and sources from here, wherever the process was started.
process.env.SEHAT_ROOT ??= path.dirname(fileURLToPath(import.meta.url));
const buildDir = process.env.BUILD_DIR ?? "build";
const build = await import(`./${buildDir}/server/index.js`);
// The build's server entry also carries what this file needs from the app (app/entry.server.tsx).
const { clientIpContext, fetchRequest, sendResponse, platformReady, platformStatus, preparingPage, stopPlatform } = build.entry.module;
const port = Number(process.env.PORT ?? 3000);
const production = process.env.NODE_ENV === "production";

const app = express();
app.disable("x-powered-by");
// Behind a reverse proxy set TRUST_PROXY (e.g. "1" or "loopback") so req.ip is the visitor's.
if (process.env.TRUST_PROXY) app.set("trust proxy", /^\d+$/.test(process.env.TRUST_PROXY) ? Number(process.env.TRUST_PROXY) : process.env.TRUST_PROXY);
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
const UPLOAD = /^\/[^/]+\/media-library\/upload$/;
const BODY_LIMIT = 1024 * 1024;
const UPLOAD_LIMIT = 21 * 1024 * 1024;
function refuse(req, res, status, text) {
  console.warn(`refused ${req.method} ${req.path}: ${status} ${text}`);
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
  if (bytes > (upload ? UPLOAD_LIMIT : BODY_LIMIT)) {
    // The browser may still be sending: close the connection after the answer.
    res.set("Connection", "close");
    return refuse(req, res, 413, "Payload Too Large");
  }
  next();
});
app.use("/assets", express.static(`${buildDir}/client/assets`, { immutable: true, maxAge: "1y", index: false }));
// The top-level public files all have an extension (favicon.svg): a page's path is not looked up on disk.
const publicFiles = express.static(`${buildDir}/client`, { maxAge: "1h", index: false });
app.use((req, res, next) => (/\.[A-Za-z0-9]+$/.test(req.path) ? publicFiles(req, res, next) : next()));
// While the embedded platform prepares its data (a new DATA_DIR), every page says so and reloads
// itself, instead of hanging until the data is there.
app.use((_req, res, next) => {
  const status = platformStatus();
  if (status.state === "ready") return next();
  res
    .status(503)
    .set({ "Retry-After": "2", "Cache-Control": "no-store", "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'" })
    .type("html")
    .send(preparingPage(status));
});
// React Router answers everything else. Its request and response cross over through
// app/.server/node-http.ts (not @react-router/express, whose writer keeps every chunk of a
// download alive until it ends, and leaves a drain listener on compression's gzip stream per wait).
const handleRequest = createRequestHandler(build, process.env.NODE_ENV);
app.use(async (req, res, next) => {
  try {
    const context = new RouterContextProvider();
    context.set(clientIpContext, req.ip ?? req.socket.remoteAddress ?? "unknown");
    const response = await handleRequest(fetchRequest(req, res), context);
    await sendResponse(res, response, req.method);
  } catch (error) {
    next(error);
  }
});

// Listening at once, so a browser that comes early gets the page above; the URL is printed only
// when a sign-in will succeed.
const server = app.listen(port);
server.once("listening", () => {
  platformReady.then(() => console.log(`Sehat Console on http://localhost:${port} (ready in ${((performance.now() - started) / 1000).toFixed(1)} s)`));
});

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

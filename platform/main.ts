// The platform alone on a port (for curl, or for console instances elsewhere via PLATFORM_URL).
//   npm run platform    PLATFORM_PORT (default 4000; 0 picks a free one), PLATFORM_HOST (default 127.0.0.1;
//                       0.0.0.0 to serve other machines), DATA_DIR or DATABASE_URL, GATEWAY_KEY,
//                       TOKEN_REFRESH_SECONDS, PLATFORM_LOG=0 to silence the request log
// Started by the console (an IPC channel to its parent), it reports its progress and its address
// to the console instead of printing them, and stops when the console is gone (docs/decisions/026).
import { setFlagsFromString } from "node:v8";
import { serve } from "@hono/node-server";
import { adminEndpoint } from "./db/backup.ts";
import { createPlatform, type Platform } from "./platform.ts";

// PGlite's WebAssembly on V8's baseline compiler only, set before PGlite is first imported: the
// optimizing tier cost a third of this process's peak memory at start for a few per cent on the
// heaviest queries (docs/decisions/040). An engine without the flag says so in one line and runs on.
setFlagsFromString("--liftoff-only");

type Message = { type: "progress"; share: number; step: string } | { type: "ready"; url: string } | { type: "failed"; message: string };
const supervised = typeof process.send === "function";
const tell = (message: Message) =>
  new Promise<void>((resolve) => {
    if (supervised && process.connected) process.send!(message, () => resolve());
    else resolve();
  });

// The console is gone (it stopped, failed or was killed): nobody else talks to this process. Heard
// from the start: a console that died while this one was still preparing its data left it running.
let whenConsoleGone: () => void = () => process.exit(1);
if (supervised) process.on("disconnect", () => whenConsoleGone());
// Gone even before this line ran (it failed at once, e.g. on a port in use): the event was missed.
if (supervised && !process.connected) process.exit(1);

const port = Number(process.env.PLATFORM_PORT ?? (supervised ? 0 : 4000));
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PLATFORM_PORT must be a port number, got ${process.env.PLATFORM_PORT}`);
  process.exit(1);
}

// The platform on its own in production (not started by the console, which hands it its key) must
// not verify gateway signatures with the key every checkout of this repository knows.
if (process.env.NODE_ENV === "production" && !supervised && (!process.env.GATEWAY_KEY || process.env.GATEWAY_KEY === "sehat-demo-gateway-key")) {
  console.error("[platform] could not start: set GATEWAY_KEY (the gateway's shared key) in production; the demo key is public.");
  process.exit(1);
}

const refresh = process.env.TOKEN_REFRESH_SECONDS;
let platform: Platform;
try {
  platform = await createPlatform({
    log: process.env.PLATFORM_LOG !== "0",
    tokenRefreshSeconds: refresh === undefined || refresh === "" ? undefined : Number(refresh),
    progress: (share, step) => {
      void tell({ type: "progress", share, step });
      if (!supervised && step !== "ready") console.log(`[platform] preparing the demo data: ${Math.floor(share * 100)} % (${step})`);
    },
  });
} catch (err) {
  const message = (err as Error).message;
  await tell({ type: "failed", message });
  // The console prints it for a platform it started.
  if (!supervised) console.error(`[platform] could not start: ${message}`);
  process.exit(1);
}

const host = process.env.PLATFORM_HOST ?? "127.0.0.1";
// Online backups of a PGlite data directory (npm run backup): POST /admin/backup from this machine only,
// with the token it writes to <dataDir>/admin-token; its address goes to <dataDir>/platform.address.
const admin = platform.embedded ? adminEndpoint(platform.embedded) : null;
const server = serve({ fetch: (req, env) => admin?.handle(req, env) ?? platform.fetch(req), port, hostname: host }, (info) => {
  const url = `http://${host === "0.0.0.0" ? "127.0.0.1" : host}:${info.port}`;
  admin?.listening(url);
  if (supervised) void tell({ type: "ready", url });
  else console.log(`[platform] listening on ${url}`);
});

// SIGTERM/SIGINT: stop accepting, let the requests in flight finish (a download too) for up to
// SHUTDOWN_GRACE_SECONDS (10), then cut what is left; close the database; exit 0 when nothing had to
// be cut, 1 when something was. A second signal exits at once.
const graceMs = Number(process.env.SHUTDOWN_GRACE_SECONDS ?? 10) * 1000;
let stopping = false;
async function stop(reason: string) {
  if (stopping) process.exit(1);
  stopping = true;
  if (!supervised) console.log(`[platform] ${reason}: shutting down`);
  let forced = false;
  const timer = setTimeout(() => {
    forced = true;
    if ("closeAllConnections" in server) server.closeAllConnections();
  }, graceMs);
  await new Promise<void>((resolve) => server.close(() => resolve()));
  clearTimeout(timer);
  admin?.close();
  await platform.close();
  process.exit(forced ? 1 : 0);
}
process.on("SIGINT", () => void stop("SIGINT"));
process.on("SIGTERM", () => void stop("SIGTERM"));
whenConsoleGone = () => void stop("console gone");

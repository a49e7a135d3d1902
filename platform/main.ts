// The platform alone on a port (for curl, or for console instances elsewhere via PLATFORM_URL).
//   npm run platform    PLATFORM_PORT (default 4000), PLATFORM_HOST (default 127.0.0.1; 0.0.0.0 to serve
//                       other machines), DATA_DIR or DATABASE_URL, GATEWAY_KEY, TOKEN_REFRESH_SECONDS,
//                       PLATFORM_LOG=0 to silence the request log
import { serve } from "@hono/node-server";
import { createPlatform, type Platform } from "./platform.ts";

const port = Number(process.env.PLATFORM_PORT ?? 4000);
if (!Number.isInteger(port) || port <= 0 || port > 65535) {
  console.error(`PLATFORM_PORT must be a port number, got ${process.env.PLATFORM_PORT}`);
  process.exit(1);
}

const refresh = process.env.TOKEN_REFRESH_SECONDS;
let platform: Platform;
try {
  platform = await createPlatform({
    log: process.env.PLATFORM_LOG !== "0",
    tokenRefreshSeconds: refresh === undefined || refresh === "" ? undefined : Number(refresh),
  });
} catch (err) {
  console.error(`[platform] could not start: ${(err as Error).message}`);
  process.exit(1);
}

const host = process.env.PLATFORM_HOST ?? "127.0.0.1";
const server = serve({ fetch: platform.fetch, port, hostname: host }, (info) => {
  console.log(`[platform] listening on http://${host === "0.0.0.0" ? "localhost" : host}:${info.port}`);
});

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`[platform] ${signal}: shutting down`);
  server.close();
  await platform.close();
  process.exit(0);
}
process.on("SIGINT", () => void stop("SIGINT"));
process.on("SIGTERM", () => void stop("SIGTERM"));

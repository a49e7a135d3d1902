import { env } from "../env";

type Fetch = (request: Request) => Promise<Response>;

/** Base of every upstream URL; in-process requests never leave the process. */
export const PLATFORM_BASE = env.PLATFORM_URL?.replace(/\/+$/, "") ?? "http://platform.internal";

let embedded: Promise<Fetch> | undefined;

/**
 * The embedded platform, created on first use (or at boot by warmUpPlatform). It is imported
 * lazily so a console pointed at PLATFORM_URL never loads it, its database or its demo accounts.
 */
function embeddedPlatform(): Promise<Fetch> {
  embedded ??= import("../../../platform/platform")
    .then(({ createPlatform }) =>
      createPlatform({
        dataDir: env.DATA_DIR,
        databaseUrl: env.DATABASE_URL,
        gatewayKey: env.GATEWAY_KEY,
        tokenRefreshSeconds: env.TOKEN_REFRESH_SECONDS,
      }),
    )
    .then((platform) => (request: Request) => platform.fetch(request))
    .catch((error: unknown) => {
      embedded = undefined;
      throw error;
    });
  return embedded;
}

export async function platformFetch(request: Request): Promise<Response> {
  if (env.PLATFORM_URL) return fetch(request);
  return (await embeddedPlatform())(request);
}

/** Starts the embedded platform at boot so the first visitor does not wait for the seed. */
export function warmUpPlatform() {
  if (env.PLATFORM_URL) return;
  embeddedPlatform().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    // A second process on the same data directory cannot serve anything: stop loudly.
    process.exit(1);
  });
}

import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

/**
 * The environment, read once at boot. A bad value stops the server with a clear message
 * instead of failing on the first request that needs it.
 */
const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  /** Comma-separated; the first signs new cookies, the rest still verify (rotation). */
  SESSION_SECRET: z.string().min(1).optional(),
  /** The insurer's platform. Unset: the embedded platform runs in-process with demo data. */
  PLATFORM_URL: z.url().optional(),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z.string().optional(),
  /** The one project for which SPEC §6 adds reservation, dashboard_eclaim, premium provider, banner ads. */
  CORE_PROJECT_ID: z.string().default("PRJ001"),
  /** The gateway's shared HMAC key; the self-contained demo generates one (DATA_DIR/gateway-key). */
  GATEWAY_KEY: z.string().min(1).optional(),
  /** Secure cookies; on by default in production. Set to false only behind plain-HTTP intranets. */
  COOKIE_SECURE: z.enum(["true", "false"]).optional(),
  /** A session ends after this long without a request… */
  SESSION_IDLE_MINUTES: z.coerce.number().positive().max(24 * 60).default(30),
  /** …and this long after signing in, whatever the activity. */
  SESSION_MAX_HOURS: z.coerce.number().positive().max(24).default(12),
  /** Embedded platform only: rotate tokens older than this (tests set it low). */
  TOKEN_REFRESH_SECONDS: z.coerce.number().int().nonnegative().default(6 * 3600),
});

export type Env = Omit<z.infer<typeof schema>, "GATEWAY_KEY"> & { sessionSecrets: string[]; production: boolean; GATEWAY_KEY: string };

/** The key every checkout of this repository knows: never a production key. */
const DEMO_GATEWAY_KEY = "sehat-demo-gateway-key";

function readEnv(): Env {
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    throw new Error(`Invalid environment:\n${z.prettifyError(parsed.error)}`);
  }
  const value = parsed.data;
  const production = value.NODE_ENV === "production";
  let secrets = value.SESSION_SECRET?.split(",").map((s) => s.trim()).filter(Boolean) ?? [];
  if (secrets.length === 0) {
    if (production && value.PLATFORM_URL) {
      throw new Error("SESSION_SECRET is required in production (comma-separated for rotation).");
    }
    // The self-contained demo (embedded platform) keeps a generated secret next to its data,
    // so `npm start` works on a fresh machine and sessions survive restarts.
    secrets = [demoSecret(value.DATA_DIR)];
  }
  if (production && secrets.some((s) => s.length < 32)) {
    throw new Error("Every SESSION_SECRET must be at least 32 characters in production.");
  }
  let gatewayKey = value.GATEWAY_KEY;
  if (production && gatewayKey === DEMO_GATEWAY_KEY) throw new Error("GATEWAY_KEY is the public demo key: set the gateway's own key in production.");
  if (!gatewayKey) {
    if (production && value.PLATFORM_URL) throw new Error("GATEWAY_KEY is required in production with PLATFORM_URL (the gateway's shared key).");
    // The self-contained demo (embedded platform) keeps a generated key, shared with its platform.
    gatewayKey = production ? demoFileSecret(value.DATA_DIR, "gateway-key", "GATEWAY_KEY") : DEMO_GATEWAY_KEY;
  }
  return { ...value, GATEWAY_KEY: gatewayKey, sessionSecrets: secrets, production };
}

function demoSecret(dataDir: string): string {
  return demoFileSecret(dataDir, "session-secret", "SESSION_SECRET");
}

/** A secret the self-contained demo generates once and keeps beside its data (mode 0600). */
function demoFileSecret(dataDir: string, name: string, variable: string): string {
  const file = path.resolve(dataDir, name);
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  chmodSync(file, 0o600);
  console.warn(`${variable} not set: using a generated demo secret kept in ${file}`);
  return secret;
}

export const env: Env = readEnv();

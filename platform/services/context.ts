// What every router gets: the database and the platform options; and the Hono env of a request.
import type { Db } from "../db/client.ts";
import type { UserMetaStored } from "../db/schema.ts";
import type { SessionCache } from "./cache.ts";

export interface PlatformContext {
  db: Db;
  /** rotate a user token once it is older than this */
  tokenRefreshSeconds: number;
  /** key of the member/reqauth HMAC signature */
  gatewayKey: string;
  /** clock (tests may move it) */
  now: () => Date;
  /** where /files/ lives: <dataDir>/files (a temp directory for in-memory platforms) */
  filesDir: string;
  /** verified bearer tokens kept for a few seconds (services/cache.ts, docs/decisions/014) */
  sessionCache: SessionCache;
  /** how long reference answers (the feature routes of an app) are kept; 0 keeps nothing */
  cacheMs: number;
  /** the demo member's answer to a customer-service message comes this much later; 0: none */
  chatReplyMs: number;
  /** makes what the request committed durable before its answer goes out (Database.sync) */
  sync?: () => Promise<void>;
}

/** The authenticated user of a request. */
export interface Caller {
  username: string;
  name: string;
  role: string;
  appId: string;
  mobileId: string;
  projectId: string;
  /** comma list, or '*' */
  payorCode: string;
  menuActive: string[];
  meta: UserMetaStored;
}

export type AppEnv = {
  Variables: {
    caller: Caller;
    tokenHash: string;
  };
};

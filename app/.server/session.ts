import { currentRequest } from "./http/request-context";
import { createHmac } from "node:crypto";
import { createContext, createCookie, createSession, type Session } from "react-router";
import type { SessionUser } from "~/lib/user";
import { env } from "./http/env";
import { seal, unseal } from "./sealed-cookie";

/** A toast; `short` shows it 1.5 s instead of 2.5 s (SPEC §9: the e-sign saves). */
export type Notice = { type: "success" | "error" | "warning" | "info"; message: string; short?: true };

type SessionData = {
  token: string;
  user: SessionUser;
  /** When the operator signed in and when they were last seen (ms since epoch). */
  startedAt: number;
  seenAt: number;
};
type FlashData = { notice: Notice };

const secure = env.COOKIE_SECURE ? env.COOKIE_SECURE === "true" : env.production;
const IDLE_MS = env.SESSION_IDLE_MINUTES * 60_000;
const MAX_MS = env.SESSION_MAX_HOURS * 3_600_000;
/** The last-seen time is written back at most this often (not a new cookie on every request). */
const SEEN_GRANULARITY_MS = 60_000;

/**
 * The session cookie holds the session sealed (app/.server/sealed-cookie.ts, AES-256-GCM with the
 * rotating secrets): the browser cannot read the platform token or the user in it, nor change
 * them. `__Host-` in production: only this host, over HTTPS, for every path.
 */
const cookie = createCookie(secure ? "__Host-sehat" : "__sehat", {
  httpOnly: true,
  sameSite: "lax",
  path: "/",
  secure,
  maxAge: Math.ceil(MAX_MS / 1000),
});

async function readSession(header: string | null): Promise<Session<SessionData, FlashData>> {
  const sealed: unknown = await cookie.parse(header).catch(() => null);
  const data = typeof sealed === "string" ? unseal(sealed, env.sessionSecrets) : null;
  return createSession<SessionData, FlashData>(data && typeof data === "object" && !Array.isArray(data) ? (data as SessionData) : ({} as SessionData));
}

/**
 * The request's session, loaded once by the root middleware and written back (or destroyed)
 * once after the response is ready, so the upstream client can replace or drop the token
 * from anywhere in a request.
 */
export class RequestSession {
  dirty = false;
  destroyed = false;
  constructor(readonly session: Session<SessionData, FlashData>) {}

  get token(): string | undefined {
    return this.session.get("token");
  }
  get user(): SessionUser | undefined {
    return this.session.get("user");
  }

  signIn(token: string, user: SessionUser, now = Date.now()) {
    // The request's log line names who signed in.
    const record = currentRequest();
    if (record) {
      record.user = user.username;
      record.role = user.role;
    }
    this.session.set("token", token);
    this.session.set("user", user);
    this.session.set("startedAt", now);
    this.session.set("seenAt", now);
    this.destroyed = false;
    this.dirty = true;
  }

  /**
   * Sessions end (the console shows health data): after SESSION_IDLE_MINUTES without a request,
   * and SESSION_MAX_HOURS after signing in, whatever the activity. Answers why it ended, or null
   * (and then notes that the operator was seen).
   */
  checkLifetime(now = Date.now()): "idle" | "expired" | null {
    if (!this.token) return null;
    const startedAt = this.session.get("startedAt") ?? 0;
    const seenAt = this.session.get("seenAt") ?? 0;
    if (now - startedAt > MAX_MS) return "expired";
    if (now - seenAt > IDLE_MS) return "idle";
    if (now - seenAt > SEEN_GRANULARITY_MS) {
      this.session.set("seenAt", now);
      this.dirty = true;
    }
    return null;
  }

  replaceToken(token: string) {
    this.session.set("token", token);
    this.flash({ type: "info", message: "Token diperbaharui!" });
  }

  /** Drops the login but keeps a notice for the login page. */
  signOut(notice?: Notice) {
    this.session.unset("token");
    this.session.unset("user");
    this.session.unset("startedAt");
    this.session.unset("seenAt");
    if (notice) this.session.flash("notice", notice);
    this.dirty = true;
  }

  flash(notice: Notice) {
    this.session.flash("notice", notice);
    this.dirty = true;
  }

  /** Whether a notice waits for the next page (without taking it). */
  hasNotice(): boolean {
    return this.session.has("notice");
  }

  takeNotice(): Notice | undefined {
    const notice = this.session.get("notice");
    if (notice) this.dirty = true;
    return notice;
  }

  async setCookieHeader(): Promise<string | null> {
    if (!this.dirty) return null;
    if (!this.session.has("token") && !this.session.has("notice")) {
      return cookie.serialize("", { maxAge: 0, expires: new Date(0) });
    }
    return cookie.serialize(seal(this.session.data, env.sessionSecrets));
  }
}

export const sessionContext = createContext<RequestSession>();

export async function loadSession(request: Request): Promise<RequestSession> {
  return new RequestSession(await readSession(request.headers.get("Cookie")));
}

/**
 * The per-user base segment of SPEC §2: 50 URL-safe characters from a keyed hash of the
 * token, never the token's own characters (they would leak it into URLs, logs and Referers).
 */
export function baseSegment(token: string): string {
  return createHmac("sha512", env.sessionSecrets[0]).update(token).digest("base64url").slice(0, 50);
}

export const BASE_SEGMENT_PATTERN = /^[A-Za-z0-9_-]{50}$/;

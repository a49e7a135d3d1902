import { createHmac } from "node:crypto";
import { createContext, createCookieSessionStorage, type Session } from "react-router";
import type { SessionUser } from "~/lib/user";
import { env } from "./env";

export type Notice = { type: "success" | "error" | "warning" | "info"; message: string };

type SessionData = { token: string; user: SessionUser };
type FlashData = { notice: Notice };

const storage = createCookieSessionStorage<SessionData, FlashData>({
  cookie: {
    name: "__sehat",
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: env.COOKIE_SECURE ? env.COOKIE_SECURE === "true" : env.production,
    secrets: env.sessionSecrets,
    // The platform's tokens live 24 h; the cookie does not outlive them by much.
    maxAge: 60 * 60 * 24,
  },
});

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

  signIn(token: string, user: SessionUser) {
    this.session.set("token", token);
    this.session.set("user", user);
    this.destroyed = false;
    this.dirty = true;
  }

  replaceToken(token: string) {
    this.session.set("token", token);
    this.flash({ type: "info", message: "Token diperbaharui!" });
  }

  /** Drops the login but keeps a notice for the login page. */
  signOut(notice?: Notice) {
    this.session.unset("token");
    this.session.unset("user");
    if (notice) this.session.flash("notice", notice);
    this.dirty = true;
  }

  flash(notice: Notice) {
    this.session.flash("notice", notice);
    this.dirty = true;
  }

  takeNotice(): Notice | undefined {
    const notice = this.session.get("notice");
    if (notice) this.dirty = true;
    return notice;
  }

  async setCookieHeader(): Promise<string | null> {
    if (!this.dirty) return null;
    if (!this.session.has("token") && !this.session.has("notice")) {
      return storage.destroySession(this.session);
    }
    return storage.commitSession(this.session);
  }
}

export const sessionContext = createContext<RequestSession>();

export async function loadSession(request: Request): Promise<RequestSession> {
  return new RequestSession(await storage.getSession(request.headers.get("Cookie")));
}

/**
 * The per-user base segment of SPEC §2: 50 URL-safe characters from a keyed hash of the
 * token, never the token's own characters (they would leak it into URLs, logs and Referers).
 */
export function baseSegment(token: string): string {
  return createHmac("sha512", env.sessionSecrets[0]).update(token).digest("base64url").slice(0, 50);
}

export const BASE_SEGMENT_PATTERN = /^[A-Za-z0-9_-]{50}$/;

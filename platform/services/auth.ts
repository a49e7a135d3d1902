// Bearer-token middleware: resolves the caller, rotates old user tokens (X-New-Token).
import type { MiddlewareHandler } from "hono";
import type { AppEnv, Caller, PlatformContext } from "./context.ts";
import { errorBody } from "./http.ts";
import { recordSecurityEvent, runAudited } from "./audit.ts";
import { callName, mayCall } from "./rules.ts";
import { findSession, rotateToken, type TokenKind } from "./tokens.ts";

export const NEW_TOKEN_HEADER = "X-New-Token";

function bearer(header: string | undefined): string | null {
  const match = /^Bearer\s+([A-Za-z0-9_-]{16,256})\s*$/i.exec(header ?? "");
  return match ? match[1]! : null;
}

export function requireAuth(ctx: PlatformContext, kind: TokenKind, opts: { rotate?: boolean } = {}): MiddlewareHandler<AppEnv> {
  const rotate = kind === "user" && opts.rotate !== false;
  return async (c, next) => {
    const token = bearer(c.req.header("authorization"));
    const now = ctx.now();
    const found = token ? await findSession(ctx.db, ctx.sessionCache, token, kind, now) : null;
    if (!token || !found) return c.json(errorBody(401, "Unauthorized"), 401);
    const { session, user } = found;
    // A disabled account ends the session the way the console expects (SPEC §4: body code 421).
    if (!user.isActive) return c.json(errorBody(421, "Session expired"), 200);
    const caller: Caller = {
      username: user.username,
      name: user.name,
      role: user.role,
      appId: user.appId,
      mobileId: user.mobileId,
      projectId: user.projectId,
      payorCode: user.payorCode,
      menuActive: user.menuActive,
      meta: user.meta,
    };
    // SPEC §6 per call (services/rules.ts). A refusal is a 404, like another payor's record: the
    // console ends the session on 401/403, and an unknown call and a forbidden one look the same.
    const call = callName(c.req.path);
    if (!mayCall(caller, call)) {
      await recordSecurityEvent(ctx.db, c, { action: "refused", username: caller.username, role: caller.role, projectId: caller.projectId, call: call ?? "", detail: { method: c.req.method, path: c.req.path } });
      return c.json(errorBody(404, "Not found for your account", { reason: "forbidden" }), 404);
    }
    c.set("caller", caller);
    c.set("tokenHash", session.tokenHash);
    let fresh: string | null = null;
    if (rotate && !session.rotatedAt && now.getTime() - session.createdAt.getTime() >= ctx.tokenRefreshSeconds * 1000) {
      fresh = await rotateToken(ctx.db, ctx.sessionCache, session.tokenHash, user.username, now);
    }
    await runAudited(ctx.db, c, call, next);
    if (fresh) c.res.headers.set(NEW_TOKEN_HEADER, fresh);
  };
}

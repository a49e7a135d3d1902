// The gateway service (SPEC §7), mounted at /gateway. member/reqauth trades a user token plus a
// signature of the project id for a gateway token; later gateway calls take that token.
import { Hono } from "hono";
import { mountedPath, type EnvelopeOf } from "../../contract/define.ts";
import { reqauth } from "../../contract/session.ts";
import { hmacHex, safeEqualText } from "../lib/crypto.ts";
import { requireAuth } from "./auth.ts";
import type { AppEnv, PlatformContext } from "./context.ts";
import { HttpError, notFound, ok } from "./http.ts";
import { getCollectionAllByEvent } from "../../contract/chat.ts";
import { ecardSummary } from "./main/ecard.ts";
import { issueToken } from "./tokens.ts";
import { jsonBody } from "./validate.ts";

export function gatewayApi(ctx: PlatformContext) {
  const gw = new Hono<AppEnv>({ strict: false });

  gw.post(mountedPath(reqauth, "/gateway"), requireAuth(ctx, "user"), async (c) => {
    const body = await jsonBody(c, reqauth.body);
    const caller = c.get("caller");
    if (body.project_id !== caller.projectId) throw notFound(`Project ${body.project_id} not found for your account`);
    const expected = hmacHex(ctx.gatewayKey, body.project_id);
    if (!safeEqualText(body.signature.toLowerCase(), expected)) throw new HttpError(400, "Invalid signature for project_id");
    const token = await issueToken(ctx.db, caller.username, "gateway", ctx.now(), c.get("tokenHash"));
    const envelope: EnvelopeOf<typeof reqauth> = { token };
    return c.json({ code: 200, message: "Success", ...envelope }, 200);
  });

  // E-card summary (issue 11): { event } → events and corporates with events per project of the caller.
  gw.post(mountedPath(getCollectionAllByEvent, "/gateway"), requireGatewayToken(ctx), async (c) => {
    const body = await jsonBody(c, getCollectionAllByEvent.body);
    return ok(c, await ecardSummary(ctx.db, c.get("caller"), body.event));
  });

  return gw;
}

/** Middleware for gateway calls of later issues (bearer = gateway token). */
export const requireGatewayToken = (ctx: PlatformContext) => requireAuth(ctx, "gateway");

import { createHash, createHmac } from "node:crypto";
import { z } from "zod";
import { auditEvent } from "../../../contract/audit";
import type { BodyOf } from "../../../contract/define";
import { env } from "../env";
import type { RequestSession } from "../session";
import type { Upstream } from "./client";
import { path } from "./client";
import { request } from "./request";
import { forgetSessionAlive } from "./shell";

/** SPEC §7 "Session and shell": the calls made before and around signing in. */

/** SPEC §7: the password is hashed before it leaves the console. */
export function hashPassword(password: string): string {
  return createHash("sha256").update(password, "utf8").digest("hex");
}

const commaList = z.union([z.array(z.string()), z.string()]).transform((v) =>
  Array.isArray(v) ? v : v.split(",").map((s) => s.trim()).filter(Boolean),
);

const loginAnswer = z.object({
  message: z.string().default("Login Success"),
  token: z.string().min(1),
  data: z.object({
    dataLogin: z.object({
      app_id: z.string(),
      username: z.string(),
      name: z.string().nullish(),
      mobile_id: z.string().nullish(),
      meta: z.looseObject({
        role: z.string(),
        menu_active: commaList.nullish(),
        provider_code: z.string().nullish(),
        provider_name: z.string().nullish(),
        whitelable: z.string().nullish(),
        payor_code: z.string().nullish(),
        flag_access: z.record(z.string(), z.unknown()).nullish(),
      }),
    }),
    dataApp: z.object({
      project_id: z.string(),
      name: z.string().nullish(),
      to: z.string().nullish(),
      Project: z.object({ payorcode: commaList.nullish() }).nullish(),
    }),
  }),
});
export type LoginAnswer = z.infer<typeof loginAnswer>;

export function login(username: string, password: string) {
  return request("/api/user/login", {
    session: null,
    json: { username, password: hashPassword(password) },
    schema: loginAnswer,
  });
}

/**
 * Revokes the token on the platform; a failure must not keep the user logged in. `expired`: the
 * console ends the session itself (idle or too old), which the audit trail records as such.
 */
export async function logout(session: RequestSession, reason: "logout" | "expired" = "logout") {
  forgetSessionAlive(session.token);
  const headers = reason === "expired" ? { "X-Logout-Reason": "expired" } : undefined;
  await request("/api/user/logout", { session, method: "POST", json: {}, headers, schema: z.unknown() }).catch(() => {});
}

/** The audit trail records a screen the console refused this operator (its access table). */
export async function reportRefusedScreen(session: RequestSession, screen: string, pathname: string) {
  const event: BodyOf<typeof auditEvent> = { action: "refused", screen, path: pathname.slice(0, 500) };
  await request(auditEvent.path, { session, method: "POST", json: event, schema: z.unknown(), timeoutMs: 2000 }).catch(() => {});
}

const appAnswer = z.object({
  data: z.object({
    app_id: z.string(),
    name: z.string().nullish(),
    feature: z.array(z.union([z.string(), z.object({ feature_id: z.string() }).transform((f) => f.feature_id)])),
  }),
});

/**
 * getApp with the caller's token given explicitly: it runs during login, before the session
 * holds one. Answers the token to keep, in case the platform rotated it on this call.
 */
export async function getAppFeatures(token: string, appId: string): Promise<{ features: string[]; token: string }> {
  let current = token;
  const answer = await request(path`/api/get/getApp/${appId}`.value, {
    session: null,
    token,
    onNewToken: (rotated) => (current = rotated),
    schema: appAnswer,
  });
  return { features: answer.data.feature, token: current };
}

const gatewayToken = z.object({ token: z.string() });

/** The gateway's own bearer token (SPEC §7 member/reqauth), signed with the shared gateway key. */
export async function requestGatewayToken(upstream: Upstream) {
  const projectId = upstream.user.project_id;
  const signature = createHmac("sha256", env.GATEWAY_KEY).update(projectId).digest("hex");
  const answer = await upstream.post(path`/gateway/member/reqauth`, { signature, project_id: projectId }, { schema: gatewayToken });
  return answer.token;
}

const passwordUpdated = z.object({ code: z.literal(200), message: z.string().default("Success Updated!") });

/** POST updatePass: every password leaves the console hashed; answers the platform's message. */
export async function updatePass(upstream: Upstream, oldPassword: string, newPassword: string) {
  const answer = await upstream.post(
    path`/api/updatePass`,
    { username: upstream.user.username, oldpass: hashPassword(oldPassword), newpass: hashPassword(newPassword) },
    { schema: passwordUpdated },
  );
  return answer.message;
}

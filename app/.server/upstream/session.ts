import { createHash, createHmac } from "node:crypto";
import { z } from "zod";
import { auditEvent } from "../../../contract/audit";
import { fillPath, type BodyOf, type ParsedAnswerOf } from "../../../contract/define";
import * as members from "../../../contract/members";
import * as contract from "../../../contract/session";
import { env } from "../http/env";
import type { RequestSession } from "../session";
import { answerOf, type Upstream } from "./client";
import { request } from "./request";
import { forgetSessionAlive } from "./shell";

/** SPEC §7 "Session and shell": the calls made before and around signing in. */

/** SPEC §7: the password is hashed before it leaves the console. */
export function hashPassword(password: string): string {
  return createHash("sha256").update(password, "utf8").digest("hex");
}

export type LoginAnswer = ParsedAnswerOf<typeof contract.login>;

export function login(username: string, password: string): Promise<LoginAnswer> {
  const body: BodyOf<typeof contract.login> = { username, password: hashPassword(password) };
  return request(contract.login.path, { session: null, json: body, schema: answerOf(contract.login) }) as Promise<LoginAnswer>;
}

/**
 * Revokes the token on the platform; a failure must not keep the user logged in. `expired`: the
 * console ends the session itself (idle or too old), which the audit trail records as such.
 */
export async function logout(session: RequestSession, reason: "logout" | "expired" = "logout") {
  forgetSessionAlive(session.token);
  const headers = reason === "expired" ? { "X-Logout-Reason": "expired" } : undefined;
  await request(contract.logout.path, { session, method: "POST", json: {}, headers, schema: z.unknown() }).catch(() => {});
}

/** The audit trail records a screen the console refused this operator (its access table). */
export async function reportRefusedScreen(session: RequestSession, screen: string, pathname: string) {
  const event: BodyOf<typeof auditEvent> = { action: "refused", screen, path: pathname.slice(0, 500) };
  await request(auditEvent.path, { session, method: "POST", json: event, schema: z.unknown(), timeoutMs: 2000 }).catch(() => {});
}

/**
 * getApp with the caller's token given explicitly: it runs during login, before the session
 * holds one. Answers the token to keep, in case the platform rotated it on this call.
 */
export async function getAppFeatures(token: string, appId: string): Promise<{ features: string[]; token: string }> {
  let current = token;
  const answer = await request(fillPath(contract.getApp.path, { app_id: appId }), {
    session: null,
    token,
    onNewToken: (rotated) => (current = rotated),
    schema: answerOf(contract.getApp),
  });
  return { features: (answer as { data: ParsedAnswerOf<typeof contract.getApp> }).data.feature, token: current };
}

/** The gateway's own bearer token (SPEC §7 member/reqauth), signed with the shared gateway key. */
export async function requestGatewayToken(upstream: Upstream) {
  const projectId = upstream.user.project_id;
  const signature = createHmac("sha256", env.GATEWAY_KEY).update(projectId).digest("hex");
  const answer = await upstream.call(contract.reqauth, { body: { signature, project_id: projectId } });
  return answer.token;
}

/** POST updatePass: every password leaves the console hashed; answers the platform's message. */
export async function updatePass(upstream: Upstream, oldPassword: string, newPassword: string) {
  const answer = await upstream.call(members.updatePass, {
    body: { username: upstream.user.username, oldpass: hashPassword(oldPassword), newpass: hashPassword(newPassword) },
  });
  return answer.message;
}

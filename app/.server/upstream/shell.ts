import { createHash } from "node:crypto";
import type { ParsedAnswerOf } from "../../../contract/define";
import * as contract from "../../../contract/session";
import { payorScope } from "../access";
import type { Upstream } from "./client";

/** SPEC §7 "Session and shell": what the shell and several screens read about the caller's app. */

export type PremiumProvider = ParsedAnswerOf<typeof contract.getMyPremium>;

/** GET get/my_premium/{id}: the provider of a provider account. */
export async function getMyPremium(upstream: Upstream, providerCode: string) {
  return upstream.call(contract.getMyPremium, { params: { id: providerCode } });
}

export type Additional = ParsedAnswerOf<typeof contract.getAdditionals>[number];

/** GET get/additionals: the static help pages. */
export async function getAdditionals(upstream: Upstream) {
  return upstream.call(contract.getAdditionals, {});
}

export type FeatureRoute = ParsedAnswerOf<typeof contract.getRoutes>[number];

/** GET get/getRoutes: the feature-visibility screens of the app (the shell and feature/{name} both need it). */
export function getRoutes(upstream: Upstream): Promise<FeatureRoute[]> {
  return upstream.memo("getRoutes", () => upstream.call(contract.getRoutes, {}));
}

export type Payor = ParsedAnswerOf<typeof contract.getPayor>[number];

/** GET get/payor, narrowed to the payors the user may see (SPEC §6, `payorScope`). */
export function getPayors(upstream: Upstream): Promise<Payor[]> {
  return upstream.memo("payor", async () => {
    const all = await upstream.call(contract.getPayor, {});
    const scope = payorScope(upstream.user);
    return scope === "*" ? all : all.filter((p) => scope.has(p.payor_code));
  });
}

export type Corporate = ParsedAnswerOf<typeof contract.postCorporate>["data"][number];

/** Corporate search of the pickers: `q` matches name or code, `limit` ≤ CORPORATE_LIMIT_MAX (the platform's cap). */
export type CorporateQuery = { q?: string; limit?: number };

/**
 * POST post/corporate/{app}/{project}: the corporates of the given payors, with the count
 * before `limit`, so a picker knows whether it needs to search.
 */
export async function searchCorporates(upstream: Upstream, payorCodes: string[], query: CorporateQuery = {}) {
  const { app_id, project_id } = upstream.user;
  const answer = await upstream.call(contract.postCorporate, {
    params: { app: app_id, project: project_id },
    body: {
      payercode: payorCodes,
      ...(query.q ? { q: query.q } : {}),
      ...(query.limit ? { limit: Math.min(contract.CORPORATE_LIMIT_MAX, Math.max(1, Math.floor(query.limit))) } : {}),
    },
  });
  return { data: answer.data, total: answer.total ?? answer.data.length };
}

/** Tokens seen alive lately (a hash of the token → until when), so a page of images asks once. */
const alive = new Map<string, number>();
const ALIVE_MS = 30_000;

/**
 * Whether the caller's token still works on the platform (not logged out, not revoked): a cheap
 * call, remembered for 30 s. A dead token logs the user out the usual way (request()). For routes
 * that hand out something without a platform call of their own, such as /files.
 */
export async function ensureSessionAlive(upstream: Upstream): Promise<void> {
  const key = aliveKey(upstream.session.token);
  const now = Date.now();
  if ((alive.get(key) ?? 0) > now) return;
  await getPayors(upstream);
  if (alive.size > 10_000) alive.clear();
  alive.set(key, now + ALIVE_MS);
}

const aliveKey = (token: string | null | undefined) => createHash("sha256").update(token ?? "").digest("base64url");

/** After a logout the token is dead at once for this instance (other instances within 30 s). */
export function forgetSessionAlive(token: string | null | undefined): void {
  alive.delete(aliveKey(token));
}

import { createHash } from "node:crypto";
import { z } from "zod";
import { payorScope } from "../access";
import { path, type Upstream } from "./client";
import { count, dataOf, listOf } from "./wire";

/** SPEC §7 "Session and shell": what the shell and several screens read about the caller's app. */

const premium = z.looseObject({
  id_prov: z.string().nullish(),
  provider_code: z.string(),
  provider_name: z.string(),
  address: z.string().nullish(),
  phone: z.string().nullish(),
  email: z.string().nullish(),
  status: z.union([z.string(), z.number(), z.boolean()]).nullish(),
});
export type PremiumProvider = z.infer<typeof premium>;

/** GET get/my_premium/{id}: the provider of a provider account. */
export async function getMyPremium(upstream: Upstream, providerCode: string) {
  return (await upstream.get(path`/api/get/my_premium/${providerCode}`, { schema: dataOf(premium) })).data;
}

const additional = z.object({ name: z.string(), title: z.string().nullish(), content: z.string() });
export type Additional = z.infer<typeof additional>;

/** GET get/additionals: the static help pages. */
export async function getAdditionals(upstream: Upstream) {
  return (await upstream.get(path`/api/get/additionals`, { schema: listOf(additional) })).data;
}

const route = z.object({ id: z.string(), name: z.string() });
export type FeatureRoute = z.infer<typeof route>;

/** GET get/getRoutes: the feature-visibility screens of the app (the shell and feature/{name} both need it). */
export function getRoutes(upstream: Upstream): Promise<FeatureRoute[]> {
  return upstream.memo("getRoutes", async () => (await upstream.get(path`/api/get/getRoutes`, { schema: listOf(route) })).data);
}

const payor = z.object({ payor_code: z.string(), payor_name: z.string() });
export type Payor = z.infer<typeof payor>;

/** GET get/payor, narrowed to the payors the user may see (SPEC §6, `payorScope`). */
export function getPayors(upstream: Upstream): Promise<Payor[]> {
  return upstream.memo("payor", async () => {
    const all = (await upstream.get(path`/api/get/payor`, { schema: listOf(payor) })).data;
    const scope = payorScope(upstream.user);
    return scope === "*" ? all : all.filter((p) => scope.has(p.payor_code));
  });
}

const corporate = z.object({ corp_code: z.string(), name: z.string(), payor_code: z.string().nullish() });
export type Corporate = z.infer<typeof corporate>;
const corporateAnswer = z.object({ data: z.array(corporate), total: count.nullish() });

/** Corporate search of the pickers: `q` matches name or code, `limit` ≤ 200 (the platform's cap). */
export type CorporateQuery = { q?: string; limit?: number };

/**
 * POST post/corporate/{app}/{project}: the corporates of the given payors, with the count
 * before `limit`, so a picker knows whether it needs to search.
 */
export async function searchCorporates(upstream: Upstream, payorCodes: string[], query: CorporateQuery = {}) {
  const { app_id, project_id } = upstream.user;
  const answer = await upstream.post(
    path`/api/post/corporate/${app_id}/${project_id}`,
    {
      payercode: payorCodes,
      ...(query.q ? { q: query.q } : {}),
      ...(query.limit ? { limit: Math.min(200, Math.max(1, Math.floor(query.limit))) } : {}),
    },
    { schema: corporateAnswer },
  );
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

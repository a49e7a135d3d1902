import { randomInt } from "node:crypto";
import { z } from "zod";
import { path, type Upstream } from "./client";
import { hashPassword } from "./session";
import { listOf } from "./wire";

/** SPEC §7 "Premium provider and provider data". */

const premiumProvider = z.object({
  app_id: z.string().nullish(),
  username: z.string(),
  meta: z.object({
    id_prov: z.string(),
    provider_name: z.string(),
    provider_code: z.string(),
    status: z.union([z.boolean(), z.number(), z.string()]).transform((v) => v === true || v === 1 || v === "1" || v === "true"),
  }),
});
export type PremiumProviderAccount = z.infer<typeof premiumProvider>;

const answered = z.object({ code: z.number().optional() });

/** GET getListPremiumProvider: the premium providers of the caller's app. */
export async function getListPremiumProvider(upstream: Upstream) {
  return (await upstream.get(path`/api/getListPremiumProvider`, { schema: listOf(premiumProvider) })).data;
}

const ID_LETTERS = "abcdefghijklmnopqrstuvwxyz0123456789";
/** SPEC §9: provider ids are 'prov_' and 6 characters, made by the console. */
export function newProviderId(): string {
  let id = "prov_";
  for (let i = 0; i < 6; i++) id += ID_LETTERS[randomInt(ID_LETTERS.length)];
  return id;
}

/** POST createPremiumProviderStatus: a provider and the account it signs in with. */
export async function createPremiumProvider(upstream: Upstream, value: { provider_code: string; provider_name: string; username: string; password: string }) {
  await upstream.post(
    path`/api/createPremiumProviderStatus`,
    { appid: upstream.user.app_id, provid: newProviderId(), ...value, password: hashPassword(value.password) },
    { schema: answered },
  );
}

/** POST updatePremiumProvider: name, username and (unless blank) password. */
export async function updatePremiumProvider(
  upstream: Upstream,
  value: { provider_code: string; provider_name: string; username: string; username_old: string; password?: string },
) {
  await upstream.post(
    path`/api/updatePremiumProvider`,
    { appid: upstream.user.app_id, ...value, password: value.password ? hashPassword(value.password) : "" },
    { schema: answered },
  );
}

/** POST updatePremiumProviderStatus: active or inactive (the account follows). */
export async function updatePremiumProviderStatus(upstream: Upstream, idProv: string, status: boolean) {
  await upstream.post(path`/api/updatePremiumProviderStatus`, { appid: upstream.user.app_id, id_prov: idProv, status }, { schema: answered });
}

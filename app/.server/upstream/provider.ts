import { randomInt } from "node:crypto";
import type { z } from "zod";
import type { BodyOf } from "../../../contract/define";
import * as contract from "../../../contract/provider";
import type { Upstream } from "./client";
import { UpstreamError } from "./request";
import { hashPassword } from "./session";
import { getMyPremium } from "./shell";

/** SPEC §7 "Premium provider and provider data" (contract/provider.ts). */

export type PremiumProviderAccount = z.output<typeof contract.premiumProvider>;

/** GET getListPremiumProvider: the premium providers of the caller's app. */
export function getListPremiumProvider(upstream: Upstream) {
  return upstream.call(contract.getListPremiumProvider, {});
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
  await upstream.call(contract.createPremiumProviderStatus, { body: { appid: upstream.user.app_id, provid: newProviderId(), ...value, password: hashPassword(value.password) } });
}

/** POST updatePremiumProvider: name, username and (unless blank) password. */
export async function updatePremiumProvider(
  upstream: Upstream,
  value: { provider_code: string; provider_name: string; username: string; username_old: string; password?: string },
) {
  await upstream.call(contract.updatePremiumProvider, { body: { appid: upstream.user.app_id, ...value, password: value.password ? hashPassword(value.password) : "" } });
}

/** POST updatePremiumProviderStatus: active or inactive (the account follows). */
export async function updatePremiumProviderStatus(upstream: Upstream, idProv: string, status: boolean) {
  await upstream.call(contract.updatePremiumProviderStatus, { body: { appid: upstream.user.app_id, id_prov: idProv, status } });
}

/** SPEC §9: other record ids are random strings (of 4, 5 or 9 characters); these take 9. */
export function newRecordId(): string {
  let id = "";
  for (let i = 0; i < 9; i++) id += ID_LETTERS[randomInt(ID_LETTERS.length)];
  return id;
}

/** The id_prov of the signed-in provider (get/my_premium), which the doctor calls name. */
export async function ownProviderId(upstream: Upstream): Promise<string> {
  return upstream.memo("own-provider-id", async () => {
    const code = upstream.user.provider_code;
    if (!code) throw new UpstreamError("Akun ini tidak terhubung ke provider.", 404);
    const provider = await getMyPremium(upstream, code);
    if (!provider.id_prov) throw new UpstreamError("Akun ini tidak terhubung ke provider.", 404);
    return provider.id_prov;
  });
}

export type DoctorCategory = z.output<typeof contract.doctorCategory>;
export type Doctor = z.output<typeof contract.doctor>;

/** GET getCategoryDoctor/{provId}. */
export async function getCategoryDoctor(upstream: Upstream) {
  const provId = await ownProviderId(upstream);
  return upstream.call(contract.getCategoryDoctor, { params: { provId } });
}

/** POST createCategoryDoctor (a new id) or updateCategoryDoctor (`id` given). */
export async function saveCategoryDoctor(upstream: Upstream, id: string | null, name: string) {
  const provId = await ownProviderId(upstream);
  if (id) await upstream.call(contract.updateCategoryDoctor, { body: { id, provId, data: { name } } });
  else await upstream.call(contract.createCategoryDoctor, { body: { id: newRecordId(), provId, data: { name, provider_code: upstream.user.provider_code ?? undefined } } });
}

/** GET getAllDoctor/{provId}. */
export async function getAllDoctor(upstream: Upstream) {
  const provId = await ownProviderId(upstream);
  return upstream.call(contract.getAllDoctor, { params: { provId } });
}

/** POST createDoctor (a new id) or updateDoctor (`id` given). */
export async function saveDoctor(upstream: Upstream, id: string | null, value: { name: string; category: string; image: string }) {
  const data = { name: value.name, image: value.image };
  if (id) {
    await upstream.call(contract.updateDoctor, { body: { id, category: value.category, data } });
  } else {
    const provId = await ownProviderId(upstream);
    await upstream.call(contract.createDoctor, { body: { id: newRecordId(), provId, category: value.category, data } });
  }
}

export type ProviderProfile = z.output<typeof contract.providerProfile>;

/** GET getMyProvider/{id}: the signed-in provider's profile (data.data). */
export async function getMyProvider(upstream: Upstream) {
  const provId = await ownProviderId(upstream);
  return (await upstream.call(contract.getMyProvider, { params: { provId } })).data;
}

/** POST updateMyProvider (success: code '200'). */
export async function updateMyProvider(upstream: Upstream, profile: BodyOf<typeof contract.updateMyProvider>["data"]) {
  const provId = await ownProviderId(upstream);
  await upstream.call(contract.updateMyProvider, { body: { id: provId, status_data: "update", data: profile } });
}

import { randomInt } from "node:crypto";
import { z } from "zod";
import { path, type Upstream } from "./client";
import { UpstreamError } from "./request";
import { hashPassword } from "./session";
import { getMyPremium } from "./shell";
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

// The code may come as a string: updateMyProvider answers code '200' (SPEC §7).
const answered = z.object({ code: z.union([z.number(), z.string()]).optional() });

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

const doctorCategory = z.object({ id: z.string(), id_prov: z.string().nullish(), provider_code: z.string().nullish(), data: z.object({ name: z.string() }), created_at: z.string().nullish() });
export type DoctorCategory = z.infer<typeof doctorCategory>;

const doctor = z.object({
  id_doctor: z.string(),
  id_prov: z.string().nullish(),
  category: z.object({ id: z.string(), name: z.string().nullish().transform((v) => v ?? "") }),
  data_doctor: z.object({ name: z.string(), image: z.string().nullish().transform((v) => v ?? "") }),
  created_at: z.string().nullish(),
});
export type Doctor = z.infer<typeof doctor>;

/** GET getCategoryDoctor/{provId}. */
export async function getCategoryDoctor(upstream: Upstream) {
  const provId = await ownProviderId(upstream);
  return (await upstream.get(path`/api/getCategoryDoctor/${provId}`, { schema: listOf(doctorCategory) })).data;
}

/** POST createCategoryDoctor (a new id) or updateCategoryDoctor (`id` given). */
export async function saveCategoryDoctor(upstream: Upstream, id: string | null, name: string) {
  const provId = await ownProviderId(upstream);
  if (id) await upstream.post(path`/api/updateCategoryDoctor`, { id, provId, data: { name } }, { schema: answered });
  else await upstream.post(path`/api/createCategoryDoctor`, { id: newRecordId(), provId, data: { name, provider_code: upstream.user.provider_code } }, { schema: answered });
}

/** GET getAllDoctor/{provId}. */
export async function getAllDoctor(upstream: Upstream) {
  const provId = await ownProviderId(upstream);
  return (await upstream.get(path`/api/getAllDoctor/${provId}`, { schema: listOf(doctor) })).data;
}

/** POST createDoctor (a new id) or updateDoctor (`id` given). */
export async function saveDoctor(upstream: Upstream, id: string | null, value: { name: string; category: string; image: string }) {
  const data = { name: value.name, image: value.image };
  if (id) {
    await upstream.post(path`/api/updateDoctor`, { id, category: value.category, data }, { schema: answered });
  } else {
    const provId = await ownProviderId(upstream);
    await upstream.post(path`/api/createDoctor`, { id: newRecordId(), provId, category: value.category, data }, { schema: answered });
  }
}

const providerProfile = z.object({
  id_prov: z.string(),
  provider_code: z.string(),
  provider_name: z.string(),
  address: z.string().nullish().transform((v) => v ?? ""),
  phone: z.string().nullish().transform((v) => v ?? ""),
  latlong: z.string().nullish().transform((v) => v ?? ""),
  profile: z.string().nullish().transform((v) => v ?? ""),
  link_button: z.string().nullish().transform((v) => v ?? ""),
  title_button: z.string().nullish().transform((v) => v ?? ""),
  logo: z.string().nullish().transform((v) => v ?? ""),
  banner: z.string().nullish().transform((v) => v ?? ""),
  gallery: z.array(z.string()).nullish().transform((v) => v ?? []),
});
export type ProviderProfile = z.infer<typeof providerProfile>;
const profileAnswer = z.object({ data: z.object({ data: providerProfile }) });

/** GET getMyProvider/{id}: the signed-in provider's profile (data.data). */
export async function getMyProvider(upstream: Upstream) {
  const provId = await ownProviderId(upstream);
  return (await upstream.get(path`/api/getMyProvider/${provId}`, { schema: profileAnswer })).data.data;
}

/** POST updateMyProvider (success: code '200'). */
export async function updateMyProvider(upstream: Upstream, profile: Omit<ProviderProfile, "id_prov">) {
  const provId = await ownProviderId(upstream);
  await upstream.post(path`/api/updateMyProvider`, { id: provId, status_data: "update", data: profile }, { schema: answered });
}

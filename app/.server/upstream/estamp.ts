import { z } from "zod";
import { path, type Upstream } from "./client";
import { count, dataOf, listOf, recordId } from "./wire";

/** SPEC §7 "E-stamp and e-sign". */

const amount = z.coerce.number().nonnegative();
const quota = z.object({ total: amount, usage: amount, remain: amount, chartUsage: amount.nullish(), chartRemain: amount.nullish() });
export type StampQuota = z.infer<typeof quota>;

/** POST linkExtService: the stamp service's quota of a provider. */
export async function getStampQuota(upstream: Upstream, providerCode: string) {
  const answer = await upstream.post(
    path`/api/linkExtService`,
    { method: "GET", path: "/quota", query: { provider_code: providerCode } },
    { schema: dataOf(quota) },
  );
  return answer.data;
}

const corporate = z.object({
  corporate_code: z.string(),
  corporate_name: z.string(),
  corporate_address: z.string().nullish().transform((v) => v ?? ""),
  active_members: count,
  inactive_members: count,
});
export type EsignCorporate = z.infer<typeof corporate>;

const yesNo = z.union([z.boolean(), z.number(), z.string()]).transform((v) => v === true || v === 1 || v === "1" || v === "true" || v === "Y");
const member = z.object({
  id: recordId,
  full_name: z.string(),
  email: z.string().nullish().transform((v) => v ?? ""),
  phone_number: z.string().nullish().transform((v) => v ?? ""),
  nik: z.string(),
  privy_id: z.string().nullish().transform((v) => v ?? ""),
  is_active: yesNo,
  is_verified: yesNo,
});
export type EsignMember = z.infer<typeof member>;

const saved = z.object({ code: z.number().optional() });

/** GET /e-sign/cms/corporates: the corporates of the caller's project. */
export async function getEsignCorporates(upstream: Upstream) {
  return (await upstream.get(path`/e-sign/cms/corporates`, { schema: listOf(corporate) })).data;
}

/** POST /e-sign/cms/add/corporate (a refusal's text is in `error`). */
export async function addEsignCorporate(upstream: Upstream, value: { corporate_code: string; corporate_name: string; corporate_address: string }) {
  await upstream.post(path`/e-sign/cms/add/corporate`, value, { schema: saved });
}

/** GET /e-sign/cms/{corporate_code}/members. */
export async function getEsignMembers(upstream: Upstream, corporateCode: string) {
  return (await upstream.get(path`/e-sign/cms/${corporateCode}/members`, { schema: listOf(member) })).data;
}

/** POST /e-sign/cms/{corporate_code}/add/member. */
export async function addEsignMember(
  upstream: Upstream,
  corporateCode: string,
  value: { full_name: string; email: string; phone_number: string; nik: string; privy_id?: string },
) {
  await upstream.post(path`/e-sign/cms/${corporateCode}/add/member`, { ...value, privy_id: value.privy_id ?? "" }, { schema: saved });
}

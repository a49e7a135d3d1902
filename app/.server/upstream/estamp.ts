import { z } from "zod";
import { path, type Upstream } from "./client";
import { dataOf } from "./wire";

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

import { z } from "zod";
import type { RequestSession } from "../session";
import { request } from "./request";

const count = z.coerce.number().nonnegative();
const quotaAnswer = z.object({
  data: z.object({ total: count, usage: count, remain: count, chartUsage: count.nullish(), chartRemain: count.nullish() }),
});
export type StampQuota = z.infer<typeof quotaAnswer>["data"];

/** SPEC §7 linkExtService: the stamp service's quota of the user's provider. */
export async function getStampQuota(session: RequestSession, providerCode: string) {
  return (
    await request("/api/linkExtService", {
      session,
      json: { method: "GET", path: "/quota", query: { provider_code: providerCode } },
      schema: quotaAnswer,
    })
  ).data;
}

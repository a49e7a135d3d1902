import { z } from "zod";
import type { JsonFeature } from "~/lib/feature-config";
import { path, type Upstream } from "./client";
import { dataOf, done, recordId } from "./wire";

/** SPEC §7 "Features": per-corporate visibility and the access log. */

const idList = z
  .array(z.string())
  .nullish()
  .transform((v) => v ?? []);

const jsonFeature = z.object({
  features: z
    .record(z.string(), z.boolean().nullable())
    .nullish()
    .transform((v) => v ?? {}),
  invisible_items: z
    .record(z.string(), idList)
    .nullish()
    .transform((v) => v ?? {}),
  invisible: idList,
});

/** SPEC §3 Feature config, as getVisibility answers it. */
const visibility = z.object({
  confid: recordId,
  corpid: z.string(),
  id: recordId.nullish(),
  items: z.array(z.object({ key: z.string(), name: z.string().nullish() })).transform((items) => items.map((i) => ({ key: i.key, name: i.name || i.key }))),
  jsonfeature: jsonFeature.nullish().transform((v): JsonFeature => v ?? { features: {}, invisible_items: {}, invisible: [] }),
});
export type Visibility = z.infer<typeof visibility>;

/** GET getVisibility/{app}/{feature or menu}/{corp}: `feature` is a getRoutes id or name, or `banner`. */
export async function getVisibility(upstream: Upstream, feature: string, corp: string): Promise<Visibility> {
  return (await upstream.get(path`/api/getVisibility/${upstream.user.app_id}/${feature}/${corp}`, { schema: dataOf(visibility) })).data;
}

export type FeatureUpdate = { confid: string; corpid: string; id: string | null; jsonfeature: JsonFeature };

export async function updateFeature(upstream: Upstream, update: FeatureUpdate) {
  await upstream.post(path`/api/updateFeature`, update, { schema: done });
}

const multiResult = z.object({
  updated: z.array(z.string()),
  skipped: z.array(z.object({ corp_code: z.string(), reason: z.string().nullish() })).default([]),
});
export type MultiResult = z.infer<typeof multiResult>;

/** POST updateFeatureMulti: the same config for several corporates (corpid a comma list). */
export async function updateFeatureMulti(upstream: Upstream, update: Omit<FeatureUpdate, "corpid" | "id"> & { corpids: string[] }): Promise<MultiResult> {
  const answer = await upstream.post(
    path`/api/updateFeatureMulti`,
    { confid: update.confid, corpid: update.corpids.join(","), id: null, jsonfeature: update.jsonfeature },
    { schema: done.extend({ data: multiResult }) },
  );
  return answer.data;
}

export type AccessEvent = "open_access" | "close_access";

/** POST to the log endpoint: opening and leaving a corporate's feature configuration. */
export async function postAccessLog(upstream: Upstream, event: AccessEvent, corp: { corp_code: string; corp_name: string }) {
  await upstream.post(
    path`/api/log`,
    { msg_event: event, body: { project_id: upstream.user.project_id, corp_code: corp.corp_code, corp_name: corp.corp_name } },
    { schema: z.unknown() },
  );
}

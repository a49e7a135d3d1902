import type { ParsedAnswerOf } from "../../../contract/define";
import * as contract from "../../../contract/features";
import type { JsonFeature } from "~/lib/feature-config";
import type { Upstream } from "./client";

/** SPEC §7 "Features": per-corporate visibility and the access log. */

/** SPEC §3 Feature config, as getVisibility answers it. */
export type Visibility = ParsedAnswerOf<typeof contract.getVisibility>;

/** GET getVisibility/{app}/{feature or menu}/{corp}: `feature` is a getRoutes id or name, or `banner`. */
export async function getVisibility(upstream: Upstream, feature: string, corp: string): Promise<Visibility> {
  return upstream.call(contract.getVisibility, { params: { app: upstream.user.app_id, feature, corp } });
}

export type FeatureUpdate = { confid: string; corpid: string; id: string | null; jsonfeature: JsonFeature };

export async function updateFeature(upstream: Upstream, update: FeatureUpdate) {
  await upstream.call(contract.updateFeature, { body: update });
}

export type MultiResult = ParsedAnswerOf<typeof contract.updateFeatureMulti>["data"];

/** POST updateFeatureMulti: the same config for several corporates (corpid a comma list). */
export async function updateFeatureMulti(upstream: Upstream, update: Omit<FeatureUpdate, "corpid" | "id"> & { corpids: string[] }): Promise<MultiResult> {
  const answer = await upstream.call(contract.updateFeatureMulti, {
    body: { confid: update.confid, corpid: update.corpids.join(","), id: null, jsonfeature: update.jsonfeature },
  });
  return answer.data;
}

export type AccessEvent = "open_access" | "close_access";

/** POST to the log endpoint: opening and leaving a corporate's feature configuration. */
export async function postAccessLog(upstream: Upstream, event: AccessEvent, corp: { corp_code: string; corp_name: string }) {
  await upstream.call(contract.log, { body: { msg_event: event, body: { project_id: upstream.user.project_id, corp_code: corp.corp_code, corp_name: corp.corp_name } } });
}

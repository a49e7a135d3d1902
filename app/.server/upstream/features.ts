import { z } from "zod";
import type { RequestSession } from "../session";
import { createContent, getContentObject, updateContent } from "./content";
import { request } from "./request";
import { getPayors, searchCorporates } from "./session";

/** SPEC §3 Feature config, as getVisibility answers it (docs/platform-contract.md). */
const idList = z
  .array(z.string())
  .nullish()
  .transform((v) => v ?? []);

const jsonFeatureSchema = z.object({
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
export type JsonFeature = { features: Record<string, boolean | null>; invisible_items: Record<string, string[]>; invisible: string[] };

const visibilitySchema = z.object({
  data: z.object({
    confid: z.union([z.string(), z.number()]).transform(String),
    corpid: z.string(),
    id: z.union([z.string(), z.number()]).transform(String).nullish(),
    items: z.array(z.object({ key: z.string(), name: z.string().nullish() })).transform((items) => items.map((i) => ({ key: i.key, name: i.name || i.key }))),
    jsonfeature: jsonFeatureSchema.nullish().transform((v): JsonFeature => v ?? { features: {}, invisible_items: {}, invisible: [] }),
  }),
});
export type Visibility = z.infer<typeof visibilitySchema>["data"];

/** GET getVisibility/{app}/{feature or menu}/{corp}: `feature` is a getRoutes id or name, or `banner`. */
export async function getVisibility(session: RequestSession, feature: string, corp: string): Promise<Visibility> {
  const app = session.user!.app_id;
  return (
    await request(`/api/getVisibility/${encodeURIComponent(app)}/${encodeURIComponent(feature)}/${encodeURIComponent(corp)}`, {
      session,
      schema: visibilitySchema,
    })
  ).data;
}

export type FeatureUpdate = { confid: string; corpid: string; id: string | null; jsonfeature: JsonFeature };

export async function updateFeature(session: RequestSession, update: FeatureUpdate) {
  return (
    await request("/api/updateFeature", {
      session,
      json: update,
      schema: z.object({ message: z.string().nullish(), data: z.object({ id: z.union([z.string(), z.number()]).transform(String) }).nullish() }),
    })
  );
}

const multiAnswer = z.object({
  data: z.object({
    updated: z.array(z.string()),
    skipped: z.array(z.object({ corp_code: z.string(), reason: z.string().nullish() })).default([]),
  }),
});
export type MultiResult = z.infer<typeof multiAnswer>["data"];

/** POST updateFeatureMulti: the same config for several corporates (corpid a comma list). */
export async function updateFeatureMulti(session: RequestSession, update: Omit<FeatureUpdate, "corpid" | "id"> & { corpids: string[] }): Promise<MultiResult> {
  return (
    await request("/api/updateFeatureMulti", {
      session,
      json: { confid: update.confid, corpid: update.corpids.join(","), id: null, jsonfeature: update.jsonfeature },
      schema: multiAnswer,
    })
  ).data;
}

export type AccessEvent = "open_access" | "close_access";

/** SPEC §7 log endpoint: opening and leaving a corporate's feature configuration. */
export async function postAccessLog(session: RequestSession, event: AccessEvent, corp: { corp_code: string; corp_name: string }) {
  await request("/api/log", {
    session,
    json: { msg_event: event, body: { project_id: session.user!.project_id, corp_code: corp.corp_code, corp_name: corp.corp_name } },
    schema: z.unknown(),
  });
}

/** Banner setting (SPEC §3): the app's content row of feature b0001. */
export const BANNER_FEATURE_ID = "b0001";
const bannerList = z
  .array(z.string())
  .nullish()
  .catch(null)
  .transform((v) => v ?? []);
const bannerData = z.looseObject({ banner_regular: bannerList, banner_benefit: bannerList });
export type BannerSetting = { id: string | null; banner_regular: string[]; banner_benefit: string[] };

export async function getBannerSetting(session: RequestSession): Promise<BannerSetting> {
  const row = await getContentObject(session, BANNER_FEATURE_ID);
  if (!row) return { id: null, banner_regular: [], banner_benefit: [] };
  const lists = bannerData.parse(row.datajson);
  return { id: row.id, banner_regular: lists.banner_regular, banner_benefit: lists.banner_benefit };
}

/** SPEC §4: an update when the content exists, else a create. Returns which one it was. */
export async function saveBannerSetting(session: RequestSession, id: string | null, datajson: { banner_regular: string[]; banner_benefit: string[] }) {
  if (id) {
    await updateContent(session, id, BANNER_FEATURE_ID, datajson);
    return "updated" as const;
  }
  await createContent(session, BANNER_FEATURE_ID, datajson);
  return "created" as const;
}

/** The corporate picker's data (SPEC §9: searchable above 100 corporates). */
export type CorporatePickerData = {
  async: boolean;
  total: number;
  options: { corp_code: string; name: string }[];
  value: { corp_code: string; name: string } | null;
  /** A corp_code was asked for that is not among the user's corporates. */
  unknown: boolean;
};

const PICKER_LIMIT = 100;

/**
 * Corporates of the user's payors for a picker: all of them when there are at most 100;
 * otherwise the first 100, or the matches of the no-JavaScript search text `q`. The chosen
 * corporate (`selected`) is looked up so its name shows even when it is not in that list.
 */
export async function loadCorporatePicker(session: RequestSession, selected: string, q = ""): Promise<CorporatePickerData> {
  const codes = (await getPayors(session)).map((p) => p.payor_code);
  const first = await searchCorporates(session, codes, { limit: PICKER_LIMIT });
  const isAsync = first.total > PICKER_LIMIT;
  const trim = (list: { corp_code: string; name: string }[]) => list.slice(0, PICKER_LIMIT).map((c) => ({ corp_code: c.corp_code, name: c.name }));
  let options = trim(first.data);
  if (isAsync && q) options = trim((await searchCorporates(session, codes, { q, limit: PICKER_LIMIT })).data);
  let value = null as CorporatePickerData["value"];
  if (selected) {
    value = options.find((c) => c.corp_code === selected) ?? first.data.find((c) => c.corp_code === selected) ?? null;
    if (!value && isAsync) {
      const found = (await searchCorporates(session, codes, { q: selected, limit: 200 })).data.find((c) => c.corp_code === selected);
      value = found ? { corp_code: found.corp_code, name: found.name } : null;
    }
  }
  return { async: isAsync, total: first.total, options, value, unknown: !!selected && !value };
}

/** A document request (first load, or any request without JavaScript), not a client data fetch. */
const isDocumentRequest = (request: Request) => !new URL(request.url).pathname.endsWith(".data");

/**
 * SPEC §7 open_access / close_access for document requests. In the browser the page reports
 * them itself (it also sees the user leave); here a page loaded as a document logs the opening,
 * and a picker form without JavaScript says which corporate it left (`prev`). Logging never
 * breaks the page. Returns whether the opening was logged.
 */
export async function logDocumentAccess(session: RequestSession, request: Request, url: URL, opened: { corp_code: string; name: string } | null) {
  if (!isDocumentRequest(request)) return false;
  const prev = url.searchParams.get("prev") ?? "";
  if (/^[A-Za-z0-9-]{1,40}$/.test(prev) && prev !== opened?.corp_code) {
    try {
      const codes = (await getPayors(session)).map((p) => p.payor_code);
      const left = (await searchCorporates(session, codes, { q: prev, limit: 200 })).data.find((c) => c.corp_code === prev);
      if (left) await postAccessLog(session, "close_access", { corp_code: left.corp_code, corp_name: left.name });
    } catch (error) {
      console.error("close_access log:", error instanceof Error ? error.message : error);
    }
  }
  if (!opened) return false;
  try {
    await postAccessLog(session, "open_access", { corp_code: opened.corp_code, corp_name: opened.name });
    return true;
  } catch (error) {
    console.error("open_access log:", error instanceof Error ? error.message : error);
    return false;
  }
}

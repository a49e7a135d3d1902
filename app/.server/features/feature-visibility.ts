import { z } from "zod";
import { SEARCH_MAX } from "../../../contract/lists";
import { CORPORATE_LIMIT_MAX } from "../../../contract/session";
import { featureConfigSchema, featureDefaults, toJsonFeature, type CorporateOption, type FeatureItem } from "~/lib/feature-config";
import type { RequestSession } from "../session";
import { FormError, submitForm } from "../kits/submit";
import type { Upstream } from "../upstream/client";
import { createNews, getContentObject, updateContent } from "../upstream/content";
import { getVisibility, postAccessLog, updateFeature, type Visibility } from "../upstream/features";
import { loaderPart, UpstreamError } from "../upstream/request";
import { getPayors, getRoutes, searchCorporates } from "../upstream/shell";

/**
 * Feature visibility (SPEC §2 "Feature visibility"): what feature/{name}, the banner setting's
 * switch panel and Manual Config Feature do around the §7 calls — the corporate picker, the
 * open/close access log, loading a corporate's config and saving it.
 */

export const LOAD_ERROR = "Get Geature Corporate Error";
const CORP = /^[A-Za-z0-9-]{1,40}$/;

/** The corporate picker's data (SPEC §9: searchable above 100 corporates). */
export type CorporatePickerData = {
  async: boolean;
  total: number;
  options: CorporateOption[];
  value: CorporateOption | null;
  /** A corp_code was asked for that is not among the user's corporates. */
  unknown: boolean;
};

const PICKER_LIMIT = 100;

async function payorCodes(upstream: Upstream) {
  return (await getPayors(upstream)).map((p) => p.payor_code);
}

/**
 * Corporates of the user's payors for a picker: all of them when there are at most 100;
 * otherwise the first 100, or the matches of the no-JavaScript search text `q`. The chosen
 * corporate (`selected`) is looked up so its name shows even when it is not in that list.
 */
export async function loadCorporatePicker(upstream: Upstream, selected: string, q = ""): Promise<CorporatePickerData> {
  const codes = await payorCodes(upstream);
  const first = await searchCorporates(upstream, codes, { limit: PICKER_LIMIT });
  const isAsync = first.total > PICKER_LIMIT;
  const trim = (list: CorporateOption[]) => list.slice(0, PICKER_LIMIT).map((c) => ({ corp_code: c.corp_code, name: c.name }));
  let options = trim(first.data);
  if (isAsync && q) options = trim((await searchCorporates(upstream, codes, { q, limit: PICKER_LIMIT })).data);
  let value: CorporateOption | null = null;
  if (selected) {
    value = options.find((c) => c.corp_code === selected) ?? first.data.find((c) => c.corp_code === selected) ?? null;
    if (!value && isAsync) value = await findCorporate(upstream, selected);
  }
  return { async: isAsync, total: first.total, options, value, unknown: !!selected && !value };
}

async function findCorporate(upstream: Upstream, code: string): Promise<CorporateOption | null> {
  const found = (await searchCorporates(upstream, await payorCodes(upstream), { q: code, limit: CORPORATE_LIMIT_MAX })).data.find((c) => c.corp_code === code);
  return found ? { corp_code: found.corp_code, name: found.name } : null;
}

/** The asynchronous picker's search (JSON route): `{ data, total }` of the user's payors only. */
export async function searchCorporatesOfUser(upstream: Upstream, q: string, limit: number) {
  const found = await searchCorporates(upstream, await payorCodes(upstream), { q, limit });
  return { data: found.data.slice(0, limit).map((c) => ({ corp_code: c.corp_code, name: c.name })), total: found.total };
}

/** A document request (first load, or any request without JavaScript), not a client data fetch. */
const isDocumentRequest = (request: Request) => !new URL(request.url).pathname.endsWith(".data");

/**
 * SPEC §7 open_access for a document request (a first load, or any request without JavaScript)
 * of the corporate actually opened. Nothing else is logged from a GET: a link, even from another
 * site, cannot write the log. close_access is reported by the page itself (with JavaScript; it
 * also sees the tab close). Logging never breaks the page. Returns whether the opening was logged.
 */
async function logDocumentAccess(upstream: Upstream, request: Request, opened: CorporateOption | null) {
  if (!isDocumentRequest(request) || !opened) return false;
  const logged = await loaderPart("open_access log", postAccessLog(upstream, "open_access", { corp_code: opened.corp_code, corp_name: opened.name }));
  return logged.failure === null;
}

export type FeatureConfig = { id: string | null; items: FeatureItem[]; defaults: ReturnType<typeof featureDefaults> };

/**
 * Everything a per-corporate feature screen shows: the picker (`?corp=`, `?cq=` without
 * JavaScript), the chosen corporate's config, or LOAD_ERROR; and whether its opening was logged.
 */
export async function loadFeatureScreen(upstream: Upstream, request: Request, feature: string) {
  const url = new URL(request.url);
  const corpParam = url.searchParams.get("corp") ?? "";
  const corp = CORP.test(corpParam) ? corpParam : "";
  const cq = (url.searchParams.get("cq") ?? "").trim().slice(0, SEARCH_MAX);
  const picker = await loadCorporatePicker(upstream, corp, cq);
  // A corporate not in the picker's list is not this account's: said as the platform's failure would be.
  const visibility = corp && !picker.unknown ? await loaderPart(`getVisibility ${feature}/${corp}`, getVisibility(upstream, feature, corp)) : null;
  const config: FeatureConfig | null = visibility?.value ? { id: visibility.value.id ?? null, items: visibility.value.items, defaults: featureDefaults(visibility.value.items, visibility.value.jsonfeature) } : null;
  const loadError = corp && !config ? LOAD_ERROR : null;
  const openLogged = await logDocumentAccess(upstream, request, config && picker.value);
  return { picker, cq, corp, config, loadError, openLogged };
}

/**
 * Saves one corporate's config of `feature` (intent "features"): the platform's current config
 * is read again (its item keys and ids, never the form's), then updateFeature. SPEC §8 messages
 * name the feature: '{feature} Success Updated!' / '{feature} Error Updated!'.
 */
export function saveFeatureConfig(form: FormData, url: URL, session: RequestSession, upstream: Upstream, feature: { id: string; name: string }) {
  return submitForm(form, {
    session,
    intent: "features",
    schema: featureConfigSchema,
    async run(value) {
      let current: Visibility;
      try {
        current = await getVisibility(upstream, feature.id, value.corp);
      } catch (error) {
        if (!(error instanceof UpstreamError)) throw error;
        throw new FormError({ form: [LOAD_ERROR] }, error.status === 404 ? 404 : 502);
      }
      await updateFeature(upstream, { confid: current.confid, corpid: value.corp, id: current.id ?? null, jsonfeature: toJsonFeature(value, current.items) });
    },
    success: { flash: `${feature.name} Success Updated!`, redirectTo: url.pathname + url.search },
    failure: (error) => {
      console.error(`updateFeature ${feature.id}: ${error.message}`);
      return { message: `${feature.name} Error Updated! ${error.message}` };
    },
  });
}

/** A feature-visibility screen of the app (get/getRoutes), by name or id; undefined if none. */
export async function findFeatureRoute(upstream: Upstream, nameOrId: string | undefined) {
  return (await getRoutes(upstream)).find((r) => r.name === nameOrId || r.id === nameOrId);
}

/** The features Manual Config Feature can set: the app's feature routes, plus the banner panel's `banner`. */
export async function configurableFeatures(upstream: Upstream) {
  const routes = await getRoutes(upstream);
  return [...routes.map((r) => ({ id: r.id, name: r.name })), { id: BANNER_VISIBILITY, name: BANNER_VISIBILITY }];
}

/**
 * The sub-features of a feature and its config id. getVisibility needs a corporate, so one of
 * the user's corporates is asked: a feature has the same sub-features for every corporate.
 */
export async function featureShape(upstream: Upstream, featureId: string) {
  const [probe] = (await searchCorporates(upstream, await payorCodes(upstream), { limit: 1 })).data;
  if (!probe) throw new UpstreamError("Tidak ada corporate untuk akun ini.", 404);
  const visibility = await getVisibility(upstream, featureId, probe.corp_code);
  return { confid: visibility.confid, items: visibility.items };
}

/** The visibility feature of the banner setting's switch panel (docs/platform-contract.md getVisibility). */
export const BANNER_VISIBILITY = "banner";

/** Banner setting (SPEC §3): the app's content row of feature b0001. */
export const BANNER_CONTENT = "b0001";
const bannerList = z
  .array(z.string())
  .nullish()
  .catch(null)
  .transform((v) => v ?? []);
const bannerData = z.looseObject({ banner_regular: bannerList, banner_benefit: bannerList });
export type BannerSetting = { id: string | null; banner_regular: string[]; banner_benefit: string[] };

export async function getBannerSetting(upstream: Upstream): Promise<BannerSetting> {
  const row = await getContentObject(upstream, BANNER_CONTENT);
  if (!row) return { id: null, banner_regular: [], banner_benefit: [] };
  const lists = bannerData.parse(row.datajson);
  return { id: row.id, banner_regular: lists.banner_regular, banner_benefit: lists.banner_benefit };
}

/** SPEC §4: an update when the content exists (asked again here, not trusted from a form), else a create. */
export async function saveBannerSetting(upstream: Upstream, lists: { banner_regular: string[]; banner_benefit: string[] }) {
  const existing = await getBannerSetting(upstream);
  if (existing.id) {
    await updateContent(upstream, existing.id, BANNER_CONTENT, lists);
    return "updated" as const;
  }
  await createNews(upstream, BANNER_CONTENT, lists);
  return "created" as const;
}

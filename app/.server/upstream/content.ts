import { z } from "zod";
import * as contract from "../../../contract/content";
import type { contentRow } from "../../../contract/content";
import { BANNER_DEFAULTS } from "~/lib/banner-ads";
import { FEATURE } from "~/lib/content-schemas";
import type { Upstream } from "./client";
import { UpstreamError } from "./request";
import { newRecordId } from "./provider";
import { text } from "./wire";

/** SPEC §7 "Content and media": content rows (docs/platform-contract.md "Content and media"). */

export type ContentRow = z.output<typeof contentRow>;

export const newsData = z.object({ title: text, author: text, image: text, link: text, content: text });
export type News = z.infer<typeof newsData> & { id: string; created_at: string | null };

export const guidebookData = z.object({ title: text, image: text, guidebookapp: text });
export type Guidebook = z.infer<typeof guidebookData> & { id: string };

/** GET content/{app}/{featureId}/array: every row of a feature, newest first (none answered: none). */
export async function getContentArray(upstream: Upstream, featureId: string): Promise<ContentRow[]> {
  const rows = await upstream.call(contract.content, { params: { app: upstream.user.app_id, featureId, shape: "array" } });
  return Array.isArray(rows) ? rows : [];
}

/** GET content/{app}/{featureId}/object: the newest row, or null. */
export async function getContentObject(upstream: Upstream, featureId: string): Promise<ContentRow | null> {
  const row = await upstream.call(contract.content, { params: { app: upstream.user.app_id, featureId, shape: "object" } });
  return row && !Array.isArray(row) ? row : null;
}

export async function getNews(upstream: Upstream): Promise<News[]> {
  const rows = await getContentArray(upstream, FEATURE.news);
  return rows.map((row) => ({ id: row.id, created_at: row.created_at ?? null, ...newsData.parse(row.datajson) }));
}

export async function getGuidebooks(upstream: Upstream): Promise<Guidebook[]> {
  const rows = await getContentArray(upstream, FEATURE.guidebook);
  return rows.map((row) => ({ id: row.id, ...guidebookData.parse(row.datajson) }));
}

/** POST createNews: creates a content row of any feature; answers its id. */
export async function createNews(upstream: Upstream, featureId: string, datajson: Record<string, unknown>) {
  const created = await upstream.call(contract.createNews, { body: { appid: upstream.user.app_id, featureid: featureId, datajson } });
  return { id: created.data?.id ?? null };
}

/** POST updateContent: success when the body code is 200. */
export async function updateContent(upstream: Upstream, idContent: string, featureId: string, datajson: Record<string, unknown>) {
  await upstream.call(contract.updateContent, { body: { idContent, appid: upstream.user.app_id, featureid: featureId, datajson } });
}

export async function deleteContent(upstream: Upstream, idContent: string, featureId: string) {
  await upstream.call(contract.deleteContent, { body: { idContent, appid: upstream.user.app_id, featureid: featureId } });
}

/** An update when the row exists, otherwise a create (SPEC §4: About, banner setting). */
export async function saveContentObject(upstream: Upstream, featureId: string, datajson: Record<string, unknown>) {
  const row = await getContentObject(upstream, featureId);
  if (row) await updateContent(upstream, row.id, featureId, { ...row.datajson, ...datajson });
  else await createNews(upstream, featureId, datajson);
  return row ? ("updated" as const) : ("created" as const);
}

export type NotificationSetting = NonNullable<z.output<typeof contract.getNotification.answer>>;

/** GET getNotification/{project}. */
export async function getNotification(upstream: Upstream): Promise<NotificationSetting | null> {
  return (await upstream.call(contract.getNotification, { params: { project: upstream.user.project_id } })) ?? null;
}

/** A banner ad as the platform keeps it (SPEC §3; docs/platform-contract.md "Banner ads"). */
const flag = z.union([z.boolean(), z.number(), z.string()]).nullish().transform((v) => v === true || v === 1 || v === "1" || v === "true");
const tally = z.coerce.number().int().nonnegative().catch(0);
export const bannerAdData = z.object({
  // SPEC §9: a random record id (ads made before it had one are named by their row).
  id: text.nullish(),
  id_prov: text,
  name: text,
  index: tally,
  url: text,
  external_url: flag,
  ads: flag,
  published: flag,
  start: text,
  expired: text,
  view: tally,
  click: tally,
  ctr: text,
  banner: text,
});
export type BannerAd = Omit<z.infer<typeof bannerAdData>, "id"> & { id: string; contentId: string; created_at: string | null };

/** The app's banner ads (a provider's own only: the platform scopes them), by index. */
export async function getBannerAds(upstream: Upstream): Promise<BannerAd[]> {
  const rows = await getContentArray(upstream, FEATURE.bannerAds);
  return rows
    .map((row) => {
      const { id, ...ad } = bannerAdData.parse(row.datajson);
      return { ...ad, id: id || row.id, contentId: row.id, created_at: row.created_at ?? null };
    })
    .sort((a, b) => a.index - b.index);
}

/**
 * Creates an ad with SPEC §9's defaults, or updates one: the form's fields replace the stored
 * ones, and what the form does not edit (view, click, ctr, ads) is kept as the platform has it.
 */
export async function saveBannerAd(upstream: Upstream, id: string | null, fields: Omit<BannerAd, "id" | "contentId" | "created_at" | "view" | "click" | "ctr" | "ads">) {
  if (!id) {
    await createNews(upstream, FEATURE.bannerAds, { id: newRecordId(), ...BANNER_DEFAULTS, ...fields });
    return;
  }
  const stored = await findBannerAd(upstream, id);
  const { contentId, created_at: _created, ...kept } = stored;
  await updateContent(upstream, contentId, FEATURE.bannerAds, { ...kept, ...fields });
}

/** The ad an id names (404 when there is none, as the platform says of a missing row). */
export async function findBannerAd(upstream: Upstream, id: string): Promise<BannerAd> {
  const stored = (await getBannerAds(upstream)).find((ad) => ad.id === id);
  if (!stored) throw new UpstreamError(`Banner ad ${id} not found`, 404);
  return stored;
}

/** Deletes the ad an id names. */
export async function deleteBannerAd(upstream: Upstream, id: string) {
  await deleteContent(upstream, (await findBannerAd(upstream, id)).contentId, FEATURE.bannerAds);
}

import { z } from "zod";
import type { jsonFeature } from "../../contract/features";
import { FEATURE_MULTI_MAX } from "../../contract/lists";
import { formatIdList, idListField } from "./id-list";

/**
 * The feature-visibility form (SPEC §2 "Feature visibility", §3 Feature config), shared by the
 * feature screen, Manual Config Feature and the banner setting's switch panel. One schema for the
 * browser and the action (Conform + zod).
 */
export const SELECT_CORPORATE_FIRST = "Select corporate first!";
export const CORPORATE_IDS_REQUIRED = "Isi minimal satu Corporate ID, contoh: K0001,K0002";

export type FeatureItem = { key: string; name: string };
/** A corporate as the pickers of the feature screens offer it. */
export type CorporateOption = { corp_code: string; name: string };
export type JsonFeature = z.output<typeof jsonFeature>;

const itemSchema = z.object({
  key: z.string().min(1).max(100),
  enabled: z.boolean().optional(),
  invisible: idListField("Invisible ID"),
});

export const featureSettingsShape = {
  items: z.array(itemSchema).max(200).default([]),
  invisible: idListField("Invisible ID"),
};

const corporate = z
  .string({ error: SELECT_CORPORATE_FIRST })
  .trim()
  .min(1, SELECT_CORPORATE_FIRST)
  .regex(/^[A-Za-z0-9-]{1,40}$/, SELECT_CORPORATE_FIRST);

/** One corporate (feature screen, banner setting panel). */
export const featureConfigSchema = z.object({ intent: z.literal("features").optional(), corp: corporate, ...featureSettingsShape });

/** Several corporates at once (Manual Config Feature). */
export const manualConfigSchema = z.object({
  feature: z.string({ error: "Pilih fitur terlebih dahulu." }).min(1, "Pilih fitur terlebih dahulu.").max(100),
  // The platform takes at most FEATURE_MULTI_MAX corporates in one post: say so before asking.
  corps: idListField("Corporate ID", CORPORATE_IDS_REQUIRED, FEATURE_MULTI_MAX),
  ...featureSettingsShape,
});

export type FeatureSettings = { items: { key: string; enabled?: boolean; invisible: string[] }[]; invisible: string[] };

/**
 * The jsonfeature to send. Only the platform's own item keys count (a posted key it does not
 * know is dropped), and an item left out of the post is off.
 */
export function toJsonFeature(value: FeatureSettings, items: readonly FeatureItem[]): JsonFeature {
  const posted = new Map(value.items.map((i) => [i.key, i]));
  const features: Record<string, boolean> = {};
  const invisible_items: Record<string, string[]> = {};
  for (const { key } of items) {
    const item = posted.get(key);
    features[key] = item?.enabled === true;
    if (item?.invisible.length) invisible_items[key] = item.invisible;
  }
  return { features, invisible_items, invisible: value.invisible };
}

/** The form's starting values from a stored config (an unset switch, null, shows as on). */
export function featureDefaults(items: readonly FeatureItem[], json: JsonFeature | null) {
  return {
    items: items.map((i) => ({
      key: i.key,
      enabled: json ? json.features[i.key] !== false : true,
      invisible: formatIdList(json?.invisible_items[i.key]),
    })),
    invisible: formatIdList(json?.invisible),
  };
}

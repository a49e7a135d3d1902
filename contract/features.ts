// SPEC §7 "Features": feature visibility per corporate (SPEC §3 Feature config) and the access log.
import { z } from "zod";
import { defineCall } from "./define.ts";
import { acknowledgement, answerId, code, listOf, recordId } from "./fields.ts";
import { FEATURE_MULTI_MAX } from "./lists.ts";

const ID_RULE = "IDs must match ^[A-Za-z0-9-]{1,20}$ (letters, digits and '-', no spaces)";
const listId = z.string().regex(/^[A-Za-z0-9-]{1,20}$/, ID_RULE);
const idList = z.array(listId, { error: "must be a list of IDs" }).max(1000, "at most 1000 IDs");

/** jsonfeature as the console sends it: item → on/off (null: the default), hidden IDs per item and overall. */
const jsonFeatureBody = z.object(
  {
    features: z.record(z.string(), z.boolean({ error: "must be true, false or null" }).nullable(), { error: "must be an object of item → true/false/null" }).default({}),
    invisible_items: z.record(z.string(), idList, { error: "must be an object of item → list of IDs" }).default({}),
    invisible: idList.default([]),
  },
  { error: "must be an object { features, invisible_items, invisible }" },
);

const answeredIds = listOf(z.string());

/** jsonfeature as the platform answers it (blanks read as empty). */
export const jsonFeature = z.object({
  features: z
    .record(z.string(), z.boolean().nullable())
    .nullish()
    .transform((v) => v ?? {}),
  invisible_items: z
    .record(z.string(), answeredIds)
    .nullish()
    .transform((v) => v ?? {}),
  invisible: answeredIds,
});

/** GET getVisibility/{app}/{feature or menu}/{corp}: `feature` is a getRoutes id or name, or `banner`. */
export const getVisibility = defineCall({
  method: "GET",
  path: "/api/getVisibility/:app/:feature/:corp",
  params: z.object({ app: code(), feature: code(), corp: code() }),
  answer: z.object({
    /** the feature id (m0001 …, or "banner") */
    confid: answerId,
    corpid: z.string(),
    /** the configuration's id; none while the corporate has none yet */
    id: answerId.nullish(),
    items: z.array(z.object({ key: z.string(), name: z.string().nullish() })).transform((items) => items.map((i) => ({ key: i.key, name: i.name || i.key }))),
    jsonfeature: jsonFeature.nullish().transform((v): z.output<typeof jsonFeature> => v ?? { features: {}, invisible_items: {}, invisible: [] }),
  }),
});

const configId = z
  .union([z.null(), z.literal(""), recordId], { error: "must be the configuration's numeric id, or null for a new one" })
  .optional()
  .transform((v) => (typeof v === "number" ? v : null));

/** POST updateFeature: one corporate's configuration (id null: a new one); success when code is 200. */
export const updateFeature = defineCall({
  method: "POST",
  path: "/api/updateFeature",
  body: z.object({ confid: code(), corpid: code(), id: configId, jsonfeature: jsonFeatureBody }),
  // the configuration's id; the console does not read it, so another `data` is no failure
  answer: z
    .looseObject({ id: answerId.nullish() })
    .nullish()
    .catch(null),
  envelope: acknowledgement,
});

const CORP_LIST = /^[A-Za-z0-9_.-]{1,64}(,[A-Za-z0-9_.-]{1,64})*$/;
export { FEATURE_MULTI_MAX };

/** POST updateFeatureMulti: the same configuration for several corporates (corpid a comma list). */
export const updateFeatureMulti = defineCall({
  method: "POST",
  path: "/api/updateFeatureMulti",
  body: z.object({
    confid: code(),
    corpid: z
      .string()
      .trim()
      .regex(CORP_LIST, "must be corporate codes separated by commas, without spaces")
      .refine((list) => new Set(list.split(",")).size <= FEATURE_MULTI_MAX, `at most ${FEATURE_MULTI_MAX} corporates at once`),
    id: z.unknown().optional(),
    jsonfeature: jsonFeatureBody,
  }),
  answer: z.object({
    updated: z.array(z.string()),
    skipped: z.array(z.object({ corp_code: z.string(), reason: z.string().nullish() })).default([]),
  }),
  envelope: acknowledgement,
});

/** POST log: opening and leaving a corporate's feature configuration (open_access, close_access). */
export const log = defineCall({
  method: "POST",
  path: "/api/log",
  body: z.object({
    msg_event: z.enum(["open_access", "close_access"], { error: "must be open_access or close_access" }),
    body: z.object({ project_id: code(), corp_code: code(), corp_name: z.string().trim().max(200, "must be at most 200 characters").default("") }),
  }),
  // the log is best effort: the console asks nothing of the answer
  envelope: z.looseObject({}),
});

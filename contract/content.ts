// SPEC §7 "Content and media": content rows, the media library, the reimbursement attachments
// link and the ZIP it names (a file answer), and the notification webhook.
import { z } from "zod";
import { defineCall } from "./define.ts";
import { acknowledgement, answerId, blankText, code, count, hasControlCharacter, isoDate, paging, recordId, searchText } from "./fields.ts";
import { MEDIA_PAGE_MAX, MEDIA_PAGE_SIZE, MEDIA_TYPES } from "./lists.ts";

/** Feature ids that hold content rows (SPEC §7; b0001 is the banner setting of my-banners). */
export const CONTENT_FEATURES: Record<string, string> = {
  a0001: "news",
  a0002: "about",
  a0005: "guidebook",
  a0006: "about (provider side)",
  a0010: "banner ads",
  b0001: "banner setting",
};

/** A content row: datajson is the feature's own JSON (checked per feature by the platform's content service). */
export const contentRow = z.object({
  id: answerId,
  app_id: z.string().nullish(),
  feature_id: z.string().nullish(),
  datajson: z
    .record(z.string(), z.unknown())
    .nullish()
    .transform((v) => v ?? {}),
  status: z.union([z.boolean(), z.number(), z.string()]).nullish(),
  created_at: z.string().nullish(),
});

const contentParams = { featureId: code(), shape: z.enum(["array", "object"], { error: "must be array or object" }) };
/** `array`: every row of the feature, newest first (none: an empty list); `object`: the newest row, or null. */
const contentAnswer = z.union([z.array(contentRow), contentRow.nullish()]);

/** GET content/{app}/{featureId}/{array|object}. */
export const content = defineCall({
  method: "GET",
  path: "/api/content/:app/:featureId/:shape",
  params: z.object({ app: code(), ...contentParams }),
  answer: contentAnswer,
});

/** GET getContent/{mobileId}/{featureId}/{array|object}: the same rows, named by the app's mobile id. */
export const getContent = defineCall({
  method: "GET",
  path: "/api/getContent/:mobileId/:featureId/:shape",
  params: z.object({ mobileId: code(), ...contentParams }),
  answer: contentAnswer,
});

const featureid = z
  .string()
  .trim()
  .refine((f) => f in CONTENT_FEATURES, `must be a content feature (${Object.keys(CONTENT_FEATURES).join(", ")})`);
const datajson = z.record(z.string(), z.unknown(), { error: "must be a JSON object" });

/** POST createNews: a content row of any content feature; answers its id. */
export const createNews = defineCall({
  method: "POST",
  path: "/api/createNews",
  body: z.object({ appid: code(), featureid, datajson, status: z.boolean().optional() }),
  answer: z.object({ id: answerId }).nullish(),
  envelope: acknowledgement,
});

/** POST updateContent: success when the body code is 200. */
export const updateContent = defineCall({
  method: "POST",
  path: "/api/updateContent",
  body: z.object({ idContent: recordId, appid: code(), featureid, datajson, status: z.boolean().optional() }),
});

export const deleteContent = defineCall({
  method: "POST",
  path: "/api/deleteContent",
  body: z.object({ idContent: recordId, appid: code(), featureid }),
});

/** SPEC §3 Media item, as the console reads it: the type and thumbnail fall back when they do not read as one. */
export const mediaItem = z.object({
  id: answerId,
  type: z.enum(MEDIA_TYPES).catch("image"),
  image_url: z.string(),
  description: blankText,
  createdAt: z.string().nullish(),
  titleImage: z.string().nullish(),
  // A thumbnail that does not read as one is left out: the screens show the image itself then.
  thumbnail: z
    .object({ url: z.string().regex(/^\/files\/\S+$/), width: z.number().int().positive(), height: z.number().int().positive() })
    .nullish()
    .catch(null),
});

/** GET library_images/{app or provider}: one page, newest first, searched by description (SEARCH_MAX). */
export const library_images = defineCall({
  method: "GET",
  path: "/api/library_images/:owner",
  params: z.object({ owner: code() }),
  query: z.object({
    type: z.enum([...MEDIA_TYPES, "all"], { error: "must be image or pdf" }).default("all"),
    q: searchText(),
    ...paging(MEDIA_PAGE_MAX, MEDIA_PAGE_SIZE),
  }),
  answer: z.object({ data: z.array(mediaItem), total: count.optional() }),
});

/** What uploadFile may be told before it stores anything: the kind expected and the file's name. */
const uploadExpectation = z.object({
  type: z.enum(MEDIA_TYPES, { error: "must be image or pdf" }).optional(),
  name: z
    .string()
    .max(200, "must be at most 200 characters")
    .refine((v) => !hasControlCharacter(v), "must not contain control characters")
    .optional(),
});

/**
 * POST uploadFile: multipart, the file in the field `image` (and `owner`, a provider's library, as
 * a field). The kind and name come in the query or as form fields (the query wins). Answers the
 * stored URL: data.url here, data.data.url on the real platform's provider side (SPEC §7).
 */
export const uploadFile = defineCall({
  method: "POST",
  path: "/api/uploadFile",
  query: uploadExpectation,
  multipart: uploadExpectation,
  answer: z.object({
    url: z.string().optional(),
    data: z.object({ url: z.string() }).optional(),
    type: z.enum(MEDIA_TYPES).optional(),
    mime: z.string().optional(),
    size: z.number().optional(),
    thumbnail: mediaItem.shape.thumbnail,
  }),
});

/** A /files/ URL that uploadFile answered (an absolute URL of the same file is read as its path). */
const fileUrl = z
  .string()
  .trim()
  .min(1, "is required")
  .max(1000, "must be at most 1000 characters")
  .transform((v) => {
    const m = /^https?:\/\/[^/]+(\/files\/.+)$/i.exec(v);
    return m ? m[1]! : v;
  })
  .refine((v) => /^\/files\/[^\s?#]+$/.test(v), "must be a /files/ URL returned by uploadFile");

/** POST uploadImage: registers an uploaded file in a library (appid: the app, or a provider's code). */
export const uploadImage = defineCall({
  method: "POST",
  path: "/api/uploadImage",
  body: z.object({
    appid: code(),
    image: fileUrl,
    titleImage: z.string().trim().max(200, "must be at most 200 characters").optional(),
    type: z.enum(MEDIA_TYPES, { error: "must be image or pdf" }),
    description: z.string().trim().max(200, "must be at most 200 characters").optional(),
  }),
  answer: mediaItem,
  envelope: acknowledgement,
});

export const deleteImage = defineCall({
  method: "POST",
  path: "/api/deleteImage",
  body: z.object({ imageid: recordId }),
});

/** POST updateImage: the item's new description; the embedded platform answers the item (SPEC §7 says nothing of it). */
export const updateImage = defineCall({
  method: "POST",
  path: "/api/updateImage",
  body: z.object({ imageid: recordId, description: z.string().trim().min(1, "is required").max(200, "must be at most 200 characters") }),
  answer: mediaItem.nullish().catch(null),
  envelope: acknowledgement,
});

/**
 * POST getFileRembursment: `data` is the link to a ZIP of a payor's reimbursement attachments; the
 * answer carries `status` and `message` beside it (SPEC §7), which the console reads too.
 */
export const getFileRembursment = defineCall({
  method: "POST",
  path: "/api/getFileRembursment",
  body: z.object({ payors_code: code(), from: isoDate, to: isoDate }),
  answer: z.string().nullish(),
  envelope: z.object({ status: z.boolean().optional(), message: z.string().nullish() }),
});

/**
 * GET /reimbursement/{file} (root level, the name getFileRembursment's link ends with): the ZIP of
 * the attachments, streamed. The platform checks the signed name itself (404, 410 when expired).
 */
export const reimbursement = defineCall({
  method: "GET",
  path: "/reimbursement/:file",
  params: z.object({ file: z.string() }),
  file: { types: ["application/zip"], disposition: "attachment" },
});

/** GET getNotification/{project}: the project's notification webhook (read-only). */
export const getNotification = defineCall({
  method: "GET",
  path: "/api/getNotification/:project",
  params: z.object({ project: code() }),
  answer: z
    .object({ url: z.string().nullish(), secret_hint: z.string().nullish(), description: z.string().nullish(), updated_at: z.string().nullish() })
    .nullish(),
});

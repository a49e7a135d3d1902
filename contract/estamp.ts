// SPEC §7 "E-stamp and e-sign", the e-stamp half: POST /v2/coremdika with an endpoint's name in
// the body (the enrolment of providers, the templates), and linkExtService, the proxy to the stamp
// service's quota. (authEmaterai is not served by this platform.)
//
// One declaration per endpoint name, though they share one path: SPEC §7 lists each endpoint as a
// call of its own, with its own body and answer, so a caller gets the answer of the endpoint it
// named rather than a union to narrow (define.ts defineEndpoint). `coremdika` joins them under the
// one name the platform's rules and routes know ("v2/coremdika", joinEndpoints).
import { z } from "zod";
import { defineCall, defineEndpoint, joinEndpoints } from "./define.ts";
import { blankText, email, hasControlCharacter, listOf, receipt } from "./fields.ts";
import { EMATERAI_BANKS } from "./lists.ts";


/** An endpoint of /v2/coremdika: its name in the body, with the caller's app and project SPEC sends (the platform reads the caller's own). */
function coremdikaCall<const Name extends string, Shape extends z.ZodRawShape, Answer extends z.ZodType>(endpoint: Name, shape: Shape, answer: Answer) {
  return defineEndpoint("/v2/coremdika", endpoint, { app_id: z.unknown().optional(), project_id: z.unknown().optional(), ...shape }, answer);
}

/** SPEC §3 "E-stamp vendor": prices in whole rupiah. */
export const stampVendor = z.object({ vendor_id: z.string(), vendor_name: z.string(), unit_price: z.coerce.number(), fee_price: z.coerce.number(), description: z.string().nullish() });
/** A provider to choose: not enrolled yet (getSearchProvider), or one that may head a group (getListParent). */
export const providerChoice = z.object({ provider_code: z.string(), provider_name: z.string() });

const price = z.coerce.number().nullish();
/** SPEC §3 "E-materai provider row", with the enrolment's bank and state. */
export const stampProvider = z.object({
  provider_code: z.string(),
  long_name: blankText,
  /** the stamp account's email */
  user_code: blankText,
  vendor_name: z.string().nullish(),
  va_number: z.string().nullish(),
  price,
  npwp: z.string().nullish(),
  price_fee: price,
  price_ematerai: price,
  parent_code: z.string().nullish(),
  bank: z.string().nullish(),
  active_flag: z.boolean().nullish(),
});

/** SPEC §3 "Template": the stamp box in PDF points, on a 1-based page. */
export const stampTemplate = z.object({
  template_id: z.coerce.number().int(),
  provider_code: z.string(),
  document_code: z.string(),
  template_name: z.string(),
  llx: z.coerce.number(),
  lly: z.coerce.number(),
  urx: z.coerce.number(),
  ury: z.coerce.number(),
  vis_signature_page: z.coerce.number().int().nullish(),
  /** The template's PDF (a /files/ path), "" when none is kept. */
  file: z
    .string()
    .nullish()
    .transform((v) => (v && v.startsWith("/files/") ? v : "")),
});
export const documentType = z.object({ code: z.string(), description: z.string() });

const providerCode = z.string().trim().min(1, "is required").max(64, "must be at most 64 characters");

export const getListVendor = coremdikaCall("getListVendor", {}, listOf(stampVendor));

/** Providers of the app not enrolled yet, by code or name. */
export const getSearchProvider = coremdikaCall("getSearchProvider", { search: z.string().trim().max(100, "must be at most 100 characters").default("") }, listOf(providerChoice));

/** Enrolled providers that may head a group (those not in a group themselves). */
export const getListParent = coremdikaCall("getListParent", {}, listOf(providerChoice));

/** The providers enrolled for e-stamps, newest first. */
export const getListUserMaterai = coremdikaCall("getListUserMaterai", {}, listOf(stampProvider));

/**
 * An enrolment. The prices come from the vendor on the platform: those SPEC has the console send
 * (read from the vendor) are taken and not read.
 */
export const createUserEmaterai = defineCall({
  method: "POST",
  path: "/v2/coremdika",
  body: z
    .object({
      endpoint: z.literal("createUserEmaterai"),
      email_m_user: email(),
      provider_code: providerCode,
      active_flag: z.boolean().default(true),
      vendor_id: z.string().trim().min(1, "is required").max(64),
      bank: z.enum(EMATERAI_BANKS, { error: `must be one of ${EMATERAI_BANKS.join(", ")}` }),
      kuota: z.number({ error: "must be a whole number" }).int("must be a whole number").min(0, "must be 0 or more").max(10_000_000, "must be at most 10000000").default(0),
      vendor_va_id: z.string().trim().min(1, "is required").max(40, "must be at most 40 characters").regex(/^[0-9]+$/, "must hold digits only"),
      npwp: z.string().trim().regex(/^([0-9]{15}|[0-9]{16})$/, "must be 15 or 16 digits"),
      is_group: z.boolean().default(false),
      provider_parent: z
        .string()
        .trim()
        .max(64)
        .nullish()
        .transform((v) => v || null),
      materai_unit_price: z.unknown().optional(),
      materai_service_price: z.unknown().optional(),
      fee: z.unknown().optional(),
      price_fee: z.unknown().optional(),
      price_ematerai: z.unknown().optional(),
    })
    .refine((e) => !e.is_group || !!e.provider_parent, { path: ["provider_parent"], message: "is required for a provider in a group" }),
  answer: receipt(z.object({ provider_code: z.string() })),
});

/** The document types a template may have. */
export const getListCodeTemplate = coremdikaCall("getListCodeTemplate", {}, listOf(documentType));

/** A provider's templates (document_code empty: every document type). */
export const listDataTemplate = coremdikaCall(
  "listDataTemplate",
  {
    provider_code: providerCode,
    document_code: z
      .string()
      .trim()
      .max(64)
      .nullish()
      .transform((v) => v || null),
  },
  listOf(stampTemplate),
);

const whole = z.string({ error: "is required" }).trim().regex(/^-?\d{1,6}$/, "must be a whole number").transform(Number);

/**
 * The multipart form of createTemplateMaterai and updateTemplateMaterai (its fields; the PDF is the
 * part `file`): the same form, the update naming its template_id.
 */
export const templateForm = z
  .object({
    endpoint: z.enum(["createTemplateMaterai", "updateTemplateMaterai"], { error: "must be createTemplateMaterai or updateTemplateMaterai" }),
    template_id: z
      .string()
      .trim()
      .regex(/^\d{1,9}$/, "must be a template id")
      .transform(Number)
      .optional(),
    provider_code: providerCode,
    // Creatable (SPEC §2): a code not known yet becomes a document type of its own.
    document_code: z
      .string({ error: "is required" })
      .trim()
      .min(1, "is required")
      .max(32, "must be at most 32 characters")
      .regex(/^[\p{L}\p{N}][\p{L}\p{N} ._-]*$/u, "may hold letters, digits, spaces, dots, dashes and underscores"),
    template_name: z
      .string({ error: "is required" })
      .trim()
      .min(1, "is required")
      .max(200, "must be at most 200 characters")
      .refine((v) => !hasControlCharacter(v), "must not contain control characters"),
    vis_llx: whole,
    vis_lly: whole,
    vis_urx: whole,
    vis_ury: whole,
    vis_signature_page: z
      .string({ error: "is required" })
      .trim()
      .regex(/^[1-9]\d{0,4}$/, "must be a page number from 1")
      .transform(Number),
    project_id: z.unknown().optional(),
    app_id: z.unknown().optional(),
  })
  .refine((t) => t.endpoint !== "updateTemplateMaterai" || t.template_id !== undefined, { path: ["template_id"], message: "is required to update a template" })
  .refine((t) => t.vis_llx < t.vis_urx && t.vis_lly < t.vis_ury, { path: ["vis_urx"], message: "the box needs llx < urx and lly < ury" });

const savedTemplate = receipt(z.object({ template_id: z.number() }));

/** createTemplateMaterai (multipart, `templateForm` and the PDF in `file`). */
export const createTemplateMaterai = defineCall({ method: "POST", path: "/v2/coremdika", multipart: templateForm, answer: savedTemplate });
/** updateTemplateMaterai: the same plus template_id. */
export const updateTemplateMaterai = defineCall({ method: "POST", path: "/v2/coremdika", multipart: templateForm, answer: savedTemplate });

/** The endpoints of /v2/coremdika that take a JSON body, by name. */
export const COREMDIKA_ENDPOINTS = { getListVendor, getSearchProvider, getListParent, getListUserMaterai, createUserEmaterai, getListCodeTemplate, listDataTemplate };

/** POST /v2/coremdika, any of its endpoints: the name the platform's rules and routes know. */
export const coremdika = joinEndpoints("/v2/coremdika", [...Object.values(COREMDIKA_ENDPOINTS), createTemplateMaterai]);

/** SPEC §7: the stamp service's quota of a provider, with the shares in percent (one decimal). */
const amount = z.coerce.number().nonnegative();
export const quota = z.object({ total: amount, usage: amount, remain: amount, chartUsage: amount.nullish(), chartRemain: amount.nullish() });

/** POST linkExtService: a GET of the stamp service, proxied; this platform serves GET /quota { provider_code }. */
export const linkExtService = defineCall({
  method: "POST",
  path: "/api/linkExtService",
  body: z.object({
    method: z.string().trim().toUpperCase().pipe(z.literal("GET", { error: "only GET is supported" })),
    path: z.string().trim().min(1, "is required").max(200, "must be at most 200 characters"),
    query: z.record(z.string(), z.unknown()).default({}),
  }),
  answer: quota,
});

// SPEC §7 "Premium provider and provider data": the premium providers of an app and the accounts
// they sign in with, what a provider keeps itself (profile, doctor categories, doctors), and the
// reservations. (getListMyPremium and getAllBanner are not served by this platform.)
import { z } from "zod";
import { defineCall } from "./define.ts";
import { answerId, blankText, code, count, flag, intInRange, listOf, mediaUrl, pageCursor, receipt, sha256Hex, text } from "./fields.ts";
import { RESERVATION_PAGE_SIZES, RESERVATION_SEARCH_MAX } from "./lists.ts";

/** SPEC §3 "Premium provider": the provider and the username of its console account. */
export const premiumProvider = z.object({
  app_id: z.string().nullish(),
  username: z.string(),
  meta: z.object({ id_prov: z.string(), provider_name: z.string(), provider_code: z.string(), status: flag }),
  created_at: z.string().nullish(),
});

/** GET getListPremiumProvider: the premium providers of the caller's app, by provider code. */
export const getListPremiumProvider = defineCall({ method: "GET", path: "/api/getListPremiumProvider", answer: listOf(premiumProvider) });

const providerCode = z
  .string()
  .trim()
  .min(1, "is required")
  // SPEC §5: provider code up to 200 characters.
  .max(200, "must be at most 200 characters")
  .regex(/^[A-Za-z0-9_-]+$/, "may hold only letters, digits, - and _")
  .transform((code) => code.toUpperCase());
const username = z
  .string()
  .trim()
  .min(3, "must be at least 3 characters")
  .max(200, "must be at most 200 characters")
  .regex(/^[A-Za-z0-9._-]+$/, "may hold only letters, digits, '.', - and _");

/** POST createPremiumProviderStatus: a provider (id made by the console, SPEC §9) and its account; the password hashed. */
export const createPremiumProviderStatus = defineCall({
  method: "POST",
  path: "/api/createPremiumProviderStatus",
  body: z.object({
    appid: text(64),
    provid: z.string().regex(/^prov_[a-z0-9]{6}$/, "must be 'prov_' and 6 lower-case letters or digits"),
    provider_code: providerCode,
    provider_name: text(200),
    username,
    password: sha256Hex,
  }),
  answer: receipt(z.object({ id_prov: z.string() })),
});

/** POST updatePremiumProvider: name, username and (unless "") password, found by code and old username. */
export const updatePremiumProvider = defineCall({
  method: "POST",
  path: "/api/updatePremiumProvider",
  body: z.object({
    appid: text(64),
    provider_code: providerCode,
    provider_name: text(200),
    username,
    username_old: z.string().trim().min(1, "is required").max(200),
    // Empty keeps the password (SPEC §5).
    password: z.union([z.literal(""), sha256Hex]).default(""),
  }),
});

/** POST updatePremiumProviderStatus: active or not (the account follows). */
export const updatePremiumProviderStatus = defineCall({
  method: "POST",
  path: "/api/updatePremiumProviderStatus",
  body: z.object({ appid: text(64), id_prov: z.string().trim().min(1, "is required").max(64), status: z.boolean({ error: "must be true or false" }) }),
});

/** The signed-in provider's id_prov, which the provider's own calls name. */
const provId = z.string().max(64);

/** SPEC §2 my-provider: the provider's profile. */
export const providerProfile = z.object({
  id_prov: z.string(),
  provider_code: z.string(),
  provider_name: z.string(),
  address: blankText,
  phone: blankText,
  latlong: blankText,
  profile: blankText,
  link_button: blankText,
  title_button: blankText,
  logo: blankText,
  banner: blankText,
  gallery: listOf(z.string()),
  status: flag.optional(),
});

/** GET getMyProvider/{id}: code 200, data.data is the profile (SPEC §7). */
export const getMyProvider = defineCall({
  method: "GET",
  path: "/api/getMyProvider/:provId",
  params: z.object({ provId }),
  answer: z.object({ data: providerProfile }),
});

const optionalText = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`).default("");
const optionalMedia = z.union([z.literal(""), mediaUrl]).default("");

/** POST updateMyProvider: the profile; success when code is '200' (as text, SPEC §7). */
export const updateMyProvider = defineCall({
  method: "POST",
  path: "/api/updateMyProvider",
  body: z.object({
    id: provId,
    status_data: z.string().max(40).optional(),
    data: z.object({
      provider_name: text(200),
      address: optionalText(500),
      phone: z.string().trim().regex(/^(\+?[0-9][0-9 -]{5,20})?$/, "must be a phone number").default(""),
      latlong: z
        .string()
        .trim()
        .default("")
        .refine((v) => {
          if (!v) return true;
          const m = /^(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)$/.exec(v);
          return !!m && Math.abs(Number(m[1])) <= 90 && Math.abs(Number(m[2])) <= 180;
        }, "must be 'latitude,longitude', e.g. -6.2615,106.8106"),
      profile: optionalText(5000),
      link_button: z.union([z.literal(""), z.string().trim().max(1000).regex(/^https?:\/\/\S+$/i, "must be an http(s) link")]).default(""),
      title_button: optionalText(200),
      logo: optionalMedia,
      banner: optionalMedia,
      gallery: z.array(mediaUrl).max(12, "must hold at most 12 pictures").default([]),
      provider_code: z.string().optional(),
    }),
  }),
});

/** SPEC §9: record ids made by the console. */
const recordKey = z.string().trim().regex(/^[A-Za-z0-9_-]{4,40}$/, "must be 4 to 40 letters, digits, - or _");
const created = receipt(z.object({ id: z.string() }));

/** SPEC §3 "Doctor category". */
export const doctorCategory = z.object({ id: z.string(), id_prov: z.string().nullish(), provider_code: z.string().nullish(), data: z.object({ name: z.string() }), created_at: z.string().nullish() });

/** GET getCategoryDoctor/{provId}: newest first. */
export const getCategoryDoctor = defineCall({ method: "GET", path: "/api/getCategoryDoctor/:provId", params: z.object({ provId }), answer: listOf(doctorCategory) });

/** POST createCategoryDoctor: id, provId, data {name, provider_code}. */
export const createCategoryDoctor = defineCall({
  method: "POST",
  path: "/api/createCategoryDoctor",
  body: z.object({ id: recordKey, provId, data: z.object({ name: text(200), provider_code: z.string().max(64).optional() }) }),
  answer: created,
});

/** POST updateCategoryDoctor: id, provId, data {name} (success code 200). */
export const updateCategoryDoctor = defineCall({
  method: "POST",
  path: "/api/updateCategoryDoctor",
  body: z.object({ id: recordKey, provId, data: z.object({ name: text(200) }) }),
});

/** SPEC §3 "Doctor". */
export const doctor = z.object({
  id_doctor: z.string(),
  id_prov: z.string().nullish(),
  category: z.object({ id: z.string(), name: blankText }),
  data_doctor: z.object({ name: z.string(), image: blankText }),
  created_at: z.string().nullish(),
});

/** GET getAllDoctor/{provId}: newest first, with the category's name. */
export const getAllDoctor = defineCall({ method: "GET", path: "/api/getAllDoctor/:provId", params: z.object({ provId }), answer: listOf(doctor) });

const doctorData = z.object({ name: text(200), image: mediaUrl });

/** POST createDoctor: id, provId, category, data {name, image}. */
export const createDoctor = defineCall({
  method: "POST",
  path: "/api/createDoctor",
  body: z.object({ id: recordKey, provId, category: recordKey, data: doctorData }),
  answer: created,
});

/** POST updateDoctor: id, category, data (the provider is the caller's). */
export const updateDoctor = defineCall({
  method: "POST",
  path: "/api/updateDoctor",
  body: z.object({ id: recordKey, category: recordKey, data: doctorData }),
});

/** SPEC §3 "Reservation"; status 1 New Request, 2 Reschedule, 3 Cancel, 4 Approve (§4). */
export const reservation = z.object({
  id: answerId,
  data: z.object({
    card_no: z.string(),
    payor_code: blankText,
    email: blankText,
    name: blankText,
    provider_name: blankText,
    poly_desc: blankText,
    reservation_date: z.string(),
    status: z.coerce.number().int(),
  }),
});

/**
 * GET getListReservation/{project}/: newest first, searched by card number; page numbers for the
 * table, a keyset cursor (`after`, answered as `next`) for the export.
 */
export const getListReservation = defineCall({
  method: "GET",
  path: "/api/getListReservation/:project/",
  params: z.object({ project: code(20) }),
  query: z.object({
    q: z.string().trim().max(RESERVATION_SEARCH_MAX, `must be at most ${RESERVATION_SEARCH_MAX} characters`).default(""),
    page: intInRange(1, 1_000_000).default(1),
    size: z
      .enum(RESERVATION_PAGE_SIZES.map(String) as [string, ...string[]], { error: `must be one of ${RESERVATION_PAGE_SIZES.join(", ")}` })
      .default("10")
      .transform(Number),
    after: z.preprocess((v) => (v === "" ? undefined : v), z.string().max(40, "must be a cursor of this list").optional()),
  }),
  answer: z.object({ total: count, result: z.array(reservation), next: pageCursor }),
});

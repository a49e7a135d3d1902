// SPEC §7 "Session and shell": signing in and out, the gateway token, and what the shell and several
// screens read about the caller's app.
import { z } from "zod";
import { defineCall } from "./define.ts";
import { answerId, blankText, code, count, listOf, searchText, sha256Hex, text } from "./fields.ts";

/** A list the platform sends as an array, or as one comma-separated string. */
const commaList = z.union([z.array(z.string()), z.string()]).transform((v) => (Array.isArray(v) ? v : v.split(",").map((s) => s.trim()).filter(Boolean)));

/** POST user/login (no bearer): the password hashed on the client first (SPEC §7). */
export const login = defineCall({
  method: "POST",
  path: "/api/user/login",
  body: z.object({ username: text(200), password: sha256Hex }),
  answer: z.object({
    dataLogin: z.object({
      app_id: z.string(),
      username: z.string(),
      name: z.string().nullish(),
      mobile_id: z.string().nullish(),
      // the embedded platform repeats these of `meta` at the top (SPEC §3 "Logged-in user")
      project_id: z.string().nullish(),
      role: z.string().nullish(),
      payor_code: z.string().nullish(),
      menu_active: commaList.nullish(),
      meta: z.looseObject({
        role: z.string(),
        menu_active: commaList.nullish(),
        provider_code: z.string().nullish(),
        provider_name: z.string().nullish(),
        icon: z.string().nullish(),
        whitelable: z.string().nullish(),
        /** a comma list or '*' */
        payor_code: z.string().nullish(),
        /** all | payor | provider | menu */
        access: z.string().nullish(),
        flag_access: z.record(z.string(), z.unknown()).nullish(),
        app_id: z.string().nullish(),
      }),
    }),
    dataApp: z.object({
      project_id: z.string(),
      name: z.string().nullish(),
      /** the project's last valid day, YYYY-MM-DD */
      to: z.string().nullish(),
      Project: z.object({ payorcode: commaList.nullish() }).nullish(),
    }),
  }),
  envelope: z.object({ success: z.boolean().optional(), message: z.string().default("Login Success"), token: z.string().min(1) }),
});

/** POST user/logout: the token is revoked (X-Logout-Reason: expired when the console ends an idle session). */
export const logout = defineCall({ method: "POST", path: "/api/user/logout" });

/** POST {gateway}/member/reqauth: the gateway's own bearer token. */
export const reqauth = defineCall({
  method: "POST",
  path: "/gateway/member/reqauth",
  body: z.object({
    /** hex HMAC-SHA256 of project_id with the gateway key */
    signature: z.string().trim().min(1, "is required").max(256, "must be at most 256 characters"),
    project_id: code(),
  }),
  envelope: z.object({ token: z.string() }),
});

/** GET get/getApp/{app_id}: the app and its features. */
export const getApp = defineCall({
  method: "GET",
  path: "/api/get/getApp/:app_id",
  params: z.object({ app_id: code() }),
  answer: z.object({
    app_id: z.string(),
    name: z.string().nullish(),
    mobile_id: z.string().nullish(),
    project_id: z.string().nullish(),
    // feature ids, or { feature_id, name } rows
    feature: z.array(z.union([z.string(), z.object({ feature_id: z.string(), name: z.string().nullish() }).transform((f) => f.feature_id)])),
  }),
});

/** GET get/my_premium/{id}: the provider of a provider account. */
export const getMyPremium = defineCall({
  method: "GET",
  path: "/api/get/my_premium/:id",
  params: z.object({ id: code() }),
  answer: z.looseObject({
    id_prov: z.string().nullish(),
    provider_code: z.string(),
    provider_name: z.string(),
    address: z.string().nullish(),
    phone: z.string().nullish(),
    email: z.string().nullish(),
    status: z.union([z.string(), z.number(), z.boolean()]).nullish(),
  }),
});

/** GET get/additionals: the static help pages (name: termsconditional, helps, contact-us, mobile-apps; content HTML). */
export const getAdditionals = defineCall({
  method: "GET",
  path: "/api/get/additionals",
  answer: listOf(z.object({ id: answerId.nullish(), name: z.string(), title: z.string().nullish(), content: z.string() })),
});

/** GET get/getRoutes: the feature-visibility screens of the app. */
export const getRoutes = defineCall({
  method: "GET",
  path: "/api/get/getRoutes",
  answer: listOf(z.object({ id: z.string(), name: z.string(), title: z.string().nullish() })),
});

/** GET get/payor: the project's payors. */
export const getPayor = defineCall({
  method: "GET",
  path: "/api/get/payor",
  answer: listOf(z.object({ payor_code: z.string(), payor_name: z.string() })),
});

/** At most this many corporates in one answer of post/corporate. */
export const CORPORATE_LIMIT_MAX = 200;
const corporateLimit = `must be a whole number from 1 to ${CORPORATE_LIMIT_MAX}`;

/**
 * POST post/corporate/{app}/{project}: the corporates of the given payors, name or code matching `q`,
 * at most `limit` of them, with `total` (beside `data`) counting them all.
 */
export const postCorporate = defineCall({
  method: "POST",
  path: "/api/post/corporate/:app/:project",
  params: z.object({ app: code(), project: code() }),
  body: z.object({
    // ["P001","P002"], comma lists inside, or one comma-separated string; '*' for every payor
    payercode: z.union([z.string().max(2000), z.array(z.string().max(2000)).max(200)]),
    q: searchText(),
    limit: z.number({ error: corporateLimit }).int(corporateLimit).min(1, corporateLimit).max(CORPORATE_LIMIT_MAX, corporateLimit).optional(),
  }),
  answer: z.array(z.object({ corp_code: z.string(), name: z.string(), payor_code: z.string().nullish() })),
  envelope: z.object({ total: count.nullish() }),
});

/** GET linkProjectEcard: the caller's project's public e-card page. */
export const linkProjectEcard = defineCall({
  method: "GET",
  path: "/api/linkProjectEcard",
  answer: z.object({
    project_id: z.string(),
    ecard_link: blankText,
  }),
});

import { createHash, createHmac } from "node:crypto";
import { z } from "zod";
import { env } from "../env";
import type { RequestSession } from "../session";
import { request } from "./request";

/** SPEC §7: the password is hashed before it leaves the console. */
export function hashPassword(password: string): string {
  return createHash("sha256").update(password, "utf8").digest("hex");
}

const commaList = z.union([z.array(z.string()), z.string()]).transform((v) =>
  Array.isArray(v) ? v : v.split(",").map((s) => s.trim()).filter(Boolean),
);

const loginAnswer = z.object({
  message: z.string().default("Login Success"),
  token: z.string().min(1),
  data: z.object({
    dataLogin: z.object({
      app_id: z.string(),
      username: z.string(),
      name: z.string().nullish(),
      mobile_id: z.string().nullish(),
      meta: z.looseObject({
        role: z.string(),
        menu_active: commaList.nullish(),
        provider_code: z.string().nullish(),
        provider_name: z.string().nullish(),
        whitelable: z.string().nullish(),
        payor_code: z.string().nullish(),
        flag_access: z.record(z.string(), z.unknown()).nullish(),
      }),
    }),
    dataApp: z.object({
      project_id: z.string(),
      name: z.string().nullish(),
      to: z.string().nullish(),
      Project: z.object({ payorcode: commaList.nullish() }).nullish(),
    }),
  }),
});
export type LoginAnswer = z.infer<typeof loginAnswer>;

export function login(username: string, password: string) {
  return request("/api/user/login", {
    session: null,
    json: { username, password: hashPassword(password) },
    schema: loginAnswer,
  });
}

/** Revokes the token on the platform; a failure must not keep the user logged in. */
export async function logout(session: RequestSession) {
  await request("/api/user/logout", { session, method: "POST", json: {}, schema: z.unknown() }).catch(() => {});
}

const appAnswer = z.object({
  data: z.object({
    app_id: z.string(),
    name: z.string().nullish(),
    feature: z.array(z.union([z.string(), z.object({ feature_id: z.string() }).transform((f) => f.feature_id)])),
  }),
});

/**
 * getApp with the caller's token given explicitly: it runs during login, before the session
 * holds one. Answers the token to keep, in case the platform rotated it on this call.
 */
export async function getAppFeatures(token: string, appId: string): Promise<{ features: string[]; token: string }> {
  let current = token;
  const answer = await request(`/api/get/getApp/${encodeURIComponent(appId)}`, {
    session: null,
    token,
    onNewToken: (rotated) => (current = rotated),
    schema: appAnswer,
  });
  return { features: answer.data.feature, token: current };
}

const premiumAnswer = z.object({
  data: z.looseObject({
    id_prov: z.string().nullish(),
    provider_code: z.string(),
    provider_name: z.string(),
    address: z.string().nullish(),
    phone: z.string().nullish(),
    email: z.string().nullish(),
    status: z.union([z.string(), z.number(), z.boolean()]).nullish(),
  }),
});
export type PremiumProvider = z.infer<typeof premiumAnswer>["data"];

export async function getMyPremium(session: RequestSession, providerCode: string) {
  return (await request(`/api/get/my_premium/${encodeURIComponent(providerCode)}`, { session, schema: premiumAnswer })).data;
}

const additionalsAnswer = z.object({
  data: z.array(z.object({ name: z.string(), title: z.string().nullish(), content: z.string() })),
});
export type Additional = z.infer<typeof additionalsAnswer>["data"][number];

export async function getAdditionals(session: RequestSession) {
  return (await request("/api/get/additionals", { session, schema: additionalsAnswer })).data;
}

const routesAnswer = z.object({ data: z.array(z.object({ id: z.string(), name: z.string() })) });
export type FeatureRoute = z.infer<typeof routesAnswer>["data"][number];

export async function getRoutes(session: RequestSession) {
  return (await request("/api/get/getRoutes", { session, schema: routesAnswer })).data;
}

const payorAnswer = z.object({ data: z.array(z.object({ payor_code: z.string(), payor_name: z.string() })) });
export type Payor = z.infer<typeof payorAnswer>["data"][number];

/** The payors the user may see (SPEC §6): all when payor_code is '*', otherwise the user's list. */
export async function getPayors(session: RequestSession): Promise<Payor[]> {
  const all = (await request("/api/get/payor", { session, schema: payorAnswer })).data;
  const mine = session.user?.payor_code ?? "";
  if (mine === "*") return all;
  const allowed = new Set(mine.split(",").map((s) => s.trim()));
  return all.filter((p) => allowed.has(p.payor_code));
}

const corporateAnswer = z.object({
  data: z.array(z.object({ corp_code: z.string(), name: z.string(), payor_code: z.string().nullish() })),
  total: z.coerce.number().int().nonnegative().nullish(),
});
export type Corporate = z.infer<typeof corporateAnswer>["data"][number];

/** Corporate search of the pickers: `q` matches name or code, `limit` ≤ 200 (the platform's cap). */
export type CorporateQuery = { q?: string; limit?: number };

export async function getCorporates(session: RequestSession, payorCodes: string[], query: CorporateQuery = {}) {
  return (await searchCorporates(session, payorCodes, query)).data;
}

/** The same call with the count before `limit`, so a picker knows whether it needs to search. */
export async function searchCorporates(session: RequestSession, payorCodes: string[], query: CorporateQuery = {}) {
  const user = session.user!;
  const answer = await request(`/api/post/corporate/${encodeURIComponent(user.app_id)}/${encodeURIComponent(user.project_id)}`, {
    session,
    json: {
      payercode: payorCodes,
      ...(query.q ? { q: query.q } : {}),
      ...(query.limit ? { limit: Math.min(200, Math.max(1, Math.floor(query.limit))) } : {}),
    },
    schema: corporateAnswer,
  });
  return { data: answer.data, total: answer.total ?? answer.data.length };
}

const ecardLinkAnswer = z.object({
  data: z.array(z.object({ project_id: z.string(), name: z.string(), link: z.string() })),
});

export async function getProjectEcardLinks(session: RequestSession) {
  return (await request("/api/linkProjectEcard", { session, schema: ecardLinkAnswer })).data;
}

/** The gateway's own bearer token (SPEC §7 member/reqauth), signed with the shared gateway key. */
export async function requestGatewayToken(session: RequestSession) {
  const projectId = session.user!.project_id;
  const signature = createHmac("sha256", env.GATEWAY_KEY).update(projectId).digest("hex");
  return (
    await request("/gateway/member/reqauth", {
      session,
      json: { signature, project_id: projectId },
      schema: z.object({ token: z.string() }),
    })
  ).token;
}

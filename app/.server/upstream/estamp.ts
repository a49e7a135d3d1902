import { z } from "zod";
import { templateFileName } from "~/lib/stamp-template";
import { multipart, path, type Upstream } from "./client";
import { TIMEOUT } from "./request";
import { count, dataOf, listOf, recordId } from "./wire";

/** SPEC §7 "E-stamp and e-sign". */

const amount = z.coerce.number().nonnegative();
const quota = z.object({ total: amount, usage: amount, remain: amount, chartUsage: amount.nullish(), chartRemain: amount.nullish() });
export type StampQuota = z.infer<typeof quota>;

/** POST linkExtService: the stamp service's quota of a provider. */
export async function getStampQuota(upstream: Upstream, providerCode: string) {
  const answer = await upstream.post(
    path`/api/linkExtService`,
    { method: "GET", path: "/quota", query: { provider_code: providerCode } },
    { schema: dataOf(quota) },
  );
  return answer.data;
}

const corporate = z.object({
  corporate_code: z.string(),
  corporate_name: z.string(),
  corporate_address: z.string().nullish().transform((v) => v ?? ""),
  active_members: count,
  inactive_members: count,
});
export type EsignCorporate = z.infer<typeof corporate>;

const yesNo = z.union([z.boolean(), z.number(), z.string()]).transform((v) => v === true || v === 1 || v === "1" || v === "true" || v === "Y");
const member = z.object({
  id: recordId,
  full_name: z.string(),
  email: z.string().nullish().transform((v) => v ?? ""),
  phone_number: z.string().nullish().transform((v) => v ?? ""),
  nik: z.string(),
  privy_id: z.string().nullish().transform((v) => v ?? ""),
  is_active: yesNo,
  is_verified: yesNo,
});
export type EsignMember = z.infer<typeof member>;

const saved = z.object({ code: z.number().optional() });

/** GET /e-sign/cms/corporates: the corporates of the caller's project. */
export async function getEsignCorporates(upstream: Upstream) {
  return (await upstream.get(path`/e-sign/cms/corporates`, { schema: listOf(corporate) })).data;
}

/** POST /e-sign/cms/add/corporate (a refusal's text is in `error`). */
export async function addEsignCorporate(upstream: Upstream, value: { corporate_code: string; corporate_name: string; corporate_address: string }) {
  await upstream.post(path`/e-sign/cms/add/corporate`, value, { schema: saved });
}

/** GET /e-sign/cms/{corporate_code}/members. */
export async function getEsignMembers(upstream: Upstream, corporateCode: string) {
  return (await upstream.get(path`/e-sign/cms/${corporateCode}/members`, { schema: listOf(member) })).data;
}

/** POST /e-sign/cms/{corporate_code}/add/member. */
export async function addEsignMember(
  upstream: Upstream,
  corporateCode: string,
  value: { full_name: string; email: string; phone_number: string; nik: string; privy_id?: string },
) {
  await upstream.post(path`/e-sign/cms/${corporateCode}/add/member`, { ...value, privy_id: value.privy_id ?? "" }, { schema: saved });
}

// E-stamp enrolment: POST /v2/coremdika with the endpoint's name (docs/platform-contract.md "E-stamp enrolment").
const price = z.coerce.number().nullish();
const stampProvider = z.object({
  provider_code: z.string(),
  long_name: z.string().nullish().transform((v) => v ?? ""),
  user_code: z.string().nullish().transform((v) => v ?? ""),
  vendor_name: z.string().nullish(),
  va_number: z.string().nullish(),
  price,
  npwp: z.string().nullish(),
  price_fee: price,
  price_ematerai: price,
  parent_code: z.string().nullish(),
});
export type StampProvider = z.infer<typeof stampProvider>;
const vendor = z.object({ vendor_id: z.string(), vendor_name: z.string(), unit_price: z.coerce.number(), fee_price: z.coerce.number(), description: z.string().nullish() });
export type StampVendor = z.infer<typeof vendor>;
const providerChoice = z.object({ provider_code: z.string(), provider_name: z.string() });

function coremdika<Row extends z.ZodType>(upstream: Upstream, endpoint: string, row: Row, body: Record<string, unknown> = {}) {
  return upstream.post(path`/v2/coremdika`, { endpoint, app_id: upstream.user.app_id, project_id: upstream.user.project_id, ...body }, { schema: listOf(row) });
}

/** getListUserMaterai: the providers enrolled for e-stamps, newest first. */
export async function getStampProviders(upstream: Upstream) {
  return (await coremdika(upstream, "getListUserMaterai", stampProvider)).data;
}

/** What the enrolment form chooses from: vendors, providers not enrolled yet, and group parents. */
export async function getEnrolmentChoices(upstream: Upstream) {
  const [vendors, providers, parents] = await Promise.all([
    coremdika(upstream, "getListVendor", vendor),
    coremdika(upstream, "getSearchProvider", providerChoice, { search: "" }),
    coremdika(upstream, "getListParent", providerChoice),
  ]);
  return { vendors: vendors.data, providers: providers.data, parents: parents.data };
}

/** createUserEmaterai; the prices come from the chosen vendor (SPEC §9: service price = admin fee + payment). */
export async function enrolStampProvider(
  upstream: Upstream,
  value: { email: string; npwp: string; provider: string; bank: string; kuota: number; vendor_va_id: string; is_group: boolean; parent?: string },
  chosen: StampVendor,
) {
  await upstream.post(
    path`/v2/coremdika`,
    {
      endpoint: "createUserEmaterai",
      email_m_user: value.email,
      provider_code: value.provider,
      active_flag: true,
      vendor_id: chosen.vendor_id,
      materai_unit_price: chosen.unit_price,
      materai_service_price: chosen.unit_price + chosen.fee_price,
      bank: value.bank,
      fee: chosen.fee_price,
      kuota: value.kuota,
      vendor_va_id: value.vendor_va_id,
      price_fee: chosen.fee_price,
      price_ematerai: chosen.unit_price + chosen.fee_price,
      npwp: value.npwp,
      is_group: value.is_group,
      provider_parent: value.is_group ? (value.parent ?? null) : null,
    },
    { schema: saved },
  );
}

const stampTemplate = z.object({
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
export type StampTemplate = z.infer<typeof stampTemplate>;
const documentType = z.object({ code: z.string(), description: z.string() });

/** getListCodeTemplate: the document types a template may have (once per request). */
export function getStampDocumentTypes(upstream: Upstream) {
  return upstream.memo("getListCodeTemplate", async () => (await coremdika(upstream, "getListCodeTemplate", documentType)).data);
}

/** listDataTemplate (every document code) with getListCodeTemplate's descriptions. */
export async function getStampTemplates(upstream: Upstream, providerCode: string) {
  const [templates, types] = await Promise.all([
    coremdika(upstream, "listDataTemplate", stampTemplate, { provider_code: providerCode, document_code: "" }),
    getStampDocumentTypes(upstream),
  ]);
  const described = new Map(types.map((t) => [t.code, t.description]));
  return templates.data.map((t) => ({ ...t, document_description: described.get(t.document_code) ?? "" }));
}

/**
 * createTemplateMaterai / updateTemplateMaterai: a multipart body with the PDF in `file` (SPEC §7;
 * SPEC §5's underscores for spaces in its name), sent within SPEC's 20 s template timeout.
 */
export async function saveStampTemplate(
  upstream: Upstream,
  template: { provider_code: string; document_code: string; template_name: string; llx: number; lly: number; urx: number; ury: number; page: number; template_id?: number },
  file: File,
) {
  const form = new FormData();
  form.set("endpoint", template.template_id === undefined ? "createTemplateMaterai" : "updateTemplateMaterai");
  if (template.template_id !== undefined) form.set("template_id", String(template.template_id));
  form.set("document_code", template.document_code);
  form.set("provider_code", template.provider_code);
  form.set("template_name", template.template_name);
  form.set("vis_llx", String(template.llx));
  form.set("vis_lly", String(template.lly));
  form.set("vis_urx", String(template.urx));
  form.set("vis_ury", String(template.ury));
  form.set("vis_signature_page", String(template.page));
  form.set("file", file, templateFileName(file.name));
  form.set("project_id", upstream.user.project_id);
  form.set("app_id", upstream.user.app_id);
  await upstream.send(path`/v2/coremdika`, await multipart(form), { schema: saved, timeoutMs: TIMEOUT.templateUpload });
}

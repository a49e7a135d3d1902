import type { z } from "zod";
import * as esign from "../../../contract/esign";
import * as estamp from "../../../contract/estamp";
import type { EMATERAI_BANKS } from "../../../contract/lists";
import { templateFileName } from "~/lib/stamp-template";
import { multipart, type Upstream } from "./client";
import { TIMEOUT } from "./request";

/** SPEC §7 "E-stamp and e-sign" (contract/estamp.ts, contract/esign.ts). */

export type StampQuota = z.output<typeof estamp.quota>;

/** POST linkExtService: the stamp service's quota of a provider. */
export function getStampQuota(upstream: Upstream, providerCode: string) {
  return upstream.call(estamp.linkExtService, { body: { method: "GET", path: "/quota", query: { provider_code: providerCode } } });
}

export type EsignCorporate = z.output<typeof esign.esignCorporate>;
export type EsignMember = z.output<typeof esign.esignMember>;

/** GET /e-sign/cms/corporates: the corporates of the caller's project. */
export function getEsignCorporates(upstream: Upstream) {
  return upstream.call(esign.esignCorporates, {});
}

/** POST /e-sign/cms/add/corporate (a refusal's text is in `error`). */
export async function addEsignCorporate(upstream: Upstream, value: { corporate_code: string; corporate_name: string; corporate_address: string }) {
  await upstream.call(esign.esignAddCorporate, { body: value });
}

/** GET /e-sign/cms/{corporate_code}/members. */
export function getEsignMembers(upstream: Upstream, corporateCode: string) {
  return upstream.call(esign.esignMembers, { params: { corporate_code: corporateCode } });
}

/** POST /e-sign/cms/{corporate_code}/add/member. */
export async function addEsignMember(
  upstream: Upstream,
  corporateCode: string,
  value: { full_name: string; email: string; phone_number: string; nik: string; privy_id?: string },
) {
  await upstream.call(esign.esignAddMember, { params: { corporate_code: corporateCode }, body: { ...value, privy_id: value.privy_id ?? "" } });
}

// E-stamp enrolment: POST /v2/coremdika with the endpoint's name.
export type StampProvider = z.output<typeof estamp.stampProvider>;
export type StampVendor = z.output<typeof estamp.stampVendor>;

/** The caller's app and project, which SPEC has every /v2/coremdika call send. */
const caller = (upstream: Upstream) => ({ app_id: upstream.user.app_id, project_id: upstream.user.project_id });

/** getListUserMaterai: the providers enrolled for e-stamps, newest first. */
export async function getStampProviders(upstream: Upstream) {
  return upstream.call(estamp.getListUserMaterai, { body: { endpoint: "getListUserMaterai", ...caller(upstream) } });
}

/** What the enrolment form chooses from: vendors, providers not enrolled yet, and group parents. */
export async function getEnrolmentChoices(upstream: Upstream) {
  const [vendors, providers, parents] = await Promise.all([
    upstream.call(estamp.getListVendor, { body: { endpoint: "getListVendor", ...caller(upstream) } }),
    upstream.call(estamp.getSearchProvider, { body: { endpoint: "getSearchProvider", ...caller(upstream), search: "" } }),
    upstream.call(estamp.getListParent, { body: { endpoint: "getListParent", ...caller(upstream) } }),
  ]);
  return { vendors, providers, parents };
}

/** createUserEmaterai; the prices come from the chosen vendor (SPEC §9: service price = admin fee + payment). */
export async function enrolStampProvider(
  upstream: Upstream,
  value: { email: string; npwp: string; provider: string; bank: (typeof EMATERAI_BANKS)[number]; kuota: number; vendor_va_id: string; is_group: boolean; parent?: string },
  chosen: StampVendor,
) {
  await upstream.call(estamp.createUserEmaterai, {
    body: {
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
  });
}

export type StampTemplate = z.output<typeof estamp.stampTemplate>;

/** getListCodeTemplate: the document types a template may have (once per request). */
export function getStampDocumentTypes(upstream: Upstream) {
  return upstream.memo("getListCodeTemplate", () => upstream.call(estamp.getListCodeTemplate, { body: { endpoint: "getListCodeTemplate", ...caller(upstream) } }));
}

/** listDataTemplate (every document code) with getListCodeTemplate's descriptions. */
export async function getStampTemplates(upstream: Upstream, providerCode: string) {
  const [templates, types] = await Promise.all([
    upstream.call(estamp.listDataTemplate, { body: { endpoint: "listDataTemplate", ...caller(upstream), provider_code: providerCode, document_code: "" } }),
    getStampDocumentTypes(upstream),
  ]);
  const described = new Map(types.map((t) => [t.code, t.description]));
  return templates.map((t) => ({ ...t, document_description: described.get(t.document_code) ?? "" }));
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
  const spec = template.template_id === undefined ? estamp.createTemplateMaterai : estamp.updateTemplateMaterai;
  const fields: z.input<typeof estamp.templateForm> = {
    endpoint: template.template_id === undefined ? "createTemplateMaterai" : "updateTemplateMaterai",
    ...(template.template_id === undefined ? {} : { template_id: String(template.template_id) }),
    document_code: template.document_code,
    provider_code: template.provider_code,
    template_name: template.template_name,
    vis_llx: String(template.llx),
    vis_lly: String(template.lly),
    vis_urx: String(template.urx),
    vis_ury: String(template.ury),
    vis_signature_page: String(template.page),
  };
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value as string);
  form.set("file", file, templateFileName(file.name));
  form.set("project_id", upstream.user.project_id);
  form.set("app_id", upstream.user.app_id);
  await upstream.call(spec, { multipart: await multipart(form) }, { timeoutMs: TIMEOUT.templateUpload });
}

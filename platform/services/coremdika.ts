// The e-stamp (e-materai) service, SPEC §7 "E-stamp and e-sign": POST /v2/coremdika with the
// endpoint's name in the body. Implemented here: the enrolment of providers (getListVendor,
// getSearchProvider, getListParent, getListUserMaterai, createUserEmaterai;
// docs/platform-contract.md "E-stamp and e-sign") and the template list (getListCodeTemplate,
// listDataTemplate) and the templates themselves (createTemplateMaterai, updateTemplateMaterai: a
// multipart body with the PDF; docs/platform-contract.md "E-stamp and e-sign"). The call rule lets
// superadmin, sd and e-materai in; enrolment is superadmin's and sd's (or another role's with the
// ematerai menu); role e-materai reads and writes its own provider's templates only.
import path from "node:path";
import { and, asc, eq, ilike, isNull, or, sql } from "drizzle-orm";
import type { Context } from "hono";
import { Hono } from "hono";
import { z } from "zod";
import { emateraiDocumentTypes, emateraiQuotas, emateraiTemplates, emateraiUsers, emateraiVendors, premiumProviders } from "../db/schema.ts";
import { detectFileType, fileSize, MAX_PDF_BYTES, sha256Hex, writeFileAtomic } from "../lib/files.ts";
import { requireAuth } from "./auth.ts";
import type { AppEnv, Caller, PlatformContext } from "./context.ts";
import { badRequest, HttpError, notFound, ok, refused } from "./http.ts";
import { ACTIVE_PDF, FILE_TOO_LARGE, UNREADABLE_PDF } from "./main/media.ts";
import { SPEC_ROLES } from "./rules.ts";
import { check, describeIssues, jsonBody, likeEscape, multipartBody } from "./validate.ts";
import { mountedPath, type AnswerOf } from "../../contract/define.ts";
import * as contract from "../../contract/estamp.ts";


/**
 * SPEC §9: the console subtracts 30 from lly and ury of the box it placed, so a stored box may
 * reach 30 points below the page and stops 30 points short of its top.
 */
export const STAMP_Y_OFFSET = 30;

/** A stored template PDF's name: SPEC §5's underscores for spaces, nothing a path could misread. */
export function templateFileName(name: string): string {
  const base = name
    .replace(/\.pdf$/i, "")
    .replace(/ /g, "_")
    .replace(/[^\w.-]/g, "")
    .replace(/\.{2,}/g, ".")
    .replace(/^[.-]+/, "")
    .slice(0, 100);
  return `${base || "template"}.pdf`;
}

export function coremdikaApi(ctx: PlatformContext) {
  const r = new Hono<AppEnv>({ strict: false });
  const auth = requireAuth(ctx, "user");

  /** Enrolment is the e-stamp administrators' (SPEC §6 sd; superadmin; another role with the ematerai menu). */
  const mayEnrol = (caller: Caller) => caller.role === "superadmin" || caller.role === "sd" || (!SPEC_ROLES.includes(caller.role) && caller.menuActive.includes("ematerai"));

  const vendors = async (): Promise<AnswerOf<typeof contract.getListVendor>> =>
    (await ctx.db.select().from(emateraiVendors).orderBy(asc(emateraiVendors.vendorName))).map((v) => ({
      vendor_id: v.vendorId,
      vendor_name: v.vendorName,
      unit_price: v.unitPrice,
      fee_price: v.feePrice,
      description: v.description,
    }));

  /** An endpoint's answer: its `data` as the contract declares it, and the message when not "Success". */
  type Answer<Name extends keyof typeof contract.COREMDIKA_ENDPOINTS> = Promise<{ data: AnswerOf<(typeof contract.COREMDIKA_ENDPOINTS)[Name]>; message?: string }>;
  const endpoints: { [Name in keyof typeof contract.COREMDIKA_ENDPOINTS]?: (caller: Caller, body: Record<string, unknown>) => Answer<Name> } = {
    async getListVendor() {
      return { data: await vendors() };
    },

    /** Providers of the app not enrolled yet, by code or name. */
    async getSearchProvider(caller, body) {
      const { search } = check(contract.getSearchProvider.body, body);
      const like = `%${likeEscape(search)}%`;
      const rows = await ctx.db
        .select({ provider_code: premiumProviders.providerCode, provider_name: premiumProviders.providerName })
        .from(premiumProviders)
        .leftJoin(emateraiUsers, eq(emateraiUsers.providerCode, premiumProviders.providerCode))
        .where(and(eq(premiumProviders.appId, caller.appId), isNull(emateraiUsers.providerCode), search ? or(ilike(premiumProviders.providerCode, like), ilike(premiumProviders.providerName, like)) : undefined))
        .orderBy(asc(premiumProviders.providerName))
        .limit(100);
      return { data: rows };
    },

    /** Enrolled providers that may head a group (those not in a group themselves). */
    async getListParent(caller) {
      const rows = await ctx.db
        .select({ provider_code: emateraiUsers.providerCode, provider_name: premiumProviders.providerName })
        .from(emateraiUsers)
        .innerJoin(premiumProviders, eq(premiumProviders.providerCode, emateraiUsers.providerCode))
        .where(and(eq(emateraiUsers.appId, caller.appId), isNull(emateraiUsers.parentCode)))
        .orderBy(asc(premiumProviders.providerName));
      return { data: rows };
    },

    async getListUserMaterai(caller) {
      const rows = await ctx.db
        .select({
          provider_code: emateraiUsers.providerCode,
          long_name: premiumProviders.providerName,
          user_code: emateraiUsers.email,
          vendor_name: emateraiVendors.vendorName,
          va_number: emateraiUsers.vendorVaId,
          price: emateraiUsers.unitPrice,
          npwp: emateraiUsers.npwp,
          price_fee: emateraiUsers.priceFee,
          price_ematerai: emateraiUsers.priceEmaterai,
          parent_code: emateraiUsers.parentCode,
          bank: emateraiUsers.bank,
          active_flag: emateraiUsers.active,
        })
        .from(emateraiUsers)
        .innerJoin(premiumProviders, eq(premiumProviders.providerCode, emateraiUsers.providerCode))
        .leftJoin(emateraiVendors, eq(emateraiVendors.vendorId, emateraiUsers.vendorId))
        .where(eq(emateraiUsers.appId, caller.appId))
        .orderBy(sql`${emateraiUsers.createdAt} desc`, asc(emateraiUsers.providerCode));
      return { data: rows };
    },

    async createUserEmaterai(caller, body) {
      const e = check(contract.createUserEmaterai.body, body);
      const [provider] = await ctx.db
        .select({ code: premiumProviders.providerCode })
        .from(premiumProviders)
        .where(and(eq(premiumProviders.appId, caller.appId), eq(premiumProviders.providerCode, e.provider_code)))
        .limit(1);
      if (!provider) throw notFound(`Provider ${e.provider_code} not found for your account`);
      const [vendor] = await ctx.db.select().from(emateraiVendors).where(eq(emateraiVendors.vendorId, e.vendor_id)).limit(1);
      if (!vendor) throw badRequest(`Invalid request: vendor_id: vendor ${e.vendor_id} does not exist`);
      if (e.is_group) {
        const [parent] = await ctx.db
          .select({ code: emateraiUsers.providerCode })
          .from(emateraiUsers)
          .where(and(eq(emateraiUsers.appId, caller.appId), eq(emateraiUsers.providerCode, e.provider_parent!), isNull(emateraiUsers.parentCode)))
          .limit(1);
        if (!parent) throw badRequest(`Invalid request: provider_parent: ${e.provider_parent} is not an enrolled provider that heads a group`);
      }
      const inserted = await ctx.db
        .insert(emateraiUsers)
        .values({
          providerCode: e.provider_code,
          appId: caller.appId,
          email: e.email_m_user,
          npwp: e.npwp,
          vendorId: vendor.vendorId,
          bank: e.bank,
          vendorVaId: e.vendor_va_id,
          unitPrice: vendor.unitPrice,
          priceFee: vendor.feePrice,
          // SPEC §9: the service price is the admin fee plus the payment (the stamp itself).
          priceEmaterai: vendor.unitPrice + vendor.feePrice,
          isGroup: e.is_group,
          parentCode: e.is_group ? e.provider_parent : null,
          active: e.active_flag,
          createdAt: ctx.now(),
        })
        .onConflictDoNothing()
        .returning({ code: emateraiUsers.providerCode });
      if (inserted.length === 0) throw new HttpError(409, `Provider ${e.provider_code} sudah terdaftar e-materai.`);
      // The quota starts at kuota (SPEC §9: 0 unless given); a provider that had stamps keeps its count.
      await ctx.db
        .insert(emateraiQuotas)
        .values({ providerCode: e.provider_code, total: e.kuota })
        .onConflictDoUpdate({ target: emateraiQuotas.providerCode, set: { total: sql`greatest(${emateraiQuotas.total}, ${e.kuota})`, updatedAt: ctx.now() } });
      return { data: { provider_code: e.provider_code }, message: "Success Enroll" };
    },
  };
  const ENROLMENT = new Set(Object.keys(endpoints));

  /** Template calls: the administrators for any provider of their app, role e-materai for its own only. */
  const templateEndpoints: typeof endpoints = {
    async getListCodeTemplate() {
      return { data: await ctx.db.select().from(emateraiDocumentTypes).orderBy(asc(emateraiDocumentTypes.code)) };
    },

    async listDataTemplate(caller, body) {
      const q = check(contract.listDataTemplate.body, body);
      if (!mayEnrol(caller) && q.provider_code !== caller.meta.provider_code) throw notFound(`Provider ${q.provider_code} not found for your account`);
      const [provider] = await ctx.db
        .select({ code: premiumProviders.providerCode })
        .from(premiumProviders)
        .where(and(eq(premiumProviders.appId, caller.appId), eq(premiumProviders.providerCode, q.provider_code)))
        .limit(1);
      if (!provider) throw notFound(`Provider ${q.provider_code} not found for your account`);
      const rows = await ctx.db
        .select()
        .from(emateraiTemplates)
        .where(and(eq(emateraiTemplates.providerCode, q.provider_code), q.document_code ? eq(emateraiTemplates.documentCode, q.document_code) : undefined))
        .orderBy(asc(emateraiTemplates.templateId));
      const data: AnswerOf<typeof contract.listDataTemplate> = rows.map((t) => ({
        template_id: t.templateId,
        provider_code: t.providerCode,
        document_code: t.documentCode,
        template_name: t.templateName,
        llx: t.llx,
        lly: t.lly,
        urx: t.urx,
        ury: t.ury,
        vis_signature_page: t.visSignaturePage,
        file: t.fileUrl,
      }));
      return { data };
    },
  };

  /** The form fields and the PDF of createTemplateMaterai / updateTemplateMaterai. */
  async function templateForm(c: Context<AppEnv>) {
    const form = await multipartBody(c);
    const fields: Record<string, string> = {};
    for (const [key, value] of form) if (typeof value === "string") fields[key] = value;
    const parsed = contract.templateForm.safeParse(fields);
    if (!parsed.success) throw badRequest(describeIssues(parsed.error));
    const file = form.get("file");
    if (!(file instanceof File)) throw badRequest("Invalid request: file: a PDF is required");
    if (file.size === 0) throw badRequest("Invalid request: file: the file is empty");
    if (file.size > MAX_PDF_BYTES) throw new HttpError(413, FILE_TOO_LARGE);
    return { template: parsed.data, file };
  }

  /**
   * Checks the PDF and the box against it (the page exists, the box lies on it), keeps the PDF
   * under /files/templates/<sha256>/<name>, and writes the template row.
   */
  async function saveTemplate(caller: Caller, { template: t, file }: Awaited<ReturnType<typeof templateForm>>) {
    if (!mayEnrol(caller) && t.provider_code !== caller.meta.provider_code) throw refused();
    const [enrolled] = await ctx.db
      .select({ code: emateraiUsers.providerCode })
      .from(emateraiUsers)
      .where(and(eq(emateraiUsers.appId, caller.appId), eq(emateraiUsers.providerCode, t.provider_code)))
      .limit(1);
    if (!enrolled) throw notFound(`Provider ${t.provider_code} is not enrolled for e-materai in your app`);
    if (t.template_id !== undefined) {
      const [held] = await ctx.db
        .select({ id: emateraiTemplates.templateId })
        .from(emateraiTemplates)
        .where(and(eq(emateraiTemplates.templateId, t.template_id), eq(emateraiTemplates.providerCode, t.provider_code)))
        .limit(1);
      if (!held) throw notFound(`Template ${t.template_id} not found for provider ${t.provider_code}`);
    }

    const bytes = new Uint8Array(await file.arrayBuffer());
    if (detectFileType(bytes.subarray(0, 1024))?.kind !== "pdf") throw badRequest("Invalid request: file: must be a PDF");
    // Loaded with the first template (they bring pdf-lib), not with the platform's start.
    const [{ checkPdfSafety }, { PDFDocument }] = await Promise.all([import("../lib/pdf-safety.ts"), import("pdf-lib")]);
    const safety = checkPdfSafety(bytes);
    if (!safety.ok) throw badRequest(safety.kind === "active" ? ACTIVE_PDF : UNREADABLE_PDF);
    // A malformed PDF may load and still fail on its pages: either way a 400 that says so.
    let pages: number;
    let page: { x: number; y: number; width: number; height: number };
    try {
      const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
      pages = pdf.getPageCount();
      if (t.vis_signature_page > pages) throw badRequest(`Invalid request: vis_signature_page: the PDF has ${pages} page${pages === 1 ? "" : "s"}`);
      page = pdf.getPage(t.vis_signature_page - 1).getMediaBox();
    } catch (err) {
      if (err instanceof HttpError) throw err;
      throw badRequest(UNREADABLE_PDF);
    }
    const onPage =
      t.vis_llx >= Math.floor(page.x) &&
      t.vis_urx <= Math.ceil(page.x + page.width) &&
      t.vis_lly >= Math.floor(page.y) - STAMP_Y_OFFSET &&
      t.vis_ury <= Math.ceil(page.y + page.height) - STAMP_Y_OFFSET;
    if (!onPage) {
      throw badRequest(`Invalid request: vis_llx, vis_lly, vis_urx, vis_ury: the stamp box must lie on page ${t.vis_signature_page} (${Math.round(page.width)} × ${Math.round(page.height)} points)`);
    }

    const sha = sha256Hex(bytes);
    const rel = path.posix.join("templates", sha, templateFileName(file.name));
    if ((await fileSize(path.join(ctx.filesDir, rel))) !== bytes.length) await writeFileAtomic(ctx.filesDir, rel, bytes);
    const row = {
      documentCode: t.document_code,
      templateName: t.template_name,
      llx: t.vis_llx,
      lly: t.vis_lly,
      urx: t.vis_urx,
      ury: t.vis_ury,
      visSignaturePage: t.vis_signature_page,
      fileUrl: `/files/${rel}`,
    };
    return ctx.db.transaction(async (tx) => {
      await tx.insert(emateraiDocumentTypes).values({ code: t.document_code, description: t.document_code }).onConflictDoNothing();
      if (t.template_id !== undefined) {
        await tx.update(emateraiTemplates).set(row).where(eq(emateraiTemplates.templateId, t.template_id));
        return { template_id: t.template_id, message: "Success Edit Template" };
      }
      const [created] = await tx
        .insert(emateraiTemplates)
        .values({ ...row, providerCode: t.provider_code, createdAt: ctx.now() })
        .returning({ id: emateraiTemplates.templateId });
      return { template_id: created!.id, message: "Success Create Template" };
    });
  }

  r.post(mountedPath(contract.coremdika, "/v2"), auth, async (c) => {
    const caller = c.get("caller");
    if (/^multipart\/form-data/i.test(c.req.header("content-type") ?? "")) {
      const { message, ...data } = await saveTemplate(caller, await templateForm(c));
      return ok(c, data, message);
    }
    const body = await jsonBody(c, z.looseObject({ endpoint: z.string({ error: "is required" }).trim().min(1, "is required").max(64) }));
    if (body.endpoint === "createTemplateMaterai" || body.endpoint === "updateTemplateMaterai") {
      throw badRequest(`Invalid request: ${body.endpoint} takes a multipart/form-data body with the PDF in the field 'file'`);
    }
    const name = body.endpoint as keyof typeof contract.COREMDIKA_ENDPOINTS;
    const run = (Object.hasOwn(endpoints, name) ? endpoints[name] : Object.hasOwn(templateEndpoints, name) ? templateEndpoints[name] : undefined) as
      | ((caller: Caller, body: Record<string, unknown>) => Promise<{ data: unknown; message?: string }>)
      | undefined;
    if (!run) throw notFound(`Unknown coremdika endpoint ${body.endpoint}`);
    if (ENROLMENT.has(body.endpoint) && !mayEnrol(caller)) throw refused();
    const answer = await run(caller, body);
    return ok(c, answer.data ?? null, answer.message);
  });

  return r;
}

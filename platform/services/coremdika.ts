// The e-stamp (e-materai) service, SPEC §7 "E-stamp and e-sign": POST /v2/coremdika with the
// endpoint's name in the body. Implemented here: the enrolment of providers (getListVendor,
// getSearchProvider, getListParent, getListUserMaterai, createUserEmaterai;
// docs/platform-contract.md "E-stamp enrolment") and the template list (getListCodeTemplate,
// listDataTemplate). The call rule lets superadmin, sd and e-materai in; enrolment is superadmin's
// and sd's (or another role's with the ematerai menu); role e-materai reads its own templates only.
import { and, asc, eq, ilike, isNull, or, sql } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { emateraiDocumentTypes, emateraiQuotas, emateraiTemplates, emateraiUsers, emateraiVendors, premiumProviders } from "../db/schema.ts";
import { requireAuth } from "./auth.ts";
import type { AppEnv, Caller, PlatformContext } from "./context.ts";
import { badRequest, HttpError, notFound, ok, refused } from "./http.ts";
import { SPEC_ROLES } from "./rules.ts";
import type { EmateraiProviderRow, EmateraiTemplate, EmateraiVendor } from "./types.ts";
import { check, jsonBody } from "./validate.ts";

/** SPEC §9: the banks of an enrolment. */
export const EMATERAI_BANKS = ["BCA", "BNI", "BSI", "BRI", "MANDIRI", "PERMATA", "CIMB"] as const;

const providerCode = z.string().trim().min(1, "is required").max(64, "must be at most 64 characters");
const Enrolment = z
  .object({
    email_m_user: z.string().trim().min(1, "is required").max(200, "must be at most 200 characters").regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, "must be an email address"),
    provider_code: providerCode,
    active_flag: z.boolean().default(true),
    vendor_id: z.string().trim().min(1, "is required").max(64),
    bank: z.enum(EMATERAI_BANKS, { error: `must be one of ${EMATERAI_BANKS.join(", ")}` }),
    kuota: z.number({ error: "must be a whole number" }).int("must be a whole number").min(0, "must be 0 or more").max(10_000_000, "must be at most 10000000").default(0),
    vendor_va_id: z.string().trim().min(1, "is required").max(40, "must be at most 40 characters").regex(/^[0-9]+$/, "must hold digits only"),
    npwp: z.string().trim().regex(/^([0-9]{15}|[0-9]{16})$/, "must be 15 or 16 digits"),
    is_group: z.boolean().default(false),
    provider_parent: z.string().trim().max(64).nullish().transform((v) => v || null),
    // Prices the console read from the vendor; the platform sets them from the vendor itself.
    materai_unit_price: z.unknown().optional(),
    materai_service_price: z.unknown().optional(),
    fee: z.unknown().optional(),
    price_fee: z.unknown().optional(),
    price_ematerai: z.unknown().optional(),
  })
  .refine((e) => !e.is_group || !!e.provider_parent, { path: ["provider_parent"], message: "is required for a provider in a group" });

const TemplateQuery = z.object({ provider_code: providerCode, document_code: z.string().trim().max(64).nullish().transform((v) => v || null) });

const Search = z.object({ search: z.string().trim().max(100, "must be at most 100 characters").default("") });

export function coremdikaApi(ctx: PlatformContext) {
  const r = new Hono<AppEnv>({ strict: false });
  const auth = requireAuth(ctx, "user");

  /** Enrolment is the e-stamp administrators' (SPEC §6 sd; superadmin; another role with the ematerai menu). */
  const mayEnrol = (caller: Caller) => caller.role === "superadmin" || caller.role === "sd" || (!SPEC_ROLES.includes(caller.role) && caller.menuActive.includes("ematerai"));

  const vendors = async (): Promise<EmateraiVendor[]> =>
    (await ctx.db.select().from(emateraiVendors).orderBy(asc(emateraiVendors.vendorName))).map((v) => ({
      vendor_id: v.vendorId,
      vendor_name: v.vendorName,
      unit_price: v.unitPrice,
      fee_price: v.feePrice,
      description: v.description,
    }));

  const endpoints: Record<string, (caller: Caller, body: Record<string, unknown>) => Promise<{ data?: unknown; message?: string }>> = {
    async getListVendor() {
      return { data: await vendors() };
    },

    /** Providers of the app not enrolled yet, by code or name. */
    async getSearchProvider(caller, body) {
      const { search } = check(Search, body);
      const like = `%${search.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
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
      return { data: rows satisfies EmateraiProviderRow[] };
    },

    async createUserEmaterai(caller, body) {
      const e = check(Enrolment, body);
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
      const q = check(TemplateQuery, body);
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
      const data: EmateraiTemplate[] = rows.map((t) => ({
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

  r.post("/coremdika", auth, async (c) => {
    const body = await jsonBody(c, z.looseObject({ endpoint: z.string({ error: "is required" }).trim().min(1, "is required").max(64) }));
    const caller = c.get("caller");
    const run = endpoints[body.endpoint] ?? templateEndpoints[body.endpoint];
    if (!run) throw notFound(`Unknown coremdika endpoint ${body.endpoint}`);
    if (ENROLMENT.has(body.endpoint) && !mayEnrol(caller)) throw refused();
    const answer = await run(caller, body);
    return ok(c, answer.data ?? null, answer.message);
  });

  return r;
}

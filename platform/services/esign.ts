// The e-sign service (SPEC §7 "E-stamp and e-sign", docs/platform-contract.md "E-sign"): the
// corporates whose members sign documents electronically, and their members, per project. Errors
// carry their text in `error` as well as `message`: the console shows `error` (SPEC §8).
import { and, asc, eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { esignCorporates, esignMembers } from "../db/schema.ts";
import { requireAuth } from "./auth.ts";
import type { AppEnv, Caller, PlatformContext } from "./context.ts";
import { HttpError, ok } from "./http.ts";
import { email, jsonBody, params, text } from "./validate.ts";
import type { EsignCorporate, EsignMember } from "./types.ts";

export const NIK_MESSAGE = "NIK must be a 16-digit number.";

const corporateCode = z
  .string()
  .trim()
  .min(1, "is required")
  .max(30, "must be at most 30 characters")
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, "may hold only letters, digits, - and _")
  .transform((code) => code.toUpperCase());

const NewCorporate = z.object({ corporate_code: corporateCode, corporate_name: text(200), corporate_address: text(500) });

const NewMember = z.object({
  full_name: text(200),
  email: email(),
  phone_number: z
    .string()
    .trim()
    .min(1, "is required")
    .transform((phone) => phone.replace(/[\s-]/g, ""))
    .pipe(z.string().regex(/^\+?[0-9]{8,15}$/, "must be a phone number of 8 to 15 digits")),
  nik: z.string().trim().regex(/^[0-9]{16}$/, NIK_MESSAGE),
  privy_id: z
    .string()
    .trim()
    .max(64, "must be at most 64 characters")
    .regex(/^[A-Za-z0-9_.-]*$/, "may hold only letters, digits, '.', - and _")
    .nullish()
    .transform((id) => id || null),
});

const CorporateParams = z.object({ corporate_code: corporateCode });

/** A refusal with its text in `error` too. */
function refuse(status: 400 | 404 | 409, message: string): HttpError {
  return new HttpError(status, message, { error: message });
}

async function body<S extends z.ZodType>(c: Parameters<typeof jsonBody>[0], schema: S): Promise<z.output<S>> {
  try {
    return await jsonBody(c, schema);
  } catch (error) {
    if (error instanceof HttpError && error.status === 400) throw refuse(400, error.message);
    throw error;
  }
}

function pathParams(c: Parameters<typeof params>[0]) {
  try {
    return params(c, CorporateParams);
  } catch (error) {
    if (error instanceof HttpError) throw refuse(404, "Corporate not found.");
    throw error;
  }
}

const isUniqueViolation = (error: unknown) => (error as { code?: unknown }).code === "23505" || (error as { cause?: { code?: unknown } }).cause?.code === "23505";

export function esignApi(ctx: PlatformContext) {
  const api = new Hono<AppEnv>({ strict: false });
  const auth = requireAuth(ctx, "user");

  async function corporateOf(caller: Caller, code: string) {
    const [row] = await ctx.db
      .select({ id: esignCorporates.id })
      .from(esignCorporates)
      .where(and(eq(esignCorporates.projectId, caller.projectId), eq(esignCorporates.corporateCode, code)));
    if (!row) throw refuse(404, `Corporate ${code} not found.`);
    return row;
  }

  api.get("/cms/corporates", auth, async (c) => {
    const caller = c.get("caller");
    const rows = await ctx.db
      .select({
        corporate: esignCorporates,
        active: sql<number>`count(${esignMembers.id}) filter (where ${esignMembers.isActive})::int`,
        inactive: sql<number>`count(${esignMembers.id}) filter (where not ${esignMembers.isActive})::int`,
      })
      .from(esignCorporates)
      .leftJoin(esignMembers, eq(esignMembers.corporateId, esignCorporates.id))
      .where(eq(esignCorporates.projectId, caller.projectId))
      .groupBy(esignCorporates.id)
      .orderBy(asc(esignCorporates.corporateCode));
    return ok(
      c,
      rows.map(({ corporate: r, active, inactive }): EsignCorporate => ({
        corporate_code: r.corporateCode,
        corporate_name: r.corporateName,
        corporate_address: r.corporateAddress,
        active_members: active,
        inactive_members: inactive,
        created_at: r.createdAt.toISOString(),
      })),
    );
  });

  api.post("/cms/add/corporate", auth, async (c) => {
    const caller = c.get("caller");
    const value = await body(c, NewCorporate);
    const inserted = await ctx.db
      .insert(esignCorporates)
      .values({ projectId: caller.projectId, corporateCode: value.corporate_code, corporateName: value.corporate_name, corporateAddress: value.corporate_address, createdBy: caller.username })
      .onConflictDoNothing()
      .returning({ code: esignCorporates.corporateCode });
    if (!inserted.length) throw refuse(409, `Corporate code ${value.corporate_code} already exists.`);
    return ok(c, { corporate_code: value.corporate_code }, "Corporate created");
  });

  api.get("/cms/:corporate_code/members", auth, async (c) => {
    const { corporate_code } = pathParams(c);
    const corporate = await corporateOf(c.get("caller"), corporate_code);
    const rows = await ctx.db.select().from(esignMembers).where(eq(esignMembers.corporateId, corporate.id)).orderBy(asc(esignMembers.fullName), asc(esignMembers.id));
    return ok(
      c,
      rows.map((r): EsignMember => ({
        id: String(r.id),
        full_name: r.fullName,
        email: r.email,
        phone_number: r.phoneNumber,
        nik: r.nik,
        privy_id: r.privyId,
        is_active: r.isActive,
        is_verified: r.isVerified,
        created_at: r.createdAt.toISOString(),
      })),
    );
  });

  api.post("/cms/:corporate_code/add/member", auth, async (c) => {
    const { corporate_code } = pathParams(c);
    const caller = c.get("caller");
    const corporate = await corporateOf(caller, corporate_code);
    const value = await body(c, NewMember);
    try {
      const [row] = await ctx.db
        .insert(esignMembers)
        .values({ corporateId: corporate.id, fullName: value.full_name, email: value.email, phoneNumber: value.phone_number, nik: value.nik, privyId: value.privy_id, createdBy: caller.username })
        .returning({ id: esignMembers.id });
      return ok(c, { id: String(row!.id) }, "Member created");
    } catch (error) {
      if (isUniqueViolation(error)) throw refuse(409, `A member with NIK ${value.nik} already exists in ${corporate_code}.`);
      throw error;
    }
  });

  return api;
}

// The e-sign service (SPEC §7 "E-stamp and e-sign", docs/platform-contract.md "E-stamp and e-sign"): the
// corporates whose members sign documents electronically, and their members, per project. Errors
// carry their text in `error` as well as `message`: the console shows `error` (SPEC §8).
import { and, asc, eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import type { z } from "zod";
import { esignCorporates, esignMembers } from "../db/schema.ts";
import { requireAuth } from "./auth.ts";
import type { AppEnv, Caller, PlatformContext } from "./context.ts";
import { HttpError, ok } from "./http.ts";
import { jsonBody, params } from "./validate.ts";
import { mountedPath, type AnswerOf } from "../../contract/define.ts";
import * as contract from "../../contract/esign.ts";

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

/** The corporate code of the path; a malformed one is a corporate not found. */
function pathParams(c: Parameters<typeof params>[0]) {
  try {
    return params(c, contract.esignMembers.params);
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

  api.get(mountedPath(contract.esignCorporates, "/e-sign"), auth, async (c) => {
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
    const data: AnswerOf<typeof contract.esignCorporates> = rows.map(({ corporate: r, active, inactive }) => ({
      corporate_code: r.corporateCode,
      corporate_name: r.corporateName,
      corporate_address: r.corporateAddress,
      active_members: active,
      inactive_members: inactive,
      created_at: r.createdAt.toISOString(),
    }));
    return ok(c, data);
  });

  api.post(mountedPath(contract.esignAddCorporate, "/e-sign"), auth, async (c) => {
    const caller = c.get("caller");
    const value = await body(c, contract.esignAddCorporate.body);
    const inserted = await ctx.db
      .insert(esignCorporates)
      .values({ projectId: caller.projectId, corporateCode: value.corporate_code, corporateName: value.corporate_name, corporateAddress: value.corporate_address, createdBy: caller.username })
      .onConflictDoNothing()
      .returning({ code: esignCorporates.corporateCode });
    if (!inserted.length) throw refuse(409, `Corporate code ${value.corporate_code} already exists.`);
    return ok(c, { corporate_code: value.corporate_code } satisfies AnswerOf<typeof contract.esignAddCorporate>, "Corporate created");
  });

  api.get(mountedPath(contract.esignMembers, "/e-sign"), auth, async (c) => {
    const { corporate_code } = pathParams(c);
    const corporate = await corporateOf(c.get("caller"), corporate_code);
    const rows = await ctx.db.select().from(esignMembers).where(eq(esignMembers.corporateId, corporate.id)).orderBy(asc(esignMembers.fullName), asc(esignMembers.id));
    const data: AnswerOf<typeof contract.esignMembers> = rows.map((r) => ({
      id: String(r.id),
      full_name: r.fullName,
      email: r.email,
      phone_number: r.phoneNumber,
      nik: r.nik,
      privy_id: r.privyId,
      is_active: r.isActive,
      is_verified: r.isVerified,
      created_at: r.createdAt.toISOString(),
    }));
    return ok(c, data);
  });

  api.post(mountedPath(contract.esignAddMember, "/e-sign"), auth, async (c) => {
    const { corporate_code } = pathParams(c);
    const caller = c.get("caller");
    const corporate = await corporateOf(caller, corporate_code);
    const value = await body(c, contract.esignAddMember.body);
    try {
      const [row] = await ctx.db
        .insert(esignMembers)
        .values({ corporateId: corporate.id, fullName: value.full_name, email: value.email, phoneNumber: value.phone_number, nik: value.nik, privyId: value.privy_id, createdBy: caller.username })
        .returning({ id: esignMembers.id });
      return ok(c, { id: String(row!.id) } satisfies AnswerOf<typeof contract.esignAddMember>, "Member created");
    } catch (error) {
      if (isUniqueViolation(error)) throw refuse(409, `A member with NIK ${value.nik} already exists in ${corporate_code}.`);
      throw error;
    }
  });

  return api;
}

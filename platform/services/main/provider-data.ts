// What a premium provider keeps itself (SPEC §7 "Premium provider and provider data", §3;
// docs/platform-contract.md "Premium provider and provider data"): its profile, doctor categories and doctors.
// Only the provider's own account reads and writes them: `provId`/`id` must be the id_prov of the
// caller's provider. Record ids are made by the console (SPEC §9).
import { and, desc, eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import { doctorCategories, doctors, premiumProviders, users } from "../../db/schema.ts";
import { requireAuth } from "../auth.ts";
import type { AppEnv, Caller, PlatformContext } from "../context.ts";
import { HttpError, notFound, ok, okMessage } from "../http.ts";
import { mountedPath, type AnswerOf } from "../../../contract/define.ts";
import { createCategoryDoctor, createDoctor, getAllDoctor, getCategoryDoctor, getMyProvider, updateCategoryDoctor, updateDoctor, updateMyProvider } from "../../../contract/provider.ts";
import { jsonBody, params } from "../validate.ts";

export function providerDataRoutes(ctx: PlatformContext) {
  const r = new Hono<AppEnv>();
  const auth = requireAuth(ctx, "user");

  /** The caller's own provider; another provider's id is "not found". */
  async function ownProvider(caller: Caller, provId?: string) {
    const [provider] = await ctx.db
      .select({ idProv: premiumProviders.idProv, providerCode: premiumProviders.providerCode })
      .from(premiumProviders)
      .where(and(eq(premiumProviders.appId, caller.appId), eq(premiumProviders.providerCode, caller.meta.provider_code)))
      .limit(1);
    if (!provider || (provId !== undefined && provId !== provider.idProv)) throw notFound("Provider not found for your account");
    return provider;
  }

  async function ownCategory(idProv: string, id: string) {
    const [category] = await ctx.db.select().from(doctorCategories).where(and(eq(doctorCategories.id, id), eq(doctorCategories.idProv, idProv))).limit(1);
    if (!category) throw notFound(`Category ${id} not found for your account`);
    return category;
  }

  const taken = (what: string, id: string) => new HttpError(409, `${what} ${id} sudah ada.`);

  r.get(mountedPath(getMyProvider, "/api"), auth, async (c) => {
    const own = await ownProvider(c.get("caller"), params(c, getMyProvider.params).provId);
    const [p] = await ctx.db.select().from(premiumProviders).where(eq(premiumProviders.idProv, own.idProv));
    const profile: AnswerOf<typeof getMyProvider>["data"] = {
      id_prov: p!.idProv,
      provider_code: p!.providerCode,
      provider_name: p!.providerName,
      address: p!.address,
      phone: p!.phone,
      latlong: p!.latlong,
      profile: p!.profile,
      link_button: p!.linkButton,
      title_button: p!.titleButton,
      logo: p!.logo,
      banner: p!.banner,
      gallery: p!.gallery,
      status: p!.status,
    };
    // SPEC §7: "data.data is the profile".
    return c.json({ code: 200, message: "Success", data: { data: profile } satisfies AnswerOf<typeof getMyProvider> }, 200);
  });

  r.post(mountedPath(updateMyProvider, "/api"), auth, async (c) => {
    const body = await jsonBody(c, updateMyProvider.body);
    const caller = c.get("caller");
    const own = await ownProvider(caller, body.id);
    const d = body.data;
    await ctx.db.transaction(async (tx) => {
      await tx
        .update(premiumProviders)
        .set({ providerName: d.provider_name, address: d.address, phone: d.phone, latlong: d.latlong.replace(/\s+/g, ""), profile: d.profile, linkButton: d.link_button, titleButton: d.title_button, logo: d.logo, banner: d.banner, gallery: d.gallery })
        .where(eq(premiumProviders.idProv, own.idProv));
      // The accounts of the provider show its new name from their next sign-in.
      await tx
        .update(users)
        .set({ meta: sql`jsonb_set(${users.meta}, '{provider_name}', to_jsonb(${d.provider_name}::text))` })
        .where(sql`${users.meta}->>'provider_code' = ${own.providerCode}`);
    });
    // SPEC §7: success when code is '200'.
    return c.json({ code: "200", message: "Success Updated!" }, 200);
  });

  r.get(mountedPath(getCategoryDoctor, "/api"), auth, async (c) => {
    const provider = await ownProvider(c.get("caller"), params(c, getCategoryDoctor.params).provId);
    const rows = await ctx.db.select().from(doctorCategories).where(eq(doctorCategories.idProv, provider.idProv)).orderBy(desc(doctorCategories.createdAt), desc(doctorCategories.id));
    const data: AnswerOf<typeof getCategoryDoctor> = rows.map((row) => ({ id: row.id, id_prov: row.idProv, provider_code: row.providerCode, data: { name: row.name }, created_at: row.createdAt.toISOString() }));
    return ok(c, data);
  });

  r.post(mountedPath(createCategoryDoctor, "/api"), auth, async (c) => {
    const body = await jsonBody(c, createCategoryDoctor.body);
    const provider = await ownProvider(c.get("caller"), body.provId);
    const inserted = await ctx.db
      .insert(doctorCategories)
      .values({ id: body.id, idProv: provider.idProv, providerCode: provider.providerCode, name: body.data.name })
      .onConflictDoNothing()
      .returning({ id: doctorCategories.id });
    if (!inserted.length) throw taken("Category", body.id);
    return ok(c, { id: body.id } satisfies AnswerOf<typeof createCategoryDoctor>, "Success Inserted!");
  });

  r.post(mountedPath(updateCategoryDoctor, "/api"), auth, async (c) => {
    const body = await jsonBody(c, updateCategoryDoctor.body);
    const provider = await ownProvider(c.get("caller"), body.provId);
    await ownCategory(provider.idProv, body.id);
    await ctx.db.update(doctorCategories).set({ name: body.data.name }).where(eq(doctorCategories.id, body.id));
    return okMessage(c, "Success Updated!");
  });

  r.get(mountedPath(getAllDoctor, "/api"), auth, async (c) => {
    const provider = await ownProvider(c.get("caller"), params(c, getAllDoctor.params).provId);
    const rows = await ctx.db
      .select({ doctor: doctors, categoryName: doctorCategories.name })
      .from(doctors)
      .innerJoin(doctorCategories, eq(doctorCategories.id, doctors.categoryId))
      .where(eq(doctors.idProv, provider.idProv))
      .orderBy(desc(doctors.createdAt), desc(doctors.id));
    const data: AnswerOf<typeof getAllDoctor> = rows.map(({ doctor: d, categoryName }) => ({
      id_doctor: d.id,
      id_prov: d.idProv,
      category: { id: d.categoryId, name: categoryName },
      data_doctor: { name: d.name, image: d.image },
      created_at: d.createdAt.toISOString(),
    }));
    return ok(c, data);
  });

  r.post(mountedPath(createDoctor, "/api"), auth, async (c) => {
    const body = await jsonBody(c, createDoctor.body);
    const provider = await ownProvider(c.get("caller"), body.provId);
    await ownCategory(provider.idProv, body.category);
    const inserted = await ctx.db
      .insert(doctors)
      .values({ id: body.id, idProv: provider.idProv, categoryId: body.category, name: body.data.name, image: body.data.image })
      .onConflictDoNothing()
      .returning({ id: doctors.id });
    if (!inserted.length) throw taken("Doctor", body.id);
    return ok(c, { id: body.id } satisfies AnswerOf<typeof createDoctor>, "Success Inserted!");
  });

  r.post(mountedPath(updateDoctor, "/api"), auth, async (c) => {
    const body = await jsonBody(c, updateDoctor.body);
    const provider = await ownProvider(c.get("caller"));
    await ownCategory(provider.idProv, body.category);
    const updated = await ctx.db
      .update(doctors)
      .set({ categoryId: body.category, name: body.data.name, image: body.data.image })
      .where(and(eq(doctors.id, body.id), eq(doctors.idProv, provider.idProv)))
      .returning({ id: doctors.id });
    if (!updated.length) throw notFound(`Doctor ${body.id} not found for your account`);
    return okMessage(c, "Success Updated!");
  });

  return r;
}

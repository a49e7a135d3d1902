// Caller scoping (SPEC §6): a caller sees its own app/project, and only the payors of its
// payor_code ('*' = every payor of the project).
import { and, eq, inArray, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../db/client.ts";
import { apps, premiumProviders, projects } from "../db/schema.ts";
import { ttlMemo } from "./cache.ts";
import type { Caller } from "./context.ts";
import { notFound } from "./http.ts";

/** The caller's payor codes, or '*' for all. */
export function callerPayors(caller: Caller): string[] | "*" {
  const list = caller.payorCode.split(",").map((p) => p.trim()).filter(Boolean);
  return list.includes("*") ? "*" : list;
}

/** Payor codes the caller may see among `projectPayors`. */
export function visiblePayors(caller: Caller, projectPayors: string[]): string[] {
  const mine = callerPayors(caller);
  return mine === "*" ? projectPayors : projectPayors.filter((p) => mine.includes(p));
}

/** SQL condition "column is one of the caller's payors" (undefined when unrestricted). */
export function payorFilter(column: AnyPgColumn, caller: Caller): SQL | undefined {
  const mine = callerPayors(caller);
  if (mine === "*") return undefined;
  return mine.length ? inArray(column, mine) : eq(column, "\u0000none");
}

/** The caller's app, addressed by app_id or mobile_id; anything else is 404. */
export async function callerApp(db: Db, caller: Caller, appOrMobileId: string) {
  if (appOrMobileId !== caller.appId && appOrMobileId !== caller.mobileId) throw notFound(`App ${appOrMobileId} not found for your account`);
  const app = await referenceRows(db).apps(caller.appId, async () => (await db.select().from(apps).where(eq(apps.appId, caller.appId)))[0]);
  if (!app) throw notFound(`App ${appOrMobileId} not found for your account`);
  return app;
}

/** The caller's project; another project id is 404. */
export async function callerProject(db: Db, caller: Caller, projectId = caller.projectId) {
  if (projectId !== caller.projectId) throw notFound(`Project ${projectId} not found for your account`);
  const project = await referenceRows(db).projects(projectId, async () => (await db.select().from(projects).where(eq(projects.projectId, projectId)))[0]);
  if (!project) throw notFound(`Project ${projectId} not found for your account`);
  return project;
}

/**
 * Apps and projects are reference rows (only the seed writes them): each database keeps the ones
 * read in the last 30 s, so the scope check of a cached answer runs no query (docs/decisions/014).
 * A transaction (another `db` object) reads them itself.
 */
const REFERENCE_TTL_MS = 30_000;
const referenceCaches = new WeakMap<Db, { apps: Memo<typeof apps.$inferSelect>; projects: Memo<typeof projects.$inferSelect> }>();
type Memo<T> = (key: string, compute: () => Promise<T | undefined>) => Promise<T | undefined>;

function referenceRows(db: Db) {
  let cache = referenceCaches.get(db);
  if (!cache) {
    const now = () => new Date();
    cache = { apps: ttlMemo<typeof apps.$inferSelect | undefined>(REFERENCE_TTL_MS, now), projects: ttlMemo<typeof projects.$inferSelect | undefined>(REFERENCE_TTL_MS, now) };
    referenceCaches.set(db, cache);
  }
  return cache;
}

/** Roles that act for one provider (meta.provider_code). */
export const PROVIDER_ROLES = new Set(["provider", "e-materai"]);
/** Roles that administer content and media of the whole app. */
export const ADMIN_ROLES = new Set(["superadmin", "admin"]);

export interface MediaOwner {
  /** app_id for the app library, or a provider code */
  owner: string;
  appId: string;
  kind: "app" | "provider";
}

/**
 * A media-library owner: the caller's app (app_id or mobile_id), or a premium provider of that app.
 * Provider accounts reach only their own provider's library (and the app's). Anything else is 404.
 */
export async function resolveMediaOwner(db: Db, caller: Caller, owner: string): Promise<MediaOwner> {
  // A provider's account (provider, e-materai) reaches only its own provider's library, never the
  // insurer's app library, whatever owner it names.
  if (PROVIDER_ROLES.has(caller.role) && owner !== caller.meta.provider_code) throw notFound(`Library ${owner} not found for your account`);
  if (owner === caller.appId || owner === caller.mobileId) return { owner: caller.appId, appId: caller.appId, kind: "app" };
  const [p] = await db
    .select({ code: premiumProviders.providerCode })
    .from(premiumProviders)
    .where(and(eq(premiumProviders.providerCode, owner), eq(premiumProviders.appId, caller.appId)))
    .limit(1);
  if (!p) throw notFound(`Library ${owner} not found for your account`);
  return { owner: p.code, appId: caller.appId, kind: "provider" };
}

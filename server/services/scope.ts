// Caller scoping (SPEC §6): a caller sees its own app/project, and only the payors of its
// payor_code ('*' = every payor of the project).
import { eq, inArray, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../db/client.ts";
import { apps, projects } from "../db/schema.ts";
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
  const [app] = await db.select().from(apps).where(eq(apps.appId, caller.appId));
  if (!app) throw notFound(`App ${appOrMobileId} not found for your account`);
  return app;
}

/** The caller's project; another project id is 404. */
export async function callerProject(db: Db, caller: Caller, projectId = caller.projectId) {
  if (projectId !== caller.projectId) throw notFound(`Project ${projectId} not found for your account`);
  const [project] = await db.select().from(projects).where(eq(projects.projectId, projectId));
  if (!project) throw notFound(`Project ${projectId} not found for your account`);
  return project;
}

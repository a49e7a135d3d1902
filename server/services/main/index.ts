// The main API service (SPEC §7), mounted at /api.
import { Hono } from "hono";
import type { AppEnv, PlatformContext } from "../context.ts";
import { dashboardRoutes } from "./dashboard.ts";
import { sessionRoutes } from "./session.ts";
import { shellRoutes } from "./shell.ts";

export function mainApi(ctx: PlatformContext) {
  const api = new Hono<AppEnv>({ strict: false });
  api.route("/", sessionRoutes(ctx));
  api.route("/", shellRoutes(ctx));
  api.route("/", dashboardRoutes(ctx));
  return api;
}

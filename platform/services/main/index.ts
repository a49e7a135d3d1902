// The main API service (SPEC §7), mounted at /api.
import { Hono } from "hono";
import type { AppEnv, PlatformContext } from "../context.ts";
import { chatRoutes } from "./chat.ts";
import { contentRoutes } from "./content.ts";
import { dashboardRoutes } from "./dashboard.ts";
import { providerDataRoutes } from "./provider-data.ts";
import { ecardRoutes } from "./ecard.ts";
import { eclaimRoutes } from "./eclaim.ts";
import { extServiceRoutes } from "./extservice.ts";
import { featureRoutes } from "./features.ts";
import { mediaRoutes } from "./media.ts";
import { premiumRoutes } from "./premium.ts";
import { memberRoutes } from "./members.ts";
import { reimbursementRoutes } from "./reimbursement.ts";
import { reservationRoutes } from "./reservations.ts";
import { sessionRoutes } from "./session.ts";
import { shellRoutes } from "./shell.ts";

export function mainApi(ctx: PlatformContext) {
  const api = new Hono<AppEnv>({ strict: false });
  api.route("/", sessionRoutes(ctx));
  // Before shell: its linkProjectEcard (a list of projects) is superseded by the issue 11 one (the caller's project).
  api.route("/", ecardRoutes(ctx));
  api.route("/", reservationRoutes(ctx));
  api.route("/", shellRoutes(ctx));
  api.route("/", dashboardRoutes(ctx));
  api.route("/", contentRoutes(ctx));
  api.route("/", mediaRoutes(ctx));
  api.route("/", reimbursementRoutes(ctx));
  api.route("/", memberRoutes(ctx));
  api.route("/", featureRoutes(ctx));
  api.route("/", extServiceRoutes(ctx));
  api.route("/", eclaimRoutes(ctx));
  api.route("/", premiumRoutes(ctx));
  api.route("/", providerDataRoutes(ctx));
  api.route("/", chatRoutes(ctx));
  return api;
}

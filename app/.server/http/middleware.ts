import { createContext, data, redirect, type MiddlewareFunction } from "react-router";
import type { SessionUser } from "~/lib/user";
import { canOpen, screenFor, type Screen } from "../access";
import { BASE_SEGMENT_PATTERN, baseSegment, loadSession, sessionContext } from "../session";
import { currentRequest } from "./request-context";
import { shellData } from "../kits/shell";
import { Upstream } from "../upstream/client";
import { SESSION_EXPIRED_MESSAGE } from "../upstream/request";
import { logout, reportRefusedScreen } from "../upstream/session";
import { screenHref } from "~/lib/screen-table";

/**
 * Refuses state-changing requests from other sites. Browsers send Sec-Fetch-Site on every
 * request and Origin on posts (`null` under our no-referrer policy, in which case only
 * Sec-Fetch-Site can vouch for it); curl sends neither, so scripted logins still work.
 */
export const sameOriginOnly: MiddlewareFunction<Response> = async ({ request, url }, next) => {
  if (request.method !== "GET" && request.method !== "HEAD") {
    const site = request.headers.get("Sec-Fetch-Site");
    const origin = request.headers.get("Origin");
    const siteOk = site === null || site === "same-origin" || site === "none";
    const originOk = origin === null || origin === url.origin || (origin === "null" && site === "same-origin");
    if (!siteOk || !originOk) throw data("Cross-site request refused", { status: 403 });
  }
  return next();
};

/** Loads the cookie session once and writes it back once, after everything else ran. */
export const withSession: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const session = await loadSession(request);
  // An idle or too old session ends here, saying why; the guard then sends the operator to log in
  // and back to this page afterwards.
  if (session.checkLifetime()) {
    // The platform token ends with the console's session: a copy of it is no good afterwards.
    await logout(session, "expired");
    session.signOut({ type: "error", message: SESSION_EXPIRED_MESSAGE });
  }
  context.set(sessionContext, session);
  const record = currentRequest();
  if (record && session.user) {
    record.user = session.user.username;
    record.role = session.user.role;
  }
  let response = await next();
  const cookie = await session.setCookieHeader();
  if (cookie) {
    // Responses proxied from the platform have immutable headers.
    response = new Response(response.body, response);
    response.headers.append("Set-Cookie", cookie);
  }
  return response;
};

export type SignedIn = {
  user: SessionUser;
  base: string;
  screen: Screen;
  params: Record<string, string | undefined>;
  /** The platform as this user sees it, shared by every loader of the request. */
  upstream: Upstream;
};
export const signedInContext = createContext<SignedIn>();

export function loginRedirect(url: URL): Response {
  const back = url.pathname === "/" ? "" : `?redirectTo=${encodeURIComponent(url.pathname + url.search)}`;
  return redirect(`/authentication/login${back}`);
}

/**
 * Guards everything under /:base. The base segment must be the user's own; the path must be a
 * screen of the access table; the user must be allowed to open it. Stale segments (after a
 * token rotation or a shared link) are corrected by redirect.
 */
export const signedInOnly: MiddlewareFunction<Response> = async ({ request, url, params, context }, next) => {
  // `url` is the page's URL: React Router strips its .data suffix and _routes parameter.
  const session = context.get(sessionContext);
  const { user, token } = session;
  if (!user || !token) {
    // Only a page that was signed in posts here: its session ended (withSession may have said why already).
    if (request.method !== "GET" && request.method !== "HEAD" && !session.hasNotice()) session.flash({ type: "error", message: SESSION_EXPIRED_MESSAGE });
    throw loginRedirect(url);
  }

  const base = baseSegment(token);
  const [, segment = "", ...restParts] = url.pathname.split("/");
  if (params.base !== base || segment !== base) {
    if (BASE_SEGMENT_PATTERN.test(segment)) throw redirect(`/${base}/${restParts.join("/")}${url.search}`);
    if (screenFor(url.pathname)) throw redirect(`/${base}${url.pathname}${url.search}`);
    throw data("Not Found", { status: 404 });
  }
  const rest = restParts.join("/");
  if (rest.replace(/\/+$/, "") === "") throw redirect(screenHref("dashboard", { base }));
  const upstream = new Upstream(session, user, request.signal, url.pathname + url.search);
  const match = screenFor(rest);
  // A refusal carries the shell, so the error screen keeps the sidebar and topbar.
  if (!match) throw data({ message: "Not Found", shell: await shellData(request, { user, base, upstream }) }, { status: 404 });
  if (!canOpen(user, match.screen)) {
    await reportRefusedScreen(session, match.screen.key, url.pathname);
    throw data({ message: "Forbidden", shell: await shellData(request, { user, base, upstream }) }, { status: 403 });
  }
  // The platform records which screen a change came from (X-Console-Screen).
  const record = currentRequest();
  if (record) record.screen = match.screen.key;
  context.set(signedInContext, { user, base, screen: match.screen, params: match.params, upstream });
  return next();
};

import { randomBytes } from "node:crypto";
import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { isRouteErrorResponse, ServerRouter, type EntryContext, type HandleDataRequestFunction } from "react-router";
import { inlineCriticalCss } from "./.server/http/critical-css";
import { env } from "./.server/http/env";
import { preloadModulesAfterContent } from "./.server/http/module-preloads";
import { securityHeaders } from "./.server/http/security-headers";
import { currentRequest, log } from "./.server/http/request-context";
import { warmUpPlatform } from "./.server/upstream/transport";
import { errorFields, maskPath } from "../common/log";
import { NonceContext } from "./lib/nonce";
import { runsScripts } from "./lib/static-page";

export const streamTimeout = 5_000;

// Start the embedded platform at boot, not on the first visitor's request; server.js prints the
// URL once this resolves (a sign-in then succeeds).
export const platformReady: Promise<void> = !import.meta.env.DEV || process.env.WARM_UP_PLATFORM ? warmUpPlatform() : Promise.resolve();
void env;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  const nonce = randomBytes(16).toString("base64");
  const scripts = runsScripts(routerContext.staticHandlerContext.matches.map((match) => routerContext.routeModules[match.route.id]?.handle));
  securityHeaders(responseHeaders, nonce);
  // Pages carry personal data (members, claims): no cache keeps them.
  if (!responseHeaders.has("Cache-Control")) responseHeaders.set("Cache-Control", "no-store");
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    // The whole document is rendered before it is sent (loaders have finished by now, so this
    // costs little): its stylesheets are cut to what the page shows (critical-css.ts).
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext>,
      {
        nonce,
        // Sent whole anyway: a Suspense boundary is never moved to the end of the page for a script
        // to put back (React does so past 12.8 KB), which would hide it without JavaScript.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onShellReady() {
          shellRendered = true;
        },
        onAllReady() {
          const chunks: Buffer[] = [];
          const sink = new Writable({
            write(chunk: Buffer | string, _encoding, callback) {
              chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : chunk);
              callback();
            },
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              let html = Buffer.concat(chunks).toString("utf8");
              try {
                // Preloads first: their pattern then scans the head before 30 KB of styles are inlined into it.
                if (scripts) html = preloadModulesAfterContent(html, nonce);
                html = inlineCriticalCss(html, { nonce, scripts });
              } catch (error) {
                log.error("critical css", { id: currentRequest()?.id, ...errorFields(error) }); // the page keeps its ordinary stylesheet links
              }
              responseHeaders.set("Content-Type", "text/html; charset=utf-8");
              // Bytes, not the string: a string body is first scanned for lone surrogates in JavaScript (undici's toUSVString), 3 % of a dashboard request.
              resolve(new Response(Buffer.from(html), { headers: responseHeaders, status: responseStatusCode }));
              callback();
            },
          });
          pipe(sink);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) log.error("render error", { id: currentRequest()?.id, ...errorFields(error) });
        },
      },
    );
  });
}

export const handleDataRequest: HandleDataRequestFunction = (response) => {
  securityHeaders(response.headers);
  if (!response.headers.has("Cache-Control")) response.headers.set("Cache-Control", "no-store");
  return response;
};

export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  const fields = { id: currentRequest()?.id, method: request.method, path: maskPath(new URL(request.url).pathname) };
  // A refusal (a post to a page without an action, a forged cross-site post) is one line, no stack:
  // anyone can send them, and the log must not grow by a kilobyte each time.
  if (isRouteErrorResponse(error) && error.status < 500) return log.warn("refused", { ...fields, status: error.status });
  if (error instanceof Error && /origin does not match/i.test(error.message)) return log.warn("refused", { ...fields, status: 400, reason: "cross-site action" });
  log.error("route error", { ...fields, ...errorFields(error), ...(error instanceof Error && error.stack ? { stack: error.stack } : {}) });
}

// …and the bridge between its Express request and React Router's fetch handler.
export { fetchRequest, sendResponse } from "./.server/http/node-http";
// …and the page every request gets while the embedded platform prepares its data.
export { platformStatus, readiness, stopPlatform } from "./.server/upstream/transport";
export { preparingPage } from "./.server/http/preparing";
// …and the request log, ids and metrics (one logger for the console, common/log.ts).
export { requestStore, log } from "./.server/http/request-context";
export { maskPath, requestId, errorFields } from "../common/log";
export { observeRequest, renderMetrics } from "./.server/http/metrics";
export { bodyLimit } from "./lib/media";

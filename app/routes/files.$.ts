import { data } from "react-router";
import type { Route } from "./+types/files.$";
import { sessionContext } from "~/.server/session";
import { PLATFORM_BASE, platformFetch } from "~/.server/upstream/transport";

/**
 * The app's media (docs/platform-contract.md: GET /files/<path>), streamed from
 * the platform as it comes: constant memory whatever the size, the platform's content type, and
 * Range requests passed through so the browser's PDF viewer can fetch pages as it needs them.
 */
const PASSED_REQUEST_HEADERS = ["range", "if-none-match", "if-modified-since", "if-range"];
const PASSED_RESPONSE_HEADERS = ["content-type", "content-length", "content-range", "accept-ranges", "etag", "last-modified", "cache-control", "content-disposition"];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  // Public for the mobile app on the platform; through the console, for signed-in operators only.
  if (!context.get(sessionContext).user) throw data("Unauthorized", { status: 401 });
  const path = params["*"] ?? "";
  const segments = path.split("/");
  if (!path || segments.some((s) => s === "" || s === "." || s === ".." || s.includes("\\")) || path.length > 500) {
    throw data("Not Found", { status: 404 });
  }
  const headers = new Headers();
  for (const name of PASSED_REQUEST_HEADERS) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  let upstream: Response;
  try {
    upstream = await platformFetch(
      new Request(`${PLATFORM_BASE}/files/${segments.map(encodeURIComponent).join("/")}`, {
        method: request.method === "HEAD" ? "HEAD" : "GET",
        headers,
        signal: request.signal,
      }),
    );
  } catch {
    throw data("Platform tidak dapat dihubungi.", { status: 502 });
  }
  if (upstream.status === 404 || upstream.status === 410) throw data("Not Found", { status: 404 });
  if (!upstream.ok && upstream.status !== 304 && upstream.status !== 206) {
    await upstream.body?.cancel();
    throw data("File tidak dapat dimuat.", { status: upstream.status === 416 ? 416 : 502 });
  }

  const out = new Headers();
  for (const name of PASSED_RESPONSE_HEADERS) {
    const value = upstream.headers.get(name);
    if (value) out.set(name, value);
  }
  out.set("X-Content-Type-Options", "nosniff");
  // Behind a session: browsers may keep it, shared caches may not.
  out.set("Cache-Control", (out.get("cache-control") ?? "max-age=3600").replace(/\bpublic\b/, "private"));
  if (!/\bprivate\b/.test(out.get("Cache-Control")!)) out.set("Cache-Control", `private, ${out.get("Cache-Control")}`);
  const type = out.get("content-type") ?? "";
  // Anything that is not a PDF (which needs the browser's viewer) is shown as inert data.
  if (!type.startsWith("application/pdf")) out.set("Content-Security-Policy", "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox");
  return new Response(upstream.body, { status: upstream.status, headers: out });
}

import { data } from "react-router";
import type { Route } from "./+types/files.$";
import { proxyResponse } from "~/.server/kits/resources";
import { sessionContext } from "~/.server/session";
import { pathOfSegments, Upstream } from "~/.server/upstream/client";
import { UpstreamError } from "~/.server/upstream/request";
import { ensureSessionAlive } from "~/.server/upstream/shell";

/**
 * The app's media (docs/platform-contract.md: GET /files/<path>), streamed from the platform as
 * it comes: constant memory whatever the size, the platform's content type, and Range requests
 * passed through so the browser's PDF viewer can fetch pages as it needs them.
 */
const PASSED_REQUEST_HEADERS = ["range", "if-none-match", "if-modified-since", "if-range"];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  // Public for the mobile app on the platform; through the console, for signed-in operators only.
  const session = context.get(sessionContext);
  if (!session.user) throw data("Unauthorized", { status: 401 });
  const filePath = params["*"] ?? "";
  const segments = filePath.split("/");
  if (!filePath || segments.some((s) => s === "" || s === "." || s === ".." || s.includes("\\")) || filePath.length > 500) {
    throw data("Not Found", { status: 404 });
  }
  const headers = new Headers();
  for (const name of PASSED_REQUEST_HEADERS) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  const upstream = new Upstream(session, session.user, request.signal);
  let file: Response;
  try {
    // A cookie copied before a logout must not keep fetching files: the token must still be live.
    await ensureSessionAlive(upstream);
    // Several segments, each checked above and encoded one by one.
    file = await upstream.stream(pathOfSegments("/files", segments), { method: request.method === "HEAD" ? "HEAD" : "GET", headers, pass: [304] });
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    if (error.status === 404 || error.status === 410) throw data("Not Found", { status: 404 });
    throw data("File tidak dapat dimuat.", { status: error.status === 416 ? 416 : 502 });
  }
  // Behind a session: browsers may keep it as the platform says, shared caches may not.
  const cache = (file.headers.get("Cache-Control") ?? "max-age=3600").replace(/\bpublic\b/, "private");
  return proxyResponse(file, { cache: /\bprivate\b/.test(cache) ? cache : `private, ${cache}` });
}

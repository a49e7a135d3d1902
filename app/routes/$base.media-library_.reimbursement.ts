import { data, redirect } from "react-router";
import type { Route } from "./+types/$base.media-library_.reimbursement";
import { requireUser } from "~/.server/guard";
import { SESSION_EXPIRED_MESSAGE } from "~/.server/upstream/request";
import { PLATFORM_BASE, platformFetch } from "~/.server/upstream/transport";
import { reimbursementFile } from "~/lib/content-schemas";

/**
 * The reimbursement attachments ZIP (SPEC §7 getFileRembursment's link), streamed from the
 * platform with the session's bearer token: constant memory whatever its size, and it works
 * from curl with the session cookie:
 *   curl -b jar -OJ "http://localhost:3000/<base>/media-library/reimbursement?file=<name>.zip"
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { session } = requireUser(context);
  const file = reimbursementFile(new URL(request.url).searchParams.get("file") ?? "");
  if (!file) throw data("Link download tidak valid.", { status: 400 });

  let upstream: Response;
  try {
    upstream = await platformFetch(
      new Request(`${PLATFORM_BASE}/reimbursement/${encodeURIComponent(file)}`, {
        headers: { Authorization: `Bearer ${session.token}` },
        signal: request.signal,
      }),
    );
  } catch {
    throw data("Tidak dapat menghubungi platform. Silakan coba lagi.", { status: 502 });
  }
  const newToken = upstream.headers.get("X-New-Token");
  if (newToken) session.replaceToken(newToken);
  if (upstream.status === 401 || upstream.status === 403 || upstream.status === 421 || upstream.status === 422) {
    await upstream.body?.cancel();
    session.signOut({ type: "error", message: SESSION_EXPIRED_MESSAGE });
    throw redirect("/authentication/login");
  }
  if (!upstream.ok) {
    const message = await upstream
      .json()
      .then((body: { message?: unknown }) => (typeof body?.message === "string" ? body.message : null))
      .catch(() => null);
    const expired = upstream.status === 410;
    throw data(message ?? (expired ? "Link download sudah kedaluwarsa, silakan minta link baru." : "File tidak ditemukan."), {
      status: expired ? 410 : upstream.status === 404 ? 404 : 502,
    });
  }

  const headers = new Headers({
    "Content-Type": upstream.headers.get("Content-Type") ?? "application/zip",
    "Content-Disposition": upstream.headers.get("Content-Disposition") ?? `attachment; filename="${file}"`,
    "Cache-Control": "private, no-store",
    "X-Content-Type-Options": "nosniff",
  });
  const length = upstream.headers.get("Content-Length");
  if (length) headers.set("Content-Length", length);
  return new Response(upstream.body, { status: 200, headers });
}

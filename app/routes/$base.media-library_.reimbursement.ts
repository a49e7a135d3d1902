import { data } from "react-router";
import type { Route } from "./+types/$base.media-library_.reimbursement";
import { requireUser } from "~/.server/guard";
import { attachment, proxyResponse } from "~/.server/kits/resources";
import { openReimbursementZip } from "~/.server/upstream/media";
import { UpstreamError } from "~/.server/upstream/request";
import { reimbursementFile } from "~/lib/content-schemas";

/**
 * The reimbursement attachments ZIP (SPEC §7 getFileRembursment's link), streamed from the
 * platform with the session's bearer token: constant memory whatever its size, and it works
 * from curl with the session cookie:
 *   curl -b jar -OJ "http://localhost:3000/<base>/media-library/reimbursement?file=<name>.zip"
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { upstream } = requireUser(context);
  const file = reimbursementFile(url.searchParams.get("file") ?? "");
  if (!file) throw data("Link download tidak valid.", { status: 400 });
  try {
    const zip = await openReimbursementZip(upstream, file);
    return proxyResponse(zip, { disposition: zip.headers.get("Content-Disposition") ?? attachment(file) });
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    const expired = error.status === 410;
    throw data(error.message.startsWith("Platform error") ? (expired ? "Link download sudah kedaluwarsa, silakan minta link baru." : "File tidak ditemukan.") : error.message, {
      status: expired ? 410 : error.status === 404 ? 404 : error.status === 504 ? 504 : 502,
    });
  }
}

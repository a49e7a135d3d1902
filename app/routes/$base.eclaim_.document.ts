import type { Route } from "./+types/$base.eclaim_.document";
import { requireUser } from "~/.server/guard";
import { attachment, proxyResponse } from "~/.server/kits/resources";
import { getClaim, openClaimDocument } from "~/.server/upstream/eclaim";
import { UpstreamError } from "~/.server/upstream/request";
import { CLAIM_MESSAGES, documentFiles, REQUEST_ID_PATTERN } from "~/lib/claims";
import { documentFileName } from "./$base.eclaim/claim.server";

/**
 * One file of a claim's documents (SPEC §3 Claim detail), opened from the claim dialog in a new
 * tab: `?claim=<request ID>&file=<name>`. The claim is read again with the user's token, so only a
 * file listed in a claim of the user's payors is ever streamed; anything else is SPEC §8's
 * 'Sorry, Dokumen Not Found'.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { upstream } = requireUser(context);
  const requestId = url.searchParams.get("claim") ?? "";
  const file = url.searchParams.get("file") ?? "";
  if (!REQUEST_ID_PATTERN.test(requestId) || !/^[\w.-]{1,200}$/.test(file)) return notFound(400);
  const claim = await getClaim(upstream, requestId);
  if (claim.state !== "loaded") return notFound(404);
  const listed = claim.value.documents.some((d) => documentFiles(d.file_source).some((url) => documentFileName(url) === file));
  if (!listed) return notFound(404);
  try {
    const document = await openClaimDocument(upstream, requestId, file);
    return proxyResponse(document, { disposition: (document.headers.get("Content-Disposition") ?? attachment(file)).replace(/^attachment/, "inline") });
  } catch (error) {
    if (error instanceof UpstreamError && (error.status === 404 || error.status === 400 || error.status === 410)) return notFound(404);
    throw error;
  }
}

/** The message as a small page of its own (the document opens in a new tab). */
function notFound(status: number) {
  const message = CLAIM_MESSAGES.documentNotFound;
  return new Response(`<!doctype html><html lang="id"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${message}</title><body style="font-family:system-ui,sans-serif;padding:2rem"><h1>${message}</h1></body></html>`, {
    status,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "private, no-store", "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'" },
  });
}

import type { Upstream } from "~/.server/upstream/client";
import { getClaim } from "~/.server/upstream/eclaim";
import { CLAIM_MESSAGES, DOCUMENT_CODES, documentFiles } from "~/lib/claims";
import { screenHref } from "~/lib/screen-table";

/**
 * The claim dialog of the e-claim screens (SPEC §4 claim modal): `?claim=<request ID>` on the
 * e-claim page, a status table or a member page opens it, so it can be linked and works without
 * JavaScript. Another payor's claim is never sent: only the "not found for your account" state.
 */
export type ClaimView =
  | { requestId: string; state: "not_found" | "invalid"; message: string }
  | {
      requestId: string;
      state: "loaded";
      header: Awaited<ReturnType<typeof loadHeader>>;
      documents: { code: string; name: string; files: { name: string; href: string }[] }[];
      logs: { log_at: string; claim_process_status: number | null; submission_by: string }[];
    };

function loadHeader(header: Extract<Awaited<ReturnType<typeof getClaim>>, { state: "loaded" }>["value"]["header"]) {
  const paid = header.status === 8;
  // SPEC §4: bank details are shown only for a paid claim; others never carry them to the browser.
  return {
    ...header,
    bank_name: paid ? header.bank_name : "",
    account_name: paid ? header.account_name : "",
    account_number: paid ? header.account_number : "",
    payment_date: paid ? header.payment_date : null,
  };
}

/** The file name of a document URL of file_source (its last path segment). */
export function documentFileName(url: string): string | null {
  const last = url.split("?")[0].split("/").filter(Boolean).pop() ?? "";
  try {
    const name = decodeURIComponent(last);
    return /^[\w.-]{1,200}$/.test(name) && !name.startsWith(".") ? name : null;
  } catch {
    return null;
  }
}

/** The document href of the console's scoped document route. */
export function documentHref(base: string, requestId: string, fileName: string) {
  return screenHref("eclaim-document", { base }, new URLSearchParams({ claim: requestId, file: fileName }));
}

export async function loadClaimView(upstream: Upstream, base: string, url: URL): Promise<ClaimView | null> {
  const requested = url.searchParams.get("claim");
  if (requested === null) return null;
  const requestId = requested.trim().slice(0, 100);
  const found = await getClaim(upstream, requestId);
  if (found.state === "not_found") return { requestId, state: "not_found", message: CLAIM_MESSAGES.claimNotFound };
  if (found.state === "invalid") return { requestId, state: "invalid", message: CLAIM_MESSAGES.claimInvalid };
  const { header, documents, logs } = found.value;
  const byCode = new Map(documents.map((d) => [d.code, d]));
  return {
    requestId: header.request_id,
    state: "loaded",
    header: loadHeader(header),
    // D001 to D006, each with its files, in that order (a code without files says so).
    documents: DOCUMENT_CODES.map((code) => {
      const document = byCode.get(code);
      const files = documentFiles(document?.file_source)
        .map(documentFileName)
        .filter((name): name is string => !!name)
        .map((name) => ({ name, href: documentHref(base, header.request_id, name) }));
      return { code, name: document?.name ?? "", files };
    }),
    logs,
  };
}

/** The page's HTTP status with this dialog open: a claim that is not the user's is a 404. */
export function claimViewStatus(view: ClaimView | null): number {
  return view?.state === "not_found" ? 404 : view?.state === "invalid" ? 400 : 200;
}

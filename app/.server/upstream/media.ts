import * as contract from "../../../contract/content";
import { MEDIA_PAGE_SIZE } from "../../../contract/lists";
import type { MediaItem, MediaType } from "~/lib/media";
import type { SessionUser } from "~/lib/user";
import type { Upstream } from "./client";
import { orFallback, TIMEOUT } from "./request";

/** SPEC §7 "Content and media": the media library and the reimbursement attachments link. */

/** Whose library: the app's, or a provider's own on the provider side. */
export function libraryOwner(user: SessionUser): { owner: string; provider: boolean } {
  if (user.role === "provider" && user.provider_code) return { owner: user.provider_code, provider: true };
  return { owner: user.app_id, provider: false };
}

export const LIBRARY_PAGE_SIZE = MEDIA_PAGE_SIZE;

/** GET library_images/{owner}: one page of the library, newest first. */
export async function getLibrary(upstream: Upstream, query: { type?: MediaType; q?: string; page?: number; size?: number }): Promise<{ items: MediaItem[]; total: number }> {
  const { owner } = libraryOwner(upstream.user);
  const answer = await upstream.call(contract.library_images, {
    params: { owner },
    query: { type: query.type, q: query.q || undefined, page: query.page ?? 1, size: query.size ?? LIBRARY_PAGE_SIZE },
  });
  return { items: answer.data, total: answer.total ?? answer.data.length };
}

/** The newest items of a type, offered as plain choices by media fields when JavaScript is off. */
export function getNoJsChoices(upstream: Upstream, type: MediaType): Promise<MediaItem[]> {
  return orFallback(
    getLibrary(upstream, { type, size: 12 }).then((r) => r.items),
    [],
  );
}

/**
 * POST uploadFile: the multipart body (field `image`) goes to the platform as it is, a stream
 * when it comes straight from the browser, so a 20 MB PDF never sits in the console's memory.
 * The platform checks the content (and that it is the kind expected) and answers the stored URL.
 */
export async function uploadFile(upstream: Upstream, body: BodyInit, contentType: string, expected: { type: MediaType; name: string }) {
  // The platform checks the kind and the name before it stores anything: a refused upload leaves no file.
  const answer = await upstream.call(contract.uploadFile, { query: expected, multipart: { data: body, contentType } }, { timeoutMs: TIMEOUT.route });
  const url = answer.url ?? answer.data?.url;
  if (!url) throw new Error("uploadFile answered without a URL");
  return { url, type: answer.type ?? null };
}

/** POST uploadImage: registers an uploaded file in the library. */
export async function uploadImage(upstream: Upstream, input: { image: string; titleImage: string; type: MediaType; description: string }) {
  const { owner } = libraryOwner(upstream.user);
  return (await upstream.call(contract.uploadImage, { body: { appid: owner, image: input.image, titleImage: input.titleImage, type: input.type, description: input.description } })).data;
}

export async function updateImage(upstream: Upstream, imageid: string, description: string) {
  await upstream.call(contract.updateImage, { body: { imageid, description } });
}

export async function deleteImage(upstream: Upstream, imageid: string) {
  await upstream.call(contract.deleteImage, { body: { imageid } });
}

/** POST getFileRembursment: a link to a ZIP of the attachments (with `status` and `message` beside it), or the platform's refusal. */
export async function getFileRembursment(upstream: Upstream, input: { payor: string; from: string; to: string }) {
  return upstream.call(contract.getFileRembursment, { body: { payors_code: input.payor, from: input.from, to: input.to } }, { timeoutMs: TIMEOUT.route });
}

/** GET /reimbursement/{file}: the ZIP behind that link, streamed. */
export function openReimbursementZip(upstream: Upstream, file: string) {
  return upstream.open(contract.reimbursement, { params: { file } });
}

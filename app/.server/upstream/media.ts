import { z } from "zod";
import type { MediaItem, MediaType } from "~/lib/media";
import type { SessionUser } from "~/lib/user";
import { path, type Upstream } from "./client";
import { orFallback, TIMEOUT } from "./request";
import { count, done, recordId } from "./wire";

/** SPEC §7 "Content and media": the media library and the reimbursement attachments link. */

const media = z.object({
  id: recordId,
  type: z.enum(["image", "pdf"]).catch("image"),
  image_url: z.string(),
  description: z.string().nullish().transform((v) => v ?? ""),
  createdAt: z.string().nullish(),
  titleImage: z.string().nullish(),
  // A thumbnail that does not read as one is left out: the screens show the image itself then.
  thumbnail: z
    .object({ url: z.string().regex(/^\/files\/\S+$/), width: z.number().int().positive(), height: z.number().int().positive() })
    .nullish()
    .catch(null),
}) satisfies z.ZodType<MediaItem>;

const libraryAnswer = z.object({ data: z.object({ data: z.array(media), total: count.optional() }) });

/** Whose library: the app's, or a provider's own on the provider side. */
export function libraryOwner(user: SessionUser): { owner: string; provider: boolean } {
  if (user.role === "provider" && user.provider_code) return { owner: user.provider_code, provider: true };
  return { owner: user.app_id, provider: false };
}

export const LIBRARY_PAGE_SIZE = 40;

/** GET library_images/{owner}: one page of the library, newest first. */
export async function getLibrary(upstream: Upstream, query: { type?: MediaType; q?: string; page?: number; size?: number }): Promise<{ items: MediaItem[]; total: number }> {
  const { owner } = libraryOwner(upstream.user);
  const answer = await upstream.get(path`/api/library_images/${owner}`, {
    query: { type: query.type, q: query.q || undefined, page: query.page ?? 1, size: query.size ?? LIBRARY_PAGE_SIZE },
    schema: libraryAnswer,
  });
  return { items: answer.data.data, total: answer.data.total ?? answer.data.data.length };
}

/** The newest items of a type, offered as plain choices by media fields when JavaScript is off. */
export function getNoJsChoices(upstream: Upstream, type: MediaType): Promise<MediaItem[]> {
  return orFallback(
    getLibrary(upstream, { type, size: 12 }).then((r) => r.items),
    [],
  );
}

const uploadFileAnswer = z.object({
  data: z.object({
    url: z.string().optional(),
    data: z.object({ url: z.string() }).optional(),
    type: z.enum(["image", "pdf"]).optional(),
    mime: z.string().optional(),
    size: z.number().optional(),
  }),
});

/**
 * POST uploadFile: the multipart body (field `image`) goes to the platform as it is, a stream
 * when it comes straight from the browser, so a 20 MB PDF never sits in the console's memory.
 * The platform checks the content (and that it is the kind expected) and answers the stored URL.
 */
export async function uploadFile(upstream: Upstream, body: BodyInit, contentType: string, expected: { type: MediaType; name: string }) {
  // The platform checks the kind and the name before it stores anything: a refused upload leaves no file.
  const answer = await upstream.send(path`/api/uploadFile`, { data: body, contentType }, { schema: uploadFileAnswer, timeoutMs: TIMEOUT.route, query: expected });
  const url = answer.data.url ?? answer.data.data?.url;
  if (!url) throw new Error("uploadFile answered without a URL");
  return { url, type: answer.data.type ?? null };
}

/** POST uploadImage: registers an uploaded file in the library. */
export async function uploadImage(upstream: Upstream, input: { image: string; titleImage: string; type: MediaType; description: string }) {
  const { owner } = libraryOwner(upstream.user);
  const answer = await upstream.post(
    path`/api/uploadImage`,
    { appid: owner, image: input.image, titleImage: input.titleImage, type: input.type, description: input.description },
    { schema: done.extend({ data: media }) },
  );
  return answer.data;
}

export async function updateImage(upstream: Upstream, imageid: string, description: string) {
  await upstream.post(path`/api/updateImage`, { imageid, description }, { schema: done });
}

export async function deleteImage(upstream: Upstream, imageid: string) {
  await upstream.post(path`/api/deleteImage`, { imageid }, { schema: done });
}

const reimbursementAnswer = z.object({ status: z.boolean().optional(), message: z.string().nullish(), data: z.string().nullish() });

/** POST getFileRembursment: a link to a ZIP of the attachments, or the platform's refusal. */
export async function getFileRembursment(upstream: Upstream, input: { payor: string; from: string; to: string }) {
  return upstream.post(path`/api/getFileRembursment`, { payors_code: input.payor, from: input.from, to: input.to }, { schema: reimbursementAnswer, timeoutMs: TIMEOUT.route });
}

/** GET /reimbursement/{file}: the ZIP behind that link, streamed. */
export function openReimbursementZip(upstream: Upstream, file: string) {
  return upstream.stream(path`/reimbursement/${file}`);
}

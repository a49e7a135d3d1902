import { z } from "zod";
import type { SessionUser } from "~/lib/user";
import type { MediaType } from "~/lib/content-schemas";
import type { RequestSession } from "../session";
import { request, TIMEOUT } from "./request";

/** SPEC §7 media calls and the reimbursement link (docs/platform-contract.md "Content and media"). */

const media = z.object({
  id: z.coerce.string(),
  type: z.enum(["image", "pdf"]).catch("image"),
  image_url: z.string(),
  description: z.string().nullish().transform((v) => v ?? ""),
  createdAt: z.string().nullish(),
  titleImage: z.string().nullish(),
});
export type Media = z.infer<typeof media>;

const libraryAnswer = z.object({
  data: z.object({ data: z.array(media), total: z.coerce.number().int().nonnegative().optional() }),
});

/** SPEC §6: admin (and superadmin) may rename and delete media; everyone else only opens them. */
export function canManageMedia(user: Pick<SessionUser, "role">): boolean {
  return user.role === "admin" || user.role === "superadmin";
}

/** Whose library: the app's, or a provider's own on the provider side. */
export function libraryOwner(user: SessionUser): { owner: string; provider: boolean } {
  if (user.role === "provider" && user.provider_code) return { owner: user.provider_code, provider: true };
  return { owner: user.app_id, provider: false };
}

export const LIBRARY_PAGE_SIZE = 40;

export async function getLibrary(
  session: RequestSession,
  query: { type?: MediaType; q?: string; page?: number; size?: number },
): Promise<{ items: Media[]; total: number }> {
  const { owner } = libraryOwner(session.user!);
  const answer = await request(`/api/library_images/${encodeURIComponent(owner)}`, {
    session,
    query: { type: query.type, q: query.q || undefined, page: query.page ?? 1, size: query.size ?? LIBRARY_PAGE_SIZE },
    schema: libraryAnswer,
  });
  return { items: answer.data.data, total: answer.data.total ?? answer.data.data.length };
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
 * SPEC §7 uploadFile: the multipart body (field `image`) goes to the platform as it is, a stream
 * when it comes straight from the browser, so a 20 MB PDF never sits in the console's memory.
 * The platform checks the content and answers the stored URL and the type it found.
 */
export async function uploadFile(session: RequestSession, body: BodyInit, contentType: string) {
  const answer = await request("/api/uploadFile", {
    session,
    body: { data: body, contentType },
    schema: uploadFileAnswer,
    timeoutMs: TIMEOUT.route,
  });
  const url = answer.data.url ?? answer.data.data?.url;
  if (!url) throw new Error("uploadFile answered without a URL");
  return { url, type: answer.data.type ?? null };
}

/** SPEC §7 uploadImage: registers an uploaded file in the library. */
export async function uploadImage(session: RequestSession, input: { image: string; titleImage: string; type: MediaType; description: string }) {
  const { owner } = libraryOwner(session.user!);
  const answer = await request("/api/uploadImage", {
    session,
    json: { appid: owner, image: input.image, titleImage: input.titleImage, type: input.type, description: input.description },
    schema: z.object({ message: z.string().nullish(), data: media }),
  });
  return answer.data;
}

export async function updateImage(session: RequestSession, imageid: string, description: string) {
  await request("/api/updateImage", { session, json: { imageid, description }, schema: z.object({ message: z.string().nullish() }) });
}

export async function deleteImage(session: RequestSession, imageid: string) {
  await request("/api/deleteImage", { session, json: { imageid }, schema: z.object({ message: z.string().nullish() }) });
}

const reimbursementAnswer = z.object({ status: z.boolean().optional(), message: z.string().nullish(), data: z.string().nullish() });

/** SPEC §7 getFileRembursment: a link to a ZIP of the attachments, or the platform's refusal. */
export async function getFileReimbursement(session: RequestSession, input: { payor: string; from: string; to: string }) {
  const answer = await request("/api/getFileRembursment", {
    session,
    json: { payors_code: input.payor, from: input.from, to: input.to },
    schema: reimbursementAnswer,
    timeoutMs: TIMEOUT.route,
  });
  return answer;
}

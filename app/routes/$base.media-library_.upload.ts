import { data, redirect } from "react-router";
import type { Route } from "./+types/$base.media-library_.upload";
import { requireUser } from "~/.server/guard";
import { libraryOwner, uploadFile, uploadImage } from "~/.server/upstream/media";
import { UpstreamError } from "~/.server/upstream/request";
import { multipart } from "~/.server/upstream/client";
import { MAX_DESCRIPTION, MESSAGES, mediaTypeSchema, uploadCheck } from "~/lib/content-schemas";
import type { MediaType } from "~/lib/media";
import { backTo, readForm } from "~/.server/kits/submit";
import { screenHref } from "~/lib/screen-table";

/** A little over the platform's largest cap (PDF 20 MB) for the multipart overhead. */
const MAX_BODY = 21 * 1024 * 1024;
const TOO_BIG = "Ukuran file melebihi batas (gambar 5 MB, PDF 20 MB).";
const WRONG_KIND: Record<MediaType, string> = {
  image: "File yang dipilih bukan gambar. Gunakan PNG, JPEG, WebP atau GIF.",
  pdf: "File yang dipilih bukan PDF.",
};

type Upload = { type: MediaType; description: string; name: string; body: BodyInit; contentType: string };

/**
 * Uploads one file to the library: the platform's uploadFile (which checks the content), then
 * uploadImage to register it. Two ways in:
 * - the media dialog (JavaScript): `?type=…&description=…&name=…` with a multipart body holding
 *   only the file, streamed to the platform as it arrives (the dialog shows the upload progress);
 *   answers JSON.
 * - a plain form (JavaScript off): multipart with type, description, image and redirectTo;
 *   answers with a redirect and a flash notice.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { session, user, base, upstream } = requireUser(context);
  const { provider } = libraryOwner(user);
  const url = new URL(request.url);
  const streamed = url.searchParams.has("type");
  const contentType = request.headers.get("Content-Type") ?? "";
  const length = Number(request.headers.get("Content-Length") ?? 0);

  let back = screenHref("media-library", { base });
  const fail = (message: string, status: number) => {
    if (streamed) return Response.json({ message }, { status });
    session.flash({ type: "error", message: message === MESSAGES.uploadRequired || message === MESSAGES.uploadRequiredProvider ? message : `${MESSAGES.uploadError} ${message}` });
    return redirect(back);
  };

  if (!contentType.startsWith("multipart/form-data")) return fail("Kirim file sebagai multipart/form-data.", 415);
  if (length > MAX_BODY) return fail(TOO_BIG, 413);

  let upload: Upload;
  if (streamed) {
    const type = mediaTypeSchema.safeParse(url.searchParams.get("type"));
    const description = (url.searchParams.get("description") ?? "").trim();
    const name = (url.searchParams.get("name") ?? "").trim().slice(0, 200);
    if (!type.success) return fail("Jenis media tidak valid.", 400);
    const problem = uploadCheck({ hasFile: !!name && !!request.body, description, provider });
    if (problem) return fail(problem, 400);
    if (description.length > MAX_DESCRIPTION) return fail(`Deskripsi maksimal ${MAX_DESCRIPTION} karakter.`, 400);
    upload = { type: type.data, description, name, body: request.body!, contentType };
  } else {
    const form = await readForm(request);
    back = backTo(form, screenHref("media-library", { base }));
    const type = mediaTypeSchema.safeParse(form.get("type"));
    const file = form.get("image");
    const description = String(form.get("description") ?? "").trim();
    const hasFile = file instanceof File && file.size > 0;
    const problem = uploadCheck({ hasFile, description, provider });
    if (problem) return fail(problem, 400);
    if (!type.success) return fail("Jenis media tidak valid.", 400);
    if (description.length > MAX_DESCRIPTION) return fail(`Deskripsi maksimal ${MAX_DESCRIPTION} karakter.`, 400);
    const body = new FormData();
    body.set("image", file as File);
    const encoded = await multipart(body);
    upload = { type: type.data, description, name: (file as File).name, body: encoded.data, contentType: encoded.contentType };
  }

  // A name with control characters (a NUL) is refused before any byte goes to the platform.
  if ([...upload.name].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f)) return fail("Nama file tidak valid.", 400);
  try {
    const stored = await uploadFile(upstream, upload.body, upload.contentType, { type: upload.type, name: upload.name });
    // The platform says what the bytes are; a PDF is no cover image and an image no guidebook.
    if (stored.type && stored.type !== upload.type) return fail(WRONG_KIND[upload.type], 400);
    const item = await uploadImage(upstream, {
      image: stored.url,
      titleImage: upload.name,
      type: upload.type,
      description: upload.description || upload.name,
    });
    if (streamed) return Response.json({ message: MESSAGES.uploaded, item });
    session.flash({ type: "success", message: MESSAGES.uploaded });
    return redirect(back);
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    return fail(error.message, error.status >= 500 ? 502 : error.status);
  }
}

export function loader() {
  throw data("Method Not Allowed", { status: 405 });
}

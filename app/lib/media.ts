/**
 * The shared media library's items as the screens draw them (SPEC §3 Media item). Kept apart
 * from content-schemas.ts: every form page's picker reads these, and the content schemas would
 * come with them into the browser (built at load, about 5 ms of a phone's CPU on every screen).
 */
import type { z } from "zod";
import type { mediaItem } from "../../contract/content";
import { MEDIA_TYPES } from "../../contract/lists";

export { MEDIA_TYPES };
export type MediaType = (typeof MEDIA_TYPES)[number];

/** A media item as the console reads it; thumbnail absent or null: a PDF, or an image without one (the screens then show the image itself). */
export type MediaItem = z.output<typeof mediaItem>;
/** An image's small WebP copy, made once by the platform (docs/platform-contract.md, Media.thumbnail). */
export type MediaThumbnail = NonNullable<MediaItem["thumbnail"]>;

/**
 * The thumbnail URL of an image URL that content holds (news, guidebook covers, banners): every
 * image the platform stores under /files/ has one beside it, `<url>.thumb.webp`
 * (docs/platform-contract.md). Anything else (an http(s) address, a PDF) is answered as it is.
 */
export function thumbnailUrl(url: string): string {
  return /^\/files\/[^?#]+\.(png|jpe?g|webp|gif)$/i.test(url)
    ? `${url}.thumb.webp`
    : url;
}

/** File types the pickers offer (the platform checks the content again). */
export const ACCEPT: Record<MediaType, string> = {
  image: "image/png,image/jpeg,image/webp,image/gif,.png,.jpg,.jpeg,.webp,.gif",
  pdf: "application/pdf,.pdf",
};

/** An image by its type or name (PNG, JPEG, WebP, GIF); the platform checks the bytes. */
export function looksLikeImage(file: { name: string; type: string }): boolean {
  return /^image\/(png|jpeg|webp|gif)$/.test(file.type) || /\.(png|jpe?g|webp|gif)$/i.test(file.name);
}

/** A picture of the media library as the provider services store it: a /files/ URL (or an http(s) one). */
export const LIBRARY_IMAGE = /^(\/files\/|https?:\/\/)\S+$/i;
export const PICK_FROM_LIBRARY = "Pilih gambar dari Media Library.";

/** What the platform keeps (platform/lib/files.ts): images up to 5 MB, PDFs up to 20 MB. */
export const UPLOAD_LIMITS = { image: 5 * 1024 * 1024, pdf: 20 * 1024 * 1024 } as const;
/** "… maksimal 5 MB." for a file over its limit, in the operator's words. */
export const tooLarge = (what: string, bytes: number) => `Ukuran ${what} maksimal ${Math.round(bytes / 1024 / 1024)} MB.`;

/**
 * The largest body each page that takes a file accepts (server.js refuses bigger ones before reading
 * them): the file's own limit, and room for the rest of the form, so a file just over its limit
 * reaches the action, which answers with the form, what was typed and the limit in words.
 */
export function bodyLimit(pathname: string): number {
  const margin = 1024 * 1024;
  if (/^\/[^/]+\/media-library\/upload$/.test(pathname)) return UPLOAD_LIMITS.pdf + margin;
  if (/^\/[^/]+\/(add-template|edit-template)\/[^/]+$/.test(pathname)) return UPLOAD_LIMITS.pdf + margin;
  if (/^\/[^/]+\/(live_chat\/(open|closed)|manual-activation)$/.test(pathname)) return UPLOAD_LIMITS.image + margin;
  return 1024 * 1024;
}

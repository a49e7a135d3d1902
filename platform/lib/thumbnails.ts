// Thumbnails of stored images, made once (at upload, or at start for files stored before) with sharp:
// WebP, at most 480×960 px (the library grid shows a tile about 240 CSS px wide: 2× for high-DPI
// screens), quality 60 at effort 6 (about a tenth smaller than quality 70 at the default effort, for
// about 30 ms a thumbnail), kept beside the original as <original>.thumb.webp. Only bytes whose magic
// bytes say PNG, JPEG, WebP or GIF reach sharp (never a PDF); an image of more than MAX_IMAGE_PIXELS
// pixels (a decompression bomb) is refused from its header, before anything is decoded.
import { rm } from "node:fs/promises";
import path from "node:path";
import type { Metadata, default as Sharp } from "sharp";
import { detectFileType, fileSize, writeFileAtomic } from "./files.ts";

export const THUMB_MAX_WIDTH = 480;
export const THUMB_MAX_HEIGHT = 960;
export const THUMB_QUALITY = 60;
const THUMB_EFFORT = 6;
/** 50 megapixels: a 48 MP phone photo passes; 8,000 × 8,000 does not. */
export const MAX_IMAGE_PIXELS = 50_000_000;

// Loaded on the first image (100 ms and 20 MB at every start otherwise: the demo data's thumbnails are made with its image).
let loaded: Promise<typeof Sharp> | undefined;
const loadSharp = () =>
  (loaded ??= import("sharp").then(({ default: sharp }) => {
    // Each upload reads its own bytes once: libvips' operation cache would only hold memory.
    sharp.cache(false);
    return sharp;
  }));

/** The relative path of the thumbnail of the stored file at `relPath` (beside it). */
export const thumbnailRelPath = (relPath: string) => `${relPath}.thumb.webp`;

/** The image declares more pixels than MAX_IMAGE_PIXELS (refused before it is decoded). */
export class ImageTooLarge extends Error {
  constructor(readonly width: number, readonly height: number) {
    super(`image of ${width}×${height} px is over ${MAX_IMAGE_PIXELS} pixels`);
  }
}

export interface Thumbnail {
  bytes: Uint8Array;
  width: number;
  height: number;
}

const SHARP_FORMAT: Record<string, string> = { "image/png": "png", "image/jpeg": "jpeg", "image/webp": "webp", "image/gif": "gif" };

/**
 * The WebP thumbnail of an image, or null when the bytes are not a PNG, JPEG, WebP or GIF that can
 * be read (a PDF is never handed to sharp). Throws ImageTooLarge for a decompression bomb.
 */
export async function makeThumbnail(bytes: Uint8Array): Promise<Thumbnail | null> {
  const type = detectFileType(bytes.subarray(0, 1024));
  if (!type || type.kind !== "image") return null;
  let meta: Metadata;
  try {
    // Reads the header only; the pixel count is checked before anything is decoded.
    meta = await (await loadSharp())(bytes, { limitInputPixels: false }).metadata();
  } catch {
    return null;
  }
  // libvips sniffs the format itself: it must be the one the magic bytes said (never SVG, PDF, …).
  if (meta.format !== SHARP_FORMAT[type.mime]) return null;
  const { width, height } = meta.autoOrient;
  if (width * height > MAX_IMAGE_PIXELS) throw new ImageTooLarge(width, height);
  try {
    // EXIF orientation applied, as browsers show the original; an animation gives its first frame.
    const sharp = await loadSharp();
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, animated: false, autoOrient: true })
      .resize({ width: THUMB_MAX_WIDTH, height: THUMB_MAX_HEIGHT, fit: "inside", withoutEnlargement: true })
      .webp({ quality: THUMB_QUALITY, effort: THUMB_EFFORT })
      .toBuffer({ resolveWithObject: true });
    return { bytes: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), width: info.width, height: info.height };
  } catch (err) {
    if (err instanceof Error && /pixel limit/i.test(err.message)) throw new ImageTooLarge(width, height);
    return null;
  }
}

export interface StoredThumbnail {
  /** relative to the files directory; '' = none */
  path: string;
  width: number | null;
  height: number | null;
}

export const NO_THUMBNAIL: StoredThumbnail = { path: "", width: null, height: null };

/**
 * Writes `thumb` as the thumbnail of `relPath` (atomically; not again when a file of its size is
 * there). `wrote` says whether this call wrote it.
 */
export async function writeThumbnail(filesDir: string, relPath: string, thumb: Thumbnail): Promise<StoredThumbnail & { wrote: boolean }> {
  const rel = thumbnailRelPath(relPath);
  const wrote = (await fileSize(path.join(filesDir, rel))) !== thumb.bytes.length;
  if (wrote) await writeFileAtomic(filesDir, rel, thumb.bytes);
  return { path: rel, width: thumb.width, height: thumb.height, wrote };
}

/** Removes a stored file and its thumbnail together (a thumbnail never outlives its original). */
export async function removeStoredFile(filesDir: string, relPath: string): Promise<void> {
  await rm(path.join(filesDir, thumbnailRelPath(relPath)), { force: true });
  await rm(path.join(filesDir, relPath), { force: true });
}

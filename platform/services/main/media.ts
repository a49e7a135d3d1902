// The media library: library_images (paged, searchable), uploadFile (multipart, checked by content),
// uploadImage (registers an uploaded file in a library), deleteImage, updateImage; and the start-up
// backfill of thumbnails (lib/thumbnails.ts) for images stored before them.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { and, count, desc, eq, inArray, isNull, like, or, sql, type SQL } from "drizzle-orm";
import { Hono } from "hono";
import type { z } from "zod";
import { media, storedFiles } from "../../db/schema.ts";
import type { Db } from "../../db/client.ts";
import { detectFileType, fileExists, fileSize, MAX_IMAGE_BYTES, MAX_PDF_BYTES, removeStaleTempFiles, sha256Hex, writeFileAtomic } from "../../lib/files.ts";
import { ImageTooLarge, makeThumbnail, MAX_IMAGE_PIXELS, NO_THUMBNAIL, removeStoredFile, writeThumbnail, type StoredThumbnail, type Thumbnail as MadeThumbnail } from "../../lib/thumbnails.ts";
import { requireAuth } from "../auth.ts";
import type { AppEnv, Caller, PlatformContext } from "../context.ts";
import { badRequest, HttpError, notFound, ok } from "../http.ts";
import { ADMIN_ROLES, PROVIDER_ROLES, resolveMediaOwner } from "../scope.ts";
import { mountedPath, type AnswerOf } from "../../../contract/define.ts";
import { deleteImage, library_images, updateImage, uploadFile, uploadImage, type mediaItem } from "../../../contract/content.ts";
import { code, describeIssues, hasControlCharacter, jsonBody, likeEscape, multipartBody, params, query } from "../validate.ts";

export const UNSUPPORTED_FILE = "Jenis file tidak didukung. Gunakan PNG, JPEG, WebP, GIF atau PDF.";
export const FILE_TOO_LARGE = "Ukuran file melebihi batas (gambar 5 MB, PDF 20 MB).";
export const ACTIVE_PDF = "PDF berisi JavaScript atau konten aktif dan tidak dapat diunggah.";
export const IMAGE_TOO_LARGE = `Dimensi gambar terlalu besar (maks. ${MAX_IMAGE_PIXELS / 1_000_000} megapiksel).`;
export const UNREADABLE_PDF = "PDF terenkripsi atau tidak dapat diperiksa, sehingga tidak dapat diunggah.";
export const WRONG_KIND: Record<"image" | "pdf", string> = { image: "File yang dipilih bukan gambar.", pdf: "File yang dipilih bukan PDF." };

const NOT_ALLOWED = "Hanya admin yang dapat mengubah atau menghapus media ini.";

type Media = z.input<typeof mediaItem>;
type Thumbnail = NonNullable<Media["thumbnail"]>;

type MediaRow = typeof media.$inferSelect;
type ThumbColumns = Pick<typeof storedFiles.$inferSelect, "thumbPath" | "thumbWidth" | "thumbHeight">;

/** The API's view of a stored file's thumbnail columns. */
function thumbnailOf(file: ThumbColumns | undefined): Thumbnail | null {
  if (!file?.thumbPath || !file.thumbWidth || !file.thumbHeight) return null;
  return { url: `/files/${file.thumbPath}`, width: file.thumbWidth, height: file.thumbHeight };
}

export function toMedia(row: MediaRow, file?: ThumbColumns): Media {
  return {
    id: String(row.id),
    type: row.type as "image" | "pdf",
    image_url: row.imageUrl,
    description: row.description,
    createdAt: row.createdAt.toISOString(),
    titleImage: row.titleImage,
    thumbnail: row.type === "image" ? thumbnailOf(file) : null,
  };
}

/** Media items with the thumbnails of their files (one query for the lot). */
async function withThumbnails(db: Db, rows: MediaRow[]): Promise<Media[]> {
  const paths = [...new Set(rows.filter((r) => r.type === "image" && r.imageUrl.startsWith("/files/")).map((r) => r.imageUrl.slice("/files/".length)))];
  const files = paths.length
    ? await db.select({ path: storedFiles.path, thumbPath: storedFiles.thumbPath, thumbWidth: storedFiles.thumbWidth, thumbHeight: storedFiles.thumbHeight }).from(storedFiles).where(inArray(storedFiles.path, paths))
    : [];
  const byPath = new Map(files.map((f) => [f.path, f]));
  return rows.map((row) => toMedia(row, byPath.get(row.imageUrl.slice("/files/".length))));
}

/**
 * Makes the thumbnails missing from stored images: files stored before thumbnails existed (the
 * column is null; done once, the answer is recorded, '' when the image cannot be read) and demo
 * files whose thumbnail is not on disk (a new files directory: demo files are rewritten at start too).
 * One file at a time. Returns how many thumbnails were written.
 */
export async function backfillThumbnails(db: Db, filesDir: string): Promise<number> {
  const rows = await db
    .select({ path: storedFiles.path, thumbPath: storedFiles.thumbPath })
    .from(storedFiles)
    .where(and(eq(storedFiles.kind, "image"), or(isNull(storedFiles.thumbPath), like(storedFiles.path, "demo/%"))))
    .orderBy(storedFiles.path);
  let written = 0;
  for (const row of rows) {
    if (row.thumbPath === "" || (row.thumbPath && (await fileExists(path.join(filesDir, row.thumbPath))))) continue;
    let bytes: Uint8Array;
    try {
      bytes = await readFile(path.join(filesDir, row.path));
    } catch {
      continue; // not on disk (yet): tried again at the next start
    }
    let stored: StoredThumbnail = NO_THUMBNAIL;
    try {
      const thumb = await makeThumbnail(bytes);
      if (thumb) stored = await writeThumbnail(filesDir, row.path, thumb);
    } catch (err) {
      // A bomb is recorded as having none; anything else (a write that failed) is tried again at the next start.
      if (!(err instanceof ImageTooLarge)) continue;
    }
    if (stored.path) written++;
    await db.update(storedFiles).set({ thumbPath: stored.path, thumbWidth: stored.width, thumbHeight: stored.height }).where(eq(storedFiles.path, row.path));
  }
  return written;
}

/** Admins manage the app's media; provider accounts their own provider library. */
function canManage(caller: Caller, row: MediaRow): boolean {
  if (row.appId !== caller.appId) return false;
  if (ADMIN_ROLES.has(caller.role)) return true;
  return PROVIDER_ROLES.has(caller.role) && row.owner === caller.meta.provider_code;
}

export function mediaRoutes(ctx: PlatformContext) {
  const r = new Hono<AppEnv>();
  const auth = requireAuth(ctx, "user");

  const findManaged = async (caller: Caller, id: number) => {
    const [row] = await ctx.db.select().from(media).where(eq(media.id, id)).limit(1);
    if (!row || row.appId !== caller.appId) throw notFound(`Media ${id} not found`);
    if (!canManage(caller, row)) throw badRequest(NOT_ALLOWED);
    return row;
  };

  r.get(mountedPath(library_images, "/api"), auth, async (c) => {
    const p = params(c, library_images.params);
    const q = query(c, library_images.query);
    const owner = await resolveMediaOwner(ctx.db, c.get("caller"), p.owner);
    const conditions: (SQL | undefined)[] = [eq(media.owner, owner.owner)];
    if (q.type !== "all") conditions.push(eq(media.type, q.type));
    if (q.q) conditions.push(sql`${media.description} ILIKE ${`%${likeEscape(q.q)}%`}`);
    const where = and(...conditions);
    const [total] = await ctx.db.select({ n: count() }).from(media).where(where);
    const rows = await ctx.db
      .select()
      .from(media)
      .where(where)
      .orderBy(desc(media.createdAt), desc(media.id))
      .limit(q.size)
      .offset((q.page - 1) * q.size);
    const data: AnswerOf<typeof library_images> = { data: await withThumbnails(ctx.db, rows), total: total?.n ?? 0 };
    return ok(c, data);
  });

  // A temp file left by a crash mid-upload (never served) is removed at start.
  if (ctx.filesDir) void removeStaleTempFiles(ctx.filesDir).catch(() => {});

  r.post(mountedPath(uploadFile, "/api"), auth, async (c) => {
    const caller = c.get("caller");
    const fromQuery = query(c, uploadFile.query);
    if (!/^multipart\/form-data/i.test(c.req.header("content-type") ?? "")) {
      throw badRequest("Invalid request: send multipart/form-data with the file in the field 'image'");
    }
    const form = await multipartBody(c);
    // The kind and name may come as form fields too (a plain form post); the query wins.
    const field = (key: string) => {
      const value = form.get(key);
      return typeof value === "string" && value !== "" ? value : undefined;
    };
    const fromForm = uploadFile.multipart.safeParse({ type: field("type"), name: field("name") });
    if (!fromForm.success) throw badRequest(describeIssues(fromForm.error));
    const expected = { type: fromQuery.type ?? fromForm.data.type, name: fromQuery.name ?? fromForm.data.name };
    const file = form.get("image");
    if (!(file instanceof File)) throw badRequest("Invalid request: image: a file is required");
    if (file.size === 0) throw badRequest("Invalid request: image: the file is empty");
    let owner = "";
    const ownerField = form.get("owner");
    if (typeof ownerField === "string" && ownerField.trim() !== "") {
      const parsed = code().safeParse(ownerField);
      if (!parsed.success) throw badRequest("Invalid request: owner: contains invalid characters");
      owner = (await resolveMediaOwner(ctx.db, caller, parsed.data)).owner;
    }
    if (file.size > MAX_PDF_BYTES) throw new HttpError(413, FILE_TOO_LARGE);
    if (hasControlCharacter(file.name)) throw badRequest("Invalid request: image: the file name must not contain control characters");
    const bytes = new Uint8Array(await file.arrayBuffer());
    // Every check runs before anything is written: a refused upload leaves no file behind.
    const type = detectFileType(bytes.subarray(0, 1024));
    if (!type) throw badRequest(UNSUPPORTED_FILE);
    if (expected.type && expected.type !== type.kind) throw badRequest(WRONG_KIND[expected.type]);
    if (bytes.length > (type.kind === "pdf" ? MAX_PDF_BYTES : MAX_IMAGE_BYTES)) throw new HttpError(413, FILE_TOO_LARGE);
    if (type.kind === "pdf") {
      // Loaded with the first PDF (it brings pdf-lib), not with the platform's start.
      const { checkPdfSafety } = await import("../../lib/pdf-safety.ts");
      const check = checkPdfSafety(bytes);
      if (!check.ok) throw badRequest(check.kind === "active" ? ACTIVE_PDF : UNREADABLE_PDF);
    }
    // An image's thumbnail is made now, once (a PDF never reaches sharp); a decompression bomb is
    // refused from its header. An image sharp cannot read is kept without one, as before.
    let thumb: MadeThumbnail | null = null;
    if (type.kind === "image") {
      try {
        thumb = await makeThumbnail(bytes);
      } catch (err) {
        if (err instanceof ImageTooLarge) throw badRequest(IMAGE_TOO_LARGE);
        throw err;
      }
    }
    // Content-addressed: the same bytes always get the same path, so /files can be cached forever.
    const sha = sha256Hex(bytes);
    const rel = `uploads/${sha.slice(0, 2)}/${sha}.${type.ext}`;
    const abs = path.join(ctx.filesDir, rel);
    // (a file of another size under this name is what a crash before the data reached the disk left: written again)
    const wrote = (await fileSize(abs)) !== bytes.length;
    let stored: StoredThumbnail = NO_THUMBNAIL;
    let record: ThumbColumns | undefined;
    try {
      if (wrote) await writeFileAtomic(ctx.filesDir, rel, bytes);
      if (thumb) stored = await writeThumbnail(ctx.filesDir, rel, thumb);
      const thumbColumns = { thumbPath: stored.path, thumbWidth: stored.width, thumbHeight: stored.height };
      [record] = await ctx.db
        .insert(storedFiles)
        .values({ path: rel, kind: type.kind, mime: type.mime, size: bytes.length, sha256: sha, owner, uploadedBy: caller.username, createdAt: ctx.now(), ...thumbColumns })
        // The same bytes again: the first record stays (a thumbnail it lacks is added).
        .onConflictDoUpdate({ target: storedFiles.path, set: thumbColumns, setWhere: sql`${storedFiles.thumbPath} IS NULL OR ${storedFiles.thumbPath} = ''` })
        .returning({ thumbPath: storedFiles.thumbPath, thumbWidth: storedFiles.thumbWidth, thumbHeight: storedFiles.thumbHeight });
      if (!record) {
        [record] = await ctx.db.select({ thumbPath: storedFiles.thumbPath, thumbWidth: storedFiles.thumbWidth, thumbHeight: storedFiles.thumbHeight }).from(storedFiles).where(eq(storedFiles.path, rel)).limit(1);
      }
    } catch (err) {
      // Not recorded: the file this call wrote goes too (with its thumbnail), unless an earlier upload of the same bytes holds it.
      if (wrote) {
        const [held] = await ctx.db.select({ path: storedFiles.path }).from(storedFiles).where(eq(storedFiles.path, rel)).limit(1).catch(() => [undefined]);
        if (!held) await removeStoredFile(ctx.filesDir, rel).catch(() => {});
      }
      throw err;
    }
    const data: AnswerOf<typeof uploadFile> = { url: `/files/${rel}`, type: type.kind, mime: type.mime, size: bytes.length, thumbnail: type.kind === "image" ? thumbnailOf(record) : null };
    return ok(c, data, "Success Uploaded!");
  });

  r.post(mountedPath(uploadImage, "/api"), auth, async (c) => {
    const body = await jsonBody(c, uploadImage.body);
    const caller = c.get("caller");
    const owner = await resolveMediaOwner(ctx.db, caller, body.appid);
    const rel = body.image.slice("/files/".length);
    const [file] = await ctx.db.select().from(storedFiles).where(eq(storedFiles.path, rel)).limit(1);
    if (!file) throw badRequest("Invalid request: image: no such uploaded file (upload it with uploadFile first)");
    if (file.kind !== body.type) throw badRequest(`Invalid request: type: the file is ${file.kind === "pdf" ? "a PDF" : "an image"}, not ${body.type === "pdf" ? "a PDF" : "an image"}`);
    const [row] = await ctx.db
      .insert(media)
      .values({
        appId: owner.appId,
        owner: owner.owner,
        type: file.kind,
        imageUrl: body.image,
        description: body.description ?? "",
        titleImage: body.titleImage || path.basename(rel),
        createdBy: caller.username,
        createdAt: ctx.now(),
      })
      .returning();
    return ok(c, toMedia(row!, file), "Success Uploaded!");
  });

  r.post(mountedPath(deleteImage, "/api"), auth, async (c) => {
    const body = await jsonBody(c, deleteImage.body);
    const row = await findManaged(c.get("caller"), body.imageid);
    // The file itself stays, and its thumbnail with it: files are content-addressed and may be used
    // by other items or content (a thumbnail belongs to its file, never to an item).
    await ctx.db.delete(media).where(eq(media.id, row.id));
    return c.json({ code: 200, message: "Success Deleted!" }, 200);
  });

  r.post(mountedPath(updateImage, "/api"), auth, async (c) => {
    const body = await jsonBody(c, updateImage.body);
    const row = await findManaged(c.get("caller"), body.imageid);
    const [updated] = await ctx.db.update(media).set({ description: body.description }).where(eq(media.id, row.id)).returning();
    const [item] = await withThumbnails(ctx.db, [updated!]);
    return ok(c, item!, "Success Updated!");
  });

  return r;
}

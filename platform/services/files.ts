// Root-level file routes: GET /files/<path> (public media, immutable) and
// GET /reimbursement/<signed id>.zip (bearer; a streamed ZIP of claim attachments).
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { Hono } from "hono";
import { reimbursement } from "../../contract/content.ts";
import { fileDisposition, mountedPath } from "../../contract/define.ts";
import { insideRoot, MIME_BY_EXT, publicRelPath } from "../lib/files.ts";
import { zipStream } from "../lib/zip-stream.ts";
import { requireAuth } from "./auth.ts";
import type { AppEnv, PlatformContext } from "./context.ts";
import { errorBody, HttpError, notFound } from "./http.ts";
import { linkSecret, verifyLink } from "./links.ts";
import { params } from "./validate.ts";
import { checkPayor, listAttachments, MAX_ATTACHMENTS, TOO_MUCH_DATA, type ReimbursementLink } from "./main/reimbursement.ts";

const IMMUTABLE = "public, max-age=31536000, immutable";
const THUMB_SUFFIX = ".thumb.webp";
/**
 * Every stored file is served as inert data: a sandboxed document with an opaque origin that may
 * load nothing, so even a PDF with scripts or an image that is also HTML runs nothing with the
 * app's origin (uploads refuse those, this covers anything stored before or copied in by hand).
 */
export const FILE_CSP = "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'";

function parseRange(header: string, size: number): { start: number; end: number } | "invalid" | null {
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === "" && m[2] === "")) return "invalid";
  let start: number, end: number;
  if (m[1] === "") {
    const suffix = Number(m[2]);
    if (suffix === 0) return "invalid";
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === "" ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  if (start > end || start >= size) return "invalid";
  return { start, end };
}

export function fileRoutes(ctx: PlatformContext) {
  const r = new Hono<AppEnv>({ strict: true });
  const filesRoot = ctx.filesDir;

  r.get("/files/*", async (c) => {
    const rawPath = new URL(c.req.url).pathname;
    const rel = publicRelPath(rawPath.slice("/files/".length));
    let abs = rel ? insideRoot(filesRoot, rel) : null;
    let info = abs ? await stat(abs).catch(() => null) : null;
    // An image sharp could not read has no thumbnail: lists that ask for `<file>.thumb.webp`
    // get the original instead of a broken picture (not cached as immutable: it is not the thumbnail).
    let standIn = false;
    if (rel && !info && rel.endsWith(THUMB_SUFFIX)) {
      const original = insideRoot(filesRoot, rel.slice(0, -THUMB_SUFFIX.length));
      const originalInfo = original ? await stat(original).catch(() => null) : null;
      if (original && originalInfo?.isFile() && /\.(png|jpe?g|webp|gif)$/i.test(original)) {
        abs = original;
        info = originalInfo;
        standIn = true;
      }
    }
    if (!abs || !info?.isFile()) return c.json(errorBody(404, "File not found"), 404);
    const mime = MIME_BY_EXT[path.extname(abs).slice(1).toLowerCase()]!;
    const etag = `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
    const headers = new Headers({
      "Content-Type": mime,
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": FILE_CSP,
      "Cache-Control": standIn ? "public, max-age=3600" : IMMUTABLE,
      "Accept-Ranges": "bytes",
      ETag: etag,
      "Last-Modified": info.mtime.toUTCString(),
      "Content-Disposition": `inline; filename="${path.basename(abs)}"`,
    });
    if (c.req.header("if-none-match") === etag) return new Response(null, { status: 304, headers });
    const rangeHeader = c.req.header("range");
    const range = rangeHeader ? parseRange(rangeHeader, info.size) : null;
    if (range === "invalid") {
      headers.set("Content-Range", `bytes */${info.size}`);
      return new Response(null, { status: 416, headers });
    }
    const start = range?.start ?? 0;
    const end = range?.end ?? info.size - 1;
    headers.set("Content-Length", String(info.size === 0 ? 0 : end - start + 1));
    if (range) headers.set("Content-Range", `bytes ${start}-${end}/${info.size}`);
    if (c.req.method === "HEAD" || info.size === 0) return new Response(null, { status: range ? 206 : 200, headers });
    const body = Readable.toWeb(createReadStream(abs, { start, end })) as ReadableStream<Uint8Array>;
    return new Response(body, { status: range ? 206 : 200, headers });
  });

  r.get(mountedPath(reimbursement, ""), requireAuth(ctx, "user"), async (c) => {
    const { file } = params(c, reimbursement.params);
    const token = file.endsWith(".zip") ? file.slice(0, -4) : "";
    const link = token ? verifyLink<ReimbursementLink>(await linkSecret(ctx), token) : null;
    const caller = c.get("caller");
    if (!link || link.u !== caller.username || typeof link.e !== "number") throw notFound("Link download tidak valid");
    if (ctx.now().getTime() > link.e) throw new HttpError(410, "Link download sudah kedaluwarsa, silakan minta link baru.");
    const { projectId } = await checkPayor(ctx.db, caller, link.p);
    if (projectId !== link.j) throw notFound("Link download tidak valid");
    const rows = await listAttachments(ctx.db, projectId, link.p, link.f, link.t);
    if (rows.length > MAX_ATTACHMENTS) throw new HttpError(400, TOO_MUCH_DATA);
    const entries = rows.map((row) => ({
      name: `${row.requestId}/${row.code}-${row.fileName}`,
      path: path.join(filesRoot, row.filePath),
      mtime: row.requestTime,
    }));
    const stream = zipStream(entries, {
      notFoundNote: (names) => ({ name: "LAMPIRAN-TIDAK-DITEMUKAN.txt", text: `Berkas berikut tidak ditemukan di server:\r\n${names.join("\r\n")}\r\n` }),
    });
    return new Response(stream, {
      status: 200,
      headers: {
        "Content-Type": reimbursement.file.types[0],
        "Content-Disposition": fileDisposition(reimbursement, `reimbursement-${link.p}-${link.f}-${link.t}.zip`),
        "Cache-Control": "private, no-store",
        "X-Content-Type-Options": "nosniff",
        "Content-Security-Policy": FILE_CSP,
      },
    });
  });

  return r;
}

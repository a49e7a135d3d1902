import { randomUUID } from "node:crypto";
import { createWriteStream, openAsBlob, rmSync } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import busboy from "busboy";
import { currentRequest } from "../http/request-context";

/**
 * A multipart form read as it arrives: its fields in memory, each file written to a temporary file
 * and handed on as a File backed by that file, so a 20 MB PDF or a 5 MB photo is never held whole
 * in memory and streams from disk to the platform (fetch reads a file-backed File lazily).
 * The temporary files are removed when the request ends (request-context's cleanups), and the
 * folder when the process exits.
 *
 * `request.formData()` would buffer every file: with a few operators uploading scans at once that
 * is tens of megabytes per request on a console meant to run in 150 MB.
 */
const UPLOADS = path.join(tmpdir(), `sehat-uploads-${process.pid}`);

process.once("exit", () => rmSync(UPLOADS, { recursive: true, force: true }));

export class MultipartError extends Error {}

export async function readMultipart(request: Request, limits: { fileBytes: number; fieldBytes?: number; files?: number }): Promise<FormData> {
  if (!request.body) throw new MultipartError("no body");
  await mkdir(UPLOADS, { recursive: true, mode: 0o700 });
  const form = new FormData();
  const written: string[] = [];
  const record = currentRequest();
  const removeAll = () => Promise.all(written.map((file) => rm(file, { force: true }))).then(() => undefined);
  if (record) (record.cleanups ??= []).push(removeAll);

  const pending: Promise<void>[] = [];
  try {
    const parser = busboy({
      headers: { "content-type": request.headers.get("Content-Type") ?? "" },
      limits: { fileSize: limits.fileBytes + 1, fieldSize: limits.fieldBytes ?? 1024 * 1024, files: limits.files ?? 5, fields: 200, parts: 220 },
    });
    parser.on("field", (name, value) => form.append(name, value));
    parser.on("file", (name, stream, info) => {
      const file = path.join(UPLOADS, randomUUID());
      written.push(file);
      const type = info.mimeType || "application/octet-stream";
      const saved = pipeline(stream, createWriteStream(file, { mode: 0o600 })).then(async () => {
        // Past the cap busboy stops writing at cap + 1 bytes: the form's size check still refuses it.
        form.append(name, new File([await openAsBlob(file, { type })], info.filename ?? "", { type }));
      });
      saved.catch(() => undefined); // awaited below, or settled on the error path
      pending.push(saved);
    });
    const done = new Promise<void>((resolve, reject) => {
      parser.once("close", resolve);
      parser.once("error", reject);
      parser.once("filesLimit", () => reject(new MultipartError("too many files")));
    });
    // The parser's error also fails the pipeline below, which reports it; this copy must not go unhandled.
    done.catch(() => undefined);
    await pipeline(Readable.fromWeb(request.body as unknown as NodeReadableStream<Uint8Array>), parser);
    await done;
    await Promise.all(pending);
  } catch (error) {
    await Promise.allSettled(pending);
    await removeAll();
    throw error instanceof MultipartError ? error : new MultipartError(error instanceof Error ? error.message : String(error));
  }
  return form;
}

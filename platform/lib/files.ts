// File storage under <dataDir>/files: type detection by content (magic bytes), atomic writes
// (temp file + rename) and safe resolution of public paths.
import { createHash, randomBytes } from "node:crypto";
import { mkdirSync, realpathSync } from "node:fs";
import { mkdir, open, readdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_PDF_BYTES = 20 * 1024 * 1024;
/** Where temp files live while being written (same file system as the final place, so rename is atomic). */
const TMP_DIR = ".tmp";

export type FileKind = "image" | "pdf";

export interface DetectedType {
  kind: FileKind;
  mime: string;
  ext: string;
}

const TYPES: Record<string, DetectedType> = {
  png: { kind: "image", mime: "image/png", ext: "png" },
  jpg: { kind: "image", mime: "image/jpeg", ext: "jpg" },
  webp: { kind: "image", mime: "image/webp", ext: "webp" },
  gif: { kind: "image", mime: "image/gif", ext: "gif" },
  pdf: { kind: "pdf", mime: "application/pdf", ext: "pdf" },
};

/** Content type by file extension, for the types the platform stores (anything else is not served). */
export const MIME_BY_EXT: Record<string, string> = { png: "image/png", jpg: "image/jpeg", jpeg: "image/jpeg", webp: "image/webp", gif: "image/gif", pdf: "application/pdf" };

const startsWith = (b: Uint8Array, sig: number[], at = 0) => b.length >= at + sig.length && sig.every((v, i) => b[at + i] === v);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/** The file type by its first bytes (give at least 1,024): PNG, JPEG, WebP, GIF or PDF; else null. */
export function detectFileType(head: Uint8Array): DetectedType | null {
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return TYPES.png!;
  if (startsWith(head, [0xff, 0xd8, 0xff])) return TYPES.jpg!;
  if (startsWith(head, ascii("GIF87a")) || startsWith(head, ascii("GIF89a"))) return TYPES.gif!;
  if (startsWith(head, ascii("RIFF")) && startsWith(head, ascii("WEBP"), 8)) return TYPES.webp!;
  // Strictly at the start: readers accept "%PDF-" anywhere in the first 1,024 bytes, which lets an
  // HTML page with a PDF after it (a polyglot) pass as a PDF.
  if (startsWith(head, ascii("%PDF-"))) return TYPES.pdf!;
  return null;
}

export function sha256Hex(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex");
}

/**
 * Writes `bytes` to <filesDir>/<relPath> through a temp file in <filesDir>/.tmp and a rename:
 * readers never see half a file, and the temp file is never served (hidden segments are not
 * public paths). The data is flushed to disk before the rename, so a crash cannot leave a short
 * file under its final name either; a temp file left by a crash is removed by
 * removeStaleTempFiles.
 */
export async function writeFileAtomic(filesDir: string, relPath: string, bytes: Uint8Array): Promise<void> {
  const target = path.join(filesDir, relPath);
  const tmpDir = path.join(filesDir, TMP_DIR);
  await mkdir(tmpDir, { recursive: true });
  await mkdir(path.dirname(target), { recursive: true });
  const tmp = path.join(tmpDir, `${process.pid}-${randomBytes(8).toString("hex")}`);
  try {
    const handle = await open(tmp, "wx");
    try {
      await handle.writeFile(bytes);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(tmp, target);
  } catch (err) {
    await rm(tmp, { force: true });
    throw err;
  }
}

/** How old a temp file must be before it counts as left by a crash (several instances may share the directory and be writing now). */
export const STALE_TEMP_MS = 60 * 60 * 1000;

/** Removes temp files older than `olderThanMs` from <filesDir>/.tmp; answers how many. Never throws. */
export async function removeStaleTempFiles(filesDir: string, olderThanMs = STALE_TEMP_MS, now = Date.now()): Promise<number> {
  if (typeof filesDir !== "string" || filesDir === "") return 0;
  const tmpDir = path.join(filesDir, TMP_DIR);
  let removed = 0;
  let names: string[];
  try {
    names = await readdir(tmpDir);
  } catch {
    return 0;
  }
  for (const name of names) {
    const file = path.join(tmpDir, name);
    try {
      const info = await stat(file);
      if (info.isFile() && now - info.mtimeMs > olderThanMs) {
        await rm(file, { force: true });
        removed++;
      }
    } catch {
      // gone already (another instance cleaned it, or its writer renamed it)
    }
  }
  return removed;
}

export async function fileExists(absPath: string): Promise<boolean> {
  try {
    return (await stat(absPath)).isFile();
  } catch {
    return false;
  }
}

/** The size of the regular file at `absPath`, or null when there is none. */
export async function fileSize(absPath: string): Promise<number | null> {
  try {
    const info = await stat(absPath);
    return info.isFile() ? info.size : null;
  } catch {
    return null;
  }
}

export function ensureDir(dir: string): string {
  mkdirSync(dir, { recursive: true });
  return realpathSync(dir);
}

const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9_.-]{0,127}$/;

/**
 * The relative path of a public file from the part of the URL after /files/, or null when it is
 * not a plain path inside the files directory (checked after percent-decoding): no "." or ".."
 * segments, no hidden segments (the temp dir), no backslashes or NULs, at most 8 segments, and the
 * extension of a stored type.
 */
export function publicRelPath(urlTail: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlTail);
  } catch {
    return null;
  }
  const segments = decoded.split("/");
  if (segments.length === 0 || segments.length > 8) return null;
  if (!segments.every((s) => SEGMENT.test(s) && !s.includes(".."))) return null;
  const ext = path.extname(decoded).slice(1).toLowerCase();
  if (!MIME_BY_EXT[ext]) return null;
  return segments.join("/");
}

/** The absolute path of `relPath` if it is really inside `filesRoot` (also after symlinks), else null. */
export function insideRoot(filesRoot: string, relPath: string): string | null {
  const abs = path.resolve(filesRoot, relPath);
  if (!abs.startsWith(filesRoot + path.sep)) return null;
  let real: string;
  try {
    real = realpathSync(abs);
  } catch {
    return null;
  }
  return real.startsWith(filesRoot + path.sep) ? real : null;
}

// Active content in a PDF: JavaScript, launch actions, embedded files, rich media, XFA forms and
// additional-action triggers. A PDF in the media library is opened by colleagues in the browser's
// viewer, so one that can run anything is refused at upload (issue 10, point 6).
import { inflateSync } from "node:zlib";

/** PDF name objects that run or carry something. `/OpenAction` alone is harmless (often a zoom); it is only active with a JavaScript or Launch action, which the names below catch. */
const ACTIVE_NAMES = ["/JavaScript", "/JS", "/Launch", "/EmbeddedFile", "/EmbeddedFiles", "/RichMedia", "/XFA", "/AA", "/GoToE", "/SubmitForm", "/ImportData"];

/** Inflated stream bytes scanned at most (a small PDF that inflates to gigabytes is refused). */
const MAX_INFLATED_BYTES = 64 * 1024 * 1024;

export type PdfCheck = { ok: true } | { ok: false; reason: string };

/** `#xx` escapes in names (`/J#61vaScript` is `/JavaScript`) undone, so they cannot hide a name. */
function unescapeNames(text: string): string {
  return text.replace(/\/[^\s/<>[\]()%{}]*#[0-9A-Fa-f]{2}[^\s/<>[\]()%{}]*/g, (name) => name.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))));
}

function activeName(text: string): string | null {
  const plain = unescapeNames(text);
  for (const name of ACTIVE_NAMES) {
    // A whole name: followed by a delimiter, not a longer name (/JSON is not /JS).
    const re = new RegExp(`${name.replace("/", "\\/")}(?=[\\s/<>\\[\\]()%{}]|$)`);
    if (re.test(plain)) return name;
  }
  return null;
}

/**
 * Scans a PDF's bytes and every Flate-compressed stream in it (object streams hide dictionaries
 * there) for active names. Answers why it is refused, or ok.
 */
export function checkPdfSafety(bytes: Uint8Array): PdfCheck {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const text = buffer.toString("latin1");
  const top = activeName(text);
  if (top) return { ok: false, reason: `contains ${top}` };
  let inflated = 0;
  const streamRe = /stream\r?\n/g;
  let match: RegExpExecArray | null;
  while ((match = streamRe.exec(text))) {
    const start = match.index + match[0].length;
    const end = text.indexOf("endstream", start);
    if (end < 0) break;
    streamRe.lastIndex = end + "endstream".length;
    let data: Buffer;
    try {
      data = inflateSync(buffer.subarray(start, end), { maxOutputLength: MAX_INFLATED_BYTES - inflated });
    } catch (error) {
      // Not Flate (an image, DCT, raw text) or cut at the end-of-line before "endstream": skip;
      // a stream that would inflate past the budget is refused.
      if ((error as NodeJS.ErrnoException).code === "ERR_BUFFER_TOO_LARGE") return { ok: false, reason: "inflates too far" };
      continue;
    }
    inflated += data.length;
    if (inflated > MAX_INFLATED_BYTES) return { ok: false, reason: "inflates too far" };
    const inner = activeName(data.toString("latin1"));
    if (inner) return { ok: false, reason: `contains ${inner} in a compressed stream` };
  }
  return { ok: true };
}

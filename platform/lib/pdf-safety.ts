// Active content in a PDF: JavaScript, launch actions, embedded files, rich media, XFA forms and
// additional-action triggers. A PDF in the media library is opened by colleagues in the browser's
// viewer, so one that can run anything is refused at upload (issue 10, point 6).
//
// Two passes, both over what a viewer would read:
// 1. the file's own bytes (dictionaries written in the clear, `#xx` escapes in names undone);
// 2. every stream decoded the way a viewer decodes it: its /Filter chain (Flate, LZW, ASCIIHex,
//    ASCII85, RunLength, also by their short names and through indirect references) and its
//    /DecodeParms predictor (PNG and TIFF), so an object stream cannot hide a dictionary by its
//    encoding. A Flate stream cut short or broken half-way is read as far as it goes, as viewers do.
// An encrypted PDF cannot be read this way (its streams are ciphertext) and is refused too, as is
// one whose stream dictionaries cannot be read or whose streams inflate beyond a sane size.
import { constants, inflateRawSync } from "node:zlib";
import { PDFArray, PDFContext, PDFDict, PDFName, PDFNull, PDFNumber, PDFObjectParser, PDFRef, type PDFObject } from "pdf-lib";

export type PdfCheck = { ok: true } | { ok: false; reason: string; kind: "active" | "unreadable" };

/** PDF names that run or carry something. `/OpenAction` alone is harmless (often a zoom): it is only active through a JavaScript or Launch action, which the names below catch. */
const ACTIVE_NAMES = ["JavaScript", "Launch", "EmbeddedFile", "EmbeddedFiles", "RichMedia", "XFA", "GoToE", "SubmitForm", "ImportData"];

/** PDF white space (NUL, tab, LF, FF, CR, space) and comments, between tokens. */
const WS = String.raw`(?:[\x00\t\n\f\r ]|%[^\r\n]*[\r\n])`;
/** What ends a name: white space or a delimiter (so /JSON is not /JS). */
const NAME_END = String.raw`(?=[\x00\t\n\f\r /<>\[\]()%{}]|$)`;
const REF = String.raw`\d+${WS}+\d+${WS}+R`;
/**
 * Every active name, as a whole name. `/JS` and `/AA` are three bytes, so they turn up by chance in
 * a few megabytes of image data: they count only with a value a viewer would take (a string or a
 * reference for /JS, a dictionary or a reference for /AA). A JavaScript action also names
 * /JavaScript, which needs no such guard.
 */
const ACTIVE_RE = new RegExp(String.raw`/(?:(${ACTIVE_NAMES.join("|")})${NAME_END}|(JS)${WS}*(?:\(|<|${REF})|(AA)${WS}*(?:<<|${REF}))`);
const ENCRYPT_RE = new RegExp(String.raw`/Encrypt${WS}*(?:<<|${REF})`);

/** Decoded bytes scanned at most, per stream and in all (a small PDF that inflates to gigabytes is refused). */
const MAX_STREAM_BYTES = 64 * 1024 * 1024;
const MAX_DECODED_BYTES = 256 * 1024 * 1024;

/** `#xx` escapes in names (`/J#61vaScript` is `/JavaScript`) undone, so they cannot hide a name. */
function unescapeNames(text: string): string {
  if (!text.includes("#")) return text;
  return text.replace(/\/[^\x00\t\n\f\r /<>[\]()%{}]*#[0-9A-Fa-f]{2}[^\x00\t\n\f\r /<>[\]()%{}]*/g, (name) =>
    name.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
  );
}

function activeName(text: string): string | null {
  const m = ACTIVE_RE.exec(unescapeNames(text));
  return m ? `/${m[1] ?? m[2] ?? m[3]}` : null;
}

class Unverifiable extends Error {}

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1");

/**
 * Scans a PDF's bytes and every stream in it, decoded, for active names. Answers why it is
 * refused (`active`: it carries active content; `unreadable`: encrypted or not readable enough to
 * tell), or ok.
 */
export function checkPdfSafety(bytes: Uint8Array): PdfCheck {
  const text = latin1(bytes);
  const top = activeName(text);
  if (top) return { ok: false, kind: "active", reason: `contains ${top}` };
  if (ENCRYPT_RE.test(unescapeNames(text))) return { ok: false, kind: "unreadable", reason: "encrypted" };
  try {
    const found = new StreamScanner(bytes, text).scan();
    return found ? { ok: false, kind: "active", reason: `contains ${found} in a stream` } : { ok: true };
  } catch (error) {
    if (error instanceof Unverifiable) return { ok: false, kind: "unreadable", reason: error.message };
    throw error;
  }
}

type Params = PDFDict | undefined;

/** An `N G obj` header: where it is and where the object after it begins. */
interface Header {
  at: number;
  end: number;
  key: string;
}

const HEADER_RE = /(?<![0-9])(\d+)[\x00\t\n\f\r ]+(\d+)[\x00\t\n\f\r ]+obj(?![A-Za-z0-9])/g;

class StreamScanner {
  private readonly context = PDFContext.create();
  private readonly objects = new Map<string, PDFObject | undefined>();
  private readonly endstreams: number[] = [];
  private readonly headers: Header[] = [];
  private readonly headerEnds: number[] = [];
  /** The last header of each object (an incremental update appends a newer one). */
  private readonly lastHeader = new Map<string, Header>();
  private decoded = 0;
  /** Bytes pushed through decoders, retries included, so a crafted file cannot make the check run for minutes. */
  private work = 0;
  private readonly maxWork: number;

  constructor(
    private readonly bytes: Uint8Array,
    private readonly text: string,
  ) {
    for (let i = text.indexOf("endstream"); i >= 0; i = text.indexOf("endstream", i + 9)) this.endstreams.push(i);
    for (const m of text.matchAll(HEADER_RE)) {
      const header = { at: m.index, end: m.index + m[0].length, key: `${Number(m[1])} ${Number(m[2])}` };
      this.headers.push(header);
      this.headerEnds.push(header.end);
      this.lastHeader.set(header.key, header);
    }
    this.maxWork = 512 * 1024 * 1024 + 16 * bytes.length;
  }

  /** The first active name found in a decoded stream, or null. */
  scan(): string | null {
    // Every `stream` keyword, each on its own: one that turns out not to be a stream never makes the scan skip the next.
    const re = /(?<![A-Za-z0-9#])stream(?![A-Za-z0-9])/g;
    for (let m = re.exec(this.text); m; m = re.exec(this.text)) {
      let start = m.index + m[0].length;
      while (this.text[start] === " " || this.text[start] === "\t") start++;
      if (this.text.startsWith("\r\n", start)) start += 2;
      else if (this.text[start] === "\n" || this.text[start] === "\r") start++;
      const dict = this.streamDict(m.index);
      for (const end of this.dataEnds(dict, start)) {
        const found = this.scanStream(dict, this.bytes.subarray(start, end));
        if (found) return found;
      }
    }
    return null;
  }

  /** The index of the first element of `sorted` that is ≥ `value`. */
  private static firstAtLeast(sorted: readonly number[], value: number): number {
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (sorted[mid]! < value) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /**
   * Where a stream's data may end. Viewers take the /Length when `endstream` follows there, else the
   * next `endstream`; when those differ (an `endstream` inside the data) both are read.
   */
  private dataEnds(dict: PDFDict | null, start: number): number[] {
    const next = this.endstreams[StreamScanner.firstAtLeast(this.endstreams, start)] ?? this.bytes.length;
    const length = dict ? this.resolve(dict.get(PDFName.of("Length"))) : undefined;
    if (length instanceof PDFNumber) {
      const end = start + length.asNumber();
      if (Number.isInteger(end) && end >= start && end <= this.bytes.length && /^[\x00\t\n\f\r ]*endstream/.test(this.text.slice(end, end + 64))) {
        return next >= end ? [end] : [end, next];
      }
    }
    return [next];
  }

  /**
   * The dictionary before a `stream` keyword: null when the keyword does not follow a dictionary
   * (it is not a stream then, only a word); when it does, the dictionary read from its `N G obj`
   * header, or the PDF is refused as unreadable.
   */
  private streamDict(keyword: number): PDFDict | null {
    let end = keyword;
    while (end > 0 && "\x00\t\n\f\r ".includes(this.text[end - 1]!)) end--;
    if (!this.text.startsWith(">>", end - 2)) return null;
    // The nearest header whose text up to `>>` is exactly one dictionary (a header-like string inside
    // the dictionary does not read as that, so it cannot make the scan take a shorter dictionary).
    let i = StreamScanner.firstAtLeast(this.headerEnds, end + 1);
    for (let tries = 0; --i >= 0 && tries < 16; tries++) {
      const header = this.headers[i]!;
      if (header.end > end || end - header.end > 4 * 1024 * 1024) break;
      const dict = this.parseOne(header.end, end);
      if (dict instanceof PDFDict) return dict;
    }
    throw new Unverifiable("a stream dictionary cannot be read");
  }

  /**
   * The text from `from` to `to` read as exactly one PDF object (wrapped in an array, so anything
   * after it shows), else undefined. `#xx` escapes are made upper case first: pdf-lib decodes only
   * those, viewers both.
   */
  private parseOne(from: number, to: number): PDFObject | undefined {
    const source = `[${this.text.slice(from, to).replace(/#([0-9a-f]{2})/gi, (_, hex: string) => `#${hex.toUpperCase()}`)}]`;
    try {
      const parsed = PDFObjectParser.forBytes(Buffer.from(source, "latin1"), this.context).parseObject();
      return parsed instanceof PDFArray && parsed.size() === 1 ? parsed.get(0) : undefined;
    } catch {
      return undefined;
    }
  }

  /** An indirect reference followed to its object, found by its `N G obj` header. */
  private resolve(value: PDFObject | undefined, depth = 0): PDFObject | undefined {
    if (!(value instanceof PDFRef)) return value;
    if (depth > 8) throw new Unverifiable("a reference loop");
    const key = `${value.objectNumber} ${value.generationNumber}`;
    if (!this.objects.has(key)) {
      const header = this.lastHeader.get(key);
      let object: PDFObject | undefined;
      if (header) {
        const endobj = this.text.indexOf("endobj", header.end);
        object = this.parseOne(header.end, endobj < 0 ? Math.min(this.bytes.length, header.end + 65536) : endobj);
      }
      this.objects.set(key, object);
    }
    return this.resolve(this.objects.get(key), depth + 1);
  }

  /** Decodes one stream as its dictionary says and scans the result. */
  private scanStream(dict: PDFDict | null, data: Uint8Array): string | null {
    if (!dict) {
      // Not after a dictionary, so no viewer reads it as a stream; still, compressed bytes are looked into.
      return zlibData(data) ? activeName(latin1(this.flate(data))) : null;
    }
    const get = (key: string) => this.resolve(dict.get(PDFName.of(key)));
    // Image data is never read as objects, unless it is set up as an object stream (/N and /First).
    if (get("Subtype") === PDFName.of("Image") && get("N") === undefined && get("First") === undefined) return null;
    const filterValue = get("Filter");
    const paramsValue = get("DecodeParms") ?? get("DP");
    const filters = filterValue instanceof PDFArray ? filterValue.asArray().map((f) => this.resolve(f)) : filterValue === undefined ? [] : [filterValue];
    const params = paramsValue instanceof PDFArray ? paramsValue.asArray().map((p) => this.resolve(p)) : [paramsValue];
    let out = data;
    for (const [i, filter] of filters.entries()) {
      if (filter === PDFNull) continue;
      if (!(filter instanceof PDFName)) throw new Unverifiable("a stream filter cannot be read");
      const p = params[i];
      const next = this.decode(filter.decodeText(), out, p instanceof PDFDict ? p : undefined);
      if (!next) break; // an image codec (DCT, JPX, JBIG2, CCITT) or one no viewer knows: nothing more to read
      out = next;
    }
    if (out === data) return null; // the raw bytes were scanned with the file
    return activeName(latin1(out));
  }

  private decode(filter: string, data: Uint8Array, params: Params): Uint8Array | null {
    this.charge(data.length);
    switch (filter) {
      case "FlateDecode":
      case "Fl":
        return this.predict(zlibData(data) ? this.flate(data) : new Uint8Array(0), params);
      case "LZWDecode":
      case "LZW":
        return this.predict(this.count(lzw(data, this.numberOf(params, "EarlyChange", 1), this.room())), params);
      case "ASCIIHexDecode":
      case "AHx":
        return this.count(asciiHex(data));
      case "ASCII85Decode":
      case "A85":
        return this.count(ascii85(data));
      case "RunLengthDecode":
      case "RL":
        return this.count(runLength(data, this.room()));
      default:
        return null;
    }
  }

  private room(): number {
    return Math.min(MAX_STREAM_BYTES, MAX_DECODED_BYTES - this.decoded);
  }

  private count(out: Uint8Array): Uint8Array {
    this.decoded += out.length;
    if (out.length >= MAX_STREAM_BYTES || this.decoded >= MAX_DECODED_BYTES) throw new Unverifiable("inflates too far");
    this.charge(out.length);
    return out;
  }

  private charge(bytes: number) {
    this.work += bytes;
    if (this.work > this.maxWork) throw new Unverifiable("too much to decode");
  }

  private numberOf(params: Params, key: string, fallback: number): number {
    const value = params ? this.resolve(params.get(PDFName.of(key))) : undefined;
    if (value === undefined || value === PDFNull) return fallback;
    if (!(value instanceof PDFNumber)) throw new Unverifiable(`/${key} cannot be read`);
    return value.asNumber();
  }

  /**
   * Flate data inflated as far as it goes: the zlib checksum is not checked (viewers read on past a
   * bad one), a stream cut short gives what it holds, and one broken half-way what comes before the
   * break (found by halving the input).
   */
  private flate(data: Uint8Array): Uint8Array {
    const raw = data.subarray(2);
    const attempt = (length: number): Buffer | null => {
      this.charge(length);
      try {
        const out = inflateRawSync(raw.subarray(0, length), { finishFlush: constants.Z_SYNC_FLUSH, maxOutputLength: this.room() + 1 });
        this.charge(out.length);
        return out;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ERR_BUFFER_TOO_LARGE") throw new Unverifiable("inflates too far");
        return null;
      }
    };
    let out = attempt(raw.length);
    if (!out) {
      let good = 0;
      let bad = raw.length;
      out = Buffer.alloc(0);
      while (bad - good > 1) {
        const mid = Math.floor((good + bad) / 2);
        const got = attempt(mid);
        if (got) [good, out] = [mid, got];
        else bad = mid;
      }
    }
    return this.count(out);
  }

  /** The /DecodeParms predictor undone (PNG 10–15, TIFF 2), as a viewer does before reading the objects. */
  private predict(data: Uint8Array, params: Params): Uint8Array {
    const predictor = this.numberOf(params, "Predictor", 1);
    if (predictor <= 1) return data;
    const colors = this.numberOf(params, "Colors", 1);
    const bits = this.numberOf(params, "BitsPerComponent", 8);
    const columns = this.numberOf(params, "Columns", 1);
    if (![1, 2, 4, 8, 16].includes(bits) || !Number.isInteger(colors) || colors < 1 || colors > 32 || !Number.isInteger(columns) || columns < 1 || columns > 1 << 24) {
      throw new Unverifiable("a predictor cannot be read");
    }
    const rowBytes = Math.ceil((colors * bits * columns) / 8);
    const pixelBytes = Math.max(1, Math.ceil((colors * bits) / 8));
    if (predictor === 2) {
      if (bits !== 8) throw new Unverifiable("a TIFF predictor of other than 8 bits");
      const out = Uint8Array.from(data);
      for (let row = 0; row < out.length; row += rowBytes) {
        for (let i = row + pixelBytes; i < Math.min(row + rowBytes, out.length); i++) out[i] = (out[i]! + out[i - pixelBytes]!) & 0xff;
      }
      return out;
    }
    if (predictor < 10) return data;
    // PNG: each row starts with its filter type (None, Sub, Up, Average, Paeth)
    const rows = Math.ceil(data.length / (rowBytes + 1));
    const out = new Uint8Array(rows * rowBytes);
    for (let r = 0; r < rows; r++) {
      const src = r * (rowBytes + 1);
      const type = data[src];
      const at = r * rowBytes;
      for (let i = 0; i < rowBytes; i++) {
        const raw = data[src + 1 + i] ?? 0;
        const left = i >= pixelBytes ? out[at + i - pixelBytes]! : 0;
        const up = r > 0 ? out[at - rowBytes + i]! : 0;
        const upLeft = r > 0 && i >= pixelBytes ? out[at - rowBytes + i - pixelBytes]! : 0;
        let v = raw;
        if (type === 1) v = raw + left;
        else if (type === 2) v = raw + up;
        else if (type === 3) v = raw + ((left + up) >> 1);
        else if (type === 4) {
          const p = left + up - upLeft;
          const pa = Math.abs(p - left);
          const pb = Math.abs(p - up);
          const pc = Math.abs(p - upLeft);
          v = raw + (pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft);
        }
        out[at + i] = v & 0xff;
      }
    }
    return out;
  }
}

/** Whether Flate data starts with a zlib header (deflate, a window viewers accept, no preset dictionary). */
function zlibData(data: Uint8Array): boolean {
  const cmf = data[0];
  const flg = data[1];
  if (cmf === undefined || flg === undefined) return false;
  return (cmf & 0x0f) === 8 && cmf >> 4 <= 7 && (cmf * 256 + flg) % 31 === 0 && (flg & 0x20) === 0;
}

/** A growing byte buffer. */
class Bytes {
  private buf = new Uint8Array(1024);
  length = 0;
  push(byte: number) {
    if (this.length === this.buf.length) {
      const bigger = new Uint8Array(this.buf.length * 2);
      bigger.set(this.buf);
      this.buf = bigger;
    }
    this.buf[this.length++] = byte;
  }
  done(): Uint8Array {
    return this.buf.subarray(0, this.length);
  }
}

function asciiHex(data: Uint8Array): Uint8Array {
  const out = new Bytes();
  let high = -1;
  for (const c of data) {
    if (c === 0x3e) break; // >
    const v = c >= 0x30 && c <= 0x39 ? c - 0x30 : c >= 0x41 && c <= 0x46 ? c - 0x37 : c >= 0x61 && c <= 0x66 ? c - 0x57 : -1;
    if (v < 0) continue; // white space (anything else is skipped too)
    if (high < 0) high = v;
    else {
      out.push((high << 4) | v);
      high = -1;
    }
  }
  if (high >= 0) out.push(high << 4);
  return out.done();
}

function ascii85(data: Uint8Array): Uint8Array {
  const out = new Bytes();
  const group: number[] = [];
  const flush = (n: number) => {
    let v = 0;
    for (let k = 0; k < 5; k++) v = v * 85 + (group[k] ?? 84); // a short group is padded with 'u'
    for (let k = 0; k < n; k++) out.push(Math.floor(v / 2 ** (24 - 8 * k)) & 0xff);
    group.length = 0;
  };
  for (const c of data) {
    if (c === 0x7e) break; // ~>
    if (c === 0x7a && group.length === 0) {
      for (let k = 0; k < 4; k++) out.push(0); // z
      continue;
    }
    if (c < 0x21 || c > 0x75) continue;
    group.push(c - 0x21);
    if (group.length === 5) flush(4);
  }
  if (group.length > 1) flush(group.length - 1);
  return out.done();
}

function runLength(data: Uint8Array, room: number): Uint8Array {
  const out = new Bytes();
  for (let i = 0; i < data.length && out.length <= room; ) {
    const n = data[i++]!;
    if (n === 128) break;
    if (n < 128) {
      for (let k = 0; k <= n && i < data.length; k++) out.push(data[i++]!);
    } else if (i < data.length) {
      const b = data[i++]!;
      for (let k = 0; k < 257 - n; k++) out.push(b);
    }
  }
  return out.done();
}

/** LZW as in PDF (9–12 bit codes, 256 clear, 257 end), stopping past `room` bytes. */
function lzw(data: Uint8Array, earlyChange: number, room: number): Uint8Array {
  const prefix = new Int32Array(4096);
  const suffix = new Uint8Array(4096);
  const size = new Int32Array(4096);
  for (let i = 0; i < 256; i++) [prefix[i], suffix[i], size[i]] = [-1, i, 1];
  const out = new Bytes();
  const scratch = new Uint8Array(4096);
  /** Writes the string of `code`; answers its first byte. */
  const emit = (code: number): number => {
    const n = size[code]!;
    for (let k = n - 1, c = code; k >= 0; k--, c = prefix[c]!) scratch[k] = suffix[c]!;
    for (let k = 0; k < n; k++) out.push(scratch[k]!);
    return scratch[0]!;
  };
  let next = 258;
  let width = 9;
  let buffer = 0;
  let bits = 0;
  let previous = -1;
  for (let i = 0; i < data.length && out.length <= room; i++) {
    buffer = ((buffer << 8) | data[i]!) & 0xffffff;
    bits += 8;
    while (bits >= width) {
      const code = (buffer >>> (bits - width)) & ((1 << width) - 1);
      bits -= width;
      if (code === 256) {
        [next, width, previous] = [258, 9, -1];
        continue;
      }
      if (code === 257) return out.done();
      let first: number;
      if (code < next && code !== 256 && code !== 257) {
        first = emit(code);
      } else if (code === next && previous >= 0) {
        // the string of the previous code, then its first byte
        const head = emit(previous);
        out.push(head);
        first = head;
      } else {
        return out.done(); // broken data: what came before
      }
      if (previous >= 0 && next < 4096) {
        [prefix[next], suffix[next], size[next]] = [previous, first, size[previous]! + 1];
        next++;
      }
      previous = code;
      const change = next + earlyChange;
      width = change >= 2048 ? 12 : change >= 1024 ? 11 : change >= 512 ? 10 : 9;
    }
  }
  return out.done();
}

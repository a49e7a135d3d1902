// Active content in a PDF: JavaScript, launch actions, embedded files, rich media, XFA forms and
// additional-action triggers. A PDF in the media library is opened by colleagues in the browser's
// viewer, so one that can run anything is refused at upload (issue 10, point 6).
//
// Two passes, both over what a viewer would read:
// 1. the file's own bytes (dictionaries written in the clear, `#xx` escapes in names undone);
// 2. every stream decoded the way a viewer decodes it: its /Filter chain (Flate, LZW, ASCIIHex,
//    ASCII85, RunLength, also by their short names and through references) and its /DecodeParms
//    predictor (PNG and TIFF), so an object stream cannot hide a dictionary by its encoding. A Flate
//    stream with a bad checksum, cut short or broken half-way is read as far as it goes, as viewers
//    do; the data is read up to its /Length and up to the first `endstream` (both when they differ).
// What cannot be pinned down is refused as unreadable rather than guessed: an encrypted PDF (its
// streams are ciphertext), a stream dictionary that does not read, a reference deciding a stream's
// decoding that is not written once in the clear (or that an object stream redefines), streams that
// inflate beyond a sane size or take too long to decode.
import { constants, inflateRawSync } from "node:zlib";
import { PDFArray, PDFContext, PDFDict, PDFName, PDFNull, PDFNumber, PDFObjectParser, PDFRef, type PDFObject } from "pdf-lib";

export type PdfCheck = { ok: true } | { ok: false; reason: string; kind: "active" | "unreadable" };

/** PDF names that run or carry something. `/OpenAction` alone is harmless (often a zoom): it is only active through a JavaScript or Launch action, which the names below catch. */
const ACTIVE_NAMES = ["JavaScript", "Launch", "EmbeddedFile", "EmbeddedFiles", "RichMedia", "XFA", "GoToE", "SubmitForm", "ImportData", "Rendition"];

/**
 * PDF white space (NUL, tab, LF, FF, CR, space) and comments, between tokens. A comment counts up to
 * 128 characters, so a file of `/JS %%%…` cannot make the scan quadratic (a longer one only hides
 * the /JS or /AA key; the action itself is still named /JavaScript, /Launch, /Rendition, …).
 */
const WS = String.raw`(?:[\0\t\n\f\r ]|%[^\r\n]{0,128}[\r\n])`;
/** What ends a name: white space or a delimiter (so /JSON is not /JS). */
const NAME_END = String.raw`(?=[\0\t\n\f\r /<>\[\]()%{}]|$)`;
const REF = String.raw`\d+${WS}+\d+${WS}+R`;
/**
 * Every active name, as a whole name. `/JS` and `/AA` are three bytes, so they turn up by chance in
 * a few megabytes of image data: they count only with a value a viewer would take (a string or a
 * reference for /JS, a dictionary or a reference for /AA). A JavaScript action also names
 * /JavaScript, which needs no such guard.
 */
const ACTIVE_RE = new RegExp(String.raw`/(?:(${ACTIVE_NAMES.join("|")})${NAME_END}|(JS)${WS}*(?:\(|<|${REF})|(AA)${WS}*(?:<<|${REF}))`);
const ENCRYPT_RE = new RegExp(String.raw`/Encrypt${NAME_END}`);

/** Decoded bytes scanned at most, per stream and in all (a small PDF that inflates to gigabytes is refused). */
const MAX_STREAM_BYTES = 64 * 1024 * 1024;
const MAX_DECODED_BYTES = 256 * 1024 * 1024;

/** `#xx` escapes in names (`/J#61vaScript` is `/JavaScript`) undone, so they cannot hide a name. */
function unescapeNames(text: string): string {
  if (!text.includes("#")) return text;
  return text.replace(/\/[^\0\t\n\f\r /<>[\]()%{}]*#[0-9A-Fa-f]{2}[^\0\t\n\f\r /<>[\]()%{}]*/g, (name) =>
    name.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
  );
}

function activeName(text: string, unescaped = false): string | null {
  const m = ACTIVE_RE.exec(unescaped ? text : unescapeNames(text));
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
  const plain = unescapeNames(text);
  const top = activeName(plain, true);
  if (top) return { ok: false, kind: "active", reason: `contains ${top}` };
  if (ENCRYPT_RE.test(plain)) return { ok: false, kind: "unreadable", reason: "encrypted" };
  try {
    const found = new StreamScanner(bytes, text).scan();
    return found ? { ok: false, kind: "active", reason: `contains ${found} in a stream` } : { ok: true };
  } catch (error) {
    if (error instanceof Unverifiable) return { ok: false, kind: "unreadable", reason: error.message };
    throw error;
  }
}

type Params = PDFDict | undefined;

/** What a decoder made, and how many input bytes it read. */
interface Decoded {
  out: Uint8Array;
  used: number;
}

/** An `N G obj` header: where the object after it begins. */
interface Header {
  end: number;
  key: string;
}

/** The longest stream dictionary read (text from its `obj` to `stream`). */
const MAX_DICT_TEXT = 256 * 1024;

/** `N G obj`, also with comments between (viewers skip them). */
const HEADER_RE = new RegExp(String.raw`(?<![0-9])(\d+)${WS}+(\d+)${WS}+obj(?![A-Za-z0-9])`, "g");

class StreamScanner {
  private readonly context = PDFContext.create();
  private readonly objects = new Map<string, PDFObject | undefined>();
  private readonly endstreams: number[] = [];
  private readonly headers: Header[] = [];
  private readonly headerEnds: number[] = [];
  /** Every header of each object (an incremental update appends a newer one). */
  private readonly headersOf = new Map<string, Header[]>();
  /** Objects that decide how a stream is decoded, given by reference (checked against object streams at the end). */
  private readonly decodingRefs = new Set<number>();
  /** Object numbers that object streams define. */
  private readonly inObjectStreams = new Set<number>();
  private decoded = 0;
  /** Bytes pushed through decoders, retries included, so a crafted file cannot make the check run for minutes. */
  private work = 0;
  private readonly maxWork: number;
  /** Dictionary text parsed, retries included. */
  private parsed = 0;
  private readonly maxParsed: number;

  constructor(
    private readonly bytes: Uint8Array,
    private readonly text: string,
  ) {
    for (let i = text.indexOf("endstream"); i >= 0; i = text.indexOf("endstream", i + 9)) this.endstreams.push(i);
    for (const m of text.matchAll(HEADER_RE)) {
      const header = { end: m.index + m[0].length, key: `${Number(m[1])} ${Number(m[2])}` };
      this.headers.push(header);
      this.headerEnds.push(header.end);
      const all = this.headersOf.get(header.key);
      if (all) all.push(header);
      else this.headersOf.set(header.key, [header]);
    }
    this.maxWork = 512 * 1024 * 1024 + 16 * bytes.length;
    this.maxParsed = 64 * 1024 * 1024 + 4 * bytes.length;
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
    // A reference that decides decoding must not be one an object stream redefines (the scan read the other one).
    for (const n of this.decodingRefs) if (this.inObjectStreams.has(n)) throw new Unverifiable("a stream's decoding is defined twice");
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
   * Where a stream's data may end, as viewers find it: at its /Length when `endstream` follows
   * there, else at the first `endstream`; both are read when they differ. When the /Length is a
   * reference that cannot be pinned down (not written once in the clear), the data is read to the
   * end of the file: every decoder stops at its own end (Flate's last block, ASCIIHex `>`, ASCII85
   * `~>`, RunLength 128, LZW 257), so whatever a viewer reads is a part of that.
   */
  private dataEnds(dict: PDFDict | null, start: number): number[] {
    const next = this.endstreams[StreamScanner.firstAtLeast(this.endstreams, start)] ?? this.bytes.length;
    const value = dict?.get(PDFName.of("Length"));
    let length: PDFObject | undefined;
    try {
      length = this.resolve(value);
    } catch (error) {
      if (!(error instanceof Unverifiable)) throw error;
      return [this.bytes.length];
    }
    if (length instanceof PDFNumber) {
      const end = start + length.asNumber();
      if (Number.isInteger(end) && end >= start && end <= this.bytes.length && /^[\0\t\n\f\r ]*endstream/.test(this.text.slice(end, end + 64))) {
        return next >= end ? [end] : [end, next];
      }
    }
    return [next];
  }

  /**
   * The dictionary of the stream a `stream` keyword starts, as a viewer reads it: the object after
   * the nearest `N G obj` header whose text up to the keyword is exactly one dictionary (a
   * header-like string inside the dictionary does not read as that, so it cannot make the scan take
   * a shorter dictionary). If none reads, the PDF is refused as unreadable. A keyword not after
   * `>>` is a word, not a stream: null (its bytes are then only tried as bare Flate).
   */
  private streamDict(keyword: number): PDFDict | null {
    // Only a keyword right after a dictionary's `>>` (white space and comments between) starts a stream.
    if (!this.afterDict(keyword)) return null;
    let i = StreamScanner.firstAtLeast(this.headerEnds, keyword + 1);
    for (let tries = 0; --i >= 0 && tries < 8; tries++) {
      const header = this.headers[i]!;
      if (keyword - header.end > MAX_DICT_TEXT) break;
      this.chargeParse(keyword - header.end);
      const dict = this.parse(header.end, keyword);
      if (dict instanceof PDFDict) return dict;
    }
    throw new Unverifiable("a stream dictionary cannot be read");
  }

  /**
   * Whether a keyword comes right after a dictionary's `>>`, with only white space and comments
   * between. (A comment runs to the end of its line, so when one comes between, the keyword starts
   * a line and the line before ends in the comment.) Each line is looked at once per keyword, and a
   * keyword's lines are its own, so this stays linear.
   */
  private afterDict(keyword: number): boolean {
    const eol = (c: string | undefined) => c === "\n" || c === "\r";
    let j = keyword;
    for (;;) {
      let sawEol = false;
      while (j > 0 && "\0\t\n\f\r ".includes(this.text[j - 1]!)) {
        if (eol(this.text[j - 1])) sawEol = true;
        j--;
      }
      if (this.text.startsWith(">>", j - 2)) return true;
      if (!sawEol || j === 0) return false;
      let lineStart = j;
      while (lineStart > 0 && !eol(this.text[lineStart - 1])) lineStart--;
      const line = this.text.slice(lineStart, j);
      if (/>>[\0\t\f ]*%/.test(line)) return true;
      if (!/^[\0\t\f ]*%/.test(line)) return false;
      j = lineStart; // a line that is all comment: look at the one before
    }
  }

  /**
   * The text from `from` to `to` read as exactly one PDF object (wrapped in an array, so anything
   * after it shows), else undefined. `#xx` escapes are made upper case first: pdf-lib decodes only
   * those, viewers both.
   */
  private parse(from: number, to: number): PDFObject | undefined {
    const text = this.text.slice(from, to).replace(/#([0-9a-f]{2})/gi, (_, hex: string) => `#${hex.toUpperCase()}`);
    try {
      const parsed = PDFObjectParser.forBytes(Buffer.from(`[${text}]`, "latin1"), this.context).parseObject();
      return parsed instanceof PDFArray && parsed.size() === 1 ? parsed.get(0) : undefined;
    } catch {
      return undefined;
    }
  }

  /**
   * A value that decides how a stream is decoded, an indirect reference followed to its object.
   * The object must be written once in the clear and read: anything else (several versions, or
   * one only inside an object stream) is refused as unreadable rather than guessed.
   */
  private resolve(value: PDFObject | undefined, depth = 0): PDFObject | undefined {
    if (!(value instanceof PDFRef)) return value;
    if (depth > 8) throw new Unverifiable("a reference loop");
    const key = `${value.objectNumber} ${value.generationNumber}`;
    if (!this.objects.has(key)) {
      const headers = this.headersOf.get(key) ?? [];
      if (headers.length !== 1) throw new Unverifiable(`object ${key} is not written once`);
      const header = headers[0]!;
      const window = this.text.slice(header.end, header.end + MAX_DICT_TEXT);
      const endobj = window.indexOf("endobj");
      this.chargeParse(endobj < 0 ? window.length : endobj);
      this.objects.set(key, this.parse(header.end, header.end + (endobj < 0 ? window.length : endobj)));
    }
    const object = this.objects.get(key);
    if (object === undefined) throw new Unverifiable(`object ${key} cannot be read`);
    this.decodingRefs.add(value.objectNumber);
    return this.resolve(object, depth + 1);
  }

  /** Decodes one stream as its dictionary says and scans the result. */
  private scanStream(dict: PDFDict | null, data: Uint8Array): string | null {
    if (!dict) {
      // Not after a dictionary, so no viewer reads it as a stream; still, compressed bytes are looked into.
      return zlibData(data) ? activeName(latin1(this.flate(data).out)) : null;
    }
    const N = PDFName.of("N");
    const First = PDFName.of("First");
    // Image data is never read as objects, unless it is set up as an object stream (/N and /First).
    if (dict.get(PDFName.of("Subtype")) === PDFName.of("Image") && !dict.has(N) && !dict.has(First)) return null;
    const filterValue = this.resolve(dict.get(PDFName.of("Filter")));
    const paramsValue = this.resolve(dict.get(PDFName.of("DecodeParms")) ?? dict.get(PDFName.of("DP")));
    const filters = filterValue instanceof PDFArray ? filterValue.asArray().map((f) => this.resolve(f)) : filterValue === undefined ? [] : [filterValue];
    const params = paramsValue instanceof PDFArray ? paramsValue.asArray().map((p) => this.resolve(p)) : [paramsValue];
    let out: Uint8Array | null = null;
    for (const [i, filter] of filters.entries()) {
      if (filter === PDFNull) continue;
      if (!(filter instanceof PDFName)) throw new Unverifiable("a stream filter cannot be read");
      const p = params[i];
      const next = this.decode(filter.decodeText(), out ?? data, p instanceof PDFDict ? p : undefined);
      if (!next) break; // an image codec (DCT, JPX, JBIG2, CCITT) or one no viewer knows: nothing more to read
      out = next;
    }
    if (!out) return null; // not encoded: its bytes were scanned with the file
    if (dict.has(N) || dict.has(First)) this.indexObjectStream(out);
    return activeName(latin1(out));
  }

  /** Notes the object numbers an object stream defines (its data starts with pairs: number, offset). */
  private indexObjectStream(data: Uint8Array) {
    const head = latin1(data.subarray(0, 64 * 1024));
    const pairs = /^[\0\t\n\f\r ]*((?:\d+[\0\t\n\f\r ]+\d+[\0\t\n\f\r ]*)*)/.exec(head)?.[1] ?? "";
    const numbers = pairs.trim().split(/[\0\t\n\f\r ]+/);
    for (let k = 0; k + 1 < numbers.length; k += 2) this.inObjectStreams.add(Number(numbers[k]));
  }

  private decode(filter: string, data: Uint8Array, params: Params): Uint8Array | null {
    let decoded: Decoded;
    switch (filter) {
      case "FlateDecode":
      case "Fl":
        decoded = zlibData(data) ? this.flate(data) : { out: new Uint8Array(0), used: 0 };
        return this.predict(this.count(decoded), params);
      case "LZWDecode":
      case "LZW":
        decoded = lzw(data, this.numberOf(params, "EarlyChange", 1), this.room());
        return this.predict(this.count(decoded), params);
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

  private count({ out, used }: Decoded): Uint8Array {
    this.decoded += out.length;
    if (out.length >= MAX_STREAM_BYTES || this.decoded >= MAX_DECODED_BYTES) throw new Unverifiable("inflates too far");
    this.charge(used + out.length);
    return out;
  }

  private chargeParse(bytes: number) {
    this.parsed += bytes;
    if (this.parsed > this.maxParsed) throw new Unverifiable("too much to read");
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
   * break (found by halving the input; each try reads no further than the break).
   */
  private flate(data: Uint8Array): Decoded {
    const raw = data.subarray(2);
    const attempt = (length: number): Decoded | null => {
      try {
        // (`info: true` also answers the engine, whose bytesWritten is the input read: the data runs to the end of the file)
        const result = inflateRawSync(raw.subarray(0, length), { finishFlush: constants.Z_SYNC_FLUSH, maxOutputLength: this.room() + 1, info: true });
        const { buffer, engine } = result as unknown as { buffer: Buffer; engine: { bytesWritten: number } };
        return { out: buffer, used: 2 + engine.bytesWritten };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ERR_BUFFER_TOO_LARGE") throw new Unverifiable("inflates too far");
        return null;
      }
    };
    const whole = attempt(raw.length);
    if (whole) return whole;
    let good = 0;
    let bad = raw.length;
    let best: Decoded = { out: new Uint8Array(0), used: 2 };
    while (bad - good > 1) {
      // each retry costs what it reads, and a fixed part for setting zlib up (so many broken streams add up)
      this.charge(good + 64 * 1024);
      const mid = Math.floor((good + bad) / 2);
      const got = attempt(mid);
      if (got) [good, best] = [mid, got];
      else bad = mid;
    }
    return best;
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

function asciiHex(data: Uint8Array): Decoded {
  const out = new Bytes();
  let high = -1;
  let i = 0;
  for (; i < data.length; i++) {
    const c = data[i]!;
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
  return { out: out.done(), used: i };
}

function ascii85(data: Uint8Array): Decoded {
  const out = new Bytes();
  const group: number[] = [];
  const flush = (n: number) => {
    let v = 0;
    for (let k = 0; k < 5; k++) v = v * 85 + (group[k] ?? 84); // a short group is padded with 'u'
    for (let k = 0; k < n; k++) out.push(Math.floor(v / 2 ** (24 - 8 * k)) & 0xff);
    group.length = 0;
  };
  let i = 0;
  for (; i < data.length; i++) {
    const c = data[i]!;
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
  return { out: out.done(), used: i };
}

function runLength(data: Uint8Array, room: number): Decoded {
  const out = new Bytes();
  let i = 0;
  while (i < data.length && out.length <= room) {
    const n = data[i++]!;
    if (n === 128) break;
    if (n < 128) {
      for (let k = 0; k <= n && i < data.length; k++) out.push(data[i++]!);
    } else if (i < data.length) {
      const b = data[i++]!;
      for (let k = 0; k < 257 - n; k++) out.push(b);
    }
  }
  return { out: out.done(), used: i };
}

/** LZW as in PDF (9–12 bit codes, 256 clear, 257 end), stopping past `room` bytes. */
function lzw(data: Uint8Array, earlyChange: number, room: number): Decoded {
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
  let i = 0;
  const done = () => ({ out: out.done(), used: i });
  for (; i < data.length && out.length <= room; i++) {
    buffer = ((buffer << 8) | data[i]!) & 0xffffff;
    bits += 8;
    while (bits >= width) {
      const code = (buffer >>> (bits - width)) & ((1 << width) - 1);
      bits -= width;
      if (code === 256) {
        [next, width, previous] = [258, 9, -1];
        continue;
      }
      if (code === 257) return done();
      let first: number;
      if (code < next) {
        first = emit(code);
      } else if (code === next && previous >= 0) {
        // the string of the previous code, then its first byte
        const head = emit(previous);
        out.push(head);
        first = head;
      } else {
        return done(); // broken data: what came before
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
  return done();
}

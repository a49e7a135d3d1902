// A tiny PNG encoder (truecolour RGB, 8 bit) and a raster canvas with a 5×7 bitmap font, for the
// generated demo images. Output is deterministic: same drawing → same bytes.
import { deflateSync } from "node:zlib";

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

export function crc32(bytes: Uint8Array, start = 0, end = bytes.length): number {
  let c = 0xffffffff;
  for (let i = start; i < end; i++) c = CRC_TABLE[(c ^ bytes[i]!) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, "ascii");
  out.set(data, 8);
  out.writeUInt32BE(crc32(out, 4, 8 + data.length), 8 + data.length);
  return out;
}

export type Rgb = readonly [number, number, number];

export class Canvas {
  readonly pixels: Uint8Array;
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.pixels = new Uint8Array(width * height * 3);
  }

  /** Blends `color` over pixel (x, y) with opacity `alpha` (0–1). */
  blend(x: number, y: number, color: Rgb, alpha = 1): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    const i = (y * this.width + x) * 3;
    const p = this.pixels;
    p[i] = Math.round(p[i]! + (color[0] - p[i]!) * alpha);
    p[i + 1] = Math.round(p[i + 1]! + (color[1] - p[i + 1]!) * alpha);
    p[i + 2] = Math.round(p[i + 2]! + (color[2] - p[i + 2]!) * alpha);
  }

  /** Diagonal gradient from `a` (top left) to `b` (bottom right). */
  gradient(a: Rgb, b: Rgb): void {
    const span = this.width + this.height;
    const p = this.pixels;
    for (let y = 0; y < this.height; y++) {
      for (let x = 0; x < this.width; x++) {
        const t = (x + y) / span;
        const i = (y * this.width + x) * 3;
        p[i] = Math.round(a[0] + (b[0] - a[0]) * t);
        p[i + 1] = Math.round(a[1] + (b[1] - a[1]) * t);
        p[i + 2] = Math.round(a[2] + (b[2] - a[2]) * t);
      }
    }
  }

  rect(x0: number, y0: number, w: number, h: number, color: Rgb, alpha = 1): void {
    const x1 = Math.min(this.width, x0 + w), y1 = Math.min(this.height, y0 + h);
    for (let y = Math.max(0, y0); y < y1; y++) for (let x = Math.max(0, x0); x < x1; x++) this.blend(x, y, color, alpha);
  }

  circle(cx: number, cy: number, r: number, color: Rgb, alpha = 1): void {
    const r2 = r * r;
    for (let y = Math.max(0, Math.floor(cy - r)); y <= Math.min(this.height - 1, Math.ceil(cy + r)); y++) {
      for (let x = Math.max(0, Math.floor(cx - r)); x <= Math.min(this.width - 1, Math.ceil(cx + r)); x++) {
        const d = (x - cx) ** 2 + (y - cy) ** 2;
        if (d <= r2) this.blend(x, y, color, alpha);
      }
    }
  }

  /** A plus sign (the health cross) centred on (cx, cy). */
  cross(cx: number, cy: number, size: number, color: Rgb, alpha = 1): void {
    const bar = Math.round(size / 3);
    this.rect(Math.round(cx - bar / 2), Math.round(cy - size / 2), bar, size, color, alpha);
    this.rect(Math.round(cx - size / 2), Math.round(cy - bar / 2), size, bar, color, alpha);
  }

  /** Text in the 5×7 font, each font pixel drawn as a `scale`×`scale` square. Returns the width drawn. */
  text(x: number, y: number, text: string, scale: number, color: Rgb, alpha = 1): number {
    let cx = x;
    for (const ch of text.toUpperCase()) {
      const glyph = FONT[ch] ?? FONT["?"]!;
      for (let row = 0; row < 7; row++) {
        const line = glyph[row]!;
        for (let col = 0; col < 5; col++) if (line[col] === "#") this.rect(cx + col * scale, y + row * scale, scale, scale, color, alpha);
      }
      cx += 6 * scale;
    }
    return cx - x - scale;
  }

  /** Encodes as PNG (colour type 2, Sub filter on every row). */
  toPng(): Buffer {
    const { width, height, pixels } = this;
    const stride = width * 3;
    const raw = Buffer.alloc((stride + 1) * height);
    for (let y = 0; y < height; y++) {
      const o = y * (stride + 1);
      raw[o] = 1; // Sub
      const row = y * stride;
      for (let i = 0; i < stride; i++) raw[o + 1 + i] = (pixels[row + i]! - (i >= 3 ? pixels[row + i - 3]! : 0)) & 0xff;
    }
    const ihdr = Buffer.alloc(13);
    ihdr.writeUInt32BE(width, 0);
    ihdr.writeUInt32BE(height, 4);
    ihdr[8] = 8; // bit depth
    ihdr[9] = 2; // truecolour
    return Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk("IHDR", ihdr),
      chunk("IDAT", deflateSync(raw, { level: 6 })),
      chunk("IEND", new Uint8Array(0)),
    ]);
  }
}

/** Width in pixels of `text` in the 5×7 font at `scale`. */
export function textWidth(text: string, scale: number): number {
  return text.length ? text.length * 6 * scale - scale : 0;
}

/** Splits `text` into lines of at most `maxChars` characters at spaces. */
export function wrap(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > maxChars) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

export function hexColor(hex: string): Rgb {
  const n = Number.parseInt(hex.replace("#", ""), 16);
  return [(n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
}

// 5×7 glyphs: A–Z, 0–9 and a little punctuation.
const FONT: Record<string, string[]> = {
  A: [".###.", "#...#", "#...#", "#####", "#...#", "#...#", "#...#"],
  B: ["####.", "#...#", "#...#", "####.", "#...#", "#...#", "####."],
  C: [".###.", "#...#", "#....", "#....", "#....", "#...#", ".###."],
  D: ["####.", "#...#", "#...#", "#...#", "#...#", "#...#", "####."],
  E: ["#####", "#....", "#....", "####.", "#....", "#....", "#####"],
  F: ["#####", "#....", "#....", "####.", "#....", "#....", "#...."],
  G: [".###.", "#...#", "#....", "#.###", "#...#", "#...#", ".####"],
  H: ["#...#", "#...#", "#...#", "#####", "#...#", "#...#", "#...#"],
  I: [".###.", "..#..", "..#..", "..#..", "..#..", "..#..", ".###."],
  J: ["..###", "...#.", "...#.", "...#.", "...#.", "#..#.", ".##.."],
  K: ["#...#", "#..#.", "#.#..", "##...", "#.#..", "#..#.", "#...#"],
  L: ["#....", "#....", "#....", "#....", "#....", "#....", "#####"],
  M: ["#...#", "##.##", "#.#.#", "#.#.#", "#...#", "#...#", "#...#"],
  N: ["#...#", "#...#", "##..#", "#.#.#", "#..##", "#...#", "#...#"],
  O: [".###.", "#...#", "#...#", "#...#", "#...#", "#...#", ".###."],
  P: ["####.", "#...#", "#...#", "####.", "#....", "#....", "#...."],
  Q: [".###.", "#...#", "#...#", "#...#", "#.#.#", "#..#.", ".##.#"],
  R: ["####.", "#...#", "#...#", "####.", "#.#..", "#..#.", "#...#"],
  S: [".####", "#....", "#....", ".###.", "....#", "....#", "####."],
  T: ["#####", "..#..", "..#..", "..#..", "..#..", "..#..", "..#.."],
  U: ["#...#", "#...#", "#...#", "#...#", "#...#", "#...#", ".###."],
  V: ["#...#", "#...#", "#...#", "#...#", "#...#", ".#.#.", "..#.."],
  W: ["#...#", "#...#", "#...#", "#.#.#", "#.#.#", "#.#.#", ".#.#."],
  X: ["#...#", "#...#", ".#.#.", "..#..", ".#.#.", "#...#", "#...#"],
  Y: ["#...#", "#...#", ".#.#.", "..#..", "..#..", "..#..", "..#.."],
  Z: ["#####", "....#", "...#.", "..#..", ".#...", "#....", "#####"],
  "0": [".###.", "#...#", "#..##", "#.#.#", "##..#", "#...#", ".###."],
  "1": ["..#..", ".##..", "..#..", "..#..", "..#..", "..#..", ".###."],
  "2": [".###.", "#...#", "....#", "...#.", "..#..", ".#...", "#####"],
  "3": ["#####", "...#.", "..#..", "...#.", "....#", "#...#", ".###."],
  "4": ["...#.", "..##.", ".#.#.", "#..#.", "#####", "...#.", "...#."],
  "5": ["#####", "#....", "####.", "....#", "....#", "#...#", ".###."],
  "6": ["..##.", ".#...", "#....", "####.", "#...#", "#...#", ".###."],
  "7": ["#####", "....#", "...#.", "..#..", ".#...", ".#...", ".#..."],
  "8": [".###.", "#...#", "#...#", ".###.", "#...#", "#...#", ".###."],
  "9": [".###.", "#...#", "#...#", ".####", "....#", "...#.", ".##.."],
  " ": [".....", ".....", ".....", ".....", ".....", ".....", "....."],
  "-": [".....", ".....", ".....", "#####", ".....", ".....", "....."],
  ".": [".....", ".....", ".....", ".....", ".....", ".##..", ".##.."],
  ",": [".....", ".....", ".....", ".....", ".##..", "..#..", ".#..."],
  ":": [".....", ".##..", ".##..", ".....", ".##..", ".##..", "....."],
  "/": [".....", "....#", "...#.", "..#..", ".#...", "#....", "....."],
  "&": [".##..", "#..#.", "#.#..", ".#...", "#.#.#", "#..#.", ".##.#"],
  "%": ["##...", "##..#", "...#.", "..#..", ".#...", "#..##", "...##"],
  "!": ["..#..", "..#..", "..#..", "..#..", "..#..", ".....", "..#.."],
  "?": [".###.", "#...#", "....#", "...#.", "..#..", ".....", "..#.."],
  "+": [".....", "..#..", "..#..", "#####", "..#..", "..#..", "....."],
};

import type { Page } from "@playwright/test";
import { deflateSync } from "node:zlib";
import { expect } from "./fixtures";

/** Test files for uploads: real PNG and PDF bytes, and text dressed up as a PNG. */
const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc = (buf: Buffer) => {
  let c = 0xffffffff;
  for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const sum = Buffer.alloc(4);
  sum.writeUInt32BE(crc(body));
  return Buffer.concat([len, body, sum]);
};
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function pngFile(name = "cover.png", color: [number, number, number] = [14, 116, 144], size: { width: number; height: number; noise?: boolean } = { width: 8, height: 6 }) {
  const { width, height } = size;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  // Noise does not compress: a big file, for watching the upload progress.
  const pixel = () => (size.noise ? [0, 0, 0].map((_, i) => (color[i] + Math.floor(Math.random() * 64)) % 256) : color);
  const rows = Buffer.concat(Array.from({ length: height }, () => Buffer.from([0, ...Array.from({ length: width }, pixel).flat()])));
  const buffer = Buffer.concat([
    PNG_SIGNATURE,
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
  return { name, mimeType: "image/png", buffer };
}

/** A PNG whose header declares 20,000 × 20,000 pixels on a few bytes of data: a decompression bomb's shape. */
export function bombPng(name = "bom.png") {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(20_000, 0);
  header.writeUInt32BE(20_000, 4);
  header[8] = 8;
  header[9] = 2;
  const buffer = Buffer.concat([PNG_SIGNATURE, chunk("IHDR", header), chunk("IDAT", deflateSync(Buffer.alloc(64))), chunk("IEND", Buffer.alloc(0))]);
  return { name, mimeType: "image/png", buffer };
}

export function pdfFile(name = "panduan.pdf") {
  const text = [
    "%PDF-1.4",
    "1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj",
    "2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj",
    "3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj",
    "trailer << /Root 1 0 R >>",
    "%%EOF",
  ].join("\n");
  return { name, mimeType: "application/pdf", buffer: Buffer.from(text) };
}

/** A text file named .png with an image MIME type: only its content says what it is. */
export function fakePng(name = "not-really.png") {
  return { name, mimeType: "image/png", buffer: Buffer.from("This is plain text, not an image at all.\n".repeat(4)) };
}

export const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The newest library item of a type, read through the picker's JSON route. */
export async function firstMedia(page: Page, base: string, type: "image" | "pdf") {
  const response = await page.request.get(`/${base}/media-library/items?type=${type}`);
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { items: { id: string; image_url: string; description: string }[]; total: number };
  expect(body.items.length, `the demo library has ${type}s`).toBeGreaterThan(0);
  return body.items[0];
}

/** The media dialog: open, it shows its tabs. */
export function mediaDialog(page: Page) {
  return page.getByRole("dialog", { name: "Media Library" });
}

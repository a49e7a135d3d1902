import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PDFDocument } from "pdf-lib";
import sharp from "sharp";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { fileExists, writeFileAtomic } from "./files.ts";
import { Canvas } from "./png.ts";
import { ImageTooLarge, makeThumbnail, MAX_IMAGE_PIXELS, removeStoredFile, thumbnailRelPath, writeThumbnail } from "./thumbnails.ts";

// Every input handed to sharp, to show what never reaches it.
const handed = vi.hoisted(() => [] as unknown[]);
vi.mock("sharp", async (importOriginal) => {
  const real = (await importOriginal<typeof import("sharp")>()).default;
  const spy = Object.assign((input?: unknown, options?: unknown) => {
    handed.push(input);
    return real(input as never, options as never);
  }, real);
  return { default: spy };
});

beforeEach(() => {
  handed.length = 0;
});

function picture(width: number, height: number): Uint8Array {
  const c = new Canvas(width, height);
  c.gradient([10, 80, 160], [220, 120, 30]);
  c.circle(width / 2, height / 2, Math.min(width, height) / 3, [255, 255, 255], 0.7);
  return new Uint8Array(c.toPng());
}

describe("makeThumbnail", () => {
  it("makes a WebP within 480 × 960 px, keeping the aspect ratio", async () => {
    for (const [w, h, tw, th] of [[1200, 800, 480, 320], [960, 360, 480, 180], [480, 640, 480, 640], [400, 2000, 192, 960], [32, 24, 32, 24]] as const) {
      const thumb = await makeThumbnail(picture(w, h));
      expect(thumb, `${w}×${h}`).toMatchObject({ width: tw, height: th });
      expect(await sharp(thumb!.bytes).metadata(), `${w}×${h}`).toMatchObject({ format: "webp", width: tw, height: th });
    }
  });

  it("is much smaller than a full-size picture", async () => {
    const original = picture(1600, 900);
    const thumb = await makeThumbnail(original);
    expect(thumb!.bytes.length).toBeLessThan(original.length / 5);
  });

  it("reads JPEG, WebP and GIF too (an animation gives its first frame)", async () => {
    const base = sharp(picture(800, 600));
    for (const format of ["jpeg", "webp", "gif"] as const) {
      const bytes = new Uint8Array(await base.clone().toFormat(format).toBuffer());
      expect(await makeThumbnail(bytes), format).toMatchObject({ width: 480, height: 360 });
    }
  });

  it("never hands a PDF (or anything but PNG, JPEG, WebP, GIF) to sharp", async () => {
    const doc = await PDFDocument.create();
    doc.addPage([200, 200]);
    const pdf = await doc.save();
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    for (const bytes of [pdf, svg, new TextEncoder().encode("hello")]) expect(await makeThumbnail(bytes)).toBeNull();
    expect(handed).toEqual([]);
    // (the spy does see what sharp is given)
    await makeThumbnail(picture(20, 10));
    expect(handed.length).toBeGreaterThan(0);
  });

  it("answers null for bytes that only look like an image, or whose real format is another", async () => {
    const png = picture(40, 30);
    expect(await makeThumbnail(png.subarray(0, 60))).toBeNull(); // truncated
    const gifHtml = new TextEncoder().encode("GIF89a<html><script>alert(1)</script></html>");
    expect(await makeThumbnail(gifHtml)).toBeNull();
  });

  it("refuses a decompression bomb from its header, before decoding", async () => {
    // 10,000 × 10,000 of one colour: a PNG of about 100 kB that would decode to 300 MB
    const bomb = new Uint8Array(await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: "#0e7490" } }).png({ compressionLevel: 9 }).toBuffer());
    expect(bomb.length).toBeLessThan(1_000_000);
    await expect(makeThumbnail(bomb)).rejects.toBeInstanceOf(ImageTooLarge);
    expect(10_000 * 10_000).toBeGreaterThan(MAX_IMAGE_PIXELS);
    // the limit sits above a 48 MP phone photo
    expect(8000 * 6000).toBeLessThanOrEqual(MAX_IMAGE_PIXELS);
  }, 30_000);
});

describe("stored thumbnails", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "sehat-thumbs-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("sit beside the original and are removed with it", async () => {
    const rel = "uploads/ab/abcdef.png";
    const bytes = picture(600, 400);
    await writeFileAtomic(dir, rel, bytes);
    const stored = await writeThumbnail(dir, rel, (await makeThumbnail(bytes))!);
    expect(stored).toMatchObject({ path: thumbnailRelPath(rel), width: 480, height: 320, wrote: true });
    expect(stored.path).toBe("uploads/ab/abcdef.png.thumb.webp");
    expect(await fileExists(path.join(dir, stored.path))).toBe(true);
    // the same thumbnail again is not rewritten
    expect((await writeThumbnail(dir, rel, (await makeThumbnail(bytes))!)).wrote).toBe(false);
    await removeStoredFile(dir, rel);
    expect(existsSync(path.join(dir, rel))).toBe(false);
    expect(existsSync(path.join(dir, stored.path))).toBe(false);
  });
});

import { existsSync, mkdirSync, readdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { eq, like } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { storedFiles } from "../../db/schema.ts";
import { Canvas, crc32 } from "../../lib/png.ts";
import { THUMB_MAX_WIDTH } from "../../lib/thumbnails.ts";
import { call, usePlatform } from "../../testing.ts";
import { backfillThumbnails, FILE_TOO_LARGE, IMAGE_TOO_LARGE, UNSUPPORTED_FILE } from "./media.ts";

const t = usePlatform(["superadmin", "admin", "eclaim", "operator", "provider", "editor"]);

const { get, post } = t;

async function upload(user: string, bytes: Uint8Array, name: string, extra: Record<string, string> = {}) {
  const form = new FormData();
  form.set("image", new File([new Uint8Array(bytes)], name));
  for (const [k, v] of Object.entries(extra)) form.set(k, v);
  const res = await t.platform.fetch(new Request("http://platform.test/api/uploadFile", { method: "POST", body: form, headers: { authorization: `Bearer ${t.tokens[user]}` } }));
  return { status: res.status, body: (await res.json()) as any };
}

const fetchFile = (p: string, headers: Record<string, string> = {}) => t.platform.fetch(new Request(`http://platform.test${p}`, { headers }));

function png(seed: number): Uint8Array {
  const c = new Canvas(32, 24);
  c.gradient([seed % 256, 40, 90], [200, (seed * 7) % 256, 30]);
  return new Uint8Array(c.toPng());
}

const tmpFiles = () => (existsSync(path.join(t.platform.filesDir, ".tmp")) ? readdirSync(path.join(t.platform.filesDir, ".tmp")) : []);

describe("library_images", () => {
  it("pages the core library (≥ 1,500 items) newest first", async () => {
    const first = await get("admin", "/api/library_images/APP001");
    expect(first.status).toBe(200);
    expect(first.body.data.total).toBeGreaterThanOrEqual(1500);
    expect(first.body.data.data).toHaveLength(40);
    const item = first.body.data.data[0];
    expect(Object.keys(item).sort()).toEqual(["createdAt", "description", "id", "image_url", "thumbnail", "titleImage", "type"]);
    expect(item.image_url).toMatch(/^\/files\//);
    const second = await get("admin", "/api/library_images/MOB001?page=2&size=40");
    const all = [...first.body.data.data, ...second.body.data.data];
    expect(new Set(all.map((m: { id: string }) => m.id)).size).toBe(80);
    for (let i = 1; i < all.length; i++) expect(Date.parse(all[i - 1].createdAt)).toBeGreaterThanOrEqual(Date.parse(all[i].createdAt));
  });

  it("filters by type and searches descriptions case-insensitively", async () => {
    const pdfs = await get("admin", "/api/library_images/APP001?type=pdf&size=200");
    expect(pdfs.body.data.total).toBeGreaterThan(50);
    expect(pdfs.body.data.data.every((m: { type: string; image_url: string }) => m.type === "pdf" && m.image_url.endsWith(".pdf"))).toBe(true);
    const images = await get("admin", "/api/library_images/APP001?type=image&size=1");
    expect(images.body.data.total + pdfs.body.data.total).toBe((await get("admin", "/api/library_images/APP001?size=1")).body.data.total);
    const found = await get("admin", "/api/library_images/APP001?q=BANNER%20MANFAAT&size=200");
    expect(found.body.data.total).toBeGreaterThan(0);
    for (const m of found.body.data.data) expect(m.description.toLowerCase()).toContain("banner manfaat");
    // LIKE wildcards are literal
    expect((await get("admin", "/api/library_images/APP001?q=%25%25%25")).body.data.total).toBe(0);
    expect((await get("admin", "/api/library_images/APP001?q=zzzz-tidak-ada")).body.data).toEqual({ data: [], total: 0 });
  });

  it("scopes libraries: providers see their own; other apps are 404", async () => {
    const own = await get("provider", "/api/library_images/PRV001");
    expect(own.body.data.total).toBeGreaterThan(10);
    expect(own.body.data.data[0].description).toMatch(/RS Sehat Sentosa|Banner|Brosur|Daftar|Formulir|Ringkasan/);
    expect((await get("provider", "/api/library_images/PRV003")).status).toBe(404);
    expect((await get("admin", "/api/library_images/PRV003")).status).toBe(200);
    expect((await get("operator", "/api/library_images/APP001")).status).toBe(404);
    expect((await get("operator", "/api/library_images/APP002")).body.data.total).toBeGreaterThan(50);
  });

  it("answers 400 for bad query values", async () => {
    for (const q of ["type=doc", "size=0", "size=201", "page=0", "page=abc", `q=${"x".repeat(101)}`]) {
      const res = await get("admin", `/api/library_images/APP001?${q}`);
      expect(res.status, q).toBe(400);
      expect(res.body.message).toMatch(/^Invalid request: /);
    }
  });
});

describe("uploadFile and uploadImage", () => {
  it("stores a PNG by content, serves it, and registers it in the library", async () => {
    const bytes = png(1);
    const up = await upload("admin", bytes, "foto kegiatan.jpg"); // the name does not matter, the content does
    expect(up.status).toBe(200);
    expect(up.body.data).toMatchObject({ type: "image", mime: "image/png", size: bytes.length });
    expect(up.body.data.url).toMatch(/^\/files\/uploads\/[0-9a-f]{2}\/[0-9a-f]{64}\.png$/);
    const served = await fetchFile(up.body.data.url);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
    // the same bytes again: the same URL
    expect((await upload("admin", bytes, "lagi.png")).body.data.url).toBe(up.body.data.url);

    const reg = await post("admin", "/api/uploadImage", { appid: "APP001", image: up.body.data.url, titleImage: "foto kegiatan.jpg", type: "image", description: "Foto kegiatan donor darah" });
    expect(reg.status).toBe(200);
    expect(reg.body).toMatchObject({ code: 200, message: "Success Uploaded!", data: { type: "image", image_url: up.body.data.url, description: "Foto kegiatan donor darah", titleImage: "foto kegiatan.jpg" } });
    const lib = await get("admin", "/api/library_images/APP001?size=1");
    expect(lib.body.data.data[0].id).toBe(reg.body.data.id);
  });

  it("stores a PDF; the provider side registers without a description", async () => {
    const doc = await PDFDocument.create();
    doc.addPage([200, 200]);
    const bytes = await doc.save();
    const up = await upload("provider", bytes, "brosur.pdf", { owner: "PRV001" });
    expect(up.body.data).toMatchObject({ type: "pdf", mime: "application/pdf" });
    const reg = await post("provider", "/api/uploadImage", { appid: "PRV001", image: up.body.data.url, titleImage: "brosur.pdf", type: "pdf" });
    expect(reg.body.data).toMatchObject({ type: "pdf", description: "" });
    expect((await get("provider", "/api/library_images/PRV001?type=pdf&size=1")).body.data.data[0].id).toBe(reg.body.data.id);
    expect((await upload("provider", bytes, "brosur.pdf", { owner: "PRV003" })).status).toBe(404);
  });

  it("refuses a text file renamed .png, and SVG", async () => {
    const text = await upload("admin", new TextEncoder().encode("hello, I am not a picture\n".repeat(10)), "gambar.png");
    expect(text.status).toBe(400);
    expect(text.body).toEqual({ code: 400, message: UNSUPPORTED_FILE });
    const svg = await upload("admin", new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), "x.png");
    expect(svg.body.message).toBe(UNSUPPORTED_FILE);
    expect(tmpFiles()).toEqual([]);
  });

  it("refuses oversized files with 413 and keeps nothing half-written", async () => {
    const bigImage = new Uint8Array(5 * 1024 * 1024 + 1);
    bigImage.set(png(2).subarray(0, 16));
    const img = await upload("admin", bigImage, "besar.png");
    expect(img.status).toBe(413);
    expect(img.body).toEqual({ code: 413, message: FILE_TOO_LARGE });
    const bigPdf = new Uint8Array(20 * 1024 * 1024 + 1);
    bigPdf.set(new TextEncoder().encode("%PDF-1.7\n"));
    const pdf = await upload("admin", bigPdf, "besar.pdf");
    expect(pdf.status).toBe(413);
    expect(pdf.body.message).toBe(FILE_TOO_LARGE);
    // bodies over the upload limit are cut off before the handler
    const huge = await upload("admin", new Uint8Array(21 * 1024 * 1024), "huge.pdf");
    expect(huge.status).toBe(413);
    expect(huge.body.message).toBe(FILE_TOO_LARGE);
    // a 5 MB image passes
    const fiveMb = new Uint8Array(5 * 1024 * 1024);
    fiveMb.set(png(3).subarray(0, 16));
    expect((await upload("admin", fiveMb, "pas.png")).status).toBe(200);
    expect(tmpFiles()).toEqual([]);
    const uploads = readdirSync(path.join(t.platform.filesDir, "uploads"), { recursive: true }).filter((f) => String(f).includes("."));
    // the PNG, the PDF and the 5 MB image (only a PNG header: no thumbnail), and the PNG's thumbnail
    expect(uploads.filter((f) => !String(f).endsWith(".thumb.webp")).length).toBe(3);
    expect(uploads.filter((f) => String(f).endsWith(".thumb.webp")).length).toBe(1);
  });

  it("answers 400 for a missing or empty file and non-multipart bodies", async () => {
    const empty = await upload("admin", new Uint8Array(0), "kosong.png");
    expect(empty.status).toBe(400);
    const form = new FormData();
    form.set("image", "not a file");
    const noFile = await t.platform.fetch(new Request("http://platform.test/api/uploadFile", { method: "POST", body: form, headers: { authorization: `Bearer ${t.tokens.admin}` } }));
    expect(noFile.status).toBe(400);
    expect((await post("admin", "/api/uploadFile", { image: "x" })).status).toBe(400);
    const broken = await call(t.platform, "POST", "/api/uploadFile", { token: t.tokens.admin, body: "--x\r\nbroken", headers: { "content-type": "multipart/form-data; boundary=x" } });
    expect(broken.status).toBe(400);
  });

  it("uploadImage validates the file reference and type", async () => {
    const up = await upload("admin", png(4), "a.png");
    const base = { appid: "APP001", image: up.body.data.url, titleImage: "a.png", type: "image", description: "x" };
    expect((await post("admin", "/api/uploadImage", { ...base, type: "pdf" })).body.message).toMatch(/type: the file is an image, not a PDF/);
    expect((await post("admin", "/api/uploadImage", { ...base, image: "/files/uploads/00/nope.png" })).body.message).toMatch(/no such uploaded file/);
    expect((await post("admin", "/api/uploadImage", { ...base, image: "https://elsewhere.example/x.png" })).status).toBe(400);
    expect((await post("admin", "/api/uploadImage", { ...base, description: "x".repeat(201) })).status).toBe(400);
    expect((await post("admin", "/api/uploadImage", { ...base, type: "video" })).status).toBe(400);
    expect((await post("admin", "/api/uploadImage", { ...base, appid: "PRV999" })).status).toBe(404);
    // an absolute URL of the same file is accepted
    expect((await post("admin", "/api/uploadImage", { ...base, image: `http://console.example${up.body.data.url}` })).status).toBe(200);
  });
});

describe("deleteImage and updateImage", () => {
  it("lets admins rename and delete; others get 400, unknown ids 404", async () => {
    const [item] = (await get("admin", "/api/library_images/APP001?size=1&page=3")).body.data.data;
    const renamed = await post("admin", "/api/updateImage", { imageid: item.id, description: "Deskripsi baru" });
    expect(renamed.body).toMatchObject({ code: 200, message: "Success Updated!", data: { id: item.id, description: "Deskripsi baru" } });
    // The editor opens the library but may not manage it; eclaim has no media screen at all (SPEC §6).
    const refused = await post("editor", "/api/updateImage", { imageid: item.id, description: "x" });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/Hanya admin/);
    expect((await post("editor", "/api/deleteImage", { imageid: item.id })).status).toBe(400);
    expect((await post("eclaim", "/api/deleteImage", { imageid: item.id })).body).toMatchObject({ code: 404, reason: "forbidden" });
    expect((await post("operator", "/api/deleteImage", { imageid: item.id })).status).toBe(404); // another app's item
    expect((await post("admin", "/api/updateImage", { imageid: item.id, description: "" })).status).toBe(400);
    expect((await post("admin", "/api/updateImage", { imageid: item.id, description: "x".repeat(201) })).status).toBe(400);
    expect((await post("admin", "/api/updateImage", { imageid: "x1", description: "ok" })).status).toBe(400);

    const deleted = await post("superadmin", "/api/deleteImage", { imageid: Number(item.id) });
    expect(deleted.body).toEqual({ code: 200, message: "Success Deleted!" });
    expect((await post("superadmin", "/api/deleteImage", { imageid: item.id })).status).toBe(404);
    // the file stays: other items and content may use it
    expect((await fetchFile(item.image_url)).status).toBe(200);
  });

  it("lets a provider reach its own library only: not the insurer's, not to read and not to add to", async () => {
    const [own] = (await get("provider", "/api/library_images/PRV001?size=1")).body.data.data;
    expect((await post("provider", "/api/updateImage", { imageid: own.id, description: "Lobi baru" })).status).toBe(200);
    expect((await get("provider", "/api/library_images/APP001?size=1")).status).toBe(404);
    expect((await get("provider", "/api/library_images/MOB001?size=1")).status).toBe(404);
    const added = await post("provider", "/api/uploadImage", { appid: "APP001", type: "image", image: own.image_url, description: "Masuk ke pustaka asuransi" });
    expect(added.status).toBe(404);
    const [app] = (await get("admin", "/api/library_images/APP001?size=1")).body.data.data;
    expect((await post("provider", "/api/deleteImage", { imageid: app.id })).status).toBe(400);
  });
});

describe("GET /files", () => {
  const demo = "/files/demo/v1/news/pentingnya-minum-air-putih-yang-cukup.png";

  it("serves with the real type, nosniff and immutable caching; supports HEAD, ETag and ranges", async () => {
    const res = await fetchFile(demo);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const body = new Uint8Array(await res.arrayBuffer());
    expect(Number(res.headers.get("content-length"))).toBe(body.length);
    const head = await t.platform.fetch(new Request(`http://platform.test${demo}`, { method: "HEAD" }));
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(String(body.length));
    const etag = res.headers.get("etag")!;
    expect((await fetchFile(demo, { "if-none-match": etag })).status).toBe(304);
    const part = await fetchFile(demo, { range: "bytes=0-7" });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 0-7/${body.length}`);
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(body.subarray(0, 8));
    expect((await fetchFile(demo, { range: `bytes=${body.length + 5}-` })).status).toBe(416);
  });

  it("never leaves the files directory", async () => {
    // a secret next to the files directory, and a symlink pointing at it
    const outside = path.join(path.dirname(t.platform.filesDir), `secret-${path.basename(t.platform.filesDir)}.png`);
    writeFileSync(outside, png(9));
    mkdirSync(path.join(t.platform.filesDir, "demo", "link"), { recursive: true });
    symlinkSync(outside, path.join(t.platform.filesDir, "demo", "link", "escape.png"));
    writeFileSync(path.join(t.platform.filesDir, "notes.txt"), "not served");
    const attempts = [
      "/files/../package.json",
      "/files/..%2f..%2fetc%2fpasswd",
      "/files/%2e%2e/%2e%2e/etc/passwd.png",
      "/files/demo/..%2f..%2f" + encodeURIComponent(path.basename(outside)),
      "/files/demo/v1/news/..%5c..%5cx.png",
      "/files/.tmp/anything.png",
      "/files/%00.png",
      `/files/${encodeURIComponent(outside)}`,
      "/files//etc/passwd",
      "/files/demo/link/escape.png",
      "/files/notes.txt",
      "/files/demo/v1/news/tidak-ada.png",
      "/files/",
    ];
    try {
      for (const attempt of attempts) {
        const res = await fetchFile(attempt);
        expect(res.status, attempt).toBe(404);
        expect(res.headers.get("content-type"), attempt).toMatch(/json/);
      }
    } finally {
      rmSync(outside, { force: true });
    }
  });
});

/** A PNG whose header declares width × height pixels (its pixel data is a few bytes: a decompression bomb's shape). */
function pngHeaderOf(width: number, height: number): Uint8Array {
  const chunk = (type: string, data: Uint8Array) => {
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    out.write(type, 4, "ascii");
    Buffer.from(data).copy(out, 8);
    out.writeUInt32BE(crc32(out, 4, 8 + data.length), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk("IHDR", ihdr), chunk("IDAT", Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])), chunk("IEND", Buffer.alloc(0))]);
}

const uploadedFiles = () => (existsSync(path.join(t.platform.filesDir, "uploads")) ? readdirSync(path.join(t.platform.filesDir, "uploads"), { recursive: true }).map(String).filter((f) => f.includes(".")) : []);

describe("thumbnails", () => {
  it("makes a WebP thumbnail at upload, bounded to 480 px wide, served beside the original", async () => {
    const c = new Canvas(1200, 800);
    c.gradient([20, 120, 200], [240, 180, 40]);
    c.circle(600, 400, 200, [255, 255, 255], 0.8);
    const bytes = new Uint8Array(c.toPng());
    const up = await upload("admin", bytes, "besar.png");
    expect(up.status).toBe(200);
    expect(up.body.data.thumbnail).toEqual({ url: `${up.body.data.url}.thumb.webp`, width: THUMB_MAX_WIDTH, height: 320 });
    const res = await fetchFile(up.body.data.thumbnail.url);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/webp");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const thumb = new Uint8Array(await res.arrayBuffer());
    expect(thumb.length).toBeLessThan(bytes.length / 4);
    expect(await sharp(thumb).metadata()).toMatchObject({ format: "webp", width: 480, height: 320 });
    // registered in the library, the item carries it
    const reg = await post("admin", "/api/uploadImage", { appid: "APP001", image: up.body.data.url, type: "image", description: "Gambar besar" });
    expect(reg.body.data.thumbnail).toEqual(up.body.data.thumbnail);
    expect((await get("admin", "/api/library_images/APP001?size=1")).body.data.data[0].thumbnail).toEqual(up.body.data.thumbnail);
    // a small image is not enlarged
    const small = await upload("admin", png(11), "kecil.png");
    expect(small.body.data.thumbnail).toMatchObject({ width: 32, height: 24 });
  });

  it("gives every demo image a thumbnail (made once at start) and no PDF one", async () => {
    const page = (await get("admin", "/api/library_images/APP001?size=200")).body.data.data as { type: string; image_url: string; thumbnail: { url: string; width: number; height: number } | null }[];
    const images = page.filter((m) => m.type === "image");
    expect(images.length).toBeGreaterThan(50);
    for (const m of images) {
      expect(m.thumbnail?.url, m.image_url).toBe(`${m.image_url}.thumb.webp`);
      expect(m.thumbnail!.width).toBeLessThanOrEqual(THUMB_MAX_WIDTH);
    }
    for (const m of page.filter((m) => m.type === "pdf")) expect(m.thumbnail).toBeNull();
    const url = images[0]!.thumbnail!.url;
    const res = await fetchFile(url);
    expect(res.headers.get("content-type")).toBe("image/webp");
    expect(await sharp(new Uint8Array(await res.arrayBuffer())).metadata()).toMatchObject({ width: images[0]!.thumbnail!.width, height: images[0]!.thumbnail!.height });
    // every stored picture has its answer recorded: the next start has nothing to do
    const stored = await t.platform.db.select().from(storedFiles).where(eq(storedFiles.kind, "image"));
    expect(stored.every((f) => f.thumbPath !== null)).toBe(true);
    expect(stored.filter((f) => f.path.startsWith("demo/")).every((f) => f.thumbPath === `${f.path}.thumb.webp`)).toBe(true);
    expect(await backfillThumbnails(t.platform.db, t.platform.filesDir)).toBe(0);
  });

  it("backfills an image stored before thumbnails, and a demo thumbnail missing from disk, once", async () => {
    const up = await upload("admin", png(12), "lama.png");
    const rel = up.body.data.url.slice("/files/".length);
    // as stored before thumbnails existed
    await t.platform.db.update(storedFiles).set({ thumbPath: null, thumbWidth: null, thumbHeight: null }).where(eq(storedFiles.path, rel));
    rmSync(path.join(t.platform.filesDir, `${rel}.thumb.webp`));
    const [demo] = await t.platform.db.select().from(storedFiles).where(like(storedFiles.path, "demo/v1/banner/%")).limit(1);
    rmSync(path.join(t.platform.filesDir, demo!.thumbPath!));
    expect(await backfillThumbnails(t.platform.db, t.platform.filesDir)).toBe(2);
    const [row] = await t.platform.db.select().from(storedFiles).where(eq(storedFiles.path, rel));
    expect(row).toMatchObject({ thumbPath: `${rel}.thumb.webp`, thumbWidth: 32, thumbHeight: 24 });
    expect((await fetchFile(`/files/${demo!.thumbPath}`)).status).toBe(200);
    expect(await backfillThumbnails(t.platform.db, t.platform.filesDir)).toBe(0);
  });

  it("refuses a decompression bomb with a clear 400 before anything is written", async () => {
    const before = uploadedFiles();
    for (const [w, h] of [[20_000, 20_000], [8_000, 8_000], [100_000, 600]]) {
      const bomb = await upload("admin", pngHeaderOf(w, h), "bom.png", { type: "image" });
      expect(bomb.status, `${w}×${h}`).toBe(400);
      expect(bomb.body).toEqual({ code: 400, message: IMAGE_TOO_LARGE });
    }
    expect(IMAGE_TOO_LARGE).toBe("Dimensi gambar terlalu besar (maks. 50 megapiksel).");
    expect(uploadedFiles()).toEqual(before);
    expect(tmpFiles()).toEqual([]);
  });

  it("never makes a thumbnail of a PDF", async () => {
    const doc = await PDFDocument.create();
    doc.addPage([300, 200]);
    const up = await upload("admin", await doc.save(), "dokumen.pdf");
    expect(up.status).toBe(200);
    expect(up.body.data.thumbnail).toBeNull();
    const rel = up.body.data.url.slice("/files/".length);
    expect(existsSync(path.join(t.platform.filesDir, `${rel}.thumb.webp`))).toBe(false);
    const reg = await post("admin", "/api/uploadImage", { appid: "APP001", image: up.body.data.url, type: "pdf", description: "Dokumen" });
    expect(reg.body.data.thumbnail).toBeNull();
  });

  it("keeps a thumbnail with its file: renaming or deleting an item changes neither", async () => {
    const up = await upload("admin", png(13), "dua-item.png");
    const a = await post("admin", "/api/uploadImage", { appid: "APP001", image: up.body.data.url, type: "image", description: "Item A" });
    const b = await post("admin", "/api/uploadImage", { appid: "APP001", image: up.body.data.url, type: "image", description: "Item B" });
    const renamed = await post("admin", "/api/updateImage", { imageid: a.body.data.id, description: "Item A baru" });
    expect(renamed.body.data.thumbnail).toEqual(up.body.data.thumbnail);
    expect((await post("admin", "/api/deleteImage", { imageid: a.body.data.id })).status).toBe(200);
    // the file and its thumbnail stay together (item B and any content still use them)
    expect((await fetchFile(up.body.data.url)).status).toBe(200);
    expect((await fetchFile(up.body.data.thumbnail.url)).status).toBe(200);
    const [itemB] = (await get("admin", "/api/library_images/APP001?q=Item%20B&size=1")).body.data.data;
    expect(itemB).toMatchObject({ id: b.body.data.id, thumbnail: up.body.data.thumbnail });
  });
});

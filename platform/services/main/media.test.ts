import { existsSync, mkdirSync, readdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { Canvas } from "../../lib/png.ts";
import { call, usePlatform } from "../../testing.ts";
import { FILE_TOO_LARGE, UNSUPPORTED_FILE } from "./media.ts";

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
    expect(Object.keys(item).sort()).toEqual(["createdAt", "description", "id", "image_url", "titleImage", "type"]);
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
    expect(uploads.length).toBe(3); // the PNG, the PDF and the 5 MB image
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

  it("lets a provider manage its own library only", async () => {
    const [own] = (await get("provider", "/api/library_images/PRV001?size=1")).body.data.data;
    expect((await post("provider", "/api/updateImage", { imageid: own.id, description: "Lobi baru" })).status).toBe(200);
    const [app] = (await get("provider", "/api/library_images/APP001?size=1")).body.data.data;
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

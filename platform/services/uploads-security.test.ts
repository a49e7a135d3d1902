// Issue 10, points 6 and 7: active PDFs and polyglots are refused, and a refused upload leaves no file.
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { deflateSync } from "node:zlib";
import { sql } from "drizzle-orm";
import { PDFDocument, PDFName, PDFString } from "pdf-lib";
import { describe, expect, it, vi } from "vitest";
import { checkPdfSafety } from "../lib/pdf-safety.ts";
import { Canvas } from "../lib/png.ts";
import { usePlatform } from "../testing.ts";
import { FILE_CSP } from "./files.ts";
import { ACTIVE_PDF, UNREADABLE_PDF, UNSUPPORTED_FILE, WRONG_KIND } from "./main/media.ts";

const t = usePlatform(["admin"]);

async function upload(bytes: Uint8Array, name: string, query = "", fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  form.set("image", new File([new Uint8Array(bytes)], name));
  const res = await t.platform.fetch(new Request(`http://platform.test/api/uploadFile${query}`, { method: "POST", body: form, headers: { authorization: `Bearer ${t.tokens.admin}` } }));
  return { status: res.status, body: (await res.json()) as { message: string; data?: { url: string } } };
}

const fetchFile = (url: string, init: RequestInit = {}) => t.platform.fetch(new Request(`http://platform.test${url}`, init));

/** Every file under the files directory (uploads and temp files), so a test sees what a refusal left. */
function allFiles(dir = t.platform.filesDir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? allFiles(full) : [full];
  });
}
/** What is stored besides the seeded demo files: uploads and temp files. */
const storedUploads = () => allFiles().filter((f) => !path.relative(t.platform.filesDir, f).startsWith(`demo${path.sep}`));

/** A PDF whose /OpenAction JavaScript sits in an object stream hidden by a PNG predictor (the bytes show no name). */
function predictorHiddenPdf(): Uint8Array {
  const objects = Buffer.from("4 0 <</Type/Action/S/JavaScript/JS(app.alert('halo'))>>", "latin1");
  const columns = 6;
  const rows: number[] = [];
  for (let at = 0, prev = new Uint8Array(columns); at < objects.length; at += columns) {
    const row = new Uint8Array(columns);
    row.set(objects.subarray(at, at + columns));
    rows.push(2, ...row.map((b, i) => (b - prev[i]!) & 0xff));
    prev = row;
  }
  const data = deflateSync(Uint8Array.from(rows));
  return Buffer.concat([
    Buffer.from(
      "%PDF-1.7\n1 0 obj\n<</Type/Catalog/Pages 2 0 R/OpenAction 4 0 R>>\nendobj\n2 0 obj\n<</Type/Pages/Kids[]/Count 0>>\nendobj\n" +
        `5 0 obj\n<</Type/ObjStm/N 1/First 4/Filter/FlateDecode/DecodeParms<</Predictor 12/Columns ${columns}>>/Length ${data.length}>>\nstream\n`,
      "latin1",
    ),
    data,
    Buffer.from("\nendstream\nendobj\ntrailer\n<</Root 1 0 R>>\n%%EOF\n", "latin1"),
  ]);
}

async function pdf(options: { javascript?: boolean; objectStreams?: boolean; text?: string } = {}) {
  const doc = await PDFDocument.create();
  doc.addPage([200, 200]).drawText(options.text ?? "Panduan");
  if (options.javascript) {
    const action = doc.context.obj({ Type: "Action", S: "JavaScript", JS: PDFString.of("app.alert('halo')") });
    doc.catalog.set(PDFName.of("OpenAction"), doc.context.register(action));
  }
  return doc.save({ useObjectStreams: options.objectStreams ?? false });
}

describe("active PDFs", () => {
  it("refuses a PDF whose /OpenAction runs JavaScript, plain or inside a compressed object stream, and keeps nothing", async () => {
    for (const objectStreams of [false, true]) {
      const before = allFiles();
      const res = await upload(await pdf({ javascript: true, objectStreams }), "panduan.pdf");
      expect(res.status, `object streams: ${objectStreams}`).toBe(400);
      expect(res.body.message).toBe(ACTIVE_PDF);
      expect(allFiles()).toEqual(before);
    }
  });

  it("accepts a clean PDF and finds names hidden by #xx escapes", async () => {
    const res = await upload(await pdf({ text: "Bersih" }), "bersih.pdf", "?type=pdf&name=bersih.pdf");
    expect(res.status).toBe(200);
    expect(res.body.data!.url).toMatch(/^\/files\/uploads\/.+\.pdf$/);
    expect(checkPdfSafety(new TextEncoder().encode("%PDF-1.4\n1 0 obj << /S /J#61vaScript /JS (x) >> endobj"))).toMatchObject({ ok: false });
    expect(checkPdfSafety(new TextEncoder().encode("%PDF-1.4\n1 0 obj << /Type /JSON >> endobj"))).toEqual({ ok: true });
  });

  it("refuses an object stream hidden by a predictor, and an encrypted PDF (its streams cannot be read), keeping nothing", async () => {
    const before = allFiles();
    const hidden = await upload(predictorHiddenPdf(), "panduan.pdf", "?type=pdf&name=panduan.pdf");
    expect(hidden).toMatchObject({ status: 400, body: { message: ACTIVE_PDF } });
    const clean = Buffer.from(await pdf({ text: "Terkunci" }));
    const encrypted = Buffer.from(clean.toString("latin1").replace(/trailer\s*<</, "$&/Encrypt 99 0 R"), "latin1");
    expect(encrypted.toString("latin1")).toContain("/Encrypt 99 0 R");
    const locked = await upload(encrypted, "terkunci.pdf", "?type=pdf&name=terkunci.pdf");
    expect(locked).toMatchObject({ status: 400, body: { message: UNREADABLE_PDF } });
    expect(allFiles()).toEqual(before);
  });

  it("refuses a polyglot: HTML first, %PDF- later, even within the first 1,024 bytes", async () => {
    const before = allFiles();
    const polyglot = new TextEncoder().encode(`<html><body><script>alert(document.cookie)</script></body></html>\n${"%".repeat(10)}\n%PDF-1.4\n%%EOF`);
    const res = await upload(polyglot, "polyglot.pdf");
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(UNSUPPORTED_FILE);
    const clean = await pdf({ text: "Geser" });
    for (const prefix of [" ", "\uFEFF", "<!-- -->", "\n".repeat(1000)]) {
      const shifted = await upload(Buffer.concat([Buffer.from(prefix), clean]), "geser.pdf", "?type=pdf");
      expect(shifted.body.message, JSON.stringify(prefix)).toBe(UNSUPPORTED_FILE);
    }
    expect(allFiles()).toEqual(before);
  });

  it("never takes SVG or HTML for an image, whatever the name or the stated kind", async () => {
    const before = allFiles();
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>';
    const html = "<!doctype html><script>alert(document.domain)</script>";
    for (const [bytes, name] of [
      [svg, "logo.svg"],
      [svg, "logo.png"],
      [`<?xml version="1.0"?>${svg}`, "logo.gif"],
      [html, "banner.jpg"],
      [html, "banner.webp"],
    ] as const) {
      const res = await upload(new TextEncoder().encode(bytes), name, "?type=image");
      expect(res, name).toMatchObject({ status: 400, body: { message: UNSUPPORTED_FILE } });
    }
    expect(allFiles()).toEqual(before);
  });

  it("passes every seeded demo PDF (guidebooks, library PDFs, attachments)", () => {
    const pdfs = allFiles().filter((f) => f.endsWith(".pdf"));
    expect(pdfs.length).toBeGreaterThan(3);
    for (const file of pdfs) expect(checkPdfSafety(readFileSync(file)), file).toEqual({ ok: true });
  });
});

describe("refused uploads leave nothing", () => {
  it("a PDF sent as an image, and an image sent as a PDF", async () => {
    const before = allFiles();
    const asImage = await upload(await pdf({ text: "Bukan gambar" }), "cover.png", "?type=image&name=cover.png");
    expect(asImage.status).toBe(400);
    expect(asImage.body.message).toBe(WRONG_KIND.image);
    const canvas = new Canvas(8, 8);
    canvas.gradient([10, 20, 30], [200, 100, 50]);
    const asPdf = await upload(new Uint8Array(canvas.toPng()), "panduan.pdf", "?type=pdf&name=panduan.pdf");
    expect(asPdf.status).toBe(400);
    expect(asPdf.body.message).toBe(WRONG_KIND.pdf);
    // the kind as a form field (a plain form post) counts the same
    const asField = await upload(await pdf({ text: "Bukan gambar juga" }), "cover.png", "", { type: "image", name: "cover.png" });
    expect(asField).toMatchObject({ status: 400, body: { message: WRONG_KIND.image } });
    expect(allFiles()).toEqual(before);
    expect(storedUploads().filter((f) => !before.includes(f))).toEqual([]);
  });

  it("a name with a NUL byte or another control character", async () => {
    const before = allFiles();
    const bytes = await pdf({ text: "Nama aneh" });
    for (const query of [`?type=pdf&name=${encodeURIComponent("a\u0000b.pdf")}`, `?type=pdf&name=${encodeURIComponent("a\nb.pdf")}`]) {
      const res = await upload(bytes, "ok.pdf", query);
      expect(res.status, query).toBe(400);
    }
    const nameField = await upload(bytes, "ok.pdf", "", { name: "a\u0000b.pdf" });
    expect(nameField.status).toBe(400);
    for (const name of ["a\u0001b.pdf", "a\u0000b.pdf", "a\u007fb.pdf"]) {
      const inPart = await upload(bytes, name, "?type=pdf");
      expect(inPart.status, JSON.stringify(name)).toBe(400);
      expect(inPart.body.message).toMatch(/control characters/);
    }
    expect(allFiles()).toEqual(before);
  });

  it("an upload the database does not record takes its new file away again", async () => {
    const before = allFiles();
    const bytes = await pdf({ text: "Tidak tercatat" });
    await t.platform.db.execute(sql`ALTER TABLE stored_files RENAME TO stored_files_away`);
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {}); // the platform logs the 500
    let res: Awaited<ReturnType<typeof upload>>;
    try {
      res = await upload(bytes, "tidak-tercatat.pdf", "?type=pdf");
    } finally {
      quiet.mockRestore();
      await t.platform.db.execute(sql`ALTER TABLE stored_files_away RENAME TO stored_files`);
    }
    expect(res.status).toBe(500);
    expect(allFiles()).toEqual(before);
    // the same upload once the database answers: stored and served
    const again = await upload(bytes, "tidak-tercatat.pdf", "?type=pdf");
    expect(again.status).toBe(200);
    expect((await fetchFile(again.body.data!.url)).status).toBe(200);
  });

  it("temp files (what a crash mid-upload leaves) are never served", async () => {
    const tmp = path.join(t.platform.filesDir, ".tmp");
    mkdirSync(tmp, { recursive: true });
    writeFileSync(path.join(tmp, "123-abc.pdf"), await pdf({ javascript: true }));
    for (const url of ["/files/.tmp/123-abc.pdf", "/files/%2etmp/123-abc.pdf", "/files/uploads/../.tmp/123-abc.pdf"]) {
      expect((await fetchFile(url)).status, url).toBe(404);
    }
  });
});

describe("GET /files serves every file inert", () => {
  it("a PDF and an image carry a sandbox CSP and exactly one nosniff, also on HEAD, ranges and 304", async () => {
    const up = await upload(await pdf({ text: "Disajikan" }), "disajikan.pdf", "?type=pdf");
    expect(up.status).toBe(200);
    const urls = [up.body.data!.url, "/files/demo/v1/news/pentingnya-minum-air-putih-yang-cukup.png"];
    for (const url of urls) {
      const res = await fetchFile(url);
      expect(res.status, url).toBe(200);
      const csp = res.headers.get("content-security-policy") ?? "";
      expect(csp).toBe(FILE_CSP);
      expect(csp.split(";").map((d) => d.trim())).toEqual(expect.arrayContaining(["sandbox", "default-src 'none'"]));
      // Headers joins repeated fields with ", ": one value means the header was sent once
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect([...res.headers].filter(([k]) => k === "x-content-type-options")).toHaveLength(1);
      const etag = res.headers.get("etag")!;
      const variants: RequestInit[] = [{ method: "HEAD" }, { headers: { range: "bytes=0-9" } }, { headers: { "if-none-match": etag } }];
      for (const init of variants) {
        const other = await fetchFile(url, init);
        expect([200, 206, 304], url).toContain(other.status);
        expect(other.headers.get("content-security-policy")).toBe(FILE_CSP);
        expect(other.headers.get("x-content-type-options")).toBe("nosniff");
      }
    }
  });

  it("a GIF that is also HTML is stored as a GIF and served inert", async () => {
    const gifHtml = new TextEncoder().encode("GIF89a<html><script>alert(document.cookie)</script></html>");
    const up = await upload(gifHtml, "x.gif", "?type=image");
    expect(up.status).toBe(200);
    const res = await fetchFile(up.body.data!.url);
    expect(res.headers.get("content-type")).toBe("image/gif");
    expect(res.headers.get("content-security-policy")).toContain("sandbox");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    // It has no thumbnail; a list asking for one gets the original, inert, and not cached for ever.
    const thumb = await fetchFile(`${up.body.data!.url}.thumb.webp`);
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get("content-type")).toBe("image/gif");
    expect(thumb.headers.get("content-security-policy")).toContain("sandbox");
    expect(thumb.headers.get("cache-control")).toBe("public, max-age=3600");
    expect((await fetchFile("/files/uploads/no-such-file.png.thumb.webp")).status).toBe(404);
  });
});

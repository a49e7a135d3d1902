// Issue 10, points 6 and 7: active PDFs and polyglots are refused, and a refused upload leaves no file.
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { PDFDocument, PDFName, PDFString } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { checkPdfSafety } from "../lib/pdf-safety.ts";
import { Canvas } from "../lib/png.ts";
import { usePlatform } from "../testing.ts";
import { ACTIVE_PDF, UNSUPPORTED_FILE, WRONG_KIND } from "./main/media.ts";

const t = usePlatform(["admin"]);

async function upload(bytes: Uint8Array, name: string, query = "") {
  const form = new FormData();
  form.set("image", new File([new Uint8Array(bytes)], name));
  const res = await t.platform.fetch(new Request(`http://platform.test/api/uploadFile${query}`, { method: "POST", body: form, headers: { authorization: `Bearer ${t.tokens.admin}` } }));
  return { status: res.status, body: (await res.json()) as { message: string; data?: { url: string } } };
}

/** Every file under the files directory (uploads and temp files), so a test sees what a refusal left. */
function allFiles(dir = t.platform.filesDir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? allFiles(full) : [full];
  });
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

  it("refuses a polyglot: HTML first, %PDF- later", async () => {
    const before = allFiles();
    const polyglot = new TextEncoder().encode(`<html><body><script>alert(document.cookie)</script></body></html>\n${"%".repeat(10)}\n%PDF-1.4\n%%EOF`);
    const res = await upload(polyglot, "polyglot.pdf");
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(UNSUPPORTED_FILE);
    expect(allFiles()).toEqual(before);
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
    expect(allFiles()).toEqual(before);
  });

  it("a name with a NUL byte or another control character", async () => {
    const before = allFiles();
    const bytes = await pdf({ text: "Nama aneh" });
    for (const query of [`?type=pdf&name=${encodeURIComponent("a\u0000b.pdf")}`, `?type=pdf&name=${encodeURIComponent("a\nb.pdf")}`]) {
      const res = await upload(bytes, "ok.pdf", query);
      expect(res.status, query).toBe(400);
    }
    const inPart = await upload(bytes, "a\u0001b.pdf", "?type=pdf");
    expect(inPart.status).toBe(400);
    expect(allFiles()).toEqual(before);
  });
});

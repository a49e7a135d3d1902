// checkPdfSafety against hand-made PDFs: the action dictionary of an /OpenAction JavaScript
// hidden in an object stream every way a viewer would still read it.
import { constants, deflateRawSync, deflateSync } from "node:zlib";
import { decodePDFRawStream, PDFDocument, PDFName, PDFRawStream } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { Canvas } from "./png.ts";
import { checkPdfSafety } from "./pdf-safety.ts";

const ACTION = "<</Type/Action/S/JavaScript/JS(app.alert('halo'))>>";
const latin1 = (s: string) => Buffer.from(s, "latin1");

/** A PDF whose catalog's /OpenAction is object 4, kept in object stream 5 encoded as told. */
function pdfWithObjectStream(encoded: Uint8Array, dictExtra: string, options: { before?: string; trailer?: string; objects?: string; afterDict?: string; header?: string; length?: string } = {}): Uint8Array {
  const objStmHeader = "4 0 ";
  return Buffer.concat([
    latin1(
      "%PDF-1.7\n%\xe2\xe3\xcf\xd3\n" +
        "1 0 obj\n<</Type/Catalog/Pages 2 0 R/OpenAction 4 0 R>>\nendobj\n" +
        "2 0 obj\n<</Type/Pages/Kids[3 0 R]/Count 1>>\nendobj\n" +
        "3 0 obj\n<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>\nendobj\n" +
        (options.objects ?? "") +
        (options.before ?? "") +
        `${options.header ?? "5 0 obj"}\n<</Type/ObjStm/N 1/First ${objStmHeader.length}${dictExtra}/Length ${options.length ?? encoded.length}>>${options.afterDict ?? ""}\nstream\n`,
    ),
    encoded,
    latin1(`\nendstream\nendobj\ntrailer\n<</Root 1 0 R/Size 6${options.trailer ?? ""}>>\n%%EOF\n`),
  ]);
}
const objStm = latin1(`4 0 ${ACTION}`);

function pngUp(data: Uint8Array, columns: number): Uint8Array {
  const rows: number[] = [];
  for (let at = 0, prev = new Uint8Array(columns); at < data.length; at += columns) {
    const row = new Uint8Array(columns);
    row.set(data.subarray(at, at + columns));
    rows.push(2, ...row.map((b, i) => (b - prev[i]!) & 0xff));
    prev = row;
  }
  return Uint8Array.from(rows);
}

function ascii85(data: Uint8Array): Uint8Array {
  let out = "";
  for (let i = 0; i < data.length; i += 4) {
    const chunk = [0, 1, 2, 3].map((k) => data[i + k] ?? 0);
    let v = ((chunk[0]! << 24) | (chunk[1]! << 16) | (chunk[2]! << 8) | chunk[3]!) >>> 0;
    const digits: string[] = [];
    for (let k = 0; k < 5; k++) {
      digits.unshift(String.fromCharCode(33 + (v % 85)));
      v = Math.floor(v / 85);
    }
    out += digits.slice(0, Math.min(5, data.length - i + 1)).join("");
  }
  return latin1(`${out}~>`);
}

/** LZW with early change, as PDF writes it. */
function lzw(data: Uint8Array): Uint8Array {
  const dict = new Map<string, number>();
  for (let i = 0; i < 256; i++) dict.set(String.fromCharCode(i), i);
  let next = 258;
  let width = 9;
  let buffer = 0;
  let bits = 0;
  const out: number[] = [];
  const write = (code: number) => {
    buffer = (buffer << width) | code;
    bits += width;
    while (bits >= 8) {
      out.push((buffer >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
    buffer &= (1 << bits) - 1;
  };
  write(256);
  let w = "";
  for (const byte of data) {
    const wc = w + String.fromCharCode(byte);
    if (dict.has(wc)) w = wc;
    else {
      write(dict.get(w)!);
      dict.set(wc, next++);
      width = next >= 2048 ? 12 : next >= 1024 ? 11 : next >= 512 ? 10 : 9;
      w = String.fromCharCode(byte);
    }
  }
  if (w) write(dict.get(w)!);
  write(257);
  if (bits > 0) out.push((buffer << (8 - bits)) & 0xff);
  return Uint8Array.from(out);
}

function runLength(data: Uint8Array): Uint8Array {
  const out: number[] = [];
  for (let i = 0; i < data.length; i += 128) {
    const chunk = data.subarray(i, i + 128);
    out.push(chunk.length - 1, ...chunk);
  }
  return Uint8Array.from([...out, 128]);
}

const refused = (pdf: Uint8Array) => expect(checkPdfSafety(pdf)).toMatchObject({ ok: false, kind: "active" });

describe("checkPdfSafety", () => {
  it("finds the action in an object stream however it is encoded", () => {
    const flate = deflateSync(objStm);
    const cases: Record<string, Uint8Array> = {
      flate: pdfWithObjectStream(flate, "/Filter/FlateDecode"),
      "short filter name": pdfWithObjectStream(flate, "/Filter/Fl"),
      "filter by reference": pdfWithObjectStream(flate, "/Filter 6 0 R", { objects: "6 0 obj\n/FlateDecode\nendobj\n" }),
      "PNG predictor": pdfWithObjectStream(deflateSync(pngUp(objStm, 8)), "/Filter/FlateDecode/DecodeParms<</Predictor 12/Columns 8>>"),
      "predictor behind a lower-case #xx key": pdfWithObjectStream(deflateSync(pngUp(objStm, 5)), "/Filter/FlateDecode/Dec#6fdeParms<</Predictor 12/Columns 5>>"),
      "predictor parameters by reference": pdfWithObjectStream(deflateSync(pngUp(objStm, 7)), "/Filter/FlateDecode/DecodeParms 6 0 R", { objects: "6 0 obj\n<</Predictor 12/Columns 7>>\nendobj\n" }),
      "ASCIIHex": pdfWithObjectStream(latin1(`${Buffer.from(objStm).toString("hex")}>`), "/Filter/ASCIIHexDecode"),
      "ASCII85 then Flate": pdfWithObjectStream(ascii85(flate), "/Filter[/ASCII85Decode/FlateDecode]"),
      LZW: pdfWithObjectStream(lzw(objStm), "/Filter/LZWDecode"),
      "RunLength": pdfWithObjectStream(runLength(objStm), "/Filter/RunLengthDecode"),
      "bad zlib checksum": pdfWithObjectStream(Uint8Array.from(flate.map((b, i) => (i === flate.length - 1 ? b ^ 0xff : b))), "/Filter/FlateDecode"),
      "Flate cut short": pdfWithObjectStream(deflateSync(objStm, { finishFlush: constants.Z_SYNC_FLUSH }), "/Filter/FlateDecode"),
      "Flate broken after the action": pdfWithObjectStream(Buffer.concat([deflateSync(objStm, { finishFlush: constants.Z_SYNC_FLUSH }), Buffer.from([0xff, 0xff, 0xff])]), "/Filter/FlateDecode"),
      "a decoy stream keyword before it": pdfWithObjectStream(flate, "/Filter/FlateDecode", { before: "%stream\n" }),
      "a set-up image": pdfWithObjectStream(flate, "/Subtype/Image/Filter/FlateDecode"),
      "a comment inside the object's header": pdfWithObjectStream(deflateSync(pngUp(objStm, 8)), "/Filter/FlateDecode/DecodeParms<</Predictor 12/Columns 8>>", { header: "5 %a\n0 %b\nobj" }),
      "a comment between the dictionary and `stream`": pdfWithObjectStream(deflateSync(pngUp(objStm, 8)), "/Filter/FlateDecode/DecodeParms<</Predictor 12/Columns 8>>", { afterDict: " % note" }),
    };
    for (const [name, pdf] of Object.entries(cases)) {
      expect(checkPdfSafety(pdf), name).toMatchObject({ ok: false, kind: "active" });
    }
  });

  it("reads past an `endstream` inside the data, whatever the /Length", () => {
    const hex = Buffer.from(objStm).toString("hex");
    const data = latin1(`${hex.slice(0, 6)}\nendstream\n${hex.slice(6)}>`);
    refused(pdfWithObjectStream(data, "/Filter/ASCIIHexDecode"));
    // Flate: a stored block holding "endstream", then the action compressed (a reader going by /Length reads both)
    const stored = latin1("4 0 %endstream\n");
    const flate = Buffer.concat([Buffer.from([0x78, 0x9c, 0x00, stored.length, 0, ~stored.length & 0xff, 0xff]), stored, deflateRawSync(latin1(ACTION))]);
    refused(pdfWithObjectStream(flate, "/Filter/FlateDecode"));
    refused(pdfWithObjectStream(flate, "/Filter/FlateDecode", { length: "9 0 R", objects: `9 0 obj\n${flate.length}\nendobj\n` }));
    // a /Length that cannot be pinned down: read to the end of the file
    refused(pdfWithObjectStream(flate, "/Filter/FlateDecode", { length: "9 0 R" }));
    // a decoy /Length in the clear, the real one in an object stream: refused as unreadable
    const real = deflateSync(latin1(`9 0 ${flate.length}`));
    const lengths = `8 0 obj\n<</Type/ObjStm/N 1/First 4/Filter/FlateDecode/Length ${real.length}>>\nstream\n${real.toString("latin1")}\nendstream\nendobj\n`;
    expect(checkPdfSafety(pdfWithObjectStream(flate, "/Filter/FlateDecode", { length: "9 0 R", objects: `9 0 obj\n7\nendobj\n${lengths}` }))).toMatchObject({ ok: false });
  });

  it("refuses decoding it cannot pin down: a filter or parameters only in an object stream, or written twice", () => {
    const predicted = deflateSync(pngUp(objStm, 8));
    const unreadable = (pdf: Uint8Array, why: string) => expect(checkPdfSafety(pdf), why).toMatchObject({ ok: false, kind: "unreadable" });
    unreadable(pdfWithObjectStream(predicted, "/Filter 9 0 R/DecodeParms<</Predictor 12/Columns 8>>"), "filter nowhere in the clear");
    unreadable(pdfWithObjectStream(predicted, "/Filter/FlateDecode/DecodeParms 6 0 R", { objects: "6 0 obj\n<</Predictor 12/Columns 5>>\nendobj\n6 0 obj\n<</Predictor 12/Columns 8>>\nendobj\n" }), "written twice");
    // a decoy in the clear, and the real parameters in another object stream
    const params = latin1("6 0 <</Predictor 12/Columns 8>>");
    const other = deflateSync(params);
    const otherStream = `7 0 obj\n<</Type/ObjStm/N 1/First 4/Filter/FlateDecode/Length ${other.length}>>\nstream\n${other.toString("latin1")}\nendstream\nendobj\n`;
    unreadable(pdfWithObjectStream(predicted, "/Filter/FlateDecode/DecodeParms 6 0 R", { objects: `6 0 obj\n<</Predictor 12/Columns 5>>\nendobj\n${otherStream}` }), "shadowed by an object stream");
    // written once in the clear, as producers do: read
    refused(pdfWithObjectStream(predicted, "/Filter/FlateDecode/DecodeParms 6 0 R", { objects: "6 0 obj\n<</Predictor 12/Columns 8>>\nendobj\n" }));
  });

  it("finds names in the clear, also behind #xx escapes, and not names that only start alike", () => {
    const enc = (s: string) => new TextEncoder().encode(s);
    refused(enc("%PDF-1.4\n1 0 obj << /S /J#61vaScript /JS (x) >> endobj"));
    refused(enc("%PDF-1.4\n1 0 obj << /Type /Annot /AA << /E 2 0 R >> >> endobj"));
    refused(enc("%PDF-1.4\n1 0 obj << /S /Launch /F (calc.exe) >> endobj"));
    refused(enc("%PDF-1.4\n1 0 obj << /Type /EmbeddedFile >> endobj"));
    refused(enc("%PDF-1.4\n1 0 obj << /AcroForm << /XFA 3 0 R >> >> endobj"));
    expect(checkPdfSafety(enc("%PDF-1.4\n1 0 obj << /Type /JSON /AAB 1 >> endobj"))).toEqual({ ok: true });
    // "/JS" and "/AA" in image bytes, without a value a viewer would take, are only bytes
    const image = latin1("\x01\x02/JS \x03\x04/AA x\xff");
    const pdf = Buffer.concat([latin1(`%PDF-1.4\n1 0 obj\n<</Type/XObject/Subtype/Image/Width 1/Height 1/Filter/DCTDecode/Length ${image.length}>>\nstream\n`), image, latin1("\nendstream\nendobj\n")]);
    expect(checkPdfSafety(pdf)).toEqual({ ok: true });
  });

  it("refuses what it cannot read: encrypted PDFs, unreadable stream dictionaries, inflation bombs", () => {
    const flate = deflateSync(latin1("4 0 <</Type/Annot>>"));
    expect(checkPdfSafety(pdfWithObjectStream(flate, "/Filter/FlateDecode", { trailer: "/Encrypt 7 0 R" }))).toMatchObject({ ok: false, kind: "unreadable" });
    expect(checkPdfSafety(pdfWithObjectStream(flate, "/Filter/FlateDecode", { trailer: `/Encr#79pt %${"x".repeat(300)}\n7 0 R` }))).toMatchObject({ ok: false, kind: "unreadable" });
    expect(checkPdfSafety(pdfWithObjectStream(flate, "/Filter/FlateDecode ]] /Oops"))).toMatchObject({ ok: false, kind: "unreadable" });
    expect(checkPdfSafety(pdfWithObjectStream(flate, "/Filter/FlateDecode ]] /Oops", { afterDict: " % note" }))).toMatchObject({ ok: false, kind: "unreadable" });
    const bomb = deflateSync(Buffer.alloc(80 * 1024 * 1024), { level: 9 });
    const started = Date.now();
    expect(checkPdfSafety(pdfWithObjectStream(bomb, "/Filter/FlateDecode"))).toMatchObject({ ok: false, kind: "unreadable" });
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it("accepts clean PDFs: pdf-lib's own, with object streams, with images and fonts", async () => {
    const doc = await PDFDocument.create();
    const page = doc.addPage([400, 400]);
    page.drawText("Panduan peserta", { size: 18, x: 20, y: 360 });
    const canvas = new Canvas(64, 48);
    canvas.gradient([10, 20, 30], [200, 100, 50]);
    page.drawImage(await doc.embedPng(canvas.toPng()), { x: 20, y: 20, width: 128, height: 96 });
    doc.catalog.set(PDFName.of("OpenAction"), doc.context.obj([page.ref, PDFName.of("Fit")])); // a zoom: harmless
    doc.setTitle("Panduan", { showInWindowTitleBar: true });
    for (const useObjectStreams of [false, true]) {
      expect(checkPdfSafety(await doc.save({ useObjectStreams })), `object streams: ${useObjectStreams}`).toEqual({ ok: true });
    }
  });

  it("takes the word `stream` in page text for a word", () => {
    const content = "BT /F1 12 Tf 20 150 Td (Live stream) Tj (stream) Tj ( stream\n) Tj ET";
    const pdf = latin1(
      "%PDF-1.4\n1 0 obj\n<</Type/Catalog/Pages 2 0 R>>\nendobj\n2 0 obj\n<</Type/Pages/Kids[3 0 R]/Count 1>>\nendobj\n" +
        "3 0 obj\n<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]/Contents 4 0 R>>\nendobj\n" +
        `4 0 obj\n<</Length ${content.length}>>\nstream\n${content}\nendstream\nendobj\ntrailer\n<</Root 1 0 R>>\n%%EOF\n`,
    );
    expect(checkPdfSafety(pdf)).toEqual({ ok: true });
  });

  it("checks a large PDF quickly", async () => {
    const doc = await PDFDocument.create();
    // 12 MB of incompressible bytes in an image stream, and a page with many text runs
    let seed = 7;
    const noise = new Uint8Array(12 * 1024 * 1024).map(() => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) >> 16) & 0xff);
    const image = doc.context.stream(noise, { Type: "XObject", Subtype: "Image", Width: 4096, Height: 1024, ColorSpace: "DeviceRGB", BitsPerComponent: 8, Filter: "DCTDecode" });
    doc.context.register(image);
    const page = doc.addPage();
    for (let i = 0; i < 400; i++) page.drawText(`Baris ${i} stream endstream`, { x: 10, y: 10 + (i % 70) * 10, size: 8 });
    const bytes = await doc.save({ useObjectStreams: true });
    const started = Date.now();
    expect(checkPdfSafety(bytes)).toEqual({ ok: true });
    expect(Date.now() - started).toBeLessThan(3000);
  });
});

// pdf-lib's own LZW reader checks the tests' LZW writer, so the LZW case above tests the scanner.
describe("test encoders", () => {
  it("LZW round-trips through pdf-lib, past 10- and 11-bit codes", async () => {
    const doc = await PDFDocument.create();
    let seed = 3;
    const words = Array.from({ length: 1500 }, () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) % 9973).toString(36)).join(" ");
    const data = latin1(`${words} ${ACTION}`);
    const dict = doc.context.obj({ Filter: "LZWDecode" });
    const decoded = decodePDFRawStream(PDFRawStream.of(dict, lzw(data))).decode();
    expect(Buffer.from(decoded).toString("latin1")).toBe(data.toString("latin1"));
    refused(pdfWithObjectStream(lzw(latin1(`4 0 ${words} ${ACTION}`)), "/Filter/LZWDecode"));
  });
});

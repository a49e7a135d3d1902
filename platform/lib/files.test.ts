import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { unzipSync } from "fflate";
import { afterAll, describe, expect, it } from "vitest";
import { detectFileType, ensureDir, fileSize, insideRoot, publicRelPath, removeStaleTempFiles, STALE_TEMP_MS, writeFileAtomic } from "./files.ts";
import { Canvas, crc32 } from "./png.ts";
import { zipStream } from "./zip-stream.ts";

const dir = ensureDir(mkdtempSync(path.join(tmpdir(), "sehat-lib-")));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const bytes = (...parts: (number[] | string)[]) => new Uint8Array(parts.flatMap((p) => (typeof p === "string" ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe("detectFileType", () => {
  it("knows PNG, JPEG, GIF, WebP and PDF by their first bytes", () => {
    expect(detectFileType(new Canvas(2, 2).toPng())?.mime).toBe("image/png");
    expect(detectFileType(bytes([0xff, 0xd8, 0xff, 0xe0], "JFIF"))?.mime).toBe("image/jpeg");
    expect(detectFileType(bytes("GIF89a", [1, 0, 1, 0]))?.mime).toBe("image/gif");
    expect(detectFileType(bytes("RIFF", [0, 0, 0, 0], "WEBPVP8 "))?.mime).toBe("image/webp");
    expect(detectFileType(bytes("%PDF-1.7\n"))?.kind).toBe("pdf");
    // Only at the very start: an HTML page carrying a PDF later (a polyglot) is no PDF.
    expect(detectFileType(bytes("\n\n  junk %PDF-1.4"))).toBeNull();
    expect(detectFileType(bytes("<html><script>alert(1)</script></html>\n%PDF-1.4"))).toBeNull();
    expect(detectFileType(bytes(" %PDF-1.4\n"))).toBeNull();
    expect(detectFileType(bytes([0xef, 0xbb, 0xbf], "%PDF-1.4\n"))).toBeNull();
  });
  it("refuses everything else, whatever the name", () => {
    for (const b of [bytes("hello"), bytes("<svg xmlns='http://www.w3.org/2000/svg'/>"), bytes("RIFF", [0, 0, 0, 0], "WAVEfmt "), bytes([0x89, 0x50, 0x4e]), new Uint8Array(0), bytes("<html>")]) {
      expect(detectFileType(b)).toBeNull();
    }
  });
});

describe("publicRelPath and insideRoot", () => {
  it("accepts plain paths of stored types", () => {
    expect(publicRelPath("demo/v1/news/a-b.png")).toBe("demo/v1/news/a-b.png");
    expect(publicRelPath("uploads/ab/" + "a".repeat(64) + ".pdf")).toBe(`uploads/ab/${"a".repeat(64)}.pdf`);
  });
  it("refuses traversal, hidden segments, odd characters and other types", () => {
    for (const p of ["../x.png", "a/../../x.png", "%2e%2e/x.png", "a%2f..%2f..%2fx.png", ".tmp/x.png", "a/.hidden.png", "a\\..\\x.png", "a/%00.png", "x.svg", "x.html", "x", "", "a//b.png", "%E0%A4%A.png", "a/b/c/d/e/f/g/h/i.png"]) {
      expect(publicRelPath(p), p).toBeNull();
    }
  });
  it("resolves only inside the root", () => {
    writeFileSync(path.join(dir, "in.png"), "x");
    expect(insideRoot(dir, "in.png")).toBe(path.join(dir, "in.png"));
    expect(insideRoot(dir, "../in.png")).toBeNull();
    expect(insideRoot(dir, "missing.png")).toBeNull();
  });
});

describe("writeFileAtomic", () => {
  it("writes through a temp file and leaves no temp behind", async () => {
    await writeFileAtomic(dir, "a/b/c.png", bytes("data"));
    expect(readdirSync(path.join(dir, "a", "b"))).toEqual(["c.png"]);
    expect(readdirSync(path.join(dir, ".tmp"))).toEqual([]);
    expect(await fileSize(path.join(dir, "a", "b", "c.png"))).toBe(4);
    expect(await fileSize(path.join(dir, "a", "b"))).toBeNull();
    expect(await fileSize(path.join(dir, "a", "b", "missing.png"))).toBeNull();
  });
  it("leaves neither the file nor a temp file when the rename fails", async () => {
    mkdirSync(path.join(dir, "x", "taken.png"), { recursive: true }); // a directory where the file should go
    writeFileSync(path.join(dir, "x", "taken.png", "inside"), "x");
    await expect(writeFileAtomic(dir, "x/taken.png", bytes("data"))).rejects.toThrow();
    expect(readdirSync(path.join(dir, ".tmp"))).toEqual([]);
  });
});

describe("removeStaleTempFiles", () => {
  it("removes temp files a crash left, and not those being written now", async () => {
    const root = ensureDir(mkdtempSync(path.join(dir, "stale-")));
    const tmp = path.join(root, ".tmp");
    mkdirSync(tmp);
    writeFileSync(path.join(tmp, "1-old"), "half a file");
    writeFileSync(path.join(tmp, "2-new"), "being written");
    const old = (Date.now() - STALE_TEMP_MS - 60_000) / 1000;
    utimesSync(path.join(tmp, "1-old"), old, old);
    expect(await removeStaleTempFiles(root)).toBe(1);
    expect(readdirSync(tmp)).toEqual(["2-new"]);
    expect(await removeStaleTempFiles(path.join(root, "nothing-here"))).toBe(0);
    expect(await removeStaleTempFiles(undefined as unknown as string)).toBe(0); // a context without files (some unit tests)
  });
});

describe("png", () => {
  it("writes valid chunk CRCs", () => {
    const png = new Canvas(3, 2).toPng();
    const len = png.readUInt32BE(8); // IHDR
    expect(png.readUInt32BE(16 + len)).toBe(crc32(png, 12, 16 + len));
  });
});

describe("zipStream", () => {
  it("streams files and notes the missing ones", async () => {
    writeFileSync(path.join(dir, "one.pdf"), "%PDF-1.4 one");
    writeFileSync(path.join(dir, "two.bin"), new Uint8Array(200_000).fill(7));
    const stream = zipStream(
      [
        { name: "R1/D001-one.pdf", path: path.join(dir, "one.pdf"), mtime: new Date("2026-01-02T03:04:05Z") },
        { name: "R1/D002-gone.pdf", path: path.join(dir, "gone.pdf") },
        { name: "R2/D003-two.bin", path: path.join(dir, "two.bin") },
      ],
      { notFoundNote: (names) => ({ name: "MISSING.txt", text: names.join("\n") }) },
    );
    const zip = new Uint8Array(await new Response(stream).arrayBuffer());
    const entries = unzipSync(zip);
    expect(Object.keys(entries)).toEqual(["R1/D001-one.pdf", "R2/D003-two.bin", "MISSING.txt"]);
    expect(new TextDecoder().decode(entries["R1/D001-one.pdf"])).toBe("%PDF-1.4 one");
    expect(entries["R2/D003-two.bin"]!.length).toBe(200_000);
    expect(new TextDecoder().decode(entries["MISSING.txt"])).toBe("R1/D002-gone.pdf");
  });
  it("makes a valid empty archive", async () => {
    const zip = new Uint8Array(await new Response(zipStream([])).arrayBuffer());
    expect(unzipSync(zip)).toEqual({});
  });
});

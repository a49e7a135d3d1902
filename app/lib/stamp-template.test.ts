import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import {
  clampToPage,
  decodeTemplateParam,
  encodeTemplateParam,
  fromStampCoordinates,
  onPage,
  TEMPLATE_MESSAGES,
  templateFileName,
  templateSchema,
  toStampCoordinates,
} from "./stamp-template";

const a4 = { x1: 0, y1: 0, x2: 595, y2: 842 };

describe("the stamp box", () => {
  it("saves whole points with SPEC §9's 30 taken off lly and ury, and reads them back", () => {
    const placed = { x1: 420.4, y1: 122.6, x2: 470.4, y2: 172.6 };
    const saved = toStampCoordinates(placed);
    expect(saved).toEqual({ llx: 420, lly: 93, urx: 470, ury: 143 });
    expect(fromStampCoordinates(saved)).toEqual({ x1: 420, y1: 123, x2: 470, y2: 173 });
  });

  it("keeps a box on the page: moved inside, shrunk only when larger than the page", () => {
    expect(clampToPage({ x1: 580, y1: -10, x2: 630, y2: 40 }, a4)).toEqual({ x1: 545, y1: 0, x2: 595, y2: 50 });
    expect(clampToPage({ x1: 10, y1: 10, x2: 60, y2: 60 }, a4)).toEqual({ x1: 10, y1: 10, x2: 60, y2: 60 });
    expect(clampToPage({ x1: -100, y1: 0, x2: 900, y2: 50 }, a4)).toEqual({ x1: 0, y1: 0, x2: 595, y2: 50 });
  });

  it("tells whether saved coordinates lie on the page", () => {
    expect(onPage({ llx: 0, lly: -30, urx: 595, ury: 812 }, a4)).toBe(true);
    expect(onPage({ llx: 0, lly: -31, urx: 50, ury: 20 }, a4)).toBe(false);
    expect(onPage({ llx: 0, lly: 700, urx: 50, ury: 813 }, a4)).toBe(false);
    expect(onPage({ llx: 546, lly: 0, urx: 596, ury: 50 }, a4)).toBe(false);
  });

  it("names the PDF with underscores for spaces (SPEC §5)", () => {
    expect(templateFileName("Surat Keterangan  Sehat.pdf")).toBe("Surat_Keterangan__Sehat.pdf");
  });
});

describe("the edit link's parameter (SPEC §2 edit-template/{data})", () => {
  it("is the row as base64 JSON in one path segment, and gives back its id and provider", () => {
    const row = { template_id: 12, provider_code: "PRV002", document_code: "INV", template_name: "Kwitansi ✓ rawat/inap??", llx: 1, lly: 2, urx: 3, ury: 4 };
    const data = encodeTemplateParam(row);
    expect(data).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeTemplateParam(data)).toEqual({ template_id: 12, provider_code: "PRV002" });
    // The standard alphabet with padding, as another app would write it.
    expect(decodeTemplateParam(Buffer.from(JSON.stringify(row)).toString("base64"))).toEqual({ template_id: 12, provider_code: "PRV002" });
  });

  it("is null for anything else", () => {
    expect(decodeTemplateParam("not base64!")).toBeNull();
    expect(decodeTemplateParam(Buffer.from("[1,2]").toString("base64url"))).toBeNull();
    expect(decodeTemplateParam(Buffer.from('{"template_id":"x","provider_code":"P"}').toString("base64url"))).toBeNull();
    expect(decodeTemplateParam(Buffer.from('{"template_id":3}').toString("base64url"))).toBeNull();
    expect(decodeTemplateParam(Buffer.from([0xff, 0xfe, 0x7b]).toString("base64url"))).toBeNull();
    expect(decodeTemplateParam("A".repeat(5000))).toBeNull();
  });
});

describe("the template form", () => {
  const fields = { document_code: "INV", template_name: "Invoice", vis_llx: "10", vis_lly: "20", vis_urx: "60", vis_ury: "70", vis_signature_page: "2" };
  const form = (values: Record<string, string>, file?: File) => {
    const data = new FormData();
    for (const [k, v] of Object.entries(values)) data.set(k, v);
    data.set("file", file ?? new File([], "", { type: "application/octet-stream" }));
    const submission = parseWithZod(data, { schema: templateSchema });
    return { status: submission.status, value: submission.status === "success" ? submission.value : undefined, error: submission.status === "success" ? undefined : submission.error };
  };
  const pdf = new File(["%PDF-1.7"], "a b.pdf", { type: "application/pdf" });

  it("reads a complete form", () => {
    const result = form(fields, pdf);
    expect(result.status).toBe("success");
    expect(result.value).toMatchObject({ document_code: "INV", vis_llx: 10, vis_lly: 20, vis_signature_page: 2 });
  });

  it("names each problem in the SPEC's and the console's words", () => {
    const empty = form({ ...fields, document_code: " ", template_name: "", vis_llx: "1.5", vis_signature_page: "0" });
    expect(empty.error).toMatchObject({
      file: [TEMPLATE_MESSAGES.pickPdf],
      document_code: [TEMPLATE_MESSAGES.required],
      template_name: [TEMPLATE_MESSAGES.required],
      vis_llx: [TEMPLATE_MESSAGES.whole],
      vis_signature_page: [TEMPLATE_MESSAGES.page],
    });
    expect(form(fields, new File(["x"], "foto.png", { type: "image/png" })).error).toMatchObject({ file: [TEMPLATE_MESSAGES.notPdf] });
    expect(form({ ...fields, vis_urx: "5" }, pdf).error).toMatchObject({ vis_urx: [TEMPLATE_MESSAGES.box] });
    expect(form({ ...fields, document_code: "INV;drop" }, pdf).error).toMatchObject({ document_code: [TEMPLATE_MESSAGES.documentCode] });
  });
});

import { parseWithZod } from "@conform-to/zod/v4";
import { DAY_INVALID } from "./day";
import { describe, expect, it } from "vitest";
import {
  applyMediaChoices,
  guidebookSchema,
  isBlankHtml,
  isMediaUrl,
  isWebUrl,
  MESSAGES,
  newsSchema,
  normalizeQuotes,
  reimbursementFile,
  reimbursementSchema,
  renameSchema,
  uploadCheck,
} from "./content-schemas";

const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(values)) data.set(k, v);
  return data;
};

const goodNews = {
  title: "Tips Sehat",
  author: "dr. Andini",
  link: "https://sehat.example/berita/1",
  image: "/files/APP001/2026/cover.png",
  content: "<p>Isi berita</p>",
};

describe("news schema (SPEC §5)", () => {
  it("accepts the five fields", () => {
    const submission = parseWithZod(form(goodNews), { schema: newsSchema });
    expect(submission.status).toBe("success");
  });

  it("says 'Please FIll Data!' for each missing field, and an empty editor counts as missing", () => {
    const submission = parseWithZod(form({ title: " ", author: "", link: "", image: "", content: "<p></p>" }), { schema: newsSchema });
    expect(submission.status).toBe("error");
    const errors = submission.reply().error!;
    for (const key of ["title", "author", "link", "image", "content"]) expect(errors[key]).toEqual([MESSAGES.pleaseFill]);
    expect(MESSAGES.pleaseFill).toBe("Please FIll Data!");
  });

  it("still reports missing fields when another one is too long", () => {
    const submission = parseWithZod(form({ ...goodNews, title: "x".repeat(201), author: "" }), { schema: newsSchema });
    const errors = submission.reply().error!;
    expect(errors.title).toEqual(["Maksimal 200 karakter."]);
    expect(errors.author).toEqual([MESSAGES.pleaseFill]);
  });

  it("caps title and author at 200 and link at 1000", () => {
    const ok = parseWithZod(form({ ...goodNews, title: "x".repeat(200), author: "y".repeat(200), link: `https://a.example/${"z".repeat(1000 - 18)}` }), { schema: newsSchema });
    expect(ok.status).toBe("success");
    const long = parseWithZod(form({ ...goodNews, link: `https://a.example/${"z".repeat(1000)}` }), { schema: newsSchema });
    expect(long.reply().error!.link).toEqual(["Maksimal 1000 karakter."]);
  });

  it("refuses javascript: links and images that are not media URLs", () => {
    const submission = parseWithZod(form({ ...goodNews, link: "javascript:alert(1)", image: "javascript:alert(1)" }), { schema: newsSchema });
    const errors = submission.reply().error!;
    expect(errors.link?.[0]).toMatch(/http/);
    expect(errors.image?.[0]).toMatch(/Media Library/);
  });
});

describe("media URLs", () => {
  it("knows library files and inline images, not other sites' URLs", () => {
    expect(isMediaUrl("/files/APP001/a.png")).toBe(true);
    expect(isMediaUrl("https://cdn.example/a.png")).toBe(false);
    expect(isMediaUrl("data:image/png;base64,iVBORw0KGgo=")).toBe(true);
    expect(isMediaUrl("data:image/png;base64,iVBORw0KGgo=", "pdf")).toBe(false);
    expect(isMediaUrl("/files/../etc/passwd")).toBe(false);
    expect(isMediaUrl("//evil.example/a.png")).toBe(false);
    expect(isMediaUrl("data:text/html;base64,PHNjcmlwdD4=")).toBe(false);
    expect(isMediaUrl("/files/a.png\" onerror=\"x")).toBe(false);
    expect(isWebUrl("HTTPS://a.example")).toBe(true);
    expect(isWebUrl("javascript://a.example")).toBe(false);
  });

  it("takes a no-JavaScript choice when the URL input is empty", () => {
    const data = applyMediaChoices(form({ image: "", imageChoice: "/files/a.png" }), ["image"]);
    expect(data.get("image")).toBe("/files/a.png");
    expect(data.has("imageChoice")).toBe(false);
    const typed = applyMediaChoices(form({ image: "/files/typed.png", imageChoice: "/files/a.png" }), ["image"]);
    expect(typed.get("image")).toBe("/files/typed.png");
  });
});

describe("blank rich text", () => {
  it("sees through empty markup", () => {
    expect(isBlankHtml("")).toBe(true);
    expect(isBlankHtml("<p></p><p>&nbsp;</p><p><br></p>")).toBe(true);
    expect(isBlankHtml("<p>a</p>")).toBe(false);
  });
});

describe("guidebook schema", () => {
  it("needs a title and a PDF: 'Pastikan Title dan URL tidak Kosong!'", () => {
    const errors = parseWithZod(form({ title: "", guidebookapp: "", image: "" }), { schema: guidebookSchema }).reply().error!;
    expect(errors.title).toEqual([MESSAGES.guidebookRequired]);
    expect(errors.guidebookapp).toEqual([MESSAGES.guidebookRequired]);
    expect(MESSAGES.guidebookRequired).toBe("Pastikan Title dan URL tidak Kosong!");
  });

  it("accepts a guidebook without a cover, and caps the title at 200", () => {
    expect(parseWithZod(form({ title: "Panduan", guidebookapp: "/files/APP001/p.pdf" }), { schema: guidebookSchema }).status).toBe("success");
    const errors = parseWithZod(form({ title: "x".repeat(201), guidebookapp: "/files/p.pdf" }), { schema: guidebookSchema }).reply().error!;
    expect(errors.title).toEqual(["Maksimal 200 karakter."]);
  });
});

describe("about quotes (SPEC §5)", () => {
  it("replaces quote characters by double quotes", () => {
    expect(normalizeQuotes("<p>Kami 'peduli' ‘Anda’ “selalu”</p>")).toBe('<p>Kami "peduli" "Anda" "selalu"</p>');
    expect(normalizeQuotes('<p>"ok"</p>')).toBe('<p>"ok"</p>');
  });
});

describe("upload check", () => {
  it("needs a file and a description, the provider side only a file", () => {
    expect(uploadCheck({ hasFile: false, description: "x", provider: false })).toBe("Pastikan file sudah diinput dan deskripsi tidak kosong");
    expect(uploadCheck({ hasFile: true, description: "  ", provider: false })).toBe("Pastikan file sudah diinput dan deskripsi tidak kosong");
    expect(uploadCheck({ hasFile: true, description: "Banner", provider: false })).toBeNull();
    expect(uploadCheck({ hasFile: false, description: "", provider: true })).toBe("Pastikan file sudah diinput!");
    expect(uploadCheck({ hasFile: true, description: "", provider: true })).toBeNull();
  });

  it("renames need a description of at most 200 characters", () => {
    expect(renameSchema.safeParse({ id: "m1", description: "Baru" }).success).toBe(true);
    expect(renameSchema.safeParse({ id: "m1", description: " " }).success).toBe(false);
    expect(renameSchema.safeParse({ id: "m1", description: "x".repeat(201) }).success).toBe(false);
  });
});

describe("reimbursement download", () => {
  it("needs start, to and payor", () => {
    for (const input of [{}, { from: "2026-01-01", to: "2026-01-31" }, { from: "2026-01-01", payor: "P001" }, { to: "2026-01-31", payor: "P001" }]) {
      const result = reimbursementSchema.safeParse(input);
      expect(result.success).toBe(false);
      expect(result.error!.issues[0].message).toBe("Start Date, To date and Payor is Required!");
    }
    expect(reimbursementSchema.safeParse({ from: "2026-01-01", to: "2026-01-31", payor: "P001" }).success).toBe(true);
    expect(reimbursementSchema.safeParse({ from: "2026-02-01", to: "2026-01-31", payor: "P001" }).success).toBe(false);
  });

  it("takes the days as DD-MM-YYYY (or YYYY-MM-DD) and gives the platform YYYY-MM-DD; a bad day is said on its field", () => {
    expect(reimbursementSchema.parse({ from: "05-03-2025", to: "2025-03-31", payor: "P001" })).toEqual({ from: "2025-03-05", to: "2025-03-31", payor: "P001" });
    const bad = reimbursementSchema.safeParse({ from: "31-02-2024", to: "05-03-2025", payor: "P001" });
    expect(bad.error!.issues).toMatchObject([{ path: ["from"], message: DAY_INVALID }]);
  });

  it("takes only the signed file name from the platform's link", () => {
    expect(reimbursementFile("/reimbursement/abc.DEF-123_x.zip")).toBe("abc.DEF-123_x.zip");
    expect(reimbursementFile("https://platform.example/reimbursement/abc.zip?x=1")).toBe("abc.zip");
    expect(reimbursementFile("/reimbursement/../secret.zip")).toBe("secret.zip");
    expect(reimbursementFile("/reimbursement/a b.zip")).toBeNull();
    expect(reimbursementFile("/reimbursement/abc.exe")).toBeNull();
    expect(reimbursementFile("/reimbursement/.zip")).toBeNull();
  });
});

// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { fromHtml, toHtml, type BlockElement } from "./rich-text";

describe("rich text ↔ HTML", () => {
  const documents: BlockElement[][] = [
    [{ type: "paragraph", children: [{ text: "Halo " }, { text: "dunia", bold: true }, { text: "!" }] }],
    [
      { type: "heading-one", children: [{ text: "Judul" }] },
      { type: "heading-two", children: [{ text: "Sub", italic: true, underline: true }] },
      { type: "bulleted-list", children: [{ type: "list-item", children: [{ text: "satu" }] }, { type: "list-item", children: [{ text: "dua", bold: true }] }] },
      { type: "numbered-list", children: [{ type: "list-item", children: [{ text: "1 < 2 & 3 > 2" }] }] },
      { type: "paragraph", children: [{ text: "Lihat " }, { type: "link", url: "https://sehat.example/a?b=1&c=2", children: [{ text: "tautan" }] }, { text: "." }] },
      { type: "block-quote", children: [{ text: "kutipan \"ganda\"" }] },
    ],
    [{ type: "paragraph", children: [{ text: "baris satu\nbaris dua" }] }],
  ];

  it("round-trips everything the editor can produce", () => {
    for (const doc of documents) {
      const html = toHtml(doc);
      expect(fromHtml(html)).toEqual(doc);
      expect(toHtml(fromHtml(html))).toBe(html);
    }
  });

  it("writes the HTML the mobile app expects", () => {
    expect(toHtml(documents[0])).toBe("<p>Halo <strong>dunia</strong>!</p>");
    expect(toHtml(documents[2])).toBe("<p>baris satu<br>baris dua</p>");
  });

  it("drops javascript: links but keeps their text", () => {
    const doc = fromHtml('<p><a href="javascript:alert(1)">klik</a></p>');
    expect(toHtml(doc)).toBe("<p>klik</p>");
    expect(toHtml([{ type: "paragraph", children: [{ type: "link", url: "javascript:alert(1)", children: [{ text: "x" }] }] }])).toBe("<p>x</p>");
  });

  it("reads foreign HTML into clean blocks", () => {
    expect(toHtml(fromHtml("plain text"))).toBe("<p>plain text</p>");
    expect(toHtml(fromHtml("<div><b>a</b><i>b</i></div><script>alert(1)</script>"))).toBe("<p><strong>a</strong><em>b</em></p>");
    expect(fromHtml("")).toEqual([{ type: "paragraph", children: [{ text: "" }] }]);
  });
});

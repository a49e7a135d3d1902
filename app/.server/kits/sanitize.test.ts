import { describe, expect, it } from "vitest";
import { sanitizeRichText } from "./sanitize";

describe("sanitizeRichText", () => {
  it("removes script elements with their content", () => {
    const html = sanitizeRichText("<p>a</p><script>alert(1)</script><SCRIPT src=//x.example/a.js></SCRIPT><p>b</p>");
    expect(html).toBe("<p>a</p><p>b</p>");
  });

  it("removes event handlers", () => {
    const html = sanitizeRichText('<p onclick="alert(1)">x</p><img src="/files/demo/i.png" onerror="alert(1)"><a href="https://a.example" onmouseover="x()">l</a>');
    expect(html).not.toMatch(/on(click|error|mouseover)/i);
    expect(html).toContain('<img src="/files/demo/i.png" />');
    expect(html).toContain('<a href="https://a.example">l</a>');
  });

  it("removes javascript: and other unsafe URLs", () => {
    for (const href of ["javascript:alert(1)", "JaVaScRiPt:alert(1)", " javascript:alert(1)", "jav&#x09;ascript:alert(1)", "vbscript:x", "data:text/html;base64,PHNjcmlwdD4="]) {
      const html = sanitizeRichText(`<a href="${href}">x</a>`);
      expect(html, href).toBe("<a>x</a>");
    }
    expect(sanitizeRichText('<img src="javascript:alert(1)">')).toBe("");
  });

  it("keeps images of the console's own files only: another site's image would track readers", () => {
    expect(sanitizeRichText('<p>a<img src="https://tracker.example/p.gif">b</p>')).toBe("<p>ab</p>");
    expect(sanitizeRichText('<img src="//tracker.example/p.gif">')).toBe("");
    expect(sanitizeRichText('<img src="/files/../secret.png">')).toBe("");
    expect(sanitizeRichText('<img src="/files/APP001/a.png" alt="A">')).toBe('<img src="/files/APP001/a.png" alt="A" />');
    expect(sanitizeRichText('<img src="data:image/png;base64,iVBORw0KGgo=">')).toBe('<img src="data:image/png;base64,iVBORw0KGgo=" />');
  });

  it("removes styles, iframes, forms and svg", () => {
    const html = sanitizeRichText('<style>p{}</style><iframe src="https://x"></iframe><form><input></form><svg onload="x()"><script>1</script></svg><p style="color:red">ok</p>');
    expect(html).toBe("<p>ok</p>");
  });

  it("keeps what the editor writes", () => {
    const html = "<h2>Judul</h2><p>Halo <strong>dunia</strong> <em>dan</em> <u>kamu</u></p><ul><li>satu</li></ul><ol><li>dua</li></ol><blockquote>kutip</blockquote><p><a href=\"https://a.example/?a=1&amp;b=2\">tautan</a></p>";
    expect(sanitizeRichText(html)).toBe(html);
  });
});

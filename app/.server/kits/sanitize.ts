import sanitizeHtml from "sanitize-html";

/**
 * Rich text from the platform or an editor, reduced to what the mobile app and the console
 * render: formatting, headings, lists, links and images. No script, style, event handler or
 * javascript: URL survives. Run before storing and again before rendering.
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      "p", "br", "strong", "b", "em", "i", "u", "s", "h1", "h2", "h3", "h4", "blockquote",
      "ul", "ol", "li", "a", "img", "span", "div", "code", "pre", "hr", "table", "thead", "tbody", "tr", "th", "td",
    ],
    allowedAttributes: { a: ["href", "title", "target", "rel"], img: ["src", "alt", "title", "width", "height"] },
    allowedSchemes: ["http", "https", "mailto", "tel"],
    allowedSchemesByTag: { img: ["data"] },
    allowProtocolRelative: false,
    // Images only from the console's own files (or inline): a remote image would tell a third party who reads the content.
    exclusiveFilter: (frame) => frame.tag === "img" && !isOwnImage(frame.attribs.src ?? ""),
    transformTags: {
      a: (tagName, attribs) => ({
        tagName,
        attribs: { ...attribs, ...(attribs.target === "_blank" ? { rel: "noopener noreferrer" } : {}) },
      }),
    },
  });
}

/** An image of the console's own files, or an inline one. */
function isOwnImage(src: string): boolean {
  return (/^\/files\/[A-Za-z0-9._~%/-]+$/.test(src) && !src.split("/").includes("..")) || /^data:image\/(png|jpeg|webp|gif);base64,/.test(src);
}

import { hrefOf } from "./critical-css";

const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;

/**
 * React hoists the client runtime's module preloads into <head>, where a slow connection fetches
 * ~200 KB of scripts at high priority beside the page itself. The page paints without them (its
 * styles are inline, nothing in them renders it), so they are asked for by a small script at the
 * end of the body instead, after the content has been parsed.
 */
export function preloadModulesAfterContent(html: string, nonce: string): string {
  const headEnd = html.indexOf("</head>");
  const bodyEnd = html.lastIndexOf("</body>");
  if (headEnd < 0 || bodyEnd < headEnd) return html;
  const hrefs: string[] = [];
  const head = html.slice(0, headEnd).replace(MODULE_PRELOAD, (tag) => {
    const href = hrefOf(tag);
    if (!href || !href.startsWith("/")) return tag;
    hrefs.push(href);
    return "";
  });
  if (!hrefs.length) return html;
  const script = `<script nonce="${nonce.replaceAll('"', "")}">${JSON.stringify(hrefs)}.forEach(function(h){var l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.appendChild(l)})</script>`;
  return head + html.slice(headEnd, bodyEnd) + script + html.slice(bodyEnd);
}

/**
 * The rich-text model of the slate editor and its HTML, both ways. The mobile app reads HTML,
 * so HTML is what is stored; the editor turns it into slate nodes and back without loss for
 * everything it can produce. Parsing uses the browser's DOMParser (the editor runs only there).
 */
export type Mark = "bold" | "italic" | "underline";
export type RichText = { text: string } & Partial<Record<Mark, true>>;
export type BlockType = "paragraph" | "heading-one" | "heading-two" | "heading-three" | "block-quote" | "bulleted-list" | "numbered-list" | "list-item";
export type LinkElement = { type: "link"; url: string; children: RichText[] };
export type BlockElement = { type: BlockType; children: (BlockElement | LinkElement | RichText)[] };
export type RichNode = BlockElement | LinkElement | RichText;

const BLOCK_TAGS: Record<BlockType, string> = {
  paragraph: "p",
  "heading-one": "h1",
  "heading-two": "h2",
  "heading-three": "h3",
  "block-quote": "blockquote",
  "bulleted-list": "ul",
  "numbered-list": "ol",
  "list-item": "li",
};
const TAG_BLOCKS = Object.fromEntries(Object.entries(BLOCK_TAGS).map(([type, tag]) => [tag, type])) as Record<string, BlockType>;
const MARK_TAGS: [Mark, string][] = [
  ["bold", "strong"],
  ["italic", "em"],
  ["underline", "u"],
];
const DROPPED_TAGS = new Set(["script", "style", "template", "iframe", "object", "noscript", "head"]);
const TAG_MARKS: Record<string, Mark> = { strong: "bold", b: "bold", em: "italic", i: "italic", u: "underline" };

export const EMPTY_DOCUMENT: BlockElement[] = [{ type: "paragraph", children: [{ text: "" }] }];

const escapeText = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const escapeAttr = (s: string) => escapeText(s).replace(/"/g, "&quot;");

/** Only web, mail and phone links survive; anything else (javascript:, data:) is dropped. */
export function safeUrl(url: string): string | null {
  const trimmed = url.trim();
  return /^(https?:|mailto:|tel:)/i.test(trimmed) ? trimmed : null;
}

export function toHtml(nodes: RichNode[]): string {
  return nodes.map(nodeToHtml).join("");
}

function nodeToHtml(node: RichNode): string {
  if ("text" in node) {
    let html = escapeText(node.text).replace(/\n/g, "<br>");
    for (const [mark, tag] of MARK_TAGS) if (node[mark]) html = `<${tag}>${html}</${tag}>`;
    return html;
  }
  const inner = node.children.map(nodeToHtml).join("");
  if (node.type === "link") {
    const url = safeUrl(node.url);
    return url ? `<a href="${escapeAttr(url)}">${inner}</a>` : inner;
  }
  const tag = BLOCK_TAGS[node.type];
  return `<${tag}>${inner}</${tag}>`;
}

export function fromHtml(html: string): BlockElement[] {
  if (!html.trim()) return structuredClone(EMPTY_DOCUMENT);
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, "text/html");
  const blocks = normalizeBlocks(convertChildren(doc.body, {}));
  return blocks.length ? blocks : structuredClone(EMPTY_DOCUMENT);
}

function convertChildren(parent: Node, marks: Partial<Record<Mark, true>>): RichNode[] {
  return Array.from(parent.childNodes).flatMap((child) => convert(child, marks));
}

function convert(node: Node, marks: Partial<Record<Mark, true>>): RichNode[] {
  if (node.nodeType === 3) return node.textContent ? [{ text: node.textContent, ...marks }] : [];
  if (node.nodeType !== 1) return [];
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  if (DROPPED_TAGS.has(tag)) return [];
  if (tag === "br") return [{ text: "\n", ...marks }];
  if (TAG_MARKS[tag]) return convertChildren(element, { ...marks, [TAG_MARKS[tag]]: true });
  if (tag === "a") {
    const url = safeUrl(element.getAttribute("href") ?? "");
    const children = convertChildren(element, marks).filter((c): c is RichText => "text" in c);
    return url ? [{ type: "link", url, children: children.length ? children : [{ text: "" }] }] : children;
  }
  const block = TAG_BLOCKS[tag] ?? (tag === "h4" ? "heading-three" : tag === "div" ? "paragraph" : undefined);
  if (block) return [{ type: block, children: convertChildren(element, marks) }];
  // Unknown wrappers (span, font…) keep their text.
  return convertChildren(element, marks);
}

/** Slate wants blocks at the top, inline content inside, and no empty children lists. */
function normalizeBlocks(nodes: RichNode[]): BlockElement[] {
  const out: BlockElement[] = [];
  let loose: (LinkElement | RichText)[] = [];
  const flush = () => {
    if (loose.some((n) => !("text" in n) || n.text.trim())) out.push({ type: "paragraph", children: mergeText(loose) });
    loose = [];
  };
  for (const node of nodes) {
    if ("text" in node || node.type === "link") loose.push(node);
    else {
      flush();
      out.push(normalizeBlock(node));
    }
  }
  flush();
  return out;
}

function normalizeBlock(block: BlockElement): BlockElement {
  const listLike = block.type === "bulleted-list" || block.type === "numbered-list";
  if (listLike) {
    const items = block.children
      .filter((c) => !("text" in c) || c.text.trim())
      .map((c): BlockElement => ("type" in c && c.type === "list-item" ? normalizeBlock(c) : { type: "list-item", children: mergeText(["text" in c || c.type === "link" ? c : { text: "" }]) }));
    return { type: block.type, children: items.length ? items : [{ type: "list-item", children: [{ text: "" }] }] };
  }
  const hasBlocks = block.children.some((c) => !("text" in c) && c.type !== "link");
  if (hasBlocks && block.type !== "list-item") {
    // A block inside a block (a div around paragraphs): keep the inner blocks.
    const inner = normalizeBlocks(block.children);
    return inner.length === 1 ? inner[0] : { type: block.type, children: mergeText(block.children.flatMap(flattenInline)) };
  }
  return { type: block.type, children: mergeText(block.children.flatMap(flattenInline)) };
}

function flattenInline(node: RichNode): (LinkElement | RichText)[] {
  if ("text" in node || node.type === "link") return [node];
  return node.children.flatMap(flattenInline);
}

/** Adjacent texts with the same marks become one; an element never has zero children. */
function mergeText(nodes: (LinkElement | RichText | BlockElement)[]): (LinkElement | RichText)[] {
  const out: (LinkElement | RichText)[] = [];
  for (const node of nodes.flatMap(flattenInline)) {
    const last = out[out.length - 1];
    if (last && "text" in last && "text" in node && sameMarks(last, node)) out[out.length - 1] = { ...last, text: last.text + node.text };
    else out.push(node);
  }
  // Slate needs text around inline links.
  const withEdges: (LinkElement | RichText)[] = [];
  out.forEach((node, i) => {
    if (!("text" in node) && (i === 0 || !("text" in out[i - 1]))) withEdges.push({ text: "" });
    withEdges.push(node);
  });
  if (withEdges.length && !("text" in withEdges[withEdges.length - 1])) withEdges.push({ text: "" });
  return withEdges.length ? withEdges : [{ text: "" }];
}

function sameMarks(a: RichText, b: RichText): boolean {
  return MARK_TAGS.every(([mark]) => !!a[mark] === !!b[mark]);
}

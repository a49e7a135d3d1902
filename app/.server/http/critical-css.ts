import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import postcss, { type AtRule, type ChildNode, type Rule } from "postcss";
import selectorParser from "postcss-selector-parser";

/**
 * Critical CSS (docs/decisions/015-critical-css.md). A page's first paint needs only the rules
 * that can match what the server rendered: this module cuts the built stylesheets down to
 * those rules, with the custom properties they use, so the page carries them inline and loads
 * the whole sheet without blocking. A rule is kept when every class and attribute its selector
 * requires occurs in the HTML (pseudo-classes, :not() and element names never rule one out),
 * so the cut errs on the side of keeping. Light or dark: only the tokens of the page's own
 * appearance match, because the appearance is a class on <html>.
 */

type Declaration = { prop: string; text: string; vars: string[] };
type StyleRule = {
  /** the at-rules around the rule, outermost first, e.g. ["@media (min-width: 520px)"] */
  wrappers: string[];
  /** each selector of the rule with the alternatives of tokens it requires (".class", "[attr") */
  selectors: { text: string; requires: string[][] }[];
  declarations: Declaration[];
};
/** An at-rule kept whatever the page shows (@property, @charset), or a @font-face kept when a kept rule names its family. */
type Always = { text: string; fontFamily?: string };
type Sheet = { rules: StyleRule[]; keyframes: Map<string, string>; always: Always[] };

const VAR = /var\(\s*(--[\w-]+)/g;
const MAX_ALTERNATIVES = 32;

function varsIn(text: string): string[] {
  return Array.from(text.matchAll(VAR), (m) => m[1]);
}

/** The token sets a selector needs, one set per way it can match (":is(.a, .b)" gives two). */
function requirements(selector: string): string[][] {
  let result: string[][] = [[]];
  try {
    selectorParser((root) => {
      result = root.nodes.flatMap((sel) => alternatives(sel));
    }).processSync(selector);
  } catch {
    return [[]]; // unreadable: keep it
  }
  return result.length > MAX_ALTERNATIVES ? [[]] : result;
}

function alternatives(node: selectorParser.Node): string[][] {
  switch (node.type) {
    case "class":
      return [[`.${node.value}`]];
    case "attribute":
      return [[`[${node.attribute.toLowerCase()}`]];
    case "selector": {
      let all: string[][] = [[]];
      for (const child of node.nodes) {
        const options = alternatives(child);
        all = all.flatMap((have) => options.map((more) => [...have, ...more]));
        if (all.length > MAX_ALTERNATIVES) return [[]];
      }
      return all;
    }
    case "pseudo": {
      const name = node.value.toLowerCase();
      if ([":is", ":where", ":matches", ":-webkit-any", ":-moz-any", ":has"].includes(name) && node.nodes.length) {
        return node.nodes.flatMap((sel) => alternatives(sel));
      }
      return [[]]; // :hover, :not(), ::before, :nth-child(): do not decide whether the rule can match
    }
    default:
      return [[]];
  }
}

const unquote = (family: string) => family.trim().replace(/^(["'])(.*)\1$/, "$2");

function parseSheet(css: string): Sheet {
  const sheet: Sheet = { rules: [], keyframes: new Map(), always: [] };
  const walk = (nodes: ChildNode[], wrappers: string[]) => {
    for (const node of nodes) {
      if (node.type === "rule") {
        const rule = node as Rule;
        const declarations: Declaration[] = [];
        rule.each((child) => {
          if (child.type !== "decl") return;
          const text = `${child.prop}:${child.value}${child.important ? "!important" : ""}`;
          declarations.push({ prop: child.prop, text, vars: varsIn(child.value) });
        });
        const selectors = rule.selectors.map((text) => ({ text, requires: requirements(text) }));
        sheet.rules.push({ wrappers, selectors, declarations });
      } else if (node.type === "atrule") {
        const at = node as AtRule;
        const name = at.name.toLowerCase();
        if (name === "media" || name === "supports" || name === "layer" || name === "container") {
          if (at.nodes) walk(at.nodes, [...wrappers, `@${at.name} ${at.params}`]);
          else sheet.always.push({ text: at.toString() });
        } else if (name.endsWith("keyframes")) {
          sheet.keyframes.set(at.params, at.toString());
        } else {
          let fontFamily: string | undefined;
          if (name === "font-face") at.walkDecls(/^font-family$/i, (d) => void (fontFamily = unquote(d.value)));
          sheet.always.push({ text: at.toString(), fontFamily }); // @font-face, @property, @charset
        }
      }
    }
  };
  walk(postcss.parse(css).nodes, []);
  return sheet;
}

/**
 * What a page's HTML offers to selectors: its classes and attribute names, and the custom
 * properties its inline styles read. One pass over the tags: React writes every attribute as
 * name="value" (a boolean one as name="") and escapes ">" inside values.
 */
export function pageTokens(html: string): { tokens: Set<string>; vars: string[] } {
  const tokens = new Set<string>();
  const vars = new Set<string>();
  for (const [tag] of html.matchAll(TAG)) {
    if (!tag.includes(" ")) continue;
    for (const [, name, value] of tag.matchAll(ATTRIBUTE)) {
      tokens.add(`[${name.toLowerCase()}`);
      if (value === undefined) continue;
      if (name === "class") {
        for (const className of value.split(/\s+/)) if (className) tokens.add(`.${className}`);
      } else if (name === "style") {
        for (const v of varsIn(value.replaceAll("&quot;", '"'))) vars.add(v);
      }
    }
  }
  return { tokens, vars: [...vars] };
}

const TAG = /<[a-zA-Z][^>]*>/g;
const ATTRIBUTE = /\s([a-zA-Z_:][\w:.-]*)(?:="([^"]*)")?/g;

/** The rules of `sheets` (in order) that can apply to a page with `tokens`, with only the custom properties they read. */
export function criticalCss(sheets: Sheet[], tokens: Set<string>, inlineVars: string[] = []): string {
  // Each matching rule with its scope: the at-rules around it and the selectors it keeps.
  const matching: { rule: StyleRule; selectors: string[]; scope: string }[] = [];
  for (const sheet of sheets) {
    for (const rule of sheet.rules) {
      const selectors = rule.selectors.filter((s) => s.requires.some((need) => need.every((t) => tokens.has(t)))).map((s) => s.text);
      if (selectors.length) matching.push({ rule, selectors, scope: `${rule.wrappers.join("\n")}\n${selectors.join(",")}\n` });
    }
  }
  // A custom property declared again later in the same scope is the later one's: the earlier is
  // left out (Radix's font stacks, which app.css restates).
  const winners = new Map<string, Declaration>();
  for (const { rule, scope } of matching) {
    for (const d of rule.declarations) {
      if (!d.prop.startsWith("--")) continue;
      const held = winners.get(scope + d.prop);
      if (!held || important(d) >= important(held)) winners.set(scope + d.prop, d);
    }
  }
  const kept = matching.map(({ rule, selectors, scope }) => ({
    rule,
    selectors,
    declarations: rule.declarations.filter((d) => !d.prop.startsWith("--") || winners.get(scope + d.prop) === d),
  }));
  // Custom properties: only those something kept reads (in any sheet), and what those read in turn.
  const needed = new Set<string>(inlineVars);
  for (const { declarations } of kept) for (const d of declarations) if (!d.prop.startsWith("--")) for (const v of d.vars) needed.add(v);
  for (let grew = true; grew; ) {
    grew = false;
    for (const { declarations } of kept) {
      for (const d of declarations) {
        if (!d.prop.startsWith("--") || !needed.has(d.prop)) continue;
        for (const v of d.vars) {
          if (needed.has(v)) continue;
          needed.add(v);
          grew = true;
        }
      }
    }
  }
  let rules = "";
  let open: string[] = [];
  for (const { rule, selectors, declarations } of kept) {
    const body = declarations.filter((d) => !d.prop.startsWith("--") || needed.has(d.prop)).map((d) => d.text);
    if (!body.length) continue;
    let same = 0;
    while (same < open.length && same < rule.wrappers.length && open[same] === rule.wrappers[same]) same++;
    rules += "}".repeat(open.length - same);
    for (const wrapper of rule.wrappers.slice(same)) rules += `${wrapper}{`;
    open = rule.wrappers;
    rules += `${selectors.join(",")}{${body.join(";")}}`;
  }
  rules += "}".repeat(open.length);
  // A @font-face only when a kept rule names its family (the full sheets bring the others).
  const named = rules.toLowerCase();
  let out = sheets.flatMap((sheet) => sheet.always.filter((a) => !a.fontFamily || named.includes(a.fontFamily.toLowerCase())).map((a) => a.text)).join("");
  out += rules;
  for (const sheet of sheets) for (const [name, text] of sheet.keyframes) if (rules.includes(name)) out += text;
  return out;
}

const important = (d: Declaration) => (d.text.endsWith("!important") ? 1 : 0);

// --- The built stylesheets, read once --------------------------------------------------------

const serverDir = path.dirname(fileURLToPath(import.meta.url));
const clientDir = path.resolve(serverDir, "../client");
const sheets = new Map<string, Sheet | null>();
const pages = new Map<string, string>();
const PAGE_CACHE = 200;

/** A parsed sheet as JSON (the build writes them, scripts/critical-css-index.ts). */
export type StoredSheet = Omit<Sheet, "keyframes"> & { keyframes: [string, string][] };
export const storeSheet = (css: string): StoredSheet => {
  const sheet = parseSheet(css);
  return { ...sheet, keyframes: [...sheet.keyframes] };
};
/** The file the build writes beside the server entry: every built sheet, parsed. */
export const SHEET_INDEX = "critical-css.json";

let indexRead = false;
/**
 * The build's sheets, parsed at build time: parsing them here took 430 ms of one blocking task on
 * the first page after every start. Without the index (dev server) each sheet is parsed when first used.
 */
function readSheetIndex() {
  if (indexRead) return;
  indexRead = true;
  try {
    const index = JSON.parse(readFileSync(path.join(serverDir, SHEET_INDEX), "utf8")) as Record<string, StoredSheet>;
    for (const [href, stored] of Object.entries(index)) sheets.set(href, { ...stored, keyframes: new Map(stored.keyframes) });
  } catch {
    // no index: parse on demand
  }
}

function loadSheet(href: string): Sheet | null {
  readSheetIndex();
  if (!sheets.has(href)) {
    let sheet: Sheet | null = null;
    // Only the build's own assets (a path without "..", under /assets/).
    if (/^\/assets\/[\w.-]+\.css$/.test(href)) {
      try {
        sheet = parseSheet(readFileSync(path.join(clientDir, href), "utf8"));
      } catch {
        sheet = null; // dev server or a missing file: the link stays as it is
      }
    }
    sheets.set(href, sheet);
  }
  return sheets.get(href) ?? null;
}

const STYLESHEET = /<link\b[^>]*\brel="stylesheet"[^>]*>/g;
export const hrefOf = (tag: string) => /\bhref="([^"]+)"/.exec(tag)?.[1];

/**
 * Rewrites a rendered document: its stylesheet links become one inline <style> with the
 * critical rules. A page that runs JavaScript then loads the whole sheets without blocking (they
 * style what the browser adds later: dialogs, other screens); without JavaScript a <noscript>
 * link loads them the ordinary way. A page that ships no JavaScript needs nothing more.
 */
export function inlineCriticalCss(html: string, { nonce, scripts }: { nonce: string; scripts: boolean }): string {
  const headEnd = html.indexOf("</head>");
  if (headEnd < 0) return html;
  const head = html.slice(0, headEnd);
  const links = [...head.matchAll(STYLESHEET)].map((m) => ({ tag: m[0], href: hrefOf(m[0]) ?? "" }));
  const loaded = links.map((l) => ({ ...l, sheet: loadSheet(l.href) })).filter((l) => l.sheet);
  if (!loaded.length) return html;

  const { tokens, vars } = pageTokens(html.slice(headEnd));
  const key = `${loaded.map((l) => l.href).join(" ")}|${[...tokens].sort().join(" ")}|${vars.sort().join(" ")}`;
  let css = pages.get(key);
  if (css === undefined) {
    css = criticalCss(loaded.map((l) => l.sheet as Sheet), tokens, vars);
    if (pages.size >= PAGE_CACHE) pages.delete(pages.keys().next().value as string);
    pages.set(key, css);
  }

  const hrefs = loaded.map((l) => l.href);
  const n = nonce.replaceAll('"', "");
  let replacement = `<style nonce="${n}" data-critical-css>${css.replaceAll("</", "<\\/")}</style>`;
  if (scripts) {
    replacement +=
      hrefs.map((href) => `<link rel="stylesheet" href="${href}" media="print" data-deferred-css>`).join("") +
      `<noscript>${hrefs.map((href) => `<link rel="stylesheet" href="${href}">`).join("")}</noscript>` +
      `<script nonce="${n}">${DEFER_SCRIPT}</script>`;
  }
  let first = true;
  const rewritten = head.replace(STYLESHEET, (tag) => {
    if (!loaded.some((l) => l.tag === tag)) return tag;
    if (!first) return "";
    first = false;
    return replacement;
  });
  return rewritten + html.slice(headEnd);
}

/**
 * Turns the deferred sheets on once loaded (an inline onload handler would need 'unsafe-inline'):
 * all at once, when the last has loaded (or failed), because each switch restyles and lays out the
 * whole page, three times over with three sheets (Lighthouse counted them as the longest tasks).
 */
const DEFER_SCRIPT =
  "(function(){var ls=[].slice.call(document.querySelectorAll('link[data-deferred-css]')),n=ls.length;function on(){if(--n===0)ls.forEach(function(l){l.media='all'})}ls.forEach(function(l){if(l.sheet)on();else{l.addEventListener('load',on);l.addEventListener('error',on)}})})()";

export const testing = { parseSheet };

import ts from "typescript";

/**
 * Finds the literal words a .tsx file shows people: JSX text, string literals in text props
 * (label, title, placeholder, aria-label…) and in `header`/`label`-like object properties, and
 * strings written as JSX children ({"…"}, {cond ? "…" : "…"}). Used by messages.test.ts: what it
 * finds must be one of SPEC's strings (spec-strings.ts); every other word comes from `ui`.
 */

/** Props and object keys whose string is shown (or read out) to people. */
export const TEXT_PROPS = new Set([
  "label",
  "title",
  "placeholder",
  "aria-label",
  "aria-description",
  "aria-valuetext",
  "aria-roledescription",
  "description",
  "alt",
  "heading",
  "hint",
  "text",
  "message",
  "header",
  "caption",
  "emptyText",
  "empty",
  "confirmLabel",
  "cancelLabel",
  "submitLabel",
  "savingLabel",
  "legend",
  "subtitle",
  "tooltip",
  "noun",
]);

/** A prop or key named for what it shows (`closeLabel`, `searchPlaceholder`, `emptyHint`, `speaker`…). */
export function isTextProp(name: string): boolean {
  return TEXT_PROPS.has(name) || /(Label|Text|Hint|Placeholder|Title|Message|Caption|Heading)$/.test(name) || name === "speaker";
}

export type Found = { line: number; text: string };
/** A found text and where it is: "jsx" text, a string "literal", or a "template" with holes ("{}"). */
export type FoundNode = Found & { node: ts.Node; kind: "jsx" | "literal" | "template" };

/** Words, not punctuation, numbers, symbols or technical values (URLs, ids, class names). */
export function isWords(text: string): boolean {
  const t = text.replace(/\s+/g, " ").trim();
  if (!/\p{L}/u.test(t)) return false;
  // A file name or class (".pdf", ".rt-Box") is technical; a sentence going on after a value (". Nilai …") is not.
  if (/^(https?:|mailto:|\/|#|\.\w)/.test(t)) return false;
  // one token of lowercase/kebab/snake ids ("native-input", "user_code") is technical
  if (/^[a-z0-9]+([-_:.][a-z0-9]+)+$/.test(t)) return false;
  return true;
}

function stringsOf(node: ts.Node, out: ts.Node[]): void {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) out.push(node);
  else if (ts.isTemplateExpression(node)) out.push(node);
  else if (ts.isConditionalExpression(node)) {
    stringsOf(node.whenTrue, out);
    stringsOf(node.whenFalse, out);
  } else if (ts.isBinaryExpression(node) && (node.operatorToken.kind === ts.SyntaxKind.BarBarToken || node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken || node.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken || node.operatorToken.kind === ts.SyntaxKind.PlusToken)) {
    stringsOf(node.left, out);
    stringsOf(node.right, out);
  } else if (ts.isParenthesizedExpression(node)) stringsOf(node.expression, out);
}

/** The text of a literal; a template's fixed parts joined by "{}" (its words still count). */
function textOf(node: ts.Node): string {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join("{}");
  return "";
}

function propName(name: ts.Node): string | undefined {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name)) return name.text;
  if (ts.isJsxNamespacedName(name)) return `${name.namespace.text}:${name.name.text}`;
  return undefined;
}

export function scanUiText(fileName: string, source: string): Found[] {
  return findUiText(ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)).map(({ line, text }) => ({ line, text }));
}

export function findUiText(file: ts.SourceFile): FoundNode[] {
  const found: FoundNode[] = [];
  const add = (node: ts.Node, text: string) => {
    if (!isWords(text.replaceAll("{}", ""))) return;
    const kind = ts.isJsxText(node) ? "jsx" : ts.isTemplateExpression(node) ? "template" : "literal";
    found.push({ node, kind, line: file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1, text: text.replace(/\s+/g, " ").trim() });
  };
  const literals = (expression: ts.Node) => {
    const out: ts.Node[] = [];
    stringsOf(expression, out);
    for (const literal of out) add(literal, textOf(literal));
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) add(node, node.text);
    else if (ts.isJsxExpression(node) && node.expression && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) literals(node.expression);
    else if (ts.isJsxAttribute(node)) {
      const name = propName(node.name);
      if (name && isTextProp(name) && node.initializer) {
        if (ts.isStringLiteral(node.initializer)) add(node.initializer, node.initializer.text);
        else if (ts.isJsxExpression(node.initializer) && node.initializer.expression) literals(node.initializer.expression);
      }
    } else if (ts.isPropertyAssignment(node)) {
      const name = propName(node.name);
      if (name && isTextProp(name)) literals(node.initializer);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

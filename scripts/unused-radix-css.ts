import postcss from "postcss";
import selectorParser from "postcss-selector-parser";
import type { Plugin } from "vite";

/**
 * Radix Themes ships the styles of all its components in one sheet; the console uses about half
 * of them. This build step drops the selectors that need a Radix class ("rt-…") no client code
 * can produce: a class is kept when the bundle mentions it, or when one of its prefixes is a
 * string of its own there (Radix writes prop classes as `${className}-${value}`, e.g.
 * "rt-r-size" → rt-r-size-2, with `xs:`… before responsive ones). Our own classes are never
 * touched. It runs on the client build only, where every component that renders lives.
 */
export function unusedRadixCss(): Plugin {
  return {
    name: "sehat:unused-radix-css",
    apply: "build",
    enforce: "post",
    generateBundle(_options, bundle) {
      if (this.environment?.name !== "client") return;
      const code = Object.values(bundle)
        .map((item) => (item.type === "chunk" ? item.code : ""))
        .join("\n");
      const producible = radixClassesIn(code);
      for (const item of Object.values(bundle)) {
        if (item.type !== "asset" || !item.fileName.endsWith(".css")) continue;
        const css = typeof item.source === "string" ? item.source : new TextDecoder().decode(item.source);
        item.source = withoutUnusedRadix(css, producible);
      }
    },
  };
}

/** Whether a Radix class can be produced by code that contains these strings. */
export function radixClassesIn(code: string): (name: string) => boolean {
  const literals = new Set(Array.from(code.matchAll(/[`"'](rt-[\w-]*)[`"']/g), (m) => m[1]));
  const mentioned = new Set(Array.from(code.matchAll(/rt-[\w-]+/g), (m) => m[0]));
  return (name) => {
    const bare = name.replace(/^(xs|sm|md|lg|xl):/, "");
    if (!bare.startsWith("rt-") || mentioned.has(bare)) return true;
    const parts = bare.split("-");
    for (let i = parts.length - 1; i >= 2; i--) if (literals.has(parts.slice(0, i).join("-"))) return true;
    return false;
  };
}

export function withoutUnusedRadix(css: string, producible: (name: string) => boolean): string {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    const keep = rule.selectors.filter((selector) => {
      let possible = true;
      selectorParser((sel) => {
        sel.walkClasses((cls) => {
          // A class inside :not(), :is() or :where() does not have to be present for a match.
          for (let p = cls.parent; p; p = p.parent) if (p.type === "pseudo" && [":not", ":is", ":where"].includes(p.value)) return;
          if (!producible(cls.value)) possible = false;
        });
      }).processSync(selector);
      return possible;
    });
    if (!keep.length) rule.remove();
    else if (keep.length < rule.selectors.length) rule.selectors = keep;
  });
  let emptied = true;
  while (emptied) {
    emptied = false;
    root.walkAtRules((at) => {
      if (at.nodes && at.nodes.length === 0) {
        at.remove();
        emptied = true;
      }
    });
  }
  return root.toString();
}

import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { SHEET_INDEX, storeSheet, type StoredSheet } from "../app/.server/http/critical-css";

/**
 * Parses the built stylesheets once, at build time, into build/server/critical-css.json, which
 * the server's critical-CSS step reads instead of parsing them on the first page after each start
 * (a 430 ms blocking task; docs/decisions/015). Runs after the server build, when the client's
 * final sheets (after unusedRadixCss) are on disk.
 */
export function criticalCssIndex(): Plugin {
  return {
    name: "sehat:critical-css-index",
    apply: "build",
    writeBundle(options) {
      if (this.environment?.name !== "ssr" || !options.dir) return;
      const assets = path.resolve(options.dir, "../client/assets");
      const index: Record<string, StoredSheet> = {};
      for (const file of readdirSync(assets)) {
        if (file.endsWith(".css")) index[`/assets/${file}`] = storeSheet(readFileSync(path.join(assets, file), "utf8"));
      }
      writeFileSync(path.join(options.dir, SHEET_INDEX), JSON.stringify(index));
    },
  };
}

import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { criticalCssIndex } from "./scripts/critical-css-index";
import { unusedRadixCss } from "./scripts/unused-radix-css";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  plugins: [reactRouter(), unusedRadixCss(), criticalCssIndex()],
  ssr: {
    // PGlite ships wasm and data files next to its JS; load it from node_modules at run time.
    external: ["@electric-sql/pglite", "pg", "drizzle-orm"],
  },
});

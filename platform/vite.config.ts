// The platform's own server (platform/main.ts) as plain JavaScript in <BUILD_DIR>/platform/main.js,
// which the console starts as its embedded platform (docs/decisions/026): no TypeScript loader at
// run time, 0.7 s sooner ready than through tsx. Dependencies stay in node_modules. Beside it,
// launch.js (app/.server/upstream/launch.ts), which server.js loads first to start that process.
//   npx vite build -c platform/vite.config.ts      (part of `npm run build`)
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export default defineConfig({
  root,
  publicDir: false,
  logLevel: "warn",
  build: {
    ssr: true,
    outDir: path.join(root, process.env.BUILD_DIR ?? "build", "platform"),
    emptyOutDir: true,
    target: "node20",
    sourcemap: true,
    rollupOptions: {
      // launch.js: the console's starter of this process, which server.js loads before the console's build.
      input: { main: path.join(root, "platform/main.ts"), launch: path.join(root, "app/.server/upstream/launch.ts") },
      output: { format: "esm", entryFileNames: "[name].js", chunkFileNames: "chunks/[name]-[hash].js" },
    },
  },
});

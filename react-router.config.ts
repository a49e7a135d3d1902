import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // BUILD_DIR lets parallel checkouts' test runs build side by side (default: build/).
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // Under Referrer-Policy: no-referrer, browsers send `Origin: null` on form posts. React Router's
  // origin check would refuse them; our sameOriginOnly middleware then requires
  // Sec-Fetch-Site: same-origin for such posts instead (docs/decisions/005-origin-null.md).
  allowedActionOrigins: ["null"],
  // The whole route manifest (28 KB, 3 KB gzip) is one long-cached file instead of a partial one
  // serialized into every page and patched from /__manifest as links render (docs/decisions/018).
  routeDiscovery: { mode: "initial" },
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;

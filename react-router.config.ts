import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // BUILD_DIR lets parallel checkouts' test runs build side by side (default: build/).
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // Under Referrer-Policy: no-referrer, browsers send `Origin: null` on form posts. React Router's
  // origin check would refuse them; our sameOriginOnly middleware then requires
  // Sec-Fetch-Site: same-origin for such posts instead (docs/decisions/005-origin-null.md).
  allowedActionOrigins: ["null"],
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;

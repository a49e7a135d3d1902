import type { Config } from "@react-router/dev/config";

// A bare React Router app (one server-rendered page, no data) to compare the console against.
export default {
  ssr: true,
  buildDirectory: "../../build/bench-bare",
  future: { v8_middleware: true, v8_splitRouteModules: true, v8_viteEnvironmentApi: true },
} satisfies Config;

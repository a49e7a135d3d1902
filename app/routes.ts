import type { RouteConfig } from "@react-router/dev/routes";
import { flatRoutes } from "@react-router/fs-routes";

// A route's tests sit beside it (createRoutesStub tests of its loader, action and component).
export default flatRoutes({ ignoredRouteFiles: ["**/*.test.{ts,tsx}"] }) satisfies RouteConfig;

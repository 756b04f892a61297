import { index, type RouteConfig } from "@remix-run/route-config";

export default [index("routes/_index.tsx")] satisfies RouteConfig;

/**
 * The benchmark's baseline: a bare Remix app (same Remix, React and Vite versions and the same v3
 * future flags as the storefront; default entry files; no loaders, no styles) with one page of
 * static markup of a size similar to the storefront's home page. Built into
 * tests/bench/bare/build by `npm run bench`.
 */
import { vitePlugin as remix } from "@remix-run/dev";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

const root = fileURLToPath(new URL(".", import.meta.url));

export default defineConfig({
  root,
  build: { manifest: true, assetsInlineLimit: 0 },
  logLevel: "warn",
  plugins: [
    remix({
      appDirectory: "app",
      buildDirectory: "build",
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
        v3_routeConfig: true,
      },
    }),
  ],
});

/**
 * The app's own Vite config with the Vite manifest kept (`build/client/.vite/manifest.json`), so
 * that `npm run bench` can tell how many JS bytes each route loads, and the server build's source
 * map, so that its profile names the app's files (tests/bench/profile.ts). Nothing else differs.
 */
import { defineConfig, mergeConfig } from "vite";
import appConfig from "../../vite.config";

export default defineConfig((env) =>
  mergeConfig(appConfig(env), { build: { manifest: true, ...(env.isSsrBuild ? { sourcemap: true } : {}) } }),
);

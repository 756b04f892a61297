/**
 * Global setup of the vitest run: bundles the server and the upstream's command line once
 * (tests/support/server-bundle.ts), and tells the test workers, which inherit this environment,
 * where the bundle is.
 */
import path from "node:path";
import { BUNDLE_DIR_VARIABLE, bundleServer } from "./server-bundle";

export default async function setup(): Promise<void> {
  const { server } = await bundleServer();
  process.env[BUNDLE_DIR_VARIABLE] = path.dirname(server);
}

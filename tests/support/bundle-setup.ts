/**
 * Global setup of the vitest run: bundles the server and the upstream's command line once
 * (tests/support/server-bundle.ts), seeds the demo data once with that command line
 * (tests/support/seeded-database.ts), and tells the test workers, which inherit this environment,
 * where both are.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { databasePath } from "../../upstream/db/open";
import { SEEDED_DATABASE_VARIABLE } from "./seeded-database";
import { BUNDLE_DIR_VARIABLE, bundleServer } from "./server-bundle";

export default async function setup(): Promise<() => void> {
  const { server, upstreamCli } = await bundleServer();
  process.env[BUNDLE_DIR_VARIABLE] = path.dirname(server);

  const dataDir = mkdtempSync(path.join(os.tmpdir(), "seeded-upstream-"));
  const seeded = spawnSync(process.execPath, [upstreamCli, "seed"], {
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: "utf8",
  });
  if (seeded.status !== 0) throw new Error(`upstream seed exited with ${seeded.status}:\n${seeded.stderr}`);
  process.env[SEEDED_DATABASE_VARIABLE] = databasePath(dataDir);
  return () => rmSync(dataDir, { recursive: true, force: true });
}

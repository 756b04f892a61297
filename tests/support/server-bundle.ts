/**
 * The storefront's server (server.ts) and the reference upstream's command line (upstream/cli.ts)
 * bundled into plain JavaScript for the test harnesses (docs/decisions/0011): a test run starts
 * dozens of storefronts, each with its embedded upstream, and loading them through tsx costs about
 * twice the CPU of loading one bundled file per process. It is bundled as `npm run build` bundles
 * the production server (scripts/server-build.mjs), into a directory of its own.
 *
 * A bundle lives under .cache/server-bundle/<hash of its content>/: a test run bundles once
 * (tests/support/bundle-setup.ts), and a run that bundles other sources never replaces the files
 * of a server another run is still starting.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ENTRIES, bundleServerSources } from "../../scripts/server-build.mjs";

/** Set by a test run's global setup to the bundle its workers start (see serverBundle). */
export const BUNDLE_DIR_VARIABLE = "STOREFRONT_SERVER_BUNDLE";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const CACHE = path.join(ROOT, ".cache/server-bundle");
/** Bundles of other sources unused for this long are removed. */
const UNUSED_FOR_MS = 24 * 3600_000;

/**
 * The server (server.ts), the cluster's entry (server/cluster-main.ts), the upstream's command line,
 * and its commands as a module (upstream/operator-commands.ts), which tests/support/upstream-cli.ts
 * imports: Node loads one bundled file in a tenth of the time the test runner takes to compile and
 * load the upstream's modules one by one (about 2 s of CPU in each test file that used it).
 */
export type ServerBundle = { server: string; cluster: string; upstreamCli: string; operatorCommands: string };

function filesOf(dir: string): ServerBundle {
  return {
    server: path.join(dir, "server.mjs"),
    cluster: path.join(dir, "cluster.mjs"),
    upstreamCli: path.join(dir, "upstream-cli.mjs"),
    operatorCommands: path.join(dir, "operator-commands.mjs"),
  };
}

/** Removes bundles nobody used for a day, and staging directories of runs that were killed. */
function pruneCache(keep: string): void {
  for (const name of readdirSync(CACHE)) {
    const dir = path.join(CACHE, name);
    if (dir !== keep && Date.now() - statSync(dir).mtimeMs > UNUSED_FOR_MS)
      rmSync(dir, { recursive: true, force: true });
  }
}

/** Bundles the current sources (about half a second) and answers the bundle's files. */
export async function bundleServer(): Promise<ServerBundle> {
  // The production server's bundle (scripts/server-build.mjs), with its source map (the bench's
  // profile; its sources named from a directory of the same depth as the one it is written to).
  const result = await bundleServerSources({
    outdir: path.join(CACHE, "bundle"),
    extension: ".mjs",
    write: false,
    sourcemap: true,
    entries: { ...ENTRIES, "operator-commands": "upstream/operator-commands.ts" },
  });
  const hash = createHash("sha256");
  for (const file of result.outputFiles ?? []) hash.update(file.path).update(file.contents);
  const dir = path.join(CACHE, hash.digest("hex").slice(0, 16));
  if (existsSync(dir)) {
    utimesSync(dir, new Date(), new Date());
  } else {
    // Written aside, then renamed: a run starting this bundle meanwhile sees all of it or none.
    const staging = `${dir}.${process.pid}.staging`;
    mkdirSync(staging, { recursive: true });
    for (const file of result.outputFiles ?? [])
      writeFileSync(path.join(staging, path.basename(file.path)), file.contents);
    try {
      renameSync(staging, dir);
    } catch (error) {
      rmSync(staging, { recursive: true, force: true });
      // Another run made the same bundle at the same moment.
      if (!existsSync(dir)) throw error;
    }
  }
  pruneCache(dir);
  return filesOf(dir);
}

let bundled: Promise<ServerBundle> | null = null;

/**
 * The bundle this process starts servers from: the one its test run made (BUNDLE_DIR_VARIABLE),
 * else one made now, once per process (the benchmark, the soak test).
 */
export function serverBundle(): Promise<ServerBundle> {
  const made = process.env[BUNDLE_DIR_VARIABLE];
  if (made) return Promise.resolve(filesOf(made));
  bundled ??= bundleServer().catch((error: unknown) => {
    bundled = null;
    throw error;
  });
  return bundled;
}

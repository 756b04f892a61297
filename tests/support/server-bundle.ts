/**
 * The storefront's server (server.ts) and the reference upstream's command line (upstream/cli.ts)
 * bundled into plain JavaScript for the test harnesses (docs/decisions/0011): a test run starts
 * dozens of storefronts, each with its embedded upstream, and loading them through tsx costs about
 * twice the CPU of loading one bundled file per process. Packages stay external (better-sqlite3 is
 * native; they load from node_modules as in production).
 *
 * A bundle lives under .cache/server-bundle/<hash of its content>/: a test run bundles once
 * (tests/support/bundle-setup.ts), and a run that bundles other sources never replaces the files
 * of a server another run is still starting.
 */
import { build, type Plugin } from "esbuild";
import { createHash } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

/** Set by a test run's global setup to the bundle its workers start (see serverBundle). */
export const BUNDLE_DIR_VARIABLE = "STOREFRONT_SERVER_BUNDLE";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const CACHE = path.join(ROOT, ".cache/server-bundle");
const ENTRIES = { server: "server.ts", "upstream-cli": "upstream/cli.ts" };
/** Bundles of other sources unused for this long are removed. */
const UNUSED_FOR_MS = 24 * 3600_000;

export type ServerBundle = { server: string; upstreamCli: string };

function filesOf(dir: string): ServerBundle {
  return { server: path.join(dir, "server.mjs"), upstreamCli: path.join(dir, "upstream-cli.mjs") };
}

/**
 * server/embedded-upstream.ts forks upstream/cli.ts through tsx; the bundled server forks the
 * bundled command line beside it instead. Should that file fork differently one day, the bundled
 * server keeps its way (through tsx: slower, still correct) and the bundling says so.
 */
const EMBEDDED_UPSTREAM = path.join(ROOT, "server/embedded-upstream.ts");

function forkBundledUpstream(text: string, ownUrl: string): string {
  const script = `new URL("../upstream/cli.ts", ${ownUrl})`;
  const execArgv = 'execArgv: ["--import", "tsx"]';
  if (!text.includes(script) || !text.includes(execArgv)) {
    console.warn(
      "[server-bundle] server/embedded-upstream.ts forks the upstream differently now: the bundled server forks it through tsx",
    );
    return text;
  }
  return text.replace(script, 'new URL("./upstream-cli.mjs", import.meta.url)').replace(execArgv, "execArgv: []");
}

/**
 * A bundle runs from .cache/: each source keeps its own `import.meta.url` (the upstream reads its
 * migrations beside upstream/db/migrate.ts), but the embedded upstream is the bundled one.
 */
const sourceLocations: Plugin = {
  name: "source-locations",
  setup(bundler) {
    bundler.onLoad({ filter: /\.tsx?$/ }, (args) => {
      const ownUrl = JSON.stringify(pathToFileURL(args.path).href);
      const text = readFileSync(args.path, "utf8").replaceAll("import.meta.url", ownUrl);
      return {
        contents: args.path === EMBEDDED_UPSTREAM ? forkBundledUpstream(text, ownUrl) : text,
        loader: args.path.endsWith(".tsx") ? "tsx" : "ts",
      };
    });
  },
};

/** Bare imports (packages) load from node_modules at run time; `~/` is the app (tsconfig paths). */
const packagesExternal: Plugin = {
  name: "packages-external",
  setup(bundler) {
    bundler.onResolve({ filter: /^[^./~]/ }, (args) => ({ path: args.path, external: true }));
  },
};

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
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: ENTRIES,
    outdir: CACHE,
    outExtension: { ".js": ".mjs" },
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    write: false,
    logLevel: "warning",
    plugins: [packagesExternal, sourceLocations],
  });
  const hash = createHash("sha256");
  for (const file of result.outputFiles) hash.update(file.path).update(file.contents);
  const dir = path.join(CACHE, hash.digest("hex").slice(0, 16));
  if (existsSync(dir)) {
    utimesSync(dir, new Date(), new Date());
  } else {
    // Written aside, then renamed: a run starting this bundle meanwhile sees all of it or none.
    const staging = `${dir}.${process.pid}.staging`;
    mkdirSync(staging, { recursive: true });
    for (const file of result.outputFiles) writeFileSync(path.join(staging, path.basename(file.path)), file.contents);
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

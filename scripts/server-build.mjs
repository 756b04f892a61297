// The production server as plain JavaScript (docs/decisions/0043): server.ts, server/, the app's
// services it imports and the embedded upstream's command line (upstream/cli.ts), bundled by
// esbuild into build/server.js and build/upstream-cli.js, so that `npm start` runs `node
// build/server.js` with no TypeScript compiler at run time. `npm run build` makes it after the
// Remix build; the test harnesses (tests/support/server-bundle.ts) bundle with the same options.
//
// Packages load from node_modules at run time (better-sqlite3 is native; socket.io and the rest
// stay as installed), except Remix's request handler and the router it matches with
// (@remix-run/node, @remix-run/server-runtime, @remix-run/router): they are bundled so that the
// router's compiled paths and ranked routes are cached (routeMatchCache below).
import { build } from "esbuild";
import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const ROOT = fileURLToPath(new URL("../", import.meta.url));
const ENTRIES = { server: "server.ts", "upstream-cli": "upstream/cli.ts" };

/** The packages bundled into the server (their own dependencies stay external). */
export const BUNDLED_PACKAGES = /^@remix-run\/(node|server-runtime|router)(\/|$)/;

/** @remix-run/router's modules (ESM and CommonJS builds), whose matching routeMatchCache speeds up. */
export const ROUTER_MODULE = /[\\/]@remix-run[\\/]router[\\/]dist[\\/]router(\.cjs)?\.js$/;

const COMPILE_PATH = "function compilePath(path, caseSensitive, end) {";
const FLATTEN_AND_RANK = "  let branches = flattenRoutes(routes);\n  rankRouteBranches(branches);\n";

/**
 * @remix-run/router 1.x compiles a route's path into a regular expression each time it tries the
 * route, and flattens and ranks the whole route tree each time it matches a path: about 270 regular
 * expressions and 4 rankings of the 68 routes for every page (the server's match, the loaders'
 * query, the render's <Routes> and the route manifest sent to the browser), 20 % of a page's CPU.
 * This caches both, in the router's own module: a compiled path by its pattern and options (a
 * route tree has a few dozen; bounded), the ranked branches by the routes array (a WeakMap: the
 * server's tree lives as long as its build, a tree made for one render goes with it).
 *
 * Throws when the router's code no longer reads as expected (a new release): the build fails
 * rather than running uncached.
 *
 * @param {string} source the module's code
 * @param {string} file its path, for the error
 * @returns {string}
 */
export function routeMatchCache(source, file) {
  const count = (text) => source.split(text).length - 1;
  if (count(COMPILE_PATH) !== 1 || count(FLATTEN_AND_RANK) !== 1)
    throw new Error(`${file}: @remix-run/router's compilePath or matchRoutesImpl changed; update scripts/server-build.mjs`);
  const cache = `const compiledPaths = new Map();
const COMPILED_PATHS_MAX = 2000;
function compilePath(path, caseSensitive, end) {
  const key = (caseSensitive === true ? "1" : "0") + (end === false ? "0" : "1") + path;
  let compiled = compiledPaths.get(key);
  if (compiled === undefined) {
    compiled = compilePathUncached(path, caseSensitive, end);
    if (compiledPaths.size < COMPILED_PATHS_MAX) compiledPaths.set(key, compiled);
  }
  return compiled;
}
const rankedBranchesOf = new WeakMap();
function rankedBranches(routes) {
  let branches = rankedBranchesOf.get(routes);
  if (branches === undefined) {
    branches = flattenRoutes(routes);
    rankRouteBranches(branches);
    rankedBranchesOf.set(routes, branches);
  }
  return branches;
}
function compilePathUncached(path, caseSensitive, end) {`;
  return source.replace(COMPILE_PATH, cache).replace(FLATTEN_AND_RANK, "  let branches = rankedBranches(routes);\n");
}

/**
 * The bundle runs from another directory than its sources: each source keeps its own
 * `import.meta.url` (the upstream reads its migrations beside upstream/db/migrate.ts), so a bundle
 * runs in the checkout it was made in (copies of build/ made by the journeys and the bench too),
 * and the embedded upstream forks the bundled command line beside the server instead of
 * upstream/cli.ts through tsx.
 *
 * @param {string} extension of the bundle's files (".js", ".mjs")
 * @returns {import("esbuild").Plugin}
 */
function sourceLocations(extension) {
  const embeddedUpstream = path.join(ROOT, "server/embedded-upstream.ts");
  return {
    name: "source-locations",
    setup(bundler) {
      bundler.onLoad({ filter: /\.tsx?$/ }, (args) => {
        const ownUrl = JSON.stringify(pathToFileURL(args.path).href);
        let text = readFileSync(args.path, "utf8").replaceAll("import.meta.url", ownUrl);
        if (args.path === embeddedUpstream) {
          const script = `new URL("../upstream/cli.ts", ${ownUrl})`;
          const execArgv = 'execArgv: ["--import", "tsx"]';
          if (!text.includes(script) || !text.includes(execArgv))
            throw new Error("server/embedded-upstream.ts forks the upstream differently now; update scripts/server-build.mjs");
          text = text
            .replace(script, `new URL("./upstream-cli${extension}", import.meta.url)`)
            .replace(execArgv, "execArgv: []");
        }
        return {
          contents: text,
          loader: args.path.endsWith(".tsx") ? "tsx" : "ts",
        };
      });
    },
  };
}

/** @type {import("esbuild").Plugin} */
const packagesExternal = {
  name: "packages-external",
  setup(bundler) {
    // Bare imports (packages) load from node_modules at run time, but for BUNDLED_PACKAGES; `~/` is the app.
    bundler.onResolve({ filter: /^[^./~]/ }, (args) =>
      BUNDLED_PACKAGES.test(args.path) && args.kind !== "entry-point" ? undefined : { path: args.path, external: true },
    );
    bundler.onLoad({ filter: ROUTER_MODULE }, (args) => ({
      contents: routeMatchCache(readFileSync(args.path, "utf8"), args.path),
      loader: "js",
    }));
  },
};

/**
 * Bundles server.ts and upstream/cli.ts into `outdir` (server + extension, upstream-cli + extension).
 * With `write: false`, answers the files without writing them.
 *
 * A source map beside each file with `sourcemap` (for `node --enable-source-maps` and the bench's profile).
 *
 * @param {{ outdir: string, extension?: string, write?: boolean, sourcemap?: boolean }} options
 */
export function bundleServerSources({ outdir, extension = ".js", write = true, sourcemap = false }) {
  return build({
    absWorkingDir: ROOT,
    entryPoints: ENTRIES,
    outdir,
    outExtension: { ".js": extension },
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    write,
    sourcemap: sourcemap ? "linked" : false,
    logLevel: "warning",
    // The bundled CommonJS packages (@remix-run/node) require their own dependencies.
    banner: {
      js: 'import { createRequire as __storefrontRequire } from "node:module"; const require = __storefrontRequire(import.meta.url);',
    },
    plugins: [packagesExternal, sourceLocations(extension)],
  });
}

/** `node scripts/server-build.mjs`: build/server.js and build/upstream-cli.js, after the Remix build. */
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const started = Date.now();
  const outdir = path.join(ROOT, "build");
  mkdirSync(outdir, { recursive: true });
  await bundleServerSources({ outdir, sourcemap: true });
  process.stdout.write(`server bundled into build/server.js in ${Date.now() - started} ms\n`);
}

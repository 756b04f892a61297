// The production server as plain JavaScript (docs/decisions/0043): server.ts, server/, the app's
// services it imports and the embedded upstream's command line (upstream/cli.ts), bundled by
// esbuild into build/server.js and build/upstream-cli.js, so that `npm start` runs the server
// with no TypeScript compiler at run time; and build/cluster.js (server/cluster-main.ts), which
// `npm start` runs: WEB_CONCURRENCY processes of build/server.js (docs/decisions/0054). `npm run build` makes it after the
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
/** What `npm run build` bundles: the server, the cluster's entry and the upstream's command line. */
export const ENTRIES = { server: "server.ts", cluster: "server/cluster-main.ts", "upstream-cli": "upstream/cli.ts" };

/** The packages bundled into the server (their own dependencies stay external). */
export const BUNDLED_PACKAGES = /^@remix-run\/(node|server-runtime|router)(\/|$)/;

/** @remix-run/router's modules (ESM and CommonJS builds), whose matching routeMatchCache speeds up. */
export const ROUTER_MODULE = /[\\/]@remix-run[\\/]router[\\/]dist[\\/]router(\.cjs)?\.js$/;

const COMPILE_PATH = "function compilePath(path, caseSensitive, end) {";
const FLATTEN_AND_RANK = "  let branches = flattenRoutes(routes);\n  rankRouteBranches(branches);\n";
const MATCH_ROUTES = "function matchRoutesImpl(routes, locationArg, basename, allowPartial) {";
const RESOLVE_TO = "function resolveTo(toArg, routePathnames, locationPathname, isPathRelative) {";

/** The caches, put before the router's own functions (which they call, renamed …Uncached). */
const CACHES = `const ROUTE_CACHE_MAX = 2000;
const ROUTE_CACHE_KEY_MAX = 512;
const compiledPaths = new Map();
function compilePath(path, caseSensitive, end) {
  const key = (caseSensitive === true ? "1" : "0") + (end === false ? "0" : "1") + path;
  let compiled = compiledPaths.get(key);
  if (compiled === undefined) {
    compiled = compilePathUncached(path, caseSensitive, end);
    if (compiledPaths.size < ROUTE_CACHE_MAX) compiledPaths.set(key, compiled);
  }
  return compiled;
}
const routeTrees = new WeakMap();
function routeTree(routes) {
  let tree = routeTrees.get(routes);
  if (tree === undefined) {
    tree = { branches: null, matches: null };
    routeTrees.set(routes, tree);
  } else if (tree.matches === null) tree.matches = new Map();
  return tree;
}
function rankedBranches(routes) {
  const tree = routeTree(routes);
  if (tree.branches === null) {
    tree.branches = flattenRoutes(routes);
    rankRouteBranches(tree.branches);
  }
  return tree.branches;
}
function matchRoutesImpl(routes, locationArg, basename, allowPartial) {
  const tree = routeTrees.get(routes);
  if (tree === undefined || tree.matches === null) return matchRoutesImplUncached(routes, locationArg, basename, allowPartial);
  const pathname = typeof locationArg === "string" ? parsePath(locationArg).pathname : locationArg.pathname;
  const key = (allowPartial ? "1" : "0") + basename + "\\0" + pathname;
  let matches = tree.matches.get(key);
  if (matches === undefined) {
    matches = matchRoutesImplUncached(routes, locationArg, basename, allowPartial);
    if (key.length > ROUTE_CACHE_KEY_MAX) return matches;
    if (tree.matches.size >= ROUTE_CACHE_MAX) tree.matches.clear();
    tree.matches.set(key, matches);
  }
  if (matches === null) return null;
  const params = Object.assign({}, matches[matches.length - 1].params);
  return matches.map((match) => Object.assign({}, match, { params }));
}
const resolvedPaths = new WeakMap();
function resolveTo(toArg, routePathnames, locationPathname, isPathRelative) {
  if (typeof toArg !== "string") return resolveToUncached(toArg, routePathnames, locationPathname, isPathRelative);
  let paths = resolvedPaths.get(routePathnames);
  if (paths === undefined) {
    paths = new Map();
    resolvedPaths.set(routePathnames, paths);
  }
  const key = (isPathRelative ? "1" : "0") + toArg + "\\0" + locationPathname;
  if (key.length > ROUTE_CACHE_KEY_MAX) return resolveToUncached(toArg, routePathnames, locationPathname, isPathRelative);
  let path = paths.get(key);
  if (path === undefined) {
    path = resolveToUncached(toArg, routePathnames, locationPathname, isPathRelative);
    if (paths.size >= ROUTE_CACHE_MAX) paths.clear();
    paths.set(key, path);
  }
  return { pathname: path.pathname, search: path.search, hash: path.hash };
}
`;

/**
 * @remix-run/router 1.x caches nothing: each time it matches a path it flattens and ranks the whole
 * route tree and compiles each route's path into a regular expression as it tries it, and each
 * <Link> resolves its address three times. A page of the store's matched its path four times (the
 * request handler, the loaders' query, the render's <Routes>, the route manifest sent to the
 * browser) over 68 routes (about 140 branches with the optional store segment) and resolved 97
 * links: 20 % of the page's CPU. This caches, in the router's own module:
 * - a compiled path, by its pattern and options (a route tree has a few dozen);
 * - a route tree's ranked branches, and from its second match on the matches of each path (the
 *   server's tree lives as long as its build; a tree made for one render is matched, and kept, once),
 *   handed out as copies;
 * - a link's resolved address, by the route's paths (the array: the server render hands its links
 *   the same one for the same paths, renderTreeOnce), then its target and the location's path (a
 *   copy each time).
 * Each bounded (ROUTE_CACHE_MAX, emptied when full); a key longer than ROUTE_CACHE_KEY_MAX (an
 * address someone made long, such as the login link's `redirectTo` of a 16 KB address) is not kept.
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
  if ([COMPILE_PATH, FLATTEN_AND_RANK, MATCH_ROUTES, RESOLVE_TO].some((text) => count(text) !== 1))
    throw new Error(
      `${file}: @remix-run/router's compilePath, matchRoutesImpl or resolveTo changed; update scripts/server-build.mjs`,
    );
  // The router's own functions renamed first: the caches put in then define the names again.
  return source
    .replace(FLATTEN_AND_RANK, "  let branches = rankedBranches(routes);\n")
    .replace(MATCH_ROUTES, "function matchRoutesImplUncached(routes, locationArg, basename, allowPartial) {")
    .replace(RESOLVE_TO, "function resolveToUncached(toArg, routePathnames, locationPathname, isPathRelative) {")
    .replace(COMPILE_PATH, `${CACHES}function compilePathUncached(path, caseSensitive, end) {`);
}

/** Remix's server render (RemixServer), whose route tree renderTreeOnce keeps per build. */
export const REMIX_SERVER_MODULE = /[\\/]@remix-run[\\/]react[\\/]dist[\\/]esm[\\/]server\.js$/;
/** React Router's static router (createStaticRouter), whose data routes renderTreeOnce keeps per route tree. */
export const STATIC_ROUTER_MODULE = /[\\/]react-router-dom[\\/]server\.mjs$/;
/** React Router's hooks (useResolvedPath), whose route paths renderTreeOnce keeps per rendered route. */
export const REACT_ROUTER_MODULE = /[\\/]react-router[\\/]dist[\\/]index\.js$/;
/** React Router's DOM components (<Link>), whose click handler the server render does without. */
export const REACT_ROUTER_DOM_MODULE = /[\\/]react-router-dom[\\/]dist[\\/]index\.js$/;

const SERVER_ROUTES =
  "let routes = createServerRoutes(manifest.routes, routeModules, context.future, context.isSpaMode);";
const SERVER_ROUTES_ONCE = `const serverRouteTrees = new WeakMap();
function serverRoutesOnce(manifestRoutes, routeModules, future, isSpaMode) {
  const known = serverRouteTrees.get(manifestRoutes);
  if (known !== undefined && known.future === future && known.isSpaMode === isSpaMode) {
    let same = true;
    let count = 0;
    for (const id in routeModules) {
      count += 1;
      if (known.routeModules[id] !== routeModules[id]) {
        same = false;
        break;
      }
    }
    if (same && count === known.count) return known.routes;
  }
  const routes = createServerRoutes(manifestRoutes, routeModules, future, isSpaMode);
  const modules = Object.assign({}, routeModules);
  serverRouteTrees.set(manifestRoutes, { routeModules: modules, count: Object.keys(modules).length, future, isSpaMode, routes });
  return routes;
}
`;
const DATA_ROUTES =
  "  let manifest = {};\n  let dataRoutes = UNSAFE_convertRoutesToDataRoutes(routes, UNSAFE_mapRouteProperties, undefined, manifest);\n";
const DATA_ROUTES_ONCE = `const staticDataRoutes = new WeakMap();
function dataRoutesOnce(routes) {
  let known = staticDataRoutes.get(routes);
  if (known === undefined) {
    const manifest = {};
    known = { manifest, dataRoutes: UNSAFE_convertRoutesToDataRoutes(routes, UNSAFE_mapRouteProperties, undefined, manifest) };
    staticDataRoutes.set(routes, known);
  }
  return known;
}
`;
const RESOLVED_PATH =
  '  let routePathnamesJson = JSON.stringify(UNSAFE_getResolveToMatches(matches, future.v7_relativeSplatPath));\n  return React.useMemo(() => resolveTo(to, JSON.parse(routePathnamesJson), locationPathname, relative === "path"), [to, routePathnamesJson, locationPathname, relative]);\n';
const CLICK_HANDLER = "  let internalOnClick = useLinkClickHandler(to, {\n";
const NO_CLICK_HANDLER = `function noClickHandlerOnTheServer() {
  return () => {};
}
`;
const ROUTE_PATHNAMES = `const routePathnamesByMatches = new WeakMap();
const sameRoutePathnames = new Map();
function routePathnamesOf(matches, v7RelativeSplatPath) {
  let known = routePathnamesByMatches.get(matches);
  if (known === undefined) {
    known = [null, null];
    routePathnamesByMatches.set(matches, known);
  }
  const slot = v7RelativeSplatPath ? 1 : 0;
  if (known[slot] === null) {
    const pathnames = UNSAFE_getResolveToMatches(matches, v7RelativeSplatPath);
    const key = pathnames.join("\\0");
    let same = sameRoutePathnames.get(key);
    if (same === undefined) {
      if (sameRoutePathnames.size >= 2000) sameRoutePathnames.clear();
      same = pathnames;
      sameRoutePathnames.set(key, same);
    }
    known[slot] = same;
  }
  return known[slot];
}
`;

/** Remix's <Link> and <NavLink>, which renderTreeOnce renders on the server without prefetching. */
export const REMIX_COMPONENTS_MODULE = /[\\/]@remix-run[\\/]react[\\/]dist[\\/]esm[\\/]components\.js$/;

const PREFETCH =
  "  let href = useHref(to);\n  let [shouldPrefetch, ref, prefetchHandlers] = usePrefetchBehavior(prefetch, props);\n";
const NO_PREFETCH = `const noPrefetchOnTheServer = [false, null, {}];
`;
const RESOLVED_PATH_START =
  "function useResolvedPath(to, _temp2) {\n  let {\n    relative\n  } = _temp2 === void 0 ? {} : _temp2;\n";
const ABSOLUTE_PATHS = `const absolutePaths = new Map();
const NO_ROUTE_PATHNAMES = [];
function isAbsolutePath(to) {
  return typeof to === "string" && to.charCodeAt(0) === 47 && to.charCodeAt(1) !== 47;
}
function absolutePathResolved(to) {
  if (to.length > 512) return resolveTo(to, NO_ROUTE_PATHNAMES, "/", false);
  let path = absolutePaths.get(to);
  if (path === undefined) {
    path = resolveTo(to, NO_ROUTE_PATHNAMES, "/", false);
    if (absolutePaths.size >= 2000) absolutePaths.clear();
    absolutePaths.set(to, path);
  }
  return { pathname: path.pathname, search: path.search, hash: path.hash };
}
`;

const LINK_START = `let Link = /*#__PURE__*/React.forwardRef(({
  to,
  prefetch = "none",
  discover = "render",
  ...props
}, forwardedRef) => {
`;
/**
 * Remix's <Link> to an absolute path ("/aurora/…", not "//host"), rendered on the server: the <a>
 * that Remix's <Link> and React Router's (LinkWithRef) render there, made at once. React Router's
 * puts on it every prop but its own (its \`_excluded\`, which a unit test holds this list to), then
 * the address and the target; it is wrapped as Remix's is (a fragment of the link and no prefetch
 * links), so that what React numbers below it (useId) is numbered the same in the browser.
 */
const SERVER_LINK = `const LINK_OWN_PROPS = new Set(["onClick", "relative", "reloadDocument", "replace", "state", "target", "to", "preventScrollReset", "viewTransition"]);
function isPlainServerLink(to) {
  return typeof to === "string" && to.charCodeAt(0) === 47 && to.charCodeAt(1) !== 47;
}
function serverLink(to, discover, props, href) {
  const attributes = {};
  for (const key in props) if (Object.prototype.hasOwnProperty.call(props, key) && !LINK_OWN_PROPS.has(key)) attributes[key] = props[key];
  attributes["data-discover"] = getDiscoverAttr(discover, false, props.reloadDocument);
  attributes.href = href;
  attributes.target = props.target;
  return React.createElement(React.Fragment, null, React.createElement("a", attributes), null);
}
`;

/** The caches renderTreeOnce adds, by the function each defines (for the unit tests). */
export const RENDER_TREE_CACHES = {
  serverRoutesOnce: SERVER_ROUTES_ONCE,
  dataRoutesOnce: DATA_ROUTES_ONCE,
  routePathnamesOf: ROUTE_PATHNAMES,
  noClickHandlerOnTheServer: NO_CLICK_HANDLER,
  noPrefetchOnTheServer: NO_PREFETCH,
  absolutePathResolved: ABSOLUTE_PATHS,
  serverLink: SERVER_LINK,
};

/**
 * Each module renderTreeOnce changes: the lines it replaces, how many times each is there, what
 * takes their place, and the code put at the module's end.
 * @type {[RegExp, [string, number, string][], string][]}
 */
const RENDER_TREE_EDITS = [
  [
    REMIX_SERVER_MODULE,
    [
      [
        SERVER_ROUTES,
        1,
        "let routes = serverRoutesOnce(manifest.routes, routeModules, context.future, context.isSpaMode);",
      ],
    ],
    SERVER_ROUTES_ONCE,
  ],
  [
    STATIC_ROUTER_MODULE,
    [[DATA_ROUTES, 1, "  let { manifest, dataRoutes } = dataRoutesOnce(routes);\n"]],
    DATA_ROUTES_ONCE,
  ],
  [
    REACT_ROUTER_MODULE,
    [
      [RESOLVED_PATH_START, 1, `${RESOLVED_PATH_START}  if (isAbsolutePath(to)) return absolutePathResolved(to);\n`],
      [
        RESOLVED_PATH,
        1,
        '  let routePathnames = routePathnamesOf(matches, future.v7_relativeSplatPath);\n  return React.useMemo(() => resolveTo(to, routePathnames, locationPathname, relative === "path"), [to, routePathnames, locationPathname, relative]);\n',
      ],
    ],
    ROUTE_PATHNAMES + ABSOLUTE_PATHS,
  ],
  [
    REACT_ROUTER_DOM_MODULE,
    [[CLICK_HANDLER, 1, "  let internalOnClick = noClickHandlerOnTheServer(to, {\n"]],
    NO_CLICK_HANDLER,
  ],
  [
    REMIX_COMPONENTS_MODULE,
    [
      [
        PREFETCH,
        2,
        "  let href = undefined;\n  let [shouldPrefetch, ref, prefetchHandlers] = noPrefetchOnTheServer;\n",
      ],
      [
        LINK_START,
        1,
        `${LINK_START}  if (isPlainServerLink(to)) return serverLink(to, discover, props, useHref(to));\n`,
      ],
    ],
    NO_PREFETCH + SERVER_LINK,
  ],
];

/**
 * Remix's server render makes its route tree anew for each request (RemixServer: createServerRoutes,
 * then createStaticRouter's data routes), though it depends on the build alone: the router's caches
 * (routeMatchCache), which keep a tree's ranked branches and matches by the tree itself, then saw a
 * new tree on every request, flattened and ranked it again and matched it uncached, twice a page
 * (the render's <Routes>, the route manifest sent to the browser). And each <Link> resolves its
 * address three times, each time turning its route's paths into JSON and back.
 *
 * This keeps, in the server render's copies of the packages (the browser's are left as they are):
 * - RemixServer's route tree, by the build's route manifest, while the route modules, `future` and
 *   SPA mode are the same objects (a new build makes a new tree);
 * - the static router's data routes and their manifest, by that route tree;
 * - useResolvedPath's route paths, by the rendered route's matches (an array each rendered route
 *   makes and its links share), instead of JSON.stringify and JSON.parse on every call;
 * - useResolvedPath's answer for an absolute path ("/aurora/…", not "//host"), by the path alone:
 *   resolveTo's answer for it depends on nothing else (not the route, the location nor `relative`;
 *   docs/decisions/0058), so such a link reads no route context at all.
 * And a <Link> rendered on the server makes no click handler (useLinkClickHandler: the navigate
 * function, the location and its address resolved once more): a server's HTML carries no handler,
 * and the browser's copy, which hydrates the link, makes its own. Remix's <Link> and <NavLink>
 * neither resolve their address for prefetching nor make its state, refs and handlers there: a
 * link prefetches only after an effect or an event, which never happen on the server, so its
 * `shouldPrefetch` is always false there (docs/decisions/0058). And Remix's <Link> to an absolute
 * path makes its <a> at once (serverLink), as Remix's and React Router's two components would make
 * it there, without them (docs/decisions/0063).
 * Nothing the render keeps is changed by it: the trees are read, never written, by the router.
 *
 * Throws when a package's code no longer reads as expected (a new release): the build fails rather
 * than running uncached.
 *
 * @param {string} source the module's code
 * @param {string} file its path: which of the five modules it is
 * @returns {string | null} the code with the cache, or null for another module
 */
export function renderTreeOnce(source, file) {
  const which = RENDER_TREE_EDITS.find(([module]) => module.test(file));
  if (!which) return null;
  const [, edits, cache] = which;
  let code = source;
  for (const [text, times, replacement] of edits) {
    if (code.split(text).length !== times + 1)
      throw new Error(
        `${file}: the render's route tree, useResolvedPath or <Link> changed; update scripts/server-build.mjs`,
      );
    code = code.replaceAll(text, replacement);
  }
  return `${code}\n${cache}`;
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
            throw new Error(
              "server/embedded-upstream.ts forks the upstream differently now; update scripts/server-build.mjs",
            );
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

/** Remix's server runtime's loader and action calls (callRouteLoader), which sameRequestWithoutQuery changes. */
export const REMIX_DATA_MODULE = /[\\/]@remix-run[\\/]server-runtime[\\/]dist[\\/](esm[\\/])?data\.js$/;
/** Any module of Remix's server runtime: a bundle with one has its data module changed, or the build fails. */
const REMIX_SERVER_RUNTIME = /[\\/]@remix-run[\\/]server-runtime[\\/]/;

/** The first line of each of the three functions that copy a request to take a parameter out of its query. */
const STRIP_PARAMS = ["stripIndexParam", "stripDataParam", "stripRoutesParam"].map(
  (name) => `function ${name}(request) {\n  let url = new URL(request.url);\n`,
);

/**
 * Remix hands each loader and action a copy of the request without the `index`, `_data` or
 * `_routes` parameters of its query: two `new Request` per loader (a URL parsed, the headers and
 * an abort signal that follows the request's made anew), four on a store's home. A request whose
 * address has no query has none of those parameters, and the copy's address would be its own: this
 * hands it on as it is. A query, even an empty one ("?"), still goes the way it went (the copy
 * writes the query anew, "%20" as "+").
 *
 * Throws when the module no longer reads as expected (a new release): the build fails, as it does
 * when a bundle holds Remix's server runtime but not this module (packagesExternal).
 *
 * @param {string} source the module's code
 * @param {string} file its path, for the error
 * @returns {string}
 */
export function sameRequestWithoutQuery(source, file) {
  if (STRIP_PARAMS.some((text) => source.split(text).length !== 2))
    throw new Error(
      `${file}: Remix's stripIndexParam, stripDataParam or stripRoutesParam changed; update scripts/server-build.mjs`,
    );
  return STRIP_PARAMS.reduce(
    (code, text) =>
      code.replace(text, text.replace("  let url", '  if (!request.url.includes("?")) return request;\n  let url')),
    source,
  );
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
    let serverRuntime = false;
    let requestsHandedOn = false;
    bundler.onStart(() => {
      serverRuntime = false;
      requestsHandedOn = false;
    });
    bundler.onLoad({ filter: REMIX_DATA_MODULE }, (args) => {
      requestsHandedOn = true;
      return { contents: sameRequestWithoutQuery(readFileSync(args.path, "utf8"), args.path), loader: "js" };
    });
    // Notes that the runtime is bundled, and lets esbuild load the module as it would.
    bundler.onLoad({ filter: REMIX_SERVER_RUNTIME }, () => {
      serverRuntime = true;
      return undefined;
    });
    bundler.onEnd(() => {
      if (serverRuntime && !requestsHandedOn)
        throw new Error(
          "Remix's server runtime was bundled without its data module (sameRequestWithoutQuery); update scripts/server-build.mjs",
        );
    });
  },
};

/**
 * Bundles server.ts, server/cluster-main.ts and upstream/cli.ts into `outdir` (server, cluster and
 * upstream-cli + extension), or the `entries` given (output name → source).
 * With `write: false`, answers the files without writing them.
 *
 * A source map beside each file with `sourcemap` (for `node --enable-source-maps` and the bench's profile).
 *
 * @param {{ outdir: string, extension?: string, write?: boolean, sourcemap?: boolean, entries?: Record<string, string> }} options
 */
export function bundleServerSources({ outdir, extension = ".js", write = true, sourcemap = false, entries = ENTRIES }) {
  return build({
    absWorkingDir: ROOT,
    entryPoints: entries,
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

/** `node scripts/server-build.mjs`: build/server.js, build/cluster.js and build/upstream-cli.js, after the Remix build. */
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const started = Date.now();
  const outdir = path.join(ROOT, "build");
  mkdirSync(outdir, { recursive: true });
  await bundleServerSources({ outdir, sourcemap: true });
  process.stdout.write(`server bundled into build/server.js in ${Date.now() - started} ms\n`);
}

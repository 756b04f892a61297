/**
 * How many bytes of JS (gzip) each route's page makes the browser load, read from a build's Remix
 * manifest (and, for where the map's and the chat's code are, from the Vite manifest of a build
 * made with tests/bench/vite.manifest.config.ts). Used by `npm run bench`, `npm run bench:js` and
 * tests/integration/storefront/pages.test.ts (docs/rules/architecture.md "Speed": a route's
 * browser JS, the manifest included, stays at or under 95 KiB gzip).
 *
 * A route's JS: the entry client, root, the route's parents and the route itself, each with its
 * static imports as Remix's manifest lists them, which are what `<Scripts>` preloads (dynamic
 * imports load later, on demand), plus the route manifest the page
 * carries; each file counted as the server sends it to a browser that accepts gzip (the build's
 * Zopfli copy, `<file>.gz`, scripts/precompressed-assets.mjs, or the file itself when gzip would
 * not make it smaller), the manifest gzipped on its own (zlib's default level), and the sizes summed.
 *
 * The manifest: with lazy route discovery (future.v3_lazyRouteDiscovery) the browser never loads
 * the build's `assets/manifest-*.js`. Remix's `<Scripts>` writes the manifest into the page, in the
 * inline module script that also imports the page's route modules and the entry, with only the
 * routes of the page: the matched branch (root, the store's layout, the route) and the routes
 * matching each shorter path of the address (so the layout's index route, and e.g. the orders list
 * under an order); the other routes come later, on navigation, as small JSON answers of
 * `/__manifest`. So a page's manifest is counted as that inline script, made the way Remix makes it
 * (`getPartialManifest` of @remix-run/react: `entry`, those routes, `url` and `version`, as JSON
 * with two-space indents, then the `import` lines, `__remixRouteModules` and `import(entry)`),
 * for the route reached at a sample address (its parameters filled in, the store's segment given).
 * Checked against served pages: /bomsabor/entrar's inline script (3,280 bytes, 746 gzip) and
 * /bomsabor/produto/2041's (4,254 bytes, 871 gzip) are what this counts for them, byte for byte.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import type { ServerBuild } from "@remix-run/node";
// The router Remix itself matches routes with (a dependency of @remix-run/react).
import { matchRoutes, type AgnosticRouteObject } from "@remix-run/router";

/** The budget of every route's page (DESIGN "Speed"). */
export const JS_BUDGET_BYTES = 95 * 1024;

type ViteChunk = { file: string; src?: string; imports?: string[] };
type RemixRoute = {
  id: string;
  /** The route module's static imports, as Remix lists them (what `<Scripts>` preloads with it). */
  imports?: string[];
  parentId?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  module: string;
};
type RemixManifest = {
  entry: { module: string; imports: string[] };
  routes: Record<string, RemixRoute>;
  url: string;
  version: string;
};

export type RouteJs = {
  id: string;
  /** The JS files the page loads (the manifest, inline in the page, is not a file: see manifestGzipBytes). */
  files: string[];
  /** The gzip size of the inline script carrying the page's part of the route manifest (counted in gzipBytes). */
  manifestGzipBytes: number;
  gzipBytes: number;
  rawBytes: number;
  /** A resource route (no default export: robots.txt, sitemap.xml …) renders no page and loads no JS. */
  resource: boolean;
  /** Whether the address map's code (Leaflet) is among the files: it must load only when the map is opened (undefined without the Vite manifest). */
  mapCode: boolean | undefined;
  /** Whether zod is among the files: it validates on the server only. */
  zod: boolean;
  /** Whether the chat socket's code (socket.io-client) is among the files: it must load only once a chat page is hydrated (undefined without the Vite manifest). */
  chatCode: boolean | undefined;
};

// Remix moves the client manifest to build/.vite/client-manifest.json; plain Vite keeps build/client/.vite/manifest.json.
const viteManifestPaths = (buildDir: string) => [
  path.join(buildDir, ".vite/client-manifest.json"),
  path.join(buildDir, "client/.vite/manifest.json"),
];

const hasViteManifest = (buildDir: string) => viteManifestPaths(buildDir).some((candidate) => existsSync(candidate));

export function readViteManifest(buildDir: string): Record<string, ViteChunk> {
  for (const candidate of viteManifestPaths(buildDir)) {
    if (existsSync(candidate)) return JSON.parse(readFileSync(candidate, "utf8")) as Record<string, ViteChunk>;
  }
  throw new Error(`No Vite client manifest under ${buildDir} (build with build.manifest = true)`);
}

/** The Remix manifest (read from its file, assets/manifest-[hash].js under build/client). */
function readRemixManifest(buildDir: string): { file: string; manifest: RemixManifest } {
  const assets = path.join(buildDir, "client/assets");
  const name = readdirSync(assets).find((entry) => /^manifest-[\w-]+\.js$/.test(entry));
  if (!name) throw new Error(`No Remix manifest in ${assets}`);
  const text = readFileSync(path.join(assets, name), "utf8");
  const manifest = JSON.parse(text.slice(text.indexOf("=") + 1).replace(/;\s*$/, "")) as RemixManifest;
  return { file: `assets/${name}`, manifest };
}

/** Every JS file a chunk needs: itself and its static imports, recursively. */
function closure(manifest: Record<string, ViteChunk>, key: string, into: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return;
  if (chunk.file.endsWith(".js")) into.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, into);
}

/**
 * The address map's code: the chunk of the map's panel, with Leaflet and the module that draws the
 * map inside it (or Leaflet as a chunk of its own, should it ever be split). Loaded on demand,
 * never with a page (docs/decisions/0015).
 */
const isMapCode = (chunk: ViteChunk) =>
  /node_modules\/leaflet\/|leaflet-map\.client|address-map-panel\.client/.test(chunk.src ?? chunk.file);

/**
 * The bytes of a build's file as the server sends it to a browser that accepts gzip: its gzip copy
 * made by the build, or the file as it is when it has none (gzip would not make it smaller: an
 * empty chunk, a few bytes).
 */
export function servedGzipBytes(file: string): number {
  const copy = `${file}.gz`;
  return statSync(existsSync(copy) ? copy : file).size;
}

/** The chat socket's code: its module and socket.io-client with its parts (docs/decisions/0040). */
const isChatCode = (chunk: ViteChunk) =>
  /node_modules\/(socket\.io-client|engine\.io-client|socket\.io-parser)\/|chat-socket\.client/.test(
    chunk.src ?? chunk.file,
  );

/**
 * The gzip size of what a chat page loads after hydration (docs/decisions/0040): the chat socket's
 * chunk and the files only it imports; null when the build has none.
 */
export function chatSocketGzipBytes(buildDir: string, pageFiles: string[]): number | null {
  const vite = readViteManifest(buildDir);
  const key = Object.keys(vite).find((candidate) => /chat-socket\.client/.test(vite[candidate]?.src ?? candidate));
  if (!key) return null;
  const files = new Set<string>();
  closure(vite, key, files);
  return [...files]
    .filter((file) => !pageFiles.includes(file))
    .reduce((sum, file) => sum + servedGzipBytes(path.join(buildDir, "client", file)), 0);
}

/** The route tree as the router reads it, from the Remix manifest. */
function routeTree(manifest: RemixManifest, parentId?: string): AgnosticRouteObject[] {
  return Object.values(manifest.routes)
    .filter((route) => route.parentId === parentId)
    .map((route) =>
      route.index
        ? { id: route.id, index: true, path: route.path, caseSensitive: route.caseSensitive }
        : {
            id: route.id,
            path: route.path,
            caseSensitive: route.caseSensitive,
            children: routeTree(manifest, route.id),
          },
    );
}

/** The branch of a route (root first). */
function branchOf(manifest: RemixManifest, route: RemixRoute): RemixRoute[] {
  const branch: RemixRoute[] = [];
  for (let current: RemixRoute | undefined = route; current;)
    current = (branch.unshift(current), current.parentId ? manifest.routes[current.parentId] : undefined);
  return branch;
}

/** An address reaching the route: its optional segment (the store) given, parameters "1", a splat "x". */
function sampleAddress(branch: RemixRoute[]): string {
  const segments = branch
    .flatMap((route) => (route.path ?? "").split("/"))
    .filter(Boolean)
    .map((segment) =>
      segment === "*" ? "x" : segment.endsWith("?") ? "bomsabor" : segment.startsWith(":") ? "1" : segment,
    );
  return `/${segments.join("/")}`;
}

/**
 * The inline module script `<Scripts>` writes into the route's page, with the page's part of the
 * manifest (@remix-run/react's components.js and fog-of-war.js getPartialManifest, Remix 2.17).
 */
export function inlineManifestScript(manifest: RemixManifest, route: RemixRoute): string {
  const branch = branchOf(manifest, route);
  const tree = routeTree(manifest);
  const ids = new Set(branch.map((matched) => matched.id));
  const segments = sampleAddress(branch).split("/").filter(Boolean);
  segments.pop();
  for (const shorter of [
    "/",
    ...segments.map((_, index) => `/${segments.slice(0, segments.length - index).join("/")}`),
  ])
    for (const match of matchRoutes(tree, shorter) ?? []) ids.add(match.route.id ?? "");
  const partial = {
    ...manifest,
    routes: Object.fromEntries([...ids].map((id) => [id, manifest.routes[id]])),
  };
  return (
    `;\n${branch.map((matched, index) => `import * as route${index} from ${JSON.stringify(matched.module)};`).join("\n")}\n` +
    `window.__remixManifest = ${JSON.stringify(partial, null, 2)};\n` +
    `window.__remixRouteModules = {${branch.map((matched, index) => `${JSON.stringify(matched.id)}:route${index}`).join(",")}};\n\n` +
    `import(${JSON.stringify(manifest.entry.module)});`
  );
}

/** A Remix manifest's file address ("/assets/x.js") as a path under build/client ("assets/x.js"). */
const fileOf = (address: string) => address.replace(/^\//, "");

/**
 * Each route of a build (`build/` with `client/` and `server/`) and the JS its page loads: the
 * files Remix's own manifest gives (`entry` and each route of the branch, with the static imports
 * Remix lists for it, which are what its `<Scripts>` preloads). Whether the map's or the chat's code
 * is among them needs the Vite manifest (a build made with tests/bench/vite.manifest.config.ts):
 * without it those two are undefined.
 */
export async function jsPerRoute(buildDir: string): Promise<RouteJs[]> {
  const server = (await import(pathToFileURL(path.join(buildDir, "server/index.js")).href)) as ServerBuild;
  const vite = hasViteManifest(buildDir) ? readViteManifest(buildDir) : undefined;
  const remix = readRemixManifest(buildDir);
  const sizes = new Map<string, { gzip: number; raw: number; zod: boolean }>();
  const sizeOf = (file: string) => {
    let size = sizes.get(file);
    if (!size) {
      const bytes = readFileSync(path.join(buildDir, "client", file));
      // zod is bundled into whichever chunk imports it first, so it is found by its code, not its name.
      size = {
        gzip: servedGzipBytes(path.join(buildDir, "client", file)),
        raw: bytes.byteLength,
        zod: bytes.includes("ZodError"),
      };
      sizes.set(file, size);
    }
    return size;
  };
  const { entry } = remix.manifest;
  return Object.values(remix.manifest.routes).map((route) => {
    const files = new Set([entry.module, ...entry.imports].map(fileOf));
    for (const matched of branchOf(remix.manifest, route))
      for (const address of [matched.module, ...(matched.imports ?? [])]) files.add(fileOf(address));
    const list = [...files];
    const script = Buffer.from(inlineManifestScript(remix.manifest, route));
    const manifestGzipBytes = gzipSync(script).byteLength;
    const among = (isCode: (chunk: ViteChunk) => boolean) =>
      vite ? Object.values(vite).some((chunk) => isCode(chunk) && files.has(chunk.file)) : undefined;
    return {
      id: route.id,
      files: list,
      manifestGzipBytes,
      gzipBytes: manifestGzipBytes + list.reduce((sum, file) => sum + sizeOf(file).gzip, 0),
      rawBytes: script.byteLength + list.reduce((sum, file) => sum + sizeOf(file).raw, 0),
      resource: !server.routes[route.id]?.module.default,
      mapCode: among(isMapCode),
      chatCode: among(isChatCode),
      zod: list.some((file) => sizeOf(file).zod),
    };
  });
}

/** Bytes as KiB with one decimal. */
export const kib = (bytes: number) => (bytes / 1024).toFixed(1);

/**
 * How many bytes of JS (gzip) each route's page makes the browser load, read from a client build
 * made with the Vite manifest kept (tests/bench/vite.manifest.config.ts). Used by `npm run bench`
 * and `npm run bench:js` (docs/rules/architecture.md "Speed": a route's browser JS, the manifest
 * included, stays at or under 100 KiB gzip).
 *
 * A route's JS: the entry client, root, the route's parents and the route itself, each with its
 * static imports (dynamic imports load later, on demand), plus the Remix manifest file; each file
 * gzipped on its own (zlib's default level) and the sizes summed. With lazy route discovery the
 * browser gets only part of the manifest, inline in the page, so counting the whole file is on the
 * safe side.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import type { ServerBuild } from "@remix-run/node";

/** The budget of every route's page (DESIGN "Speed"). */
export const JS_BUDGET_BYTES = 100 * 1024;

type ViteChunk = { file: string; src?: string; isEntry?: boolean; imports?: string[] };
type RemixManifest = { routes: Record<string, { id: string; parentId?: string }> };

export type RouteJs = {
  id: string;
  /** The JS files the page loads, the manifest included. */
  files: string[];
  gzipBytes: number;
  rawBytes: number;
  /** A resource route (no default export: robots.txt, sitemap.xml …) renders no page and loads no JS. */
  resource: boolean;
  /** Whether the address map's code (Leaflet) is among the files: it must load only when the map is opened. */
  mapCode: boolean;
  /** Whether zod is among the files: it validates on the server only. */
  zod: boolean;
};

export function readViteManifest(buildDir: string): Record<string, ViteChunk> {
  // Remix moves the client manifest to build/.vite/client-manifest.json; plain Vite keeps build/client/.vite/manifest.json.
  for (const candidate of [
    path.join(buildDir, ".vite/client-manifest.json"),
    path.join(buildDir, "client/.vite/manifest.json"),
  ]) {
    if (existsSync(candidate)) return JSON.parse(readFileSync(candidate, "utf8")) as Record<string, ViteChunk>;
  }
  throw new Error(`No Vite client manifest under ${buildDir} (build with build.manifest = true)`);
}

/** The Remix manifest's file (assets/manifest-[hash].js, relative to build/client) and its routes. */
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

/** A module's source path as the Vite manifest names it, without its query (`?…`). */
const sourceOf = (key: string, chunk: ViteChunk | undefined) => (chunk?.src ?? key).replace(/\?.*$/, "");

/** Each route of a build (`build/` with `client/` and `server/`) and the JS its page loads. */
export async function jsPerRoute(buildDir: string): Promise<RouteJs[]> {
  const server = (await import(pathToFileURL(path.join(buildDir, "server/index.js")).href)) as ServerBuild;
  const vite = readViteManifest(buildDir);
  const remix = readRemixManifest(buildDir);
  const keyOfRoute = (id: string) =>
    Object.keys(vite).find((key) => sourceOf(key, vite[key]).replace(/\.[jt]sx?$/, "") === `app/${id}`);
  const entry = Object.keys(vite).find(
    (key) => vite[key]?.isEntry && /entry\.client\.[jt]sx?$/.test(sourceOf(key, vite[key])),
  );
  if (!entry) throw new Error("The entry client is not in the Vite manifest");
  const sizes = new Map<string, { gzip: number; raw: number; zod: boolean }>();
  const sizeOf = (file: string) => {
    let size = sizes.get(file);
    if (!size) {
      const bytes = readFileSync(path.join(buildDir, "client", file));
      // zod is bundled into whichever chunk imports it first, so it is found by its code, not its name.
      size = { gzip: gzipSync(bytes).byteLength, raw: bytes.byteLength, zod: bytes.includes("ZodError") };
      sizes.set(file, size);
    }
    return size;
  };
  return Object.values(remix.manifest.routes).map((route) => {
    const files = new Set<string>([remix.file]);
    closure(vite, entry, files);
    for (
      let current: { id: string; parentId?: string } | undefined = route;
      current;
      current = current.parentId ? remix.manifest.routes[current.parentId] : undefined
    ) {
      const key = keyOfRoute(current.id);
      if (!key) throw new Error(`Route ${current.id} is not in the Vite manifest`);
      closure(vite, key, files);
    }
    const list = [...files];
    return {
      id: route.id,
      files: list,
      gzipBytes: list.reduce((sum, file) => sum + sizeOf(file).gzip, 0),
      rawBytes: list.reduce((sum, file) => sum + sizeOf(file).raw, 0),
      resource: !server.routes[route.id]?.module.default,
      mapCode: Object.values(vite).some((chunk) => isMapCode(chunk) && files.has(chunk.file)),
      zod: list.some((file) => sizeOf(file).zod),
    };
  });
}

/** Bytes as KiB with one decimal. */
export const kib = (bytes: number) => (bytes / 1024).toFixed(1);

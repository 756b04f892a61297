import { usableTileUrl, type MapTiles } from "~/models/delivery/map-position";
import type { Env } from "~/services/env.server";

/**
 * The demo's map tiles: drawn by the reference upstream (docs/upstream-api.md §70, not part of the
 * platform's contract) and served by this storefront from it under `/mapa`, so the browser needs
 * neither the internet nor the upstream's own address. MAP_TILE_URL is this when it is unset and
 * the upstream is the embedded one (server.ts).
 */
export const DEMO_TILE_URL = "/mapa/{z}/{x}/{y}.svg";

/** The credit the demo's tiles carry on the map (MAP_TILE_ATTRIBUTION when the demo's tiles are used). */
export const DEMO_TILE_ATTRIBUTION = "Mapa de demonstração";

/** The path this storefront serves tiles under when MAP_TILE_URL names its own `/mapa/…`. */
export const TILE_PROXY_PREFIX = "/mapa";

/** The tiles the addresses page's map uses: MAP_TILE_URL when it is one a map can use (else null: no map), with MAP_TILE_ATTRIBUTION. */
export function mapTiles(env: Pick<Env, "MAP_TILE_URL" | "MAP_TILE_ATTRIBUTION">): MapTiles | null {
  const url = usableTileUrl(env.MAP_TILE_URL);
  return url === null ? null : { url, attribution: env.MAP_TILE_ATTRIBUTION.trim() };
}

/** Whether this storefront serves the tiles itself, from the upstream (MAP_TILE_URL under `/mapa/`). */
export function servesTiles(env: Pick<Env, "MAP_TILE_URL">): boolean {
  return env.MAP_TILE_URL.startsWith(`${TILE_PROXY_PREFIX}/`);
}

import type { RequestHandler } from "express";
import type { Logger } from "~/services/logger.server";
import { imageProxy } from "./image-proxy";

/** A tile of the reference upstream's grid (docs/upstream-api.md §70): zoom 0–19, x and y below 2^z. */
const TILE_PATH = /^\/(\d{1,2})\/(\d{1,6})\/(\d{1,6})\.svg$/;
const MAX_ZOOM = 19;

/** Tiles one client address may load per minute: a map's first view asks for about 50, each zoom or pan a few dozen more. */
export const TILES_PER_MINUTE = 600;
const WINDOW_MS = 60_000;
/** Client addresses counted at once; the oldest window goes first past it. */
const MAX_ADDRESSES = 10_000;

export type TileProxyOptions = { logger: Logger; timeoutMs?: number; perMinute?: number; now?: () => number };

/** Whether the path (under `/mapa`) names a tile of the grid. */
export function isTilePath(path: string): boolean {
  const match = TILE_PATH.exec(path);
  if (!match) return false;
  const [z, x, y] = match.slice(1).map(Number) as [number, number, number];
  return z <= MAX_ZOOM && x < 2 ** z && y < 2 ** z;
}

/**
 * `/mapa/{z}/{x}/{y}.svg` served from the upstream's demo tiles (docs/upstream-api.md §70), as
 * `/imagens` is (imageProxy: its timeout, its 502), but bounded first: anything but a tile of the
 * grid is 404 without a call out, and each client address may load TILES_PER_MINUTE tiles a
 * minute; past it 429 with Retry-After, the upstream not asked. A tile storm then costs the
 * storefront a counter and the upstream nothing more.
 */
export function tileProxy(
  upstreamBaseUrl: string,
  { logger, timeoutMs, perMinute = TILES_PER_MINUTE, now = Date.now }: TileProxyOptions,
): RequestHandler {
  const proxy = imageProxy(upstreamBaseUrl, { logger, timeoutMs, folder: "mapa" });
  const windows = new Map<string, { startedAt: number; count: number }>();
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    if (!isTilePath(req.path)) {
      res.status(404).end();
      return;
    }
    const at = now();
    const client = req.ip ?? "desconhecido";
    let window = windows.get(client);
    if (!window || at - window.startedAt >= WINDOW_MS || at < window.startedAt) {
      windows.delete(client);
      window = { startedAt: at, count: 0 };
      windows.set(client, window);
      while (windows.size > MAX_ADDRESSES) windows.delete(windows.keys().next().value!);
    }
    window.count += 1;
    if (window.count > perMinute) {
      // Said once per window: a storm must not flood the log either.
      if (window.count === perMinute + 1) logger.warn("tiles.rate_limited", { perMinute });
      res.setHeader("Retry-After", String(Math.max(1, Math.ceil((window.startedAt + WINDOW_MS - at) / 1000))));
      res.setHeader("Cache-Control", "no-store");
      res.status(429).end();
      return;
    }
    void proxy(req, res, next);
  };
}

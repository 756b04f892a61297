/**
 * Plain map tiles for the demo (docs/upstream-api.md §70, the reference server's own, not part of
 * the platform's contract): 256 px SVG squares in the Web Mercator grid every web map uses
 * (`{z}/{x}/{y}`), drawn from the server's data so that the storefront shows a map without the
 * internet. A light ground with a faint block grid, each supplier's service area in its colour with its
 * store, and the streets of the CEP directory (the points of a street's CEPs joined in CEP order),
 * named from zoom 16 every LABEL_SPACING pixels along them. The same tile always draws the same
 * way: browsers may keep it.
 */
import type { LatLng } from "./geo";

export const TILE_SIZE = 256;
export const MAX_ZOOM = 19;

export type TileAddress = { z: number; x: number; y: number };

/** A tile's address from the path's three numbers; null when it is not a tile of the grid. */
export function parseTileAddress(z: string, x: string, y: string): TileAddress | null {
  if (![z, x, y].every((part) => /^\d{1,7}$/.test(part))) return null;
  const tile = { z: Number(z), x: Number(x), y: Number(y) };
  if (tile.z > MAX_ZOOM) return null;
  const count = 2 ** tile.z;
  return tile.x < count && tile.y < count ? tile : null;
}

/** The point's position in the world's pixels at zoom `z` (Web Mercator, 256 px tiles). */
export function worldPixel([lat, lng]: LatLng, z: number): [number, number] {
  const scale = TILE_SIZE * 2 ** z;
  const clamped = Math.max(-85.0511, Math.min(85.0511, lat));
  const sin = Math.sin((clamped * Math.PI) / 180);
  const x = ((lng + 180) / 360) * scale;
  const y = (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale;
  return [x, y];
}

/** The tile (at zoom `z`) a point falls in: where a map of that point starts. */
export function tileOf(point: LatLng, z: number): TileAddress {
  const [x, y] = worldPixel(point, z);
  return { z, x: Math.floor(x / TILE_SIZE), y: Math.floor(y / TILE_SIZE) };
}

export type ServiceAreaFeature = {
  /** The supplier's colour (`#rrggbb`). */
  color: string;
  /** The area's outline: the polygon, or the circle of its radius around the store. */
  outline: LatLng[];
  store: LatLng | null;
};

export type StreetFeature = { name: string; points: LatLng[] };

export type MapFeatures = { areas: ServiceAreaFeature[]; streets: StreetFeature[] };

/** A circle of `radiusKm` around `center` as a polygon of `sides` points (for a radius service area). */
export function circleOutline([lat, lng]: LatLng, radiusKm: number, sides = 64): LatLng[] {
  const dLat = radiusKm / 111.32;
  const dLng = radiusKm / (111.32 * Math.cos((lat * Math.PI) / 180));
  return Array.from({ length: sides }, (_, index) => {
    const angle = (2 * Math.PI * index) / sides;
    return [lat + dLat * Math.sin(angle), lng + dLng * Math.cos(angle)] as LatLng;
  });
}

type Point = [number, number];

/**
 * The polygon clipped to the square [min, max]² (Sutherland–Hodgman): a service area seen at zoom 19
 * spans millions of pixels, which an SVG image need not carry.
 */
export function clipPolygon(points: Point[], min: number, max: number): Point[] {
  const edges: { inside: (p: Point) => boolean; cut: (a: Point, b: Point) => Point }[] = [
    { inside: (p) => p[0] >= min, cut: (a, b) => [min, a[1] + ((b[1] - a[1]) * (min - a[0])) / (b[0] - a[0])] },
    { inside: (p) => p[0] <= max, cut: (a, b) => [max, a[1] + ((b[1] - a[1]) * (max - a[0])) / (b[0] - a[0])] },
    { inside: (p) => p[1] >= min, cut: (a, b) => [a[0] + ((b[0] - a[0]) * (min - a[1])) / (b[1] - a[1]), min] },
    { inside: (p) => p[1] <= max, cut: (a, b) => [a[0] + ((b[0] - a[0]) * (max - a[1])) / (b[1] - a[1]), max] },
  ];
  let output = points;
  for (const edge of edges) {
    const input = output;
    output = [];
    input.forEach((current, index) => {
      const previous = input[(index + input.length - 1) % input.length] as Point;
      if (edge.inside(current)) {
        if (!edge.inside(previous)) output.push(edge.cut(previous, current));
        output.push(current);
      } else if (edge.inside(previous)) {
        output.push(edge.cut(previous, current));
      }
    });
    if (output.length === 0) break;
  }
  return output;
}

const number = (value: number) => String(Math.round(value * 10) / 10);
const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

function boxOf(points: Point[]): { minX: number; minY: number; maxX: number; maxY: number } {
  const xs = points.map((point) => point[0]);
  const ys = points.map((point) => point[1]);
  return { minX: Math.min(...xs), minY: Math.min(...ys), maxX: Math.max(...xs), maxY: Math.max(...ys) };
}

const near = (points: Point[], margin: number) => {
  const box = boxOf(points);
  return box.maxX >= -margin && box.minX <= TILE_SIZE + margin && box.maxY >= -margin && box.minY <= TILE_SIZE + margin;
};

/** How far apart a street's name is written along it, in pixels. */
export const LABEL_SPACING = 320;

/**
 * Where along a street (pixels from its start) its name is written: every LABEL_SPACING pixels,
 * or once in its middle when it is shorter, only those near the tile. Every tile draws the whole
 * street in the same place, so a name that crosses a tile's edge goes on in the next tile.
 */
export function labelOffsets(points: Point[]): number[] {
  const lengths = points
    .slice(1)
    .map((point, index) => Math.hypot(point[0] - points[index]![0], point[1] - points[index]![1]));
  const total = lengths.reduce((sum, length) => sum + length, 0);
  const wanted: number[] = [];
  if (total < LABEL_SPACING) wanted.push(total / 2);
  else for (let at = LABEL_SPACING / 2; at <= total; at += LABEL_SPACING) wanted.push(at);
  const margin = LABEL_SPACING / 2;
  let travelled = 0;
  let segment = 0;
  return wanted.filter((at) => {
    while (segment < lengths.length - 1 && travelled + lengths[segment]! < at) travelled += lengths[segment++]!;
    const [ax, ay] = points[segment]!;
    const [bx, by] = points[segment + 1]!;
    const t = lengths[segment]! > 0 ? (at - travelled) / lengths[segment]! : 0;
    const x = ax + (bx - ax) * t;
    const y = ay + (by - ay) * t;
    return x > -margin && x < TILE_SIZE + margin && y > -margin && y < TILE_SIZE + margin;
  });
}

/** The tile as an SVG image: the same tile and features always give the same bytes. */
export function tileSvg(tile: TileAddress, features: MapFeatures): string {
  const origin: Point = [tile.x * TILE_SIZE, tile.y * TILE_SIZE];
  const local = (point: LatLng): Point => {
    const [x, y] = worldPixel(point, tile.z);
    return [x - origin[0], y - origin[1]];
  };
  const parts: string[] = [`<rect width="${TILE_SIZE}" height="${TILE_SIZE}" fill="#f3efe6"/>`];

  // A faint block grid from zoom 13 on: 64 px blocks, each tile starting one (tiles join).
  if (tile.z >= 13) {
    const lines: string[] = [];
    for (let at = 64; at < TILE_SIZE; at += 64) lines.push(`M${at} 0V${TILE_SIZE}M0 ${at}H${TILE_SIZE}`);
    parts.push(`<path d="${lines.join("")}" stroke="#000000" stroke-opacity="0.05" stroke-width="1" fill="none"/>`);
  }

  for (const area of features.areas) {
    const clipped = clipPolygon(area.outline.map(local), -8, TILE_SIZE + 8);
    if (clipped.length >= 3) {
      const d = `M${clipped.map(([x, y]) => `${number(x)} ${number(y)}`).join("L")}Z`;
      parts.push(
        `<path d="${d}" fill="${area.color}" fill-opacity="0.06" stroke="${area.color}" stroke-opacity="0.55" stroke-width="2" stroke-dasharray="6 4"/>`,
      );
    }
  }

  if (tile.z >= 11) {
    const width = Math.min(9, Math.max(1.5, (tile.z - 10) * 1.2));
    const drawn = features.streets
      .map((street) => ({
        street,
        points: (street.points[0]![1] <= street.points[street.points.length - 1]![1]
          ? street.points
          : [...street.points].reverse()
        ).map(local),
      }))
      .filter(({ points }) => points.length >= 2 && near(points, tile.z >= 16 ? TILE_SIZE : 16));
    for (const { points } of drawn) {
      const d = `M${points.map(([x, y]) => `${number(x)} ${number(y)}`).join("L")}`;
      parts.push(
        `<path d="${d}" stroke="#cfc6b4" stroke-width="${number(width + 2)}" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`,
      );
    }
    drawn.forEach(({ street, points }, index) => {
      const d = `M${points.map(([x, y]) => `${number(x)} ${number(y)}`).join("L")}`;
      parts.push(
        `<path id="r${index}" d="${d}" stroke="#ffffff" stroke-width="${number(width)}" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`,
      );
      if (tile.z >= 16) {
        for (const at of labelOffsets(points)) {
          parts.push(
            `<text font-family="sans-serif" font-size="11" fill="#5b5448" dy="4" text-anchor="middle"><textPath href="#r${index}" startOffset="${number(at)}">${escapeXml(street.name)}</textPath></text>`,
          );
        }
      }
    });
  }

  for (const area of features.areas) {
    if (!area.store) continue;
    const [x, y] = local(area.store);
    if (x < -12 || x > TILE_SIZE + 12 || y < -12 || y > TILE_SIZE + 12) continue;
    const size = tile.z >= 13 ? 7 : 4;
    parts.push(
      `<rect x="${number(x - size)}" y="${number(y - size)}" width="${size * 2}" height="${size * 2}" rx="2" fill="${area.color}" stroke="#ffffff" stroke-width="2"/>`,
    );
  }

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${TILE_SIZE}" height="${TILE_SIZE}" viewBox="0 0 ${TILE_SIZE} ${TILE_SIZE}">${parts.join("")}</svg>`;
}

/** How long the features read for the tiles are used before they are read again (a service area changed shows within it). */
export const FEATURES_TTL_MS = 60_000;
/** How many drawn tiles are kept (the most recently asked), about 2 KB each: a few screens of a map at every zoom. */
export const MAX_CACHED_TILES = 512;

/**
 * The tiles of a server's data, drawn once and kept: the features are read at most once per
 * FEATURES_TTL_MS whatever the number of tiles asked (a map's first view asks for two dozen, a
 * tile storm for thousands), and the last MAX_CACHED_TILES tiles drawn are answered without drawing
 * them again. Features read anew drop the tiles drawn from the old ones.
 */
export function tileSource(
  readFeatures: () => MapFeatures,
  {
    now = Date.now,
    ttlMs = FEATURES_TTL_MS,
    maxTiles = MAX_CACHED_TILES,
    draw = tileSvg,
  }: { now?: () => number; ttlMs?: number; maxTiles?: number; draw?: typeof tileSvg } = {},
): (tile: TileAddress) => string {
  let features: { value: MapFeatures; readAt: number } | null = null;
  const drawn = new Map<string, string>();
  return (tile) => {
    const at = now();
    if (!features || at - features.readAt >= ttlMs || at < features.readAt) {
      features = { value: readFeatures(), readAt: at };
      drawn.clear();
    }
    const key = `${tile.z}/${tile.x}/${tile.y}`;
    const kept = drawn.get(key);
    if (kept !== undefined) {
      // Most recently used last: the first key is the one to drop.
      drawn.delete(key);
      drawn.set(key, kept);
      return kept;
    }
    const svg = draw(tile, features.value);
    drawn.set(key, svg);
    if (drawn.size > maxTiles) drawn.delete(drawn.keys().next().value!);
    return svg;
  };
}

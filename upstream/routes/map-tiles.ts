import type { Database } from "better-sqlite3";
import type { Router } from "express";
import { DEFAULT_THEME_COLORS } from "../../app/models/theme";
import { statement } from "../db/statements";
import type { LatLng } from "../geo";
import { notFound } from "../http";
import { circleOutline, parseTileAddress, tileSource, type MapFeatures, type StreetFeature } from "../map-tiles";

const TILE_HEADERS = {
  "Content-Type": "image/svg+xml; charset=utf-8",
  "Cache-Control": "public, max-age=86400",
  "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
  "X-Content-Type-Options": "nosniff",
};

export const TILE_NOT_FOUND = "Bloco do mapa não encontrado.";

type AreaRow = {
  coordenadas: string | null;
  raio_km: number | null;
  loja_lat: number | null;
  loja_lng: number | null;
  primary_color: string | null;
};
type CepRow = { rua: string; cidade: string; lat: number; lng: number };

/** What the tiles draw, read from the server's data: each supplier's service area and store, the CEP directory's streets. */
function mapFeatures(db: Database): MapFeatures {
  const areaRows = statement(
    db,
    `SELECT a.coordenadas, a.raio_km, s.loja_lat, s.loja_lng, t.primary_color
     FROM service_areas a JOIN suppliers s ON s.idfornecedor = a.idfornecedor
     LEFT JOIN supplier_themes t ON t.idfornecedor = a.idfornecedor ORDER BY a.idfornecedor`,
  ).all() as AreaRow[];
  const areas = areaRows.flatMap((row) => {
    const store: LatLng | null = row.loja_lat != null && row.loja_lng != null ? [row.loja_lat, row.loja_lng] : null;
    const polygon = row.coordenadas ? (JSON.parse(row.coordenadas) as LatLng[]) : null;
    const outline =
      polygon && polygon.length >= 3
        ? polygon
        : row.raio_km != null && store
          ? circleOutline(store, row.raio_km)
          : null;
    const color = /^#[0-9a-f]{6}$/i.test(row.primary_color ?? "")
      ? row.primary_color!
      : DEFAULT_THEME_COLORS.primaryColor;
    return outline ? [{ color, outline, store }] : [];
  });
  const streets = new Map<string, StreetFeature>();
  for (const row of statement(
    db,
    "SELECT rua, cidade, lat, lng FROM cep_directory ORDER BY cidade, rua, cep",
  ).all() as CepRow[]) {
    const key = `${row.cidade}|${row.rua}`;
    const street = streets.get(key) ?? { name: row.rua, points: [] };
    street.points.push([row.lat, row.lng]);
    streets.set(key, street);
  }
  return { areas, streets: [...streets.values()] };
}

/**
 * GET /mapa/{z}/{x}/{y}.svg (docs/upstream-api.md §70): a demo map tile. No app token: browsers
 * load it, through the storefront, as an image. The data is read once a minute at most and the
 * tiles drawn are kept (tileSource), so a storm of tiles costs neither the database nor much drawing.
 */
export function registerMapTileRoutes(router: Router, db: Database): void {
  const tileOf = tileSource(() => mapFeatures(db));
  router.get("/mapa/:z/:x/:y.svg", (req, res) => {
    const tile = parseTileAddress(req.params.z ?? "", req.params.x ?? "", req.params.y ?? "");
    if (!tile) throw notFound(TILE_NOT_FOUND);
    res.set(TILE_HEADERS).send(tileOf(tile));
  });
}

/** A point as [latitude, longitude] in decimal degrees, the order used by service-area polygons. */
export type LatLng = readonly [number, number];

const EARTH_RADIUS_KM = 6371.0088;

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in kilometres (haversine formula). */
export function distanceKm([lat1, lng1]: LatLng, [lat2, lng2]: LatLng): number {
  const dLat = toRadians(lat2 - lat1);
  const dLng = toRadians(lng2 - lng1);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(lat1)) * Math.cos(toRadians(lat2)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/**
 * Whether the point lies inside the polygon (ray casting; longitude as x, latitude as y).
 * The polygon may be open or closed; a point exactly on an edge may fall either way.
 */
export function polygonContains(polygon: readonly LatLng[], [lat, lng]: LatLng): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [latI, lngI] = polygon[i] as LatLng;
    const [latJ, lngJ] = polygon[j] as LatLng;
    const crossesRay = latI > lat !== latJ > lat;
    if (crossesRay && lng < ((lngJ - lngI) * (lat - latI)) / (latJ - latI) + lngI) inside = !inside;
  }
  return inside;
}

export type ServiceAreaShape = {
  polygon: readonly LatLng[] | null;
  radiusKm: number | null;
  store: LatLng | null;
};

/** A polygon wins over a radius; a radius needs the store it is measured from. */
export function serviceAreaContains(area: ServiceAreaShape, point: LatLng): boolean {
  if (area.polygon && area.polygon.length >= 3) return polygonContains(area.polygon, point);
  if (area.radiusKm != null && area.store) return distanceKm(area.store, point) <= area.radiusKm;
  return false;
}

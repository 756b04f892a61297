import type { PinOrigin } from "./pin-origin";

/**
 * Where an address is on the map (its `coords`, docs/upstream-api.md §47): the point its CEP
 * places it at, or the one the shopper chose by moving the map's pin. Pure rules, shared by the
 * addresses page's action and the map that runs in the browser.
 */
export type Position = { lat: number; lng: number };

/** Brazil's mainland and islands, with a little room: a pin outside is a mistake (or a forged form). */
export const BRAZIL_BOUNDS = { south: -33.8, north: 5.3, west: -74.1, east: -28.8 } as const;

const METERS_PER_DEGREE = 111_320;

/** Degrees kept to 6 decimals (about 11 cm): what the form sends and the upstream stores. */
export function roundDegrees(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

export function insideBrazil({ lat, lng }: Position): boolean {
  return (
    lat >= BRAZIL_BOUNDS.south && lat <= BRAZIL_BOUNDS.north && lng >= BRAZIL_BOUNDS.west && lng <= BRAZIL_BOUNDS.east
  );
}

/**
 * A coordinate as a form sends it ("-23.5668", also with a decimal comma), or null for anything
 * that is not a finite number of degrees within ±90 (latitude) or ±180 (longitude).
 */
export function parseDegrees(text: string | null | undefined, axis: "lat" | "lng"): number | null {
  if (typeof text !== "string") return null;
  const trimmed = text.trim().replace(",", ".");
  if (!/^-?\d{1,3}(\.\d{1,12})?$/.test(trimmed)) return null;
  const value = Number(trimmed);
  const limit = axis === "lat" ? 90 : 180;
  return Number.isFinite(value) && Math.abs(value) <= limit ? value : null;
}

/** What the address form says of its position: the pin's point and the CEP it was placed for. */
export type PositionFields = { cep: string; lat?: number; lng?: number; cepDoMapa?: string };

const digits = (value: string) => value.replace(/\D/g, "");

/** 01310100 → 01310-100 (kept here: the map's code takes nothing else from the form rules). */
const formatCep = (cep: string) => (cep.length === 8 ? `${cep.slice(0, 5)}-${cep.slice(5)}` : cep);

/**
 * The position to save with an address: the pin's, when it was placed for the CEP being saved;
 * otherwise null, and the server places the address by its CEP. A pin placed for another CEP (the
 * shopper changed the CEP afterwards, or has no JavaScript and changed an address's CEP) is not
 * where this address is.
 */
export function pinnedPosition(form: PositionFields): Position | null {
  if (form.lat === undefined || form.lng === undefined || form.cepDoMapa === undefined) return null;
  if (digits(form.cepDoMapa) !== digits(form.cep)) return null;
  return { lat: roundDegrees(form.lat), lng: roundDegrees(form.lng) };
}

/**
 * How far the pin may be from its CEP's point: the map refines where the door is on the CEP's
 * street or block, it does not move the address. A CEP spans a street or a stretch of one (a small
 * town's single CEP, a few kilometres), so 2 km keeps any door of it and refuses a pin carried into
 * another neighbourhood, where a store's service area would read it as served.
 */
export const MAX_PIN_DISTANCE_METERS = 2000;

/** The distance between two points in metres (the earth taken as flat around them: exact enough within a city, larger beyond). */
export function distanceMeters(from: Position, to: Position): number {
  const { north, east } = offsetMeters(from, to);
  return Math.hypot(north, east);
}

/** Whether the pin is close enough to its CEP's point to be where that CEP's address is (MAX_PIN_DISTANCE_METERS). */
export function pinNearCep(pin: Position, cepPoint: Position): boolean {
  return distanceMeters(cepPoint, pin) <= MAX_PIN_DISTANCE_METERS;
}

export type Direction = "norte" | "sul" | "leste" | "oeste";

/** The position `meters` to the north, south, east or west (a small step: the earth taken as flat there). */
export function movePosition({ lat, lng }: Position, direction: Direction, meters: number): Position {
  const dLat = meters / METERS_PER_DEGREE;
  const dLng = meters / (METERS_PER_DEGREE * Math.cos((lat * Math.PI) / 180));
  switch (direction) {
    case "norte":
      return { lat: roundDegrees(lat + dLat), lng };
    case "sul":
      return { lat: roundDegrees(lat - dLat), lng };
    case "leste":
      return { lat, lng: roundDegrees(lng + dLng) };
    case "oeste":
      return { lat, lng: roundDegrees(lng - dLng) };
  }
}

/** How far `to` lies from `from`, in metres to the north and to the east (negative: south, west). */
export function offsetMeters(from: Position, to: Position): { north: number; east: number } {
  const north = (to.lat - from.lat) * METERS_PER_DEGREE;
  const east = (to.lng - from.lng) * METERS_PER_DEGREE * Math.cos((((from.lat + to.lat) / 2) * Math.PI) / 180);
  return { north, east };
}

/** Metres said as a person would: "10 m", "250 m", "1,2 km". */
export function distanceText(meters: number): string {
  const rounded = Math.round(meters / 5) * 5;
  if (rounded < 1000) return `${rounded} m`;
  return `${(Math.round(meters / 100) / 10).toLocaleString("pt-BR")} km`;
}

function originText(origin: PinOrigin, cep: string): string {
  switch (origin) {
    case "cep":
      return `ponto do CEP ${formatCep(digits(cep))}`;
    case "salvo":
      return "ponto salvo deste endereço";
    case "escolhido":
      return "ponto que você escolheu";
  }
}

/**
 * What the map says the pin marks (the text is the pin's position for whoever cannot see the map):
 * the point it started at, or how far the shopper moved it from there.
 */
export function pinText(start: Position, pin: Position, origin: PinOrigin, cep: string): string {
  const { north, east } = offsetMeters(start, pin);
  const parts: string[] = [];
  if (Math.abs(north) >= 2.5) parts.push(`${distanceText(Math.abs(north))} ao ${north > 0 ? "norte" : "sul"}`);
  if (Math.abs(east) >= 2.5) parts.push(`${distanceText(Math.abs(east))} a ${east > 0 ? "leste" : "oeste"}`);
  const place = originText(origin, cep);
  if (parts.length === 0) return `O pino está no ${place}.`;
  return `O pino está ${parts.join(" e ")} do ${place}: ao salvar, este é o ponto de entrega.`;
}

/** Where the address map's tiles come from (MAP_TILE_URL) and the credit their provider asks for (MAP_TILE_ATTRIBUTION, plain text). */
export type MapTiles = { url: string; attribution: string };

/** The tiles' credit as Leaflet's attribution control takes it (HTML): the setting's text, shown as text. */
export function attributionHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * Whether a tile address (MAP_TILE_URL) is one the map can use: an https or http URL, or a path of
 * this site, with the {z}, {x} and {y} of the tile ({r} allowed: "@2x" on a sharp screen). No
 * other placeholder: a {s} would spread the tiles over hosts the page's CSP, which allows the
 * one origin of MAP_TILE_URL, refuses.
 */
export function usableTileUrl(template: string): string | null {
  const trimmed = template.trim();
  if (!["{z}", "{x}", "{y}"].every((part) => trimmed.includes(part))) return null;
  if (/\{(?![zxyr]\})[^}]*\}/.test(trimmed)) return null;
  if (/^\/(?!\/)/.test(trimmed)) return trimmed;
  return /^https?:\/\/[^/\s]+\/\S*$/.test(trimmed) ? trimmed : null;
}

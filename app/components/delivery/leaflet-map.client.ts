/**
 * The addresses page's map, with Leaflet: loaded only when the shopper opens the map (a chunk of
 * its own, with Leaflet's stylesheet: no other page loads it, docs/decisions/0015). The tiles come
 * from MAP_TILE_URL; the pin is dragged, placed by a tap or a click, or moved by the arrow keys
 * while it has the focus.
 */
import "leaflet/dist/leaflet.css";
import * as L from "leaflet";
import {
  attributionHtml,
  BRAZIL_BOUNDS,
  movePosition,
  type Direction,
  type MapTiles,
  type Position,
} from "~/models/delivery/map-position";

export type MapOptions = {
  tiles: MapTiles;
  position: Position;
  /** The class of the pin's element (its looks come from the page's stylesheet). */
  pinClass: string;
  /** The pin's accessible name. */
  pinLabel: string;
  /** Said by the map's own element to screen readers. */
  mapLabel: string;
  onMove: (position: Position) => void;
  /** No tile could be loaded: the page says the map is not available. */
  onUnavailable: () => void;
};

export type MapHandle = {
  /** Moves the pin (the shopper's buttons, or a new CEP), and the view with it. */
  setPosition: (position: Position) => void;
  focusPin: () => void;
  destroy: () => void;
};

/** The step of an arrow key: about a house front; with Shift, a block. */
export const KEY_STEP_METERS = 10;
export const SHIFT_STEP_METERS = 50;

const KEYS: Record<string, Direction> = { ArrowUp: "norte", ArrowDown: "sul", ArrowRight: "leste", ArrowLeft: "oeste" };

const PIN_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="30" height="40" viewBox="0 0 30 40" aria-hidden="true" focusable="false">' +
  '<path d="M15 39C15 39 28 24 28 14A13 13 0 0 0 2 14C2 24 15 39 15 39Z" fill="#c0392b" stroke="#ffffff" stroke-width="2"/>' +
  '<circle cx="15" cy="14" r="5" fill="#ffffff"/></svg>';

export function mountMap(container: HTMLElement, options: MapOptions): MapHandle {
  const center = L.latLng(options.position.lat, options.position.lng);
  const map = L.map(container, {
    center,
    zoom: 17,
    minZoom: 11,
    maxZoom: 19,
    // The page scrolls past the map: no wheel zoom, and on a phone one finger scrolls the page
    // (the pin is dragged or tapped into place; two fingers zoom).
    scrollWheelZoom: false,
    dragging: !(L.Browser.mobile || window.matchMedia("(pointer: coarse)").matches),
    maxBounds: L.latLngBounds([BRAZIL_BOUNDS.south, BRAZIL_BOUNDS.west], [BRAZIL_BOUNDS.north, BRAZIL_BOUNDS.east]),
    maxBoundsViscosity: 1,
    zoomControl: false,
    attributionControl: false,
  });
  L.control.zoom({ zoomInTitle: "Aproximar", zoomOutTitle: "Afastar", zoomInText: "+", zoomOutText: "−" }).addTo(map);
  L.control.attribution({ prefix: '<a href="https://leafletjs.com">Leaflet</a>' }).addTo(map);
  container.setAttribute("aria-label", options.mapLabel);
  container.setAttribute("role", "region");

  let loaded = false;
  let failures = 0;
  const layer = L.tileLayer(options.tiles.url, {
    maxZoom: 19,
    minZoom: 11,
    attribution: attributionHtml(options.tiles.attribution),
  });
  layer.on("tileload", () => {
    loaded = true;
  });
  layer.on("tileerror", () => {
    failures += 1;
    if (!loaded && failures >= 2) options.onUnavailable();
  });
  layer.addTo(map);

  const icon = L.divIcon({ html: PIN_SVG, className: options.pinClass, iconSize: [30, 40], iconAnchor: [15, 39] });
  const marker = L.marker(center, { icon, draggable: true, keyboard: true, autoPan: true }).addTo(map);
  const pin = marker.getElement();
  pin?.setAttribute("aria-label", options.pinLabel);
  pin?.setAttribute("aria-roledescription", "pino");

  const place = (position: Position, pan: boolean) => {
    marker.setLatLng([position.lat, position.lng]);
    if (pan) map.panTo([position.lat, position.lng]);
  };
  const moved = (position: Position) => options.onMove({ lat: position.lat, lng: position.lng });

  marker.on("dragend", () => {
    const { lat, lng } = marker.getLatLng();
    moved({ lat, lng });
  });
  map.on("click", (event: L.LeafletMouseEvent) => {
    place(event.latlng, false);
    moved(event.latlng);
  });
  pin?.addEventListener("keydown", (event) => {
    const direction = KEYS[event.key];
    if (!direction) return;
    event.preventDefault();
    event.stopPropagation();
    const { lat, lng } = marker.getLatLng();
    const next = movePosition({ lat, lng }, direction, event.shiftKey ? SHIFT_STEP_METERS : KEY_STEP_METERS);
    place(next, true);
    moved(next);
  });

  return {
    setPosition: (position) => place(position, true),
    focusPin: () => pin?.focus(),
    destroy: () => {
      map.remove();
    },
  };
}

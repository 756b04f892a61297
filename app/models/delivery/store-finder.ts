import { addressMessages } from "~/models/messages/address";
import { supplierLookupMessages } from "~/models/messages/supplier-lookup";
import { insideBrazil } from "./map-position";

/**
 * The stores serving an address chosen inside a store (docs/rules/delivery.md "Suppliers serving an
 * address", ADR 0036): their words, and the place the page of the other stores (`/outras-lojas`)
 * carries in its address. No schema here: pages import it.
 */

/** Where the address is: its CEP (8 digits), its point, and its city for the pickups there. */
export type FinderPlace = { cep: string; lat: number; lng: number; cidade: string | null; uf: string | null };

export const storeFinderText = {
  /** Said on arrival at the store the shopper was switched to. */
  switched: (from: string, to: string, delivers: boolean) =>
    `${from} não entrega neste endereço; você está em ${to}, que ${delivers ? "entrega" : "atende com retirada na loja"}.`,
  back: (from: string) => `Voltar para ${from}`,
  /** The choice's page title, and its lead. */
  title: "Outras lojas para este endereço",
  notHere: (from: string, cep: string) => `${from} não entrega no CEP ${cep}.`,
  chooseLead: "Escolha onde continuar a compra:",
  pickupLead: "Nesta cidade, você pode retirar o pedido em:",
  choose: (to: string) => `Ir para ${to}`,
  stay: (from: string) => `Continuar em ${from}`,
  /** A store of the list that is not on it (a form sent with an id of its own). */
  notOffered: "Escolha uma das lojas da lista.",
  /** docs/rules/delivery.md "Suppliers serving an address": none serves it (marketplace), this one does not (its own domain). */
  noneServes: addressMessages.yourAddressNotServed,
  thisStoreDoesNot: addressMessages.thisAddressNotServed,
  /** docs/rules/delivery.md "Supplier lookup". */
  unplaced: supplierLookupMessages.noneForAddress,
  areaFailed: supplierLookupMessages.serviceAreaFailed,
  othersFailed: supplierLookupMessages.othersFailed,
} as const;

const CEP = /^\d{8}$/;
const UF = /^[A-Za-z]{2}$/;

/** The place in the page's address (`?cep=&lat=&lng=&cidade=&uf=`); null when it is not one (or lies outside Brazil). */
export function parseFinderPlace(search: URLSearchParams): FinderPlace | null {
  const cep = search.get("cep") ?? "";
  const lat = Number(search.get("lat") ?? "");
  const lng = Number(search.get("lng") ?? "");
  if (!CEP.test(cep) || !search.get("lat") || !search.get("lng") || !Number.isFinite(lat) || !Number.isFinite(lng))
    return null;
  if (!insideBrazil({ lat, lng })) return null;
  const cidade = (search.get("cidade") ?? "").trim().slice(0, 120) || null;
  const uf = search.get("uf") ?? "";
  return { cep, lat, lng, cidade, uf: UF.test(uf) ? uf.toUpperCase() : null };
}

/** The page's address for a place: `?cep=&lat=&lng=` and its city when known. */
export function finderPlaceQuery(place: FinderPlace): string {
  const search = new URLSearchParams({ cep: place.cep, lat: String(place.lat), lng: String(place.lng) });
  if (place.cidade) search.set("cidade", place.cidade);
  if (place.uf) search.set("uf", place.uf);
  return search.toString();
}

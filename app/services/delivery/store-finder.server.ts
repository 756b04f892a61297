import { redirect } from "@remix-run/node";
import { deliveryToCep } from "~/models/delivery/delivery-choice";
import { insideBrazil } from "~/models/delivery/map-position";
import { finderPlaceQuery, storeFinderText as text, type FinderPlace } from "~/models/delivery/store-finder";
import { supplierChoice } from "~/models/delivery/supplier-choice";
import { supplierPath } from "~/models/links";
import type { SupplierSummary } from "~/models/supplier";
import { storePath } from "~/models/supplier-ref";
import { hasTag } from "~/models/supplier-tags";
import { searchSuppliers, searchSuppliersByLocation } from "~/services/api/supplier.server";
import { isUpstreamRefusal, UpstreamError } from "~/services/api/errors";
import { setFlashHeader } from "~/services/flash.server";
import { log } from "~/services/logger.server";
import type { SupplierContext } from "~/services/supplier-context.server";
import { lookUpCep } from "./addresses.server";
import { saveDeliveryChoiceHeader } from "./delivery-choice.server";
import { addressOwner } from "./delivery-state.server";

/**
 * What the search for the stores serving an address chosen inside a store found (docs/rules/delivery.md
 * "Suppliers serving an address", ADR 0036): this store serves it; the address cannot be placed; on
 * the store's own domain, this store does not serve it; a step failed (its message); or the other
 * stores that do: one, several, or none (with those that have a pickup store in its city).
 */
export type StoreFinding =
  | { kind: "served" }
  | { kind: "unplaced" }
  | { kind: "not-served-here" }
  | { kind: "failed"; message: string }
  | { kind: "one"; place: FinderPlace; supplier: SupplierSummary }
  | { kind: "several"; place: FinderPlace; suppliers: SupplierSummary[] }
  | { kind: "none"; place: FinderPlace; pickupInCity: SupplierSummary[] };

/** An address as the search reads it: its CEP, and its point and city when known (else the CEP's, call 50). */
export type AddressPlace = {
  cep: string;
  lat: number | null;
  lng: number | null;
  cidade?: string | null;
  uf?: string | null;
};

/** The place of an address: its own point, else its CEP's; null when neither is known or it lies outside Brazil. */
async function placeOf(address: AddressPlace, context: SupplierContext): Promise<FinderPlace | null> {
  let { lat, lng } = address;
  let cidade = address.cidade ?? null;
  let uf = address.uf ?? null;
  if (lat === null || lng === null || !cidade) {
    try {
      const entry = await lookUpCep(address.cep, context.api);
      if (entry) {
        if (lat === null || lng === null) ({ lat, lng } = entry);
        cidade ??= entry.cidade;
        uf ??= entry.uf;
      }
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      if (!isUpstreamRefusal(error)) log.warn("store_finder.cep_failed", { status: error.status ?? error.failure });
    }
  }
  if (lat === null || lng === null || !insideBrazil({ lat, lng })) return null;
  return { cep: address.cep, lat, lng, cidade, uf };
}

function failed(step: string, error: unknown, message: string): StoreFinding {
  if (!(error instanceof UpstreamError)) throw error;
  log.warn("store_finder.failed", { step, status: error.status ?? error.failure });
  return { kind: "failed", message };
}

/**
 * Who else serves the place (call 2 by location), this store left out: one, several, or none with the stores
 * that have a pickup store in its city.
 */
export async function otherStores(place: FinderPlace, context: SupplierContext): Promise<StoreFinding> {
  const self = context.supplier.idfornecedor;
  let found;
  try {
    found = await searchSuppliersByLocation(
      addressOwner(context)?.idcliente ?? null,
      {
        lat: place.lat,
        lng: place.lng,
        ...(place.cidade ? { cidade: place.cidade } : {}),
        ...(place.uf ? { uf: place.uf } : {}),
      },
      context.api,
    );
  } catch (error) {
    return failed("others", error, text.othersFailed);
  }
  const others = found.fornecedores.filter((supplier) => supplier.idfornecedor !== self);
  const choice = supplierChoice(others);
  if (choice.kind === "one") return { kind: "one", place, supplier: choice.supplier };
  if (choice.kind === "several") return { kind: "several", place, suppliers: choice.suppliers };
  const pickupInCity = found.retiradaNaCidade.filter((supplier) => supplier.idfornecedor !== self);
  return { kind: "none", place, pickupInCity };
}

/**
 * The search run when an address is chosen, added or changed in a store: this store's area first
 * (call 2 for this store at the point); not served, on the shared host, the other stores (call 2 by location).
 */
export async function findStoresFor(address: AddressPlace, context: SupplierContext): Promise<StoreFinding> {
  const place = await placeOf(address, context);
  if (!place) return { kind: "unplaced" };
  try {
    const here = await searchSuppliers(
      { idfornecedor: context.supplier.idfornecedor, lat: place.lat, lng: place.lng },
      context.api,
    );
    if (here.some((supplier) => supplier.idfornecedor === context.supplier.idfornecedor)) return { kind: "served" };
  } catch (error) {
    return failed("area", error, text.areaFailed);
  }
  if (context.whiteLabel) return { kind: "not-served-here" };
  return otherStores(place, context);
}

/**
 * The shopper on to `target`, which serves the place (or has a pickup store in its city): the place
 * kept there as a CEP to deliver to, told why on arrival, with the way back. This store's own
 * choice and cart are left as they were, for a return.
 */
export async function switchStore(
  request: Request,
  context: SupplierContext,
  target: SupplierSummary,
  place: FinderPlace,
): Promise<Response> {
  const from = context.supplier.nome;
  const headers = new Headers();
  headers.append(
    "Set-Cookie",
    await saveDeliveryChoiceHeader(request, [
      { idfornecedor: target.idfornecedor, choice: deliveryToCep(place.cep, { lat: place.lat, lng: place.lng }) },
    ]),
  );
  headers.append(
    "Set-Cookie",
    await setFlashHeader({
      kind: "info",
      message: text.switched(from, target.nome, hasTag(target.tag, "has-delivery")),
      link: { href: supplierPath(context.basePath, "/"), label: text.back(from) },
    }),
  );
  return redirect(storePath(target), { status: 303, headers });
}

/** The page of the other stores for a place (the choice, or none with the pickups in its city). */
export const otherStoresPath = (context: SupplierContext, place: FinderPlace) =>
  `${supplierPath(context.basePath, "/outras-lojas")}?${finderPlaceQuery(place)}`;

/**
 * The answer to a finding that takes the shopper elsewhere: to the one other store, or to the page
 * of the choice (several, or none with a pickup store in the city); null when the shopper stays.
 */
export async function leaveFor(
  request: Request,
  context: SupplierContext,
  finding: StoreFinding,
): Promise<Response | null> {
  if (finding.kind === "one") return switchStore(request, context, finding.supplier, finding.place);
  if (finding.kind === "several" || (finding.kind === "none" && finding.pickupInCity.length > 0))
    return redirect(otherStoresPath(context, finding.place), { status: 303 });
  return null;
}

/** What a shopper who stays is told of a finding (null: nothing, the store serves it or it cannot be said). */
export function stayMessage(finding: StoreFinding): string | null {
  switch (finding.kind) {
    case "failed":
      return finding.message;
    case "not-served-here":
      return text.thisStoreDoesNot;
    case "none":
      return text.noneServes;
    default:
      return null;
  }
}

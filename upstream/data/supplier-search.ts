import type { Database } from "better-sqlite3";
import { hostnameOf } from "../../app/models/supplier-ref";
import type { SupplierTag } from "../../app/models/supplier-tags";
import { statement } from "../db/statements";
import { distanceKm, serviceAreaContains, type LatLng } from "../geo";
import { serviceAreaRow } from "./supplier-config";
import { findSupplier, findSupplierByDomain, hasSupplierTag, listActiveSuppliers, type SupplierRow } from "./suppliers";

export type DeliveryType = "DELIVERY" | "RETIRADA";

const DELIVERY_TYPE_TAGS: Record<DeliveryType, SupplierTag> = { DELIVERY: "has-delivery", RETIRADA: "has-collect" };

export type SupplierSearch = {
  idfornecedor?: string;
  dominio?: string;
  idempresa?: string;
  point?: LatLng;
  tipoEntrega?: DeliveryType;
};

const storeOf = (supplier: SupplierRow): LatLng | null =>
  supplier.loja_lat != null && supplier.loja_lng != null ? [supplier.loja_lat, supplier.loja_lng] : null;

/** Whether the supplier offers this delivery type (its tags has-delivery, has-collect). */
export function offersDeliveryType(db: Database, supplier: SupplierRow, tipoEntrega: DeliveryType): boolean {
  return hasSupplierTag(db, supplier.idfornecedor, DELIVERY_TYPE_TAGS[tipoEntrega]);
}

/** Why a place outside the supplier's service area gets nothing (docs/rules/delivery.md "Suppliers serving an address"). */
export const NOT_SERVED = "O fornecedor não atende no endereço informado";

/** Whether the point is inside the supplier's service area (its polygon, or its radius around the store). */
export function servesPoint(db: Database, supplier: SupplierRow, point: LatLng): boolean {
  const area = serviceAreaRow(db, supplier.idfornecedor);
  if (!area) return false;
  return serviceAreaContains(
    {
      polygon: area.coordenadas ? (JSON.parse(area.coordenadas) as LatLng[]) : null,
      radiusKm: area.raio_km,
      store: storeOf(supplier),
    },
    point
  );
}

/** The supplier a domain names: its white-label host, with or without port, any case. */
export function findSupplierForDomain(db: Database, dominio: string): SupplierRow | undefined {
  const hostname = hostnameOf(dominio);
  return hostname ? findSupplierByDomain(db, hostname) : undefined;
}

/**
 * GET /v2/app/{apptoken}/fornecedor: every active supplier, narrowed by each filter given.
 * With a point, only the suppliers that serve it, the nearest store first.
 */
export function searchSuppliers(db: Database, search: SupplierSearch): SupplierRow[] {
  const candidates = search.idfornecedor ? [findSupplier(db, search.idfornecedor)] : listActiveSuppliers(db);
  const domainOwner = search.dominio ? findSupplierForDomain(db, search.dominio) : undefined;
  const { point, tipoEntrega } = search;
  const matches = candidates.filter(
    (supplier): supplier is SupplierRow =>
      supplier !== undefined &&
      (!search.dominio || domainOwner?.idfornecedor === supplier.idfornecedor) &&
      (!search.idempresa || supplier.idempresa === search.idempresa) &&
      (!tipoEntrega || offersDeliveryType(db, supplier, tipoEntrega)) &&
      (!point || servesPoint(db, supplier, point))
  );
  if (!point) return matches;
  const distance = (supplier: SupplierRow) => {
    const store = storeOf(supplier);
    return store ? distanceKm(store, point) : Number.POSITIVE_INFINITY;
  };
  return matches.sort((a, b) => distance(a) - distance(b));
}

/** The city of a store: that of the CEP directory's entry nearest to it, within a few kilometres (the demo has no other). */
const STORE_CITY_WITHIN_KM = 8;

function storeCity(db: Database, supplier: SupplierRow): { cidade: string; uf: string } | null {
  const store = storeOf(supplier);
  if (!store) return null;
  const entries = statement(db, "SELECT cidade, uf, lat, lng FROM cep_directory").all() as {
    cidade: string;
    uf: string;
    lat: number;
    lng: number;
  }[];
  let nearest: { cidade: string; uf: string; km: number } | null = null;
  for (const entry of entries) {
    const km = distanceKm(store, [entry.lat, entry.lng]);
    if (km <= STORE_CITY_WITHIN_KM && (!nearest || km < nearest.km)) nearest = { cidade: entry.cidade, uf: entry.uf, km };
  }
  return nearest && { cidade: nearest.cidade, uf: nearest.uf };
}

const sameText = (a: string, b: string) =>
  a.localeCompare(b, "pt-BR", { sensitivity: "base" }) === 0;

/**
 * GET /v2/app/{apptoken}/{clientpath}/fornecedor (docs/upstream-api.md §2, "By location"):
 * the suppliers whose area holds the point, the nearest store first, and, when a city is given,
 * the other suppliers offering pickup at a store in that city.
 */
export function searchSuppliersByLocation(
  db: Database,
  search: { point: LatLng; tipoEntrega?: DeliveryType; cidade?: string; uf?: string }
): { fornecedores: SupplierRow[]; retiradaNaCidade: SupplierRow[] } {
  const fornecedores = searchSuppliers(db, { point: search.point, tipoEntrega: search.tipoEntrega });
  const { cidade, uf } = search;
  if (!cidade) return { fornecedores, retiradaNaCidade: [] };
  const serving = new Set(fornecedores.map((supplier) => supplier.idfornecedor));
  const retiradaNaCidade = listActiveSuppliers(db).filter((supplier) => {
    if (serving.has(supplier.idfornecedor) || !offersDeliveryType(db, supplier, "RETIRADA")) return false;
    const city = storeCity(db, supplier);
    return city !== null && sameText(city.cidade, cidade) && (!uf || sameText(city.uf, uf));
  });
  return { fornecedores, retiradaNaCidade };
}

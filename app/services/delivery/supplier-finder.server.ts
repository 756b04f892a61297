import { deliveryTypeInEffect } from "~/models/delivery/delivery-type";
import { optionSummary } from "~/models/delivery/option-summary";
import { supplierChoice, type SupplierChoice, type SupplierOffer } from "~/models/delivery/supplier-choice";
import type { SupplierSummary } from "~/models/supplier";
import type { ApiContext } from "~/services/api/client.server";
import { isUpstreamRefusal, UpstreamError } from "~/services/api/errors";
import { searchSuppliers } from "~/services/api/supplier.server";
import { log } from "~/services/logger.server";
import { lookUpCep } from "./addresses.server";
import { deliveryOptionsForCep } from "./delivery-options.server";

/** The most suppliers a choice offers (each asked for its delivery options). */
const MAX_OFFERED = 20;

export type Position = { lat: number; lng: number };

/**
 * The suppliers that serve a CEP (docs/rules/delivery.md "Suppliers serving an address": "by delivery address (the suppliers that serve the
 * coordinates are searched)"): the CEP placed by the directory (call 50), then the suppliers whose
 * area holds that point (call 2). A CEP the directory does not know, or a call that failed, is said.
 */
export type CepFinding =
  | { kind: "unknown-cep" }
  | { kind: "failed"; step: "cep" | "suppliers" }
  | { kind: "found"; position: Position; choice: SupplierChoice<SupplierSummary> };

function failed(step: "cep" | "suppliers", error: unknown): CepFinding {
  if (!(error instanceof UpstreamError)) throw error;
  log.warn("marketplace.lookup_failed", { step, status: error.status ?? error.failure });
  return { kind: "failed", step };
}

export async function findSuppliersForCep(cep: string, api: ApiContext): Promise<CepFinding> {
  let position: Position;
  try {
    const entry = await lookUpCep(cep, api);
    if (!entry) return { kind: "unknown-cep" };
    position = { lat: entry.lat, lng: entry.lng };
  } catch (error) {
    if (isUpstreamRefusal(error)) return { kind: "unknown-cep" };
    return failed("cep", error);
  }
  try {
    const suppliers = await searchSuppliers(position, api);
    return { kind: "found", position, choice: supplierChoice(suppliers.slice(0, MAX_OFFERED)) };
  } catch (error) {
    return failed("suppliers", error);
  }
}

/**
 * Each supplier with what it costs to get its goods to the CEP: the first delivery option for an
 * empty cart (call 52) of the type the supplier offers, all asked at once. A failed call only
 * leaves that supplier without figures.
 */
export function offersFor(
  suppliers: readonly SupplierSummary[],
  cep: string,
  position: Position,
  api: ApiContext,
): Promise<SupplierOffer[]> {
  return Promise.all(
    suppliers.map(async (supplier) => {
      const tipoEntrega = deliveryTypeInEffect(supplier.tag, null);
      const result = await deliveryOptionsForCep(
        supplier.idfornecedor,
        { tipoEntrega, cep, position, produtos: [] },
        { ...api, idfornecedor: supplier.idfornecedor },
      );
      const first = result.kind === "options" ? result.options[0] : undefined;
      return { supplier, figures: first ? optionSummary(first) : null };
    }),
  );
}

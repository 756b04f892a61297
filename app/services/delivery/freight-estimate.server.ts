import { parseCepQuery } from "~/models/delivery/cep-query";
import { cepSearchText } from "~/models/delivery/cep-search";
import { deliveryToCep } from "~/models/delivery/delivery-choice";
import { offeredDeliveryTypes } from "~/models/delivery/delivery-type";
import { estimateLines, type FreightEstimate } from "~/models/delivery/freight-estimate";
import { formatCep } from "~/models/registration";
import { shownCep } from "~/services/delivery/delivery-bar.server";
import { readDeliveryChoice, saveDeliveryChoiceHeader } from "~/services/delivery/delivery-choice.server";
import {
  deliveryOptionsForCep,
  NO_DELIVERY_OPTION,
  type DeliveryOptionsResult,
  type ProductForDelivery,
} from "~/services/delivery/delivery-options.server";
import { addressOwner } from "~/services/delivery/delivery-state.server";
import type { SupplierContext } from "~/services/supplier-context.server";

function fromLookup(lookup: DeliveryOptionsResult): Pick<FreightEstimate, "lines" | "message"> {
  if (lookup.kind !== "options") return { lines: [], message: lookup.message };
  if (lookup.options.length === 0) return { lines: [], message: NO_DELIVERY_OPTION };
  return { lines: estimateLines(lookup.options), message: null };
}

/**
 * The estimate for `?cep=` (call 52 with the products, docs/upstream-api.md §52), asked only when a
 * CEP is given. At a store that only offers pickup, the pickup's options (the same call the line
 * under the header asks, shared). A guest's CEP is remembered as the place to deliver to (the
 * delivery choice's cookie, ADR 0009) unless pickup or a saved address was chosen: the next pages
 * and the cart start from it. `setCookie`: that cookie, when it changes.
 */
export async function freightEstimate(
  request: Request,
  context: SupplierContext,
  products: () => ProductForDelivery[],
): Promise<{ estimate: FreightEstimate; setCookie: string | null }> {
  const { supplier } = context;
  const idfornecedor = supplier.idfornecedor;
  if (!offeredDeliveryTypes(supplier.tag).types.includes("DELIVERY")) {
    const lookup = await deliveryOptionsForCep(
      idfornecedor,
      { tipoEntrega: "RETIRADA", cep: null, position: null, produtos: [] },
      context.api,
    );
    return { estimate: { cep: null, estimatedFor: null, ...fromLookup(lookup) }, setCookie: null };
  }
  const choice = await readDeliveryChoice(request, idfornecedor);
  const owner = addressOwner(context);
  const query = parseCepQuery(new URL(request.url).searchParams.get("cep"));
  if (query.kind === "absent") {
    const known = shownCep(choice, owner?.idcliente ?? null);
    return {
      estimate: { cep: known ? formatCep(known) : "", estimatedFor: null, lines: [], message: null },
      setCookie: null,
    };
  }
  if (query.kind === "malformed")
    return {
      estimate: { cep: query.typed, estimatedFor: null, lines: [], message: cepSearchText.malformedCep },
      setCookie: null,
    };
  const lookup = await deliveryOptionsForCep(
    idfornecedor,
    { tipoEntrega: "DELIVERY", cep: query.cep, position: null, produtos: products() },
    context.api,
  );
  const remember =
    owner === null &&
    lookup.kind === "options" &&
    (choice === null || (choice.tipoEntrega === "DELIVERY" && !choice.idendereco)) &&
    choice?.cep !== query.cep;
  return {
    estimate: { cep: formatCep(query.cep), estimatedFor: formatCep(query.cep), ...fromLookup(lookup) },
    setCookie: remember
      ? await saveDeliveryChoiceHeader(request, [{ idfornecedor, choice: deliveryToCep(query.cep, null) }])
      : null,
  };
}

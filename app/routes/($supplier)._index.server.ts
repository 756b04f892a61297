import { data, redirect } from "@remix-run/node";
import { parseCepQuery } from "~/models/delivery/cep-query";
import { deliveryToCep } from "~/models/delivery/delivery-choice";
import { cepSearchText as text, type CepFieldState, type MarketplaceListing } from "~/models/delivery/cep-search";
import { formatCep } from "~/models/registration";
import type { SupplierSummary } from "~/models/supplier";
import { storePath } from "~/models/supplier-ref";
import type { ApiContext } from "~/services/api/client.server";
import { searchSuppliers } from "~/services/api/supplier.server";
import { saveDeliveryChoiceHeader } from "~/services/delivery/delivery-choice.server";
import { findSuppliersForCep, offersFor, type Position } from "~/services/delivery/supplier-finder.server";
import { publicImageBaseUrl } from "~/services/env.server";
import { settledOr } from "~/services/upstream-failure.server";

/** The marketplace root: the CEP field, and under it the suppliers. */
type MarketplacePage = { kind: "marketplace"; imageBaseUrl: string; field: CepFieldState; listing: MarketplaceListing };

/** Keeps the CEP for each supplier, so that its store starts from it (delivery to that CEP). */
function rememberCep(
  request: Request,
  suppliers: readonly SupplierSummary[],
  cep: string,
  position: Position,
): Promise<string> {
  return saveDeliveryChoiceHeader(
    request,
    suppliers.map((supplier) => ({ idfornecedor: supplier.idfornecedor, choice: deliveryToCep(cep, position) })),
  );
}

/**
 * `/` and `/?cep=` (docs/rules/delivery.md "Suppliers serving an address", "Supplier lookup"): without a CEP,
 * every supplier; with one, the supplier serving it (a redirect to its store), the choice of those
 * serving it, or why none is offered, above every supplier. The CEP is remembered for the
 * suppliers offered.
 */
export async function loadMarketplace(request: Request, api: ApiContext) {
  const imageBaseUrl = publicImageBaseUrl();
  const query = parseCepQuery(new URL(request.url).searchParams.get("cep"));
  if (query.kind === "absent") {
    const page: MarketplacePage = {
      kind: "marketplace",
      imageBaseUrl,
      field: { typed: "", error: null, notice: null },
      listing: { kind: "every", suppliers: await searchSuppliers({}, api) },
    };
    return data(page);
  }
  // Every supplier, asked at once with the CEP: shown under every answer but the choice; a failure
  // of it only leaves the list out (the CEP's own answer still shows).
  const everySupplier = settledOr(searchSuppliers({}, api), null, "marketplace.list_failed");
  const withList = async (status: number, field: Omit<CepFieldState, "typed">) => {
    const page: MarketplacePage = {
      kind: "marketplace",
      imageBaseUrl,
      field: { typed: query.typed, ...field },
      listing: { kind: "every", suppliers: await everySupplier },
    };
    return data(page, { status });
  };
  if (query.kind === "malformed") return withList(400, { error: text.malformedCep, notice: null });

  const found = await findSuppliersForCep(query.cep, api);
  if (found.kind === "unknown-cep") return withList(404, { error: text.unknownCep, notice: null });
  if (found.kind === "failed") {
    return withList(502, {
      error: null,
      notice: { text: found.step === "cep" ? text.cepLookupFailed : text.searchFailed, failed: true },
    });
  }
  const { choice, position } = found;
  if (choice.kind === "none") return withList(200, { error: null, notice: { text: text.notServed, failed: false } });
  if (choice.kind === "one") {
    return redirect(storePath(choice.supplier), {
      headers: { "Set-Cookie": await rememberCep(request, [choice.supplier], query.cep, position) },
    });
  }
  const [offers, cookie] = await Promise.all([
    offersFor(choice.suppliers, query.cep, position, api),
    rememberCep(request, choice.suppliers, query.cep, position),
  ]);
  const page: MarketplacePage = {
    kind: "marketplace",
    imageBaseUrl,
    field: { typed: formatCep(query.cep), error: null, notice: null },
    listing: { kind: "choice", title: text.pickerTitle(formatCep(query.cep)), offers },
  };
  return data(page, { headers: { "Set-Cookie": cookie } });
}

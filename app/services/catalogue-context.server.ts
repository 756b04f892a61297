import { parseListingQuery } from "~/models/listing-query";
import { canSeePrices, visibleSortOptions } from "~/models/price-visibility";
import type { CatalogueContext } from "./api/catalogue.server";
import { viewerOf } from "./auth.server";
import type { SupplierContext } from "./supplier-context.server";

/** docs/rules/catalogue.md "Price visibility": whether this page's viewer may see prices at this supplier. */
export function showsPrices(context: Pick<SupplierContext, "supplier" | "account">): boolean {
  return canSeePrices(context.supplier.tag, viewerOf(context.account));
}

/**
 * The catalogue calls of a page, for its viewer: the catalogue service answers them without any
 * price field where the viewer may not see prices, so no page can hand hidden prices to a browser;
 * and each carries the viewer's delivery type, so what is listed follows delivery or pickup.
 */
export function catalogueApi(context: SupplierContext): CatalogueContext {
  return {
    ...context.api,
    showPrices: showsPrices(context),
    tipoEntrega: context.tipoEntrega,
    idsegmento: context.segment?.idsegmento ?? null,
  };
}

/**
 * A listing's query as its URL asks it, with the supplier's orders this viewer may choose (none by
 * price where prices are hidden): a category's page and the search read it the same way.
 */
export function readListingQuery(context: SupplierContext, url: URL) {
  const sortOptions = visibleSortOptions(context.supplier.ordenacoes_produto, showsPrices(context));
  const { query, issues } = parseListingQuery(
    url.searchParams,
    sortOptions.map((option) => option.chave),
  );
  return { sortOptions, query, issues };
}

import { useRouteLoaderData } from "@remix-run/react";
import type { MarketplaceLayoutView, SupplierLayoutView } from "~/models/supplier-layout";

export const SUPPLIER_LAYOUT_ROUTE_ID = "routes/($supplier)";

/** The supplier layout's data (store, theme, menus, base path) from any route below it; null in marketplace mode. */
export function useSupplierLayout(): SupplierLayoutView | null {
  const layoutData = useRouteLoaderData<SupplierLayoutView | MarketplaceLayoutView>(SUPPLIER_LAYOUT_ROUTE_ID);
  return layoutData?.kind === "supplier" ? layoutData : null;
}

/**
 * What a product's, a combo's or a banner's card needs of the store: the base path of its links, the
 * image host, whether the viewer sees prices (docs/rules/catalogue.md "Price visibility") and is
 * logged in. Outside a store (marketplace mode): none of them.
 */
export function useCatalogueView(): { basePath: string; imageBaseUrl: string; showPrices: boolean; signedIn: boolean } {
  const supplier = useSupplierLayout();
  return {
    basePath: supplier?.basePath ?? "",
    imageBaseUrl: supplier?.imageBaseUrl ?? "/imagens",
    showPrices: supplier?.showPrices ?? false,
    signedIn: supplier?.account != null,
  };
}

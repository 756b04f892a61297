import { useRouteLoaderData } from "@remix-run/react";
import type { MarketplaceLayoutView, SupplierLayoutView } from "~/models/supplier-layout";

export const SUPPLIER_LAYOUT_ROUTE_ID = "routes/($supplier)";

/** The supplier layout's data (store, theme, menus, base path) from any route below it; null in marketplace mode. */
export function useSupplierLayout(): SupplierLayoutView | null {
  const layoutData = useRouteLoaderData<SupplierLayoutView | MarketplaceLayoutView>(SUPPLIER_LAYOUT_ROUTE_ID);
  return layoutData?.kind === "supplier" ? layoutData : null;
}

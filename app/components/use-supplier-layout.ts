import { useRouteLoaderData } from "@remix-run/react";
import type { loader, SupplierLayoutData } from "~/routes/($supplier)";

export const SUPPLIER_LAYOUT_ROUTE_ID = "routes/($supplier)";

/** The supplier layout's data (store, theme, menus, base path) from any route below it; null in marketplace mode. */
export function useSupplierLayout(): SupplierLayoutData | null {
  const layoutData = useRouteLoaderData<typeof loader>(SUPPLIER_LAYOUT_ROUTE_ID);
  return layoutData?.kind === "supplier" ? layoutData : null;
}

import { useRouteLoaderData } from "@remix-run/react";
import type { CartFigures, CartPageFigures } from "~/models/supplier-layout";

const CART_ROUTE_ID = "routes/($supplier).carrinho";

/**
 * The header's figures: on the cart page, what the page shows (its edits, with JavaScript; else the
 * cart it has just read); elsewhere the session's summary of the last cart answer.
 */
export function useCartFigures(
  shownOnPage: CartFigures | null,
  sessionSummary: CartFigures | null,
): CartFigures | null {
  const cartPage = useRouteLoaderData<CartPageFigures>(CART_ROUTE_ID);
  if (shownOnPage) return shownOnPage;
  if (cartPage?.kind === "cart") return { linhas: cartPage.cart.cartItens.length, total: cartPage.cart.totalCompras };
  return sessionSummary;
}

/**
 * The page of an order that is none, or not the shopper's (one page for both: nothing tells an order
 * of someone else's apart from a number that does not exist).
 */
export const orderNotFoundText = {
  title: "Pedido não encontrado",
  detail: "Este pedido não existe ou não está entre os seus. Os seus pedidos estão em Meus pedidos.",
} as const;

/** The page title of an order's pages: "Pedido não encontrado" for a 404, else the page's own. */
export function orderPageTitle(errorStatus: number | null, title: string): string {
  return errorStatus === 404 ? orderNotFoundText.title : title;
}

/**
 * Whose an order is (docs/rules/account.md "Linked users": a company's users; docs/rules/orders.md "Orders list" GET /v2/app/pedido/cliente/{idcliente} with
 * `idusuariovinculado`; docs/upstream-api.md §55, §61): the storefront shows, pays, accepts, rates or
 * repeats only an order of the client it acts for at this store; a company's user who is not its
 * principal login, only the orders they placed. The principal, a customer on their own and a
 * representative acting for a client reach every order of that client.
 */

/** Who asks for an order: the client acted for, and the company's user logged in when not the principal. */
export type OrderViewer = {
  idfornecedor: string;
  idcliente: string;
  /** The company's user (§37 `idusuario`) who is not the principal; null for everyone who sees every order of the client. */
  idusuariovinculado: string | null;
};

/** What of an order tells whose it is: its store, client and, when the server sends it, the user who placed it. */
export type OrderOwnerFacts = {
  idfornecedor: string;
  idcliente: string;
  /** The company's user who placed it (null: the client itself, or a representative); undefined: not sent. */
  idusuariovinculado?: string | null;
};

/**
 * - `theirs`: the viewer may see and act on it;
 * - `not-theirs`: another store's, another client's, or another user's of the company (a 404);
 * - `ask-the-list`: a company's user, and the order does not say who placed it: it is theirs only if
 *   call 61's list of that user's orders holds it (never open by default).
 */
export type OrderOwnership = "theirs" | "not-theirs" | "ask-the-list";

export function orderOwnership(viewer: OrderViewer, order: OrderOwnerFacts): OrderOwnership {
  if (order.idfornecedor !== viewer.idfornecedor || order.idcliente !== viewer.idcliente) return "not-theirs";
  if (viewer.idusuariovinculado === null) return "theirs";
  if (order.idusuariovinculado === undefined) return "ask-the-list";
  return order.idusuariovinculado === viewer.idusuariovinculado ? "theirs" : "not-theirs";
}

/** An order summary of call 61: its number and, when the server sends it, who placed it. */
export type ListedOrder = { numpedido: string; idusuariovinculado?: string | null };

/**
 * Whether the list call 61 gave for this viewer holds the order as theirs: it is there, and does not
 * name another user as the one who placed it (a row saying someone else placed it is not theirs,
 * whatever list it came in).
 */
export function listedAsTheirs(
  viewer: Pick<OrderViewer, "idusuariovinculado">,
  list: readonly ListedOrder[],
  numpedido: string,
): boolean {
  return list.some((row) => row.numpedido === numpedido && rowIsTheirs(viewer, row));
}

/** A row of call 61 the viewer may see: any for the principal; for a company's user, one not naming another user. */
export function rowIsTheirs(
  viewer: Pick<OrderViewer, "idusuariovinculado">,
  row: Pick<ListedOrder, "idusuariovinculado">,
): boolean {
  if (viewer.idusuariovinculado === null || row.idusuariovinculado === undefined) return true;
  return row.idusuariovinculado === viewer.idusuariovinculado;
}

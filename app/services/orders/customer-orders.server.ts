import { redirect } from "@remix-run/node";
import type { Params } from "@remix-run/react";
import type { Order } from "~/models/checkout/order";
import { supplierPath } from "~/models/links";
import { orderNotFoundText } from "~/models/orders/order-not-found";
import { listedAsTheirs, orderOwnership, rowIsTheirs, type OrderViewer } from "~/models/orders/order-ownership";
import type { OrderListQuery, OrderSummary } from "~/models/orders/order-summary";
import type { ApiContext } from "~/services/api/client.server";
import { requireAccount, type SignedInAccount } from "~/services/auth.server";
import { nullWhenRefused, UpstreamError } from "~/services/api/errors";
import { getOrder, listOrders } from "~/services/api/order.server";
import type { SupplierContext } from "~/services/supplier-context.server";

/** Whose orders the pages show, and which order of theirs an address names. */

/** The 404 of an order that is none, or not the shopper's: the same page for both, nothing of the order in it. */
export function orderNotFound(): Response {
  return Response.json(orderNotFoundText, { status: 404 });
}

/** The order's number from the address: digits only, checked before any call. */
export function orderNumber(params: Params): string {
  const numpedido = params.numpedido ?? "";
  if (!/^\d{1,15}$/.test(numpedido)) throw orderNotFound();
  return numpedido;
}

/** The company's user logged in, when they are not its principal login: the one whose orders alone they reach. */
export function restrictedLinkedUser(account: SignedInAccount): string | null {
  const { usuarioVinculado, principal } = account.session;
  return usuarioVinculado && !principal ? String(usuarioVinculado.idusuario) : null;
}

/** Who asks for orders on these pages (see app/models/orders/order-ownership.ts). */
export function orderViewer(context: SupplierContext, account: SignedInAccount, idcliente: string): OrderViewer {
  return { idfornecedor: context.supplier.idfornecedor, idcliente, idusuariovinculado: restrictedLinkedUser(account) };
}

/**
 * One of the shopper's orders at this supplier, read (call 55) and checked before anything is shown
 * or done with it: the client's, and for a company's user who is not its principal, one they placed
 * (the order's `idusuariovinculado` when the server sends it, else call 61's list scoped to the user:
 * an order not in it is not theirs). Anyone else's, or none, is the same 404 page. The principal and
 * a customer on their own need no list.
 */
export async function requireCustomerOrder(context: SupplierContext, numpedido: string): Promise<Order> {
  const { account, idcliente } = requireOrderOwner(context);
  const viewer = orderViewer(context, account, idcliente);
  const order = await nullWhenRefused(getOrder(numpedido, context.api));
  if (!order) throw orderNotFound();
  const verdict = orderOwnership(viewer, {
    idfornecedor: order.idfornecedor,
    idcliente: order.idcliente,
    idusuariovinculado: order.idusuariovinculado,
  });
  if (verdict === "theirs") return order;
  if (
    verdict === "ask-the-list" &&
    listedAsTheirs(viewer, await listOrders(idcliente, orderListQuery(account), context.api), order.numpedido)
  )
    return order;
  throw orderNotFound();
}

/**
 * Whether an order the storefront found on the shopper's behalf (the duplicate check, §54, which
 * covers the whole client) is theirs, by the same rule as requireCustomerOrder, without throwing:
 * true, false (none, or not theirs), or null when the reads failed and it cannot tell. Null for
 * everyone who reaches every order of the client: no read is needed for them. The reads go with
 * `api`, the order call's context (not cut off by the shopper's request).
 */
export function ownOrderCheck(
  context: SupplierContext,
  account: SignedInAccount,
  idcliente: string,
): ((numpedido: string, api: ApiContext) => Promise<boolean | null>) | null {
  const viewer = orderViewer(context, account, idcliente);
  if (viewer.idusuariovinculado === null) return null;
  return async (numpedido, api) => {
    try {
      const order = await nullWhenRefused(getOrder(numpedido, api));
      if (!order) return false;
      const verdict = orderOwnership(viewer, {
        idfornecedor: order.idfornecedor,
        idcliente: order.idcliente,
        idusuariovinculado: order.idusuariovinculado,
      });
      if (verdict !== "ask-the-list") return verdict === "theirs";
      return listedAsTheirs(viewer, await listOrders(idcliente, orderListQuery(account), api), order.numpedido);
    } catch (error) {
      if (error instanceof UpstreamError) return null;
      throw error;
    }
  };
}

/** The numbers of the orders a company's user placed (call 61 scoped to them); null for everyone who reaches every order. */
export async function ordersOfRestrictedUser(
  context: SupplierContext,
  account: SignedInAccount,
  idcliente: string,
): Promise<Set<string> | null> {
  const viewer = orderViewer(context, account, idcliente);
  if (viewer.idusuariovinculado === null) return null;
  const list = await listOrders(idcliente, orderListQuery(account), context.api);
  return new Set(list.filter((row) => rowIsTheirs(viewer, row)).map((row) => row.numpedido));
}

/** The rows of call 61 the viewer may see: a row naming another user of the company is left out. */
export function visibleSummaries(
  context: SupplierContext,
  account: SignedInAccount,
  idcliente: string,
  list: OrderSummary[],
): OrderSummary[] {
  const viewer = orderViewer(context, account, idcliente);
  return list.filter((row) => rowIsTheirs(viewer, row));
}

/** The logged-in account and the client it acts for; a representative who has not picked one goes to pick. */
export function requireOrderOwner(context: SupplierContext): { account: SignedInAccount; idcliente: string } {
  const account = requireAccount(context);
  const idcliente = account.session.cliente?.idcliente;
  if (idcliente === undefined) throw redirect(supplierPath(context.basePath, "/clientes"));
  return { account, idcliente: String(idcliente) };
}

/** An order's page or its form: the owner first (as requireOrderOwner), then the order's number from the address. */
export function requireOrderOwnerAndNumber(
  context: SupplierContext,
  params: Params,
): { account: SignedInAccount; idcliente: string; numpedido: string } {
  return { ...requireOrderOwner(context), numpedido: orderNumber(params) };
}

/**
 * docs/rules/orders.md "Orders list"'s query of the orders list: a company's user logged in (usuarioVinculado) is named, and
 * the principal login says so, for the server to list that user's own orders or every order.
 */
export function orderListQuery(account: SignedInAccount): OrderListQuery {
  const { usuarioVinculado, principal } = account.session;
  return {
    idusuariovinculado: usuarioVinculado ? String(usuarioVinculado.idusuario) : null,
    clientevinculadoprincipal: principal,
  };
}

import { redirect } from "@remix-run/node";
import type { Params } from "@remix-run/react";
import type { Order } from "~/models/checkout/order";
import { supplierPath } from "~/models/links";
import type { OrderListQuery } from "~/models/orders/order-summary";
import { requireAccount, type SignedInAccount } from "~/services/auth.server";
import { nullWhenRefused } from "~/services/api/errors";
import { getOrder } from "~/services/api/order.server";
import type { SupplierContext } from "~/services/supplier-context.server";

/** Whose orders the pages show, and which order of theirs an address names. */

/** The order's number from the address: digits only, checked before any call. */
export function orderNumber(params: Params): string {
  const numpedido = params.numpedido ?? "";
  if (!/^\d{1,15}$/.test(numpedido)) throw new Response("Pedido não encontrado", { status: 404 });
  return numpedido;
}

/** One of the customer's orders at this supplier; anyone else's (or none) is a 404 page, told apart from nothing. */
export async function requireCustomerOrder(context: SupplierContext, numpedido: string): Promise<Order> {
  const order = await nullWhenRefused(getOrder(numpedido, context.api));
  if (!order || order.idfornecedor !== context.supplier.idfornecedor) throw new Response("Pedido não encontrado", { status: 404 });
  return order;
}

/** The logged-in account and the client it acts for; a representative who has not picked one goes to pick. */
export function requireOrderOwner(context: SupplierContext): { account: SignedInAccount; idcliente: string } {
  const account = requireAccount(context);
  const idcliente = account.session.cliente?.idcliente;
  if (idcliente === undefined) throw redirect(supplierPath(context.basePath, "/clientes"));
  return { account, idcliente: String(idcliente) };
}

/**
 * Spec §7's query of the orders list: a company's user logged in (usuarioVinculado) is named, and
 * the principal login says so, for the server to list that user's own orders or every order.
 */
export function orderListQuery(account: SignedInAccount): OrderListQuery {
  const { usuarioVinculado, principal } = account.session;
  return { idusuariovinculado: usuarioVinculado ? String(usuarioVinculado.idusuario) : null, clientevinculadoprincipal: principal };
}

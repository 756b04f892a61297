import { redirect } from "@remix-run/node";
import { preferencesAfterOrder } from "~/models/cart-preferences";
import { IdempotencyKeySchema } from "~/models/checkout/order";
import { asksBySelf, CONFIRM_REFRESH_SECONDS } from "~/models/checkout/order-outcome";
import { outcomeText } from "~/models/checkout/outcomes";
import { supplierPath } from "~/models/links";
import { UpstreamError } from "~/services/api/errors";
import { readCart, requireCartOwner, savePreferences, type CartOwner } from "~/services/cart.server";
import { setFlashHeader } from "~/services/flash.server";
import { log } from "~/services/logger.server";
import type { SupplierContext } from "~/services/supplier-context.server";
import { orderKey, orderPlacedByKey } from "./place-order.server";

/**
 * The session once an order was found placed outside the request that placed it (another click of
 * the same form, the confirmation page): it follows the cart as the upstream has it now — emptied
 * by the order, or filled again since. Null (the session as it is) when the cart cannot be read.
 */
export async function sessionAfterOrder(owner: CartOwner): Promise<Headers | null> {
  try {
    return await savePreferences(owner, preferencesAfterOrder(await readCart(owner), owner.preferences));
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    log.warn("checkout.cart_after_order_failed", { status: error.status ?? null, failure: error.failure });
    return null;
  }
}

/** The `desde` of the address: when the order was sent (Unix seconds), or null. */
function sentAt(value: string | null): number | null {
  return /^\d{1,12}$/.test(value ?? "") ? Number(value) : null;
}

/**
 * GET /checkout/confirmacao?chave=…: an order whose outcome the checkout could not learn (its call
 * failed after it may have been taken, and the duplicate check did not find it in time; ADR 0021).
 * Each visit asks the duplicate check by the form's key: found, the order's page (the session
 * following the cart, "Pedido N recebido."); otherwise the page says the order is being confirmed
 * and, with JavaScript, asks again by itself (without reloading) for two minutes after the order was
 * sent; at any time when the shopper presses "Verificar de novo". It never says that no order exists.
 */
export async function loadConfirmationPage(request: Request, context: SupplierContext) {
  const url = new URL(request.url);
  const owner = requireCartOwner(request, context, `${url.pathname}${url.search}`);
  const key = IdempotencyKeySchema.safeParse(url.searchParams.get("chave"));
  if (!key.success) throw redirect(supplierPath(context.basePath, "/checkout"));
  const { idfornecedor } = context.supplier;
  const check = await orderPlacedByKey(
    owner.idcliente,
    idfornecedor,
    orderKey(idfornecedor, owner.idcliente, key.data),
    context.api,
  );
  if (check.kind === "found") {
    const headers = (await sessionAfterOrder(owner)) ?? new Headers();
    headers.append(
      "Set-Cookie",
      await setFlashHeader({ kind: "success", message: outcomeText.placed(check.numpedido) }),
    );
    throw redirect(supplierPath(context.basePath, `/submissao/${encodeURIComponent(check.numpedido)}`), { headers });
  }
  const desde = sentAt(url.searchParams.get("desde"));
  return {
    chave: key.data,
    desde,
    /** Every how many seconds the page asks again by itself (with JavaScript); null once it stopped. */
    askEvery: asksBySelf(desde, Date.now() / 1000) ? CONFIRM_REFRESH_SECONDS : null,
    checkPath: supplierPath(context.basePath, "/checkout/confirmacao"),
    ordersPath: supplierPath(context.basePath, "/pedidos"),
  };
}

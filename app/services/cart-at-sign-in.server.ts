import { CartPreferencesSchema, preferencesAfter, type CartPreferences } from "~/models/cart-preferences";
import type { SupplierConfig } from "~/models/supplier";
import { hasTag } from "~/models/supplier-tags";
import { loadCart, saveCart, type CartQuery } from "./api/cart.server";
import type { DeliveryType } from "~/models/delivery/delivery-option";
import type { ApiContext } from "./api/client.server";
import { getPaymentMethods } from "./api/supplier.server";
import { log } from "./logger.server";
import { orFallback } from "./upstream-failure.server";

/**
 * docs/rules/account.md "Login": on success the cart is merged — the customer's stored cart (kept upstream, so
 * the one they left on any device) is read for the header. docs/rules/checkout.md "Order submission": tag
 * restrict-not-approved-user-submission clears the cart of an unapproved customer. A failure
 * leaves the summary unknown; the cart page reads it again.
 *
 * `idformapagamento`: a method chosen before the login (a checkout draft the login takes on, ADR
 * 0016). The cart is priced for it, and the session keeps it as choosing it would, when it is
 * offered to this customer; otherwise for the customer's default, as any login.
 *
 * The manual coupon (ADR 0020): the one the upstream keeps with the cart (`cupomManual`), applied on
 * any device; from an upstream that keeps none, `held` — the one this browser's cart had (the
 * session a login form posted again replaces, or the last logout's) — is priced in again. Either
 * way, one it no longer accepts stays chosen, and the cart says it is no longer applied and why.
 */
export async function cartAtSignIn(
  supplier: SupplierConfig,
  idcliente: number,
  approved: boolean,
  api: ApiContext,
  tipoentrega: DeliveryType,
  idformapagamento: string | null = null,
  held: string | null = null,
): Promise<CartPreferences> {
  const restricted = hasTag(supplier.tag, "restrict-not-approved-user-submission") && !approved;
  const chosen =
    idformapagamento && !restricted && (await offered(supplier, idcliente, idformapagamento, api))
      ? idformapagamento
      : null;
  const preferences = CartPreferencesSchema.parse({ idcliente: String(idcliente), idformapagamento: chosen });
  const query: CartQuery = {
    idfornecedor: supplier.idfornecedor,
    idformapagamento: chosen,
    idtipoassinatura: null,
    codigoCupom: null,
    cupomAplicacaoAutomatica: true,
    tipoentrega,
  };
  try {
    if (restricted)
      return preferencesAfter(await saveCart(String(idcliente), query, { cartItens: [] }, api), preferences);
    const cart = await loadCart(String(idcliente), query, api);
    if (cart.cupomManual !== undefined || !held) return preferencesAfter(cart, preferences);
    const withHeld = { ...preferences, codigoCupom: held, aplicacaoAutomatica: false };
    return preferencesAfter(
      await loadCart(String(idcliente), { ...query, codigoCupom: held, cupomAplicacaoAutomatica: false }, api),
      withHeld,
    );
  } catch (error) {
    if (error instanceof Response) throw error;
    log.warn("cart.sign_in_load_failed", {
      supplier: supplier.slug,
      message: error instanceof Error ? error.message : String(error),
    });
    return preferences;
  }
}

/** Whether the supplier offers this customer the method (call 9); a failure to say counts as no. */
async function offered(
  supplier: SupplierConfig,
  idcliente: number,
  idformapagamento: string,
  api: ApiContext,
): Promise<boolean> {
  const methods = await orFallback(
    getPaymentMethods(supplier.idfornecedor, String(idcliente), api),
    [],
    "cart.sign_in_payment_methods_failed",
    { supplier: supplier.slug },
  );
  return methods.some((method) => method.idformapagamento === idformapagamento);
}

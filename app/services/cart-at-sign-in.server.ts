import { CartPreferencesSchema, preferencesAfter, type CartPreferences } from "~/models/cart-preferences";
import type { SupplierConfig } from "~/models/supplier";
import { hasTag } from "~/models/supplier-tags";
import { loadCart, saveCart, type CartQuery } from "./api/cart.server";
import type { ApiContext } from "./api/client.server";
import { log } from "./logger.server";

/**
 * Spec §4 "Login": on success the cart is merged — the customer's stored cart (kept upstream, so
 * the one they left on any device) is read for the header. Spec §4 "Order submission": tag
 * restrict-not-approved-user-submission clears the cart of an unapproved customer. A failure
 * leaves the summary unknown; the cart page reads it again.
 */
export async function cartAtSignIn(supplier: SupplierConfig, idcliente: number, approved: boolean, api: ApiContext): Promise<CartPreferences> {
  const preferences = CartPreferencesSchema.parse({ idcliente: String(idcliente) });
  const query: CartQuery = { idfornecedor: supplier.idfornecedor, idformapagamento: null, idtipoassinatura: null, codigoCupom: null, cupomAplicacaoAutomatica: true };
  const restricted = hasTag(supplier.tag, "restrict-not-approved-user-submission") && !approved;
  try {
    const cart = restricted ? await saveCart(String(idcliente), query, { cartItens: [] }, api) : await loadCart(String(idcliente), query, api);
    return preferencesAfter(cart, preferences);
  } catch (error) {
    if (error instanceof Response) throw error;
    log.warn("cart.sign_in_load_failed", { supplier: supplier.slug, message: error instanceof Error ? error.message : String(error) });
    return preferences;
  }
}

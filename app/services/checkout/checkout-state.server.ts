import type { Cart } from "~/models/cart";
import { checkoutBlockers, orderTotal, type Blocker, type Readiness } from "~/models/checkout/checkout-readiness";
import type { PaymentMethod } from "~/models/supplier";
import { getClientSettings } from "~/services/api/account.server";
import { getPaymentMethods } from "~/services/api/supplier.server";
import { cartIsRestricted, readCart, type CartOwner } from "~/services/cart.server";
import { loadDeliveryState, type DeliveryState } from "~/services/delivery/delivery-state.server";
import { orFallback } from "~/services/upstream-failure.server";

/** Everything the checkout decides with: the cart priced now, the delivery in effect, the payment methods, what blocks the order. */
export type CheckoutState = {
  cart: Cart;
  delivery: DeliveryState;
  paymentMethods: PaymentMethod[];
  /** The method the cart is priced for (the customer's default until one is chosen). */
  payment: PaymentMethod | null;
  creditAvailable: number | null;
  restricted: boolean;
  fee: number;
  total: number;
  blockers: Blocker[];
  /** What keeps a quote from being sent: the same, but never the credit limit (docs/rules/checkout.md "Credit limit and quotes"). */
  quoteBlockers: Blocker[];
  /** What the blockers were read from: the order's refusals read it again (`decideOrder`). */
  readiness: Readiness;
};

/**
 * The checkout as the server sees it now, from the upstream alone (the cart, the delivery options,
 * the payment methods and the credit limit, asked together). The page shows it; the action decides
 * with it again, never with what the form says of prices.
 */
export async function loadCheckoutState(owner: CartOwner): Promise<CheckoutState> {
  const { context, preferences } = owner;
  const { supplier, api } = context;
  const [cart, paymentMethods, delivery, settings] = await Promise.all([
    readCart(owner),
    getPaymentMethods(supplier.idfornecedor, owner.idcliente, api),
    loadDeliveryState(owner.request, context, preferences.idformapagamento),
    orFallback(getClientSettings(Number(owner.idcliente), api), null, "checkout.client_settings_failed"),
  ]);
  const priced = cart.idformapagamento ?? preferences.idformapagamento;
  const payment =
    paymentMethods.find((method) => method.idformapagamento === priced) ??
    paymentMethods.find((method) => method.padrao) ??
    null;
  const option = delivery.active?.option ?? null;
  const readiness: Readiness = {
    cart: { subtotal: cart.subtotal, totalCompras: cart.totalCompras, lines: cart.cartItens.length },
    place: delivery.place,
    options: delivery.lookup,
    option,
    slot: delivery.active?.slot ?? null,
    payment,
    creditAvailable: settings?.limite_credito_disponivel ?? null,
    restricted: cartIsRestricted(owner),
  };
  return {
    cart,
    delivery,
    paymentMethods,
    payment,
    creditAvailable: readiness.creditAvailable,
    restricted: readiness.restricted,
    ...orderTotal(readiness),
    blockers: checkoutBlockers(readiness),
    quoteBlockers: checkoutBlockers(readiness, "quote"),
    readiness,
  };
}

import type { Database } from "better-sqlite3";
import type { z } from "zod";
import type { CartSchema } from "../../app/models/cart";
import type { DeliveryType } from "../../app/models/delivery/delivery-option";
import { applyLines, keepAvailable, type CartItem, type LinesRequest } from "./cart-lines";
import { cartSums, couponFields, discountableLines, priceLine, sortedLines, type PricedLine } from "./cart-pricing";
import { lineProduct, readCart, supplierProducts, writeCart, type CartOwner, type StoredCart } from "./cart-store";
import { chooseCartCoupon, type CartCouponChoice, type SalesChannel } from "./coupon-rules";
import { automaticCoupons, findCoupon } from "./coupons";
import type { CustomerPayment } from "./customer-payment";
import { subscriptionOffer } from "./subscriptions";
import { supplierTags } from "./suppliers";

/** Call 40's answer: CartSchema, with whose cart it is. */
type CartAnswer = z.input<typeof CartSchema> & { idfornecedor: string; idcliente: number };

/** How the cart is to be priced (call 40's query). */
export type CartPricing = {
  payment: CustomerPayment;
  idtipoassinatura: number | null;
  canal: SalesChannel;
  /** The manual coupon asked for (codigoCupom), or null: kept with the cart from now on. */
  codigoCupom: string | null;
  /** removerCupom: the kept coupon forgotten (before a codigoCupom of the same request is kept). */
  removerCupom: boolean;
  /** cupomAplicacaoAutomatica. */
  automaticAllowed: boolean;
  /** Today in São Paulo (YYYY-MM-DD). */
  hoje: string;
  /** tipoentrega: lines of products not offered for it leave the cart; null: none leaves for its type. */
  tipoEntrega: DeliveryType | null;
};

/** A save (call 40 POST): the lines and how to apply them; notes left undefined keep the stored ones. */
export type CartChange = LinesRequest & { observacao?: string | null; numPedidoCliente?: string | null };

/**
 * The stored cart after this request: lines whose product left the catalogue or became unavailable
 * dropped, then the change applied. It is written back when anything changed.
 */
/** The stored lines still available (and the products of those and of `incoming`, for a change). */
function availableLines(
  db: Database,
  owner: CartOwner,
  stored: StoredCart,
  incoming: readonly { idproduto: number }[],
  tipoEntrega: DeliveryType | null = null
) {
  const rows = supplierProducts(db, owner.idfornecedor, [...stored.items, ...incoming].map((line) => line.idproduto));
  const products = new Map([...rows].map(([id, row]) => [id, lineProduct(row, tipoEntrega)]));
  return { available: keepAvailable(stored.items, products), products };
}

/**
 * The manual coupon kept with the cart after a call 40 (§40 `cupomManual`): the code asked for (as the
 * server stores it, else in capitals), else none after `removerCupom`, else the one kept already.
 */
function keptCoupon(db: Database, owner: CartOwner, stored: string | null, asked: CouponAsked | undefined): string | null {
  if (!asked) return stored;
  if (asked.codigoCupom !== null) return findCoupon(db, owner, asked.codigoCupom)?.codigo ?? asked.codigoCupom.toUpperCase();
  return asked.removerCupom ? null : stored;
}

type CouponAsked = Pick<CartPricing, "codigoCupom" | "removerCupom" | "tipoEntrega">;

function settledCart(db: Database, owner: CartOwner, change: CartChange | null, coupon?: CouponAsked): StoredCart & { avisos: string[]; mensagem: string | null } {
  const stored = readCart(db, owner);
  const { available, products } = availableLines(db, owner, stored, change?.lines ?? [], coupon?.tipoEntrega);
  const outcome = change ? applyLines(available.items, change, products) : { items: available.items, avisos: [], mensagem: null };
  const cart: StoredCart = {
    items: outcome.items,
    observacao: change?.observacao === undefined ? stored.observacao : change.observacao,
    numPedidoCliente: change?.numPedidoCliente === undefined ? stored.numPedidoCliente : change.numPedidoCliente,
    cupom: keptCoupon(db, owner, stored.cupom, coupon),
  };
  if (change || available.avisos.length > 0 || cart.cupom !== stored.cupom) writeCart(db, owner, cart);
  return { ...cart, avisos: [...available.avisos, ...outcome.avisos], mensagem: outcome.mensagem };
}

/** Lines priced for the payment method, sorted by product name (a cart's, an order's). */
export function pricedLines(db: Database, owner: CartOwner, items: readonly CartItem[], payment: CustomerPayment): PricedLine[] {
  const rows = supplierProducts(db, owner.idfornecedor, items.map((item) => item.idproduto));
  const tags = supplierTags(db, owner.idfornecedor);
  const prices = { priceVariationPercent: payment.priceVariationPercent };
  return sortedLines(
    items.flatMap((item) => {
      const row = rows.get(item.idproduto);
      return row ? [priceLine(item, row, prices, tags)] : [];
    })
  );
}

/** The stored cart's lines as a coupon sees them, at the payment method's prices (calls 41 and 42). */
export function storedCartLines(db: Database, owner: CartOwner, payment: CustomerPayment) {
  return discountableLines(pricedLines(db, owner, settledCart(db, owner, null).items, payment));
}

/**
 * The stored cart's `subtotal` as call 40 answers it (Σ price × quantity, before coupons and wraps):
 * what call 51's fees are for. Only read: lines no longer available are left out of the sum but
 * stay stored, so that call 40 still removes them and says so to the shopper.
 */
export function cartSubtotal(db: Database, owner: CartOwner, payment: CustomerPayment): number {
  const stored = readCart(db, owner);
  const { available } = availableLines(db, owner, stored, []);
  return cartSums(pricedLines(db, owner, available.items, payment), null).subtotal;
}

/**
 * The coupon priced into these lines (§39): the manual one asked for while it passes its rules, else
 * the best automatic one when allowed; and why the manual one is not priced in (call 41's message).
 */
export function cartCoupon(
  db: Database,
  owner: CartOwner,
  pricing: Pick<CartPricing, "canal" | "hoje" | "codigoCupom" | "automaticAllowed">,
  lines: readonly PricedLine[]
): CartCouponChoice {
  const situation = { idcliente: owner.idcliente, canal: pricing.canal, hoje: pricing.hoje, lines: discountableLines(lines) };
  const asked = {
    codigo: pricing.codigoCupom,
    manual: pricing.codigoCupom === null ? undefined : findCoupon(db, owner, pricing.codigoCupom),
    automaticAllowed: pricing.automaticAllowed,
  };
  return chooseCartCoupon(asked, pricing.automaticAllowed ? automaticCoupons(db, owner) : [], situation);
}

/**
 * Call 40: the cart (after the change, if any) priced now, with its coupon and the supplier's
 * subscriptions. The manual coupon priced is the one kept with the cart: the one asked for, or the
 * one asked for before (on any device) when the request names none.
 */
function cartAnswer(db: Database, owner: CartOwner, pricing: CartPricing, change: CartChange | null): CartAnswer {
  const cart = settledCart(db, owner, change, pricing);
  const lines = pricedLines(db, owner, cart.items, pricing.payment);
  const choice = cartCoupon(db, owner, { ...pricing, codigoCupom: cart.cupom }, lines);
  return {
    idfornecedor: owner.idfornecedor,
    idcliente: owner.idcliente,
    idformapagamento: pricing.payment.idformapagamento,
    ...cartSums(lines, choice.coupon),
    observacao: cart.observacao,
    numPedidoCliente: cart.numPedidoCliente,
    ...couponFields(choice.coupon),
    mensagemCupom: choice.mensagemCupom,
    cupomManual: cart.cupom,
    bloqueio_atendimento: lines.some((line) => line.regraPreco === "attendant"),
    idtipoassinatura: pricing.idtipoassinatura,
    meta_info: subscriptionOffer(db, owner.idfornecedor),
    avisos: cart.avisos,
    mensagem: cart.mensagem,
  };
}

/** Call 40 GET: the stored cart, priced now. */
export function loadCart(db: Database, owner: CartOwner, pricing: CartPricing): CartAnswer {
  return cartAnswer(db, owner, pricing, null);
}

/** Call 40 POST: the change applied to the stored cart, which is then answered priced. */
export function saveCart(db: Database, owner: CartOwner, pricing: CartPricing, change: CartChange): CartAnswer {
  return db.transaction(() => cartAnswer(db, owner, pricing, change))();
}

/**
 * A Bom Sabor customer paying orders by card on the order's page without JavaScript: an order
 * placed by card, the new-card and saved-card forms posted as rendered, and the test cards of the
 * reference gateway (docs/upstream-api.md §56).
 */
import { expect } from "vitest";
import { attributesOf } from "../../support/html";
import type { Shopper } from "../../support/shopper";
import type { StorefrontServer } from "../../support/storefront-server";
import {
  addToCart,
  checkoutFields,
  checkoutPath,
  open,
  openCheckout,
  orderNumberIn,
  signUp,
  type Page,
} from "./checkout-shopper";
import { formFields } from "./html-form";

export const TEST_CARDS = {
  approved: "4111 1111 1111 1111",
  declined: "4000 0000 0000 0002",
  pending: "4000 0000 0000 0077",
} as const;

/** An expiry some years ahead of the clock ("12/30" in 2026): valid whenever the tests run. */
export const FUTURE_EXPIRY = `12/${String((new Date().getFullYear() + 4) % 100).padStart(2, "0")}`;

export type CardOrder = { who: Shopper; email: string; numpedido: string; page: Page };

/** The card's fields of the checkout form (docs/decisions/0026). */
const CHECKOUT_CARD_FIELDS = [
  "idcreditcard",
  "cvcSalvo",
  "number",
  "name",
  "expiry",
  "cvc",
  "parcelas",
  "salvarCartao",
];

/** A checkout form's fields without the card's: as a checkout page rendered before the card came into it posts it. */
export function withoutCardFields(fields: Record<string, string>): Record<string, string> {
  const left = { ...fields };
  for (const name of CHECKOUT_CARD_FIELDS) delete left[name];
  return left;
}

/**
 * Places an order by card at Bom Sabor to be paid on its page (`bottles` of olive oil, so that a
 * second order is not identical to the first): the checkout's form posted without the card's
 * fields, as a checkout page rendered before the card came into it posts it.
 */
export async function orderByCard(who: Shopper, bottles = "1"): Promise<{ numpedido: string; page: Page }> {
  await addToCart(who, "bomsabor", "2001", bottles);
  const checkout = await openCheckout(who, "bomsabor");
  const fields = withoutCardFields({ ...checkoutFields(checkout), idformapagamento: "21", intent: "finalizar" });
  const answer = await who.post(checkoutPath("bomsabor"), fields);
  expect(answer.status).toBe(303);
  const numpedido = orderNumberIn(answer.headers.get("Location"), "bomsabor");
  return { numpedido, page: await open(who, orderPagePath(numpedido)) };
}

/** A new Bom Sabor customer (Pinheiros) with an order to pay by card, on its page. */
export async function newCardOrder(server: StorefrontServer): Promise<CardOrder> {
  const { who, customer } = await signUp(server, "bomsabor", "cartao");
  return { who, email: customer.email, ...(await orderByCard(who)) };
}

export const orderPagePath = (numpedido: string) => `/bomsabor/submissao/${numpedido}`;

/** Posts the new-card form as rendered on `page` (billing address filled from the delivery address) with the card typed in. */
export function payWithNewCard(
  who: Shopper,
  numpedido: string,
  page: Page,
  card: Record<string, string>,
): Promise<Response> {
  const fields = {
    ...formFields(page.html, "cartao-novo"),
    name: "BEATRIZ LIMA",
    expiry: FUTURE_EXPIRY,
    ...card,
    intent: "cartao",
  };
  return who.post(orderPagePath(numpedido), fields);
}

/** The saved cards offered on an order's page: each radio's card id and label. */
export function savedCardsOn(page: Page): { idcreditcard: string; label: string }[] {
  return [...page.html.matchAll(/<input([^>]*name="idcreditcard"[^>]*)>\s*<span>([\s\S]*?)<\/span>/g)].map((match) => ({
    idcreditcard: attributesOf(match[1]!).value ?? "",
    label: match[2]!
      .replace(/<!--[\s\S]*?-->/g, "")
      .replace(/\s+/g, " ")
      .trim(),
  }));
}

/** Pays with a saved card and its CVC typed again. */
export function payWithSavedCard(
  who: Shopper,
  numpedido: string,
  idcreditcard: string,
  cvc: string,
): Promise<Response> {
  return who.post(orderPagePath(numpedido), { idcreditcard, cvc, intent: "cartao-salvo" });
}

/** A customer who paid an order with the approved test card and kept it ("Salvar este cartão"). */
export async function customerWithSavedCard(server: StorefrontServer, cvc = "123"): Promise<CardOrder> {
  const order = await newCardOrder(server);
  const paid = await payWithNewCard(order.who, order.numpedido, order.page, {
    number: TEST_CARDS.approved,
    cvc,
    salvarCartao: "on",
  });
  expect(paid.status).toBe(303);
  return { ...order, page: await open(order.who, orderPagePath(order.numpedido)) };
}

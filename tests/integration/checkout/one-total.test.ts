/**
 * One set of figures: the cart and the checkout show the products, the delivery (the fee of the
 * option in effect, or "a calcular" until there is one, never "Grátis" before a place is chosen) and
 * the same total, without JavaScript, at each demo store; the cart's bar at the screen's foot too.
 */
import { describe, expect, it } from "vitest";
import { bodyText } from "../../support/html";
import { seededStorefront } from "../../support/seeded-storefront";
import { addToCart, brl, CHECKOUT_ENV, logIn, open, openCheckout, signUp, type Page } from "./checkout-shopper";

const storefront = seededStorefront({ env: CHECKOUT_ENV });

/** The cart's summary ("Resumo") as text. */
const cartSummary = (page: Page) =>
  bodyText(/<section[^>]*aria-labelledby="resumo-titulo"[^>]*>([\s\S]*?)<\/section>/.exec(page.html)?.[1] ?? "");
/** The checkout's summary next to the button ("Total do pedido") as text. */
const checkoutSummary = (page: Page) =>
  bodyText(/<aside[^>]*aria-label="Total do pedido"[^>]*>([\s\S]*?)<\/aside>/.exec(page.html)?.[1] ?? "");
const totalIn = (text: string) => /Total (R\$ [\d.]+,\d{2})/.exec(text)?.[1];
/** The cart's bar at the screen's foot: its total. */
const barTotal = (page: Page) => /Total <strong>([^<]*)<\/strong>/.exec(page.html)?.[1]?.replace(/\s/g, " ");

describe("the cart and the checkout: the same figures", () => {
  it("Bom Sabor delivering to the customer's address: R$ 9,90 in both totals, the bar's too", async () => {
    const { who } = await signUp(storefront.server, "bomsabor", "um-total");
    await addToCart(who, "bomsabor", "2001", "1"); // Azeite R$ 64,90: below the free-delivery threshold
    const cart = await open(who, "/bomsabor/carrinho");
    const checkout = await openCheckout(who, "bomsabor");
    expect(cartSummary(cart)).toContain(`Entrega ${brl(9.9)}`);
    expect(checkoutSummary(checkout)).toContain(`Entrega ${brl(9.9)}`);
    expect(totalIn(cartSummary(cart))).toBe(brl(74.8));
    expect(totalIn(checkoutSummary(checkout))).toBe(brl(74.8));
    expect(barTotal(cart)).toBe(brl(74.8));
  });

  it("Aurora with no place to deliver to: delivery 'a calcular' on both pages, never 'Grátis'", async () => {
    const ana = await logIn(storefront.server, "aurora", "cliente@exemplo.com.br");
    // With a saved address the ship-to is chosen already (docs/rules/delivery.md "Ship-to"): none left.
    const list = await open(ana, "/aurora/enderecos");
    for (const idendereco of new Set([...list.html.matchAll(/excluir=(\d+)/g)].map((match) => match[1]!)))
      expect((await ana.post("/aurora/enderecos", { intent: "excluir", idendereco })).status).toBe(303);
    await addToCart(ana, "aurora", "1001", "2");
    const cart = await open(ana, "/aurora/carrinho");
    const checkout = await openCheckout(ana, "aurora");
    expect(cartSummary(cart)).toContain("Entrega a calcular");
    expect(checkoutSummary(checkout)).toContain("Entrega a calcular");
    expect(checkoutSummary(checkout)).not.toContain("Grátis");
    expect(totalIn(cartSummary(cart))).toBe(totalIn(checkoutSummary(checkout)));
    expect(barTotal(cart)).toBe(totalIn(checkoutSummary(checkout)));
  });

  it("Casa Verde picking up: 'Retirada Grátis' and the same total on both pages", async () => {
    const who = await logIn(storefront.server, "casaverde", "casaverde@exemplo.com.br");
    await who.post("/casaverde/carrinho", { intent: "salvar", linhas: "[]" });
    await addToCart(who, "casaverde", "3001", "2");
    const cart = await open(who, "/casaverde/carrinho");
    const checkout = await openCheckout(who, "casaverde");
    expect(cartSummary(cart)).toContain("Retirada Grátis");
    expect(checkoutSummary(checkout)).toContain("Retirada Grátis");
    expect(totalIn(cartSummary(cart))).toBe(totalIn(checkoutSummary(checkout)));
    expect(barTotal(cart)).toBe(totalIn(checkoutSummary(checkout)));
  });
});

/**
 * Freight before the cart: the product page and the cart estimate the delivery for a CEP (call 52
 * with the products, docs/upstream-api.md §52) with its fee, when it can arrive and the
 * free-delivery threshold, by a plain GET form (the same without JavaScript); a guest's CEP is
 * remembered as the place to deliver to.
 */
import { describe, expect, it } from "vitest";
import { bodyText } from "../../support/html";
import { seededStorefront } from "../../support/seeded-storefront";
import { Shopper } from "../../support/shopper";
import { addToCart, CHECKOUT_ENV, logIn } from "../checkout/checkout-shopper";

const storefront = seededStorefront({ env: CHECKOUT_ENV });

/** The estimate's box (`#frete`) as text, or null when the page has none. */
async function estimateOf(response: Response): Promise<string | null> {
  const html = await response.text();
  const box = /<section[^>]*id="frete"[^>]*>([\s\S]*?)<\/section>/.exec(html)?.[1];
  return box === undefined ? null : bodyText(box.replace(/<!--[\s\S]*?-->/g, ""));
}

describe("the product page's freight estimate", () => {
  it("Bom Sabor, a guest's CEP: each option with its fee, next slot and threshold; the CEP is remembered", async () => {
    const guest = new Shopper(storefront.server.url);
    const before = await guest.get("/bomsabor/produto/2001");
    expect(await estimateOf(before)).toContain("Calcular frete");
    const answer = await guest.get("/bomsabor/produto/2001?quantidade=1&cep=05422-001");
    expect(answer.status).toBe(200);
    const estimate = await estimateOf(answer);
    expect(estimate).toContain("Para o CEP 05422-001:");
    expect(estimate).toMatch(/Entrega em casa: R\$ 9,90 Próxima entrega: \S+ \d{2}\/\d{2}, \d{2}:\d{2}–\d{2}:\d{2}/);
    expect(estimate).toContain("Grátis a partir de R$ 150,00 em produtos");
    expect(estimate).toContain("Pedido mínimo R$ 60,00");
    // The next page starts from it: the field, and the line under the header.
    const next = await (await guest.get("/bomsabor/produto/2002")).text();
    expect(next).toMatch(/id="frete-cep"[^>]*value="05422-001"/);
    expect(bodyText(next)).toContain("Entregar em 05422-001");
  });

  it("the products go with the CEP: three bottles pass the threshold, and the delivery is free", async () => {
    // Bom Sabor shows its prices to customers only: a guest's estimate is for an empty order.
    const ana = await logIn(storefront.server, "bomsabor", "cliente@exemplo.com.br");
    const one = await estimateOf(await ana.get("/bomsabor/produto/2001?quantidade=1&cep=05422001"));
    expect(one).toContain("Entrega em casa: R$ 9,90");
    const estimate = await estimateOf(await ana.get("/bomsabor/produto/2001?quantidade=3&cep=05422001"));
    expect(estimate).toContain("Entrega em casa: Grátis");
    expect(estimate).not.toContain("Grátis a partir de");
  });

  it("a CEP that is not 8 digits is said, kept in the field, and asks nothing", async () => {
    const guest = new Shopper(storefront.server.url);
    const answer = await guest.get("/aurora/produto/1001?cep=0542");
    const html = await answer.clone().text();
    expect(await estimateOf(answer)).toContain("Informe os 8 dígitos do CEP.");
    expect(html).toMatch(/id="frete-cep"[^>]*value="0542"/);
  });

  it("Casa Verde only offers pickup: the pickup's fee and next slot, no CEP field", async () => {
    const guest = new Shopper(storefront.server.url);
    const html = await (await guest.get("/casaverde/produto/3001")).text();
    const estimate = bodyText(/<section[^>]*id="frete"[^>]*>([\s\S]*?)<\/section>/.exec(html)?.[1] ?? "");
    expect(estimate).toMatch(/Retirada no balcão: Grátis Próxima retirada: /);
    expect(html).not.toContain('id="frete-cep"');
  });
});

describe("the cart's freight estimate", () => {
  it("Aurora, the ship-to in effect (docs/rules/delivery.md \"Ship-to\"): the cart says its option, not 'a calcular'; a CEP estimated on a product page keeps the customer's choice", async () => {
    const ana = await logIn(storefront.server, "aurora", "cliente@exemplo.com.br");
    await addToCart(ana, "aurora", "1001", "2");
    const cart = await ana.get("/aurora/carrinho");
    expect(await estimateOf(cart)).toBeNull();
    const choiceBefore = ana.cookie("commerce-entrega");
    expect(choiceBefore).toBeDefined();
    const answer = await ana.get("/aurora/produto/1001?quantidade=2&cep=05422-001");
    const estimate = await estimateOf(answer);
    expect(estimate).toMatch(/Entrega programada: R\$ 25,00 Próxima entrega: /);
    expect(estimate).toContain("Grátis a partir de R$ 500,00 em produtos");
    expect(ana.cookie("commerce-entrega")).toBe(choiceBefore);
  });

  it("Casa Verde, pickup in effect: no estimate to ask for", async () => {
    const who = await logIn(storefront.server, "casaverde", "casaverde@exemplo.com.br");
    await addToCart(who, "casaverde", "3001", "2");
    expect(await estimateOf(await who.get("/casaverde/carrinho"))).toBeNull();
  });
});

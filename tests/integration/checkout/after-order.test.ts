/**
 * The checkout after an order and out of the store's area, without JavaScript (docs/rules/checkout.md
 * "Order submission", docs/rules/delivery.md "Address"; ADR 0027): the back button after ordering
 * lands on "Pedido N recebido." with a link to it, never an empty form; a store that does not serve
 * the primary address offers the customer's other addresses it serves, right there, and the address
 * form, and says the minimum order at the same time.
 */
import { describe, expect, it } from "vitest";
import { seededStorefront } from "../../support/seeded-storefront";
import { newCustomer } from "../../support/new-customer";
import type { Shopper } from "../../support/shopper";
import {
  addToCart,
  brl,
  CHECKOUT_ENV,
  checkoutFields,
  open,
  openCheckout,
  PINHEIROS_ADDRESS,
  placeOrder,
  read,
  signUp,
  type Page,
} from "./checkout-shopper";
import { formFields } from "./html-form";

const storefront = seededStorefront({ env: CHECKOUT_ENV });

const OLIVE_OIL = "2001"; // Azeite extravirgem português 500 ml: R$ 64,90
const PENNE = "2007"; // Penne rigate de grano duro 500 g: R$ 21,90
const ON_DELIVERY = "23"; // Pagamento na entrega (cartão ou dinheiro)

describe("back after ordering", () => {
  it("the checkout the order emptied says 'Pedido N recebido.' with a link to the order, and no form", async () => {
    const { who } = await signUp(storefront.server, "bomsabor", "voltar");
    await addToCart(who, "bomsabor", OLIVE_OIL, "1");
    const { numpedido } = await placeOrder(who, "bomsabor", { idformapagamento: ON_DELIVERY });

    const back = await open(who, "/bomsabor/checkout");
    expect(back.status).toBe(200);
    expect(back.text).toContain(`Pedido ${numpedido} recebido.`);
    expect(back.html).toContain(`href="/bomsabor/submissao/${numpedido}"`);
    expect(back.text).not.toContain("Nenhum produto no carrinho");
    expect(back.html).not.toContain('id="checkout"');
    // Never kept by the browser: Back asks the server again.
    expect((await who.get("/bomsabor/checkout")).headers.get("Cache-Control")).toMatch(/no-store/);
  });

  it("once the cart is filled again the checkout is the form for it; another customer in that browser never sees the order", async () => {
    const { who } = await signUp(storefront.server, "bomsabor", "voltar");
    await addToCart(who, "bomsabor", OLIVE_OIL, "1");
    const { numpedido } = await placeOrder(who, "bomsabor", { idformapagamento: ON_DELIVERY });
    await addToCart(who, "bomsabor", OLIVE_OIL, "2");
    const again = await openCheckout(who, "bomsabor");
    expect(again.text).not.toContain(`Pedido ${numpedido} recebido.`);
    expect(checkoutFields(again).chave).toBeTruthy();

    // The browser's next customer, with the first one's marker still in it.
    expect((await who.post("/bomsabor/sair", {})).status).toBe(303);
    expect(who.cookie("commerce-ultimo-pedido")).toBeTruthy();
    const next = newCustomer("outro");
    expect((await who.post("/bomsabor/cadastro", { ...next.fields, ...PINHEIROS_ADDRESS })).status).toBe(303);
    expect((await who.post("/bomsabor/termos", { intent: "aceitar", redirectTo: "/bomsabor" })).status).toBe(303);
    const theirs = await openCheckout(who, "bomsabor");
    expect(theirs.text).not.toContain(`Pedido ${numpedido}`);
    expect(theirs.text).toContain("Nenhum produto no carrinho");
  });
});

/** A new customer at Bom Sabor whose primary address (Avenida Paulista) the store does not serve, with two other addresses. */
async function outOfArea(): Promise<Shopper> {
  // newCustomer's address is on Avenida Paulista: outside Bom Sabor's area.
  const { who } = await signUp(storefront.server, "bomsabor", "fora");
  const save = (fields: Record<string, string>) =>
    who.post("/bomsabor/enderecos", { intent: "salvar", complemento: "", pontoref: "", ...fields });
  // The sign-up made the primary address in Pinheiros (signUp's): moved to Paulista, then two more.
  const addresses = await open(who, "/bomsabor/enderecos");
  const primary = /\?editar=(\d+)/.exec(addresses.html)?.[1];
  expect(primary).toBeTruthy();
  const paulista = {
    cep: "01310-100",
    rua: "Avenida Paulista",
    numero: "1500",
    bairro: "Bela Vista",
    cidade: "São Paulo",
    uf: "SP",
  };
  expect((await save({ ...paulista, idendereco: primary!, descricao: "Casa", primario: "on" })).status).toBe(303);
  expect(
    (
      await save({
        descricao: "Trabalho",
        cep: "05422-011",
        rua: "Rua dos Pinheiros",
        numero: "870",
        bairro: "Pinheiros",
        cidade: "São Paulo",
        uf: "SP",
      })
    ).status,
  ).toBe(303);
  expect(
    (
      await save({
        descricao: "Mãe",
        cep: "03103-001",
        rua: "Rua da Mooca",
        numero: "10",
        bairro: "Mooca",
        cidade: "São Paulo",
        uf: "SP",
      })
    ).status,
  ).toBe(303);
  return who;
}

/** The form that switches the delivery to another address, as the checkout rendered it. */
const addressChoice = (page: Page) => formFields(page.html, "checkout-endereco");

describe("out of the store's area", () => {
  it("lists the other addresses the store serves and 'Cadastrar endereço', and says the minimum order at the same time", async () => {
    const who = await outOfArea();
    await addToCart(who, "bomsabor", PENNE, "1");
    const page = await openCheckout(who, "bomsabor");
    expect(page.text).toContain("O fornecedor não atende no endereço informado");
    expect(page.text).toContain(`Pedido mínimo de ${brl(60)}: faltam ${brl(60 - 21.9)} em produtos.`);
    expect(page.text).toContain("Trabalho: Rua dos Pinheiros, 870");
    expect(page.text).not.toContain("Rua da Mooca");
    expect(page.html).toMatch(
      /<a[^>]*href="\/bomsabor\/enderecos\?novo=1&amp;voltar=checkout[^"]*"[^>]*>Cadastrar endereço/,
    );
    expect(addressChoice(page)).toMatchObject({ intent: "endereco", voltar: "checkout" });
  });

  it("'Cadastrar endereço': the new address, saved, is the delivery's and the shopper is back on the checkout", async () => {
    const who = await outOfArea();
    await addToCart(who, "bomsabor", OLIVE_OIL, "1");
    expect((await openCheckout(who, "bomsabor")).text).toContain("O fornecedor não atende no endereço informado");
    const saved = await who.post("/bomsabor/enderecos?novo=1&voltar=checkout", {
      intent: "salvar",
      descricao: "Loja",
      cep: "05406-000",
      rua: "Rua Teodoro Sampaio",
      numero: "50",
      complemento: "",
      bairro: "Pinheiros",
      cidade: "São Paulo",
      uf: "SP",
      pontoref: "",
    });
    expect(saved.status).toBe(303);
    expect(saved.headers.get("Location")).toBe("/bomsabor/checkout");
    const after = await openCheckout(who, "bomsabor");
    expect(after.text).toContain("Entregar em Loja: Rua Teodoro Sampaio, 50");
    expect(after.text).not.toContain("O fornecedor não atende no endereço informado");
  });

  it("choosing another address right there answers 303 back to the checkout, which then delivers there", async () => {
    const who = await outOfArea();
    await addToCart(who, "bomsabor", OLIVE_OIL, "1");
    const page = await openCheckout(who, "bomsabor");
    const idendereco = /name="idendereco" value="(\d+)"[^>]*>[\s\S]{0,400}?Trabalho/.exec(page.html)?.[1];
    expect(idendereco).toBeTruthy();
    const chosen = await who.post("/bomsabor/entrega", { ...addressChoice(page), idendereco: idendereco! });
    expect(chosen.status).toBe(303);
    expect(chosen.headers.get("Location")).toBe("/bomsabor/checkout");
    const after = await openCheckout(who, "bomsabor");
    expect(after.text).toContain("Entregar em Trabalho: Rua dos Pinheiros, 870");
    expect(after.text).not.toContain("O fornecedor não atende no endereço informado");

    // An address that is not the customer's is refused with the page again.
    const refused = await read(
      await who.post("/bomsabor/entrega", { ...addressChoice(page), idendereco: "999999" }),
      "/bomsabor/entrega",
    );
    expect(refused.status).toBe(404);
    expect(refused.text).toContain("Este endereço não existe mais na sua conta.");
  });
});

describe("every post of the way out answers 303 on success and its page with a 4xx on refusal, never a page with 200", () => {
  it("the payment choice with JavaScript (only the choice): 303; a method not offered: 400 with the page", async () => {
    const { who } = await signUp(storefront.server, "bomsabor", "status");
    await addToCart(who, "bomsabor", OLIVE_OIL, "1");
    const page = await openCheckout(who, "bomsabor");
    const { chave } = checkoutFields(page);
    const chosen = await who.post("/bomsabor/checkout", {
      intent: "pagamento",
      idformapagamento: ON_DELIVERY,
      chave: chave!,
    });
    expect(chosen.status).toBe(303);
    expect(chosen.headers.get("Location")).toBe("/bomsabor/checkout#pagamento");
    const refused = await read(
      await who.post("/bomsabor/checkout", { intent: "pagamento", idformapagamento: "11", chave: chave! }),
      "/bomsabor/checkout",
    );
    expect(refused.status).toBe(400);
    expect(refused.text).toContain("Essa forma de pagamento não está disponível para você. Escolha outra.");
  });

  it("'Finalizar pedido' out of the area: refused with the page (4xx), nothing placed", async () => {
    const who = await outOfArea();
    await addToCart(who, "bomsabor", OLIVE_OIL, "1");
    const page = await openCheckout(who, "bomsabor");
    const answer = await read(
      await who.post("/bomsabor/checkout", {
        ...checkoutFields(page),
        idformapagamento: ON_DELIVERY,
        intent: "finalizar",
      }),
      "/bomsabor/checkout",
    );
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(answer.text).toContain("O fornecedor não atende no endereço informado");
    expect(answer.text).toContain("Cadastrar endereço");
  });

  it("a new address from the checkout with a field missing: 400 with the form again, still on its way back to the checkout", async () => {
    const who = await outOfArea();
    const answer = await read(
      await who.post("/bomsabor/enderecos?novo=1&voltar=checkout", {
        intent: "salvar",
        cep: "05406-000",
        rua: "",
        numero: "50",
        bairro: "Pinheiros",
        cidade: "São Paulo",
        uf: "SP",
      }),
      "/bomsabor/enderecos",
    );
    expect(answer.status).toBe(400);
    expect(answer.html).toMatch(/<a[^>]*href="\/bomsabor\/checkout"[^>]*>Cancelar/);
  });
});

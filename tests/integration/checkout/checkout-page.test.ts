/**
 * The checkout page `/{s}/checkout` through the real server without JavaScript (docs/rules/cart.md "Payment method and prices": "Order
 * submission", "Selecting a payment method reloads the cart"; §5 "An order needs at least one
 * item"; docs/demo.md "Placing an order"): who may open it, what it lists, everything that keeps the
 * order from going (said next to the total and the button, and refused when the form is posted anyway), and the
 * payment method repricing the cart.
 */
import { describe, expect, it } from "vitest";
import { messages } from "~/models/messages";
import { bodyText, tags } from "../../support/html";
import { seededStorefront } from "../../support/seeded-storefront";
import { Shopper } from "../../support/shopper";
import {
  addToCart,
  brl,
  casaVerdeAnswers,
  CHECKOUT_ENV,
  checkoutFields,
  choosePickup,
  logIn,
  open,
  openCheckout,
  questionField,
  read,
  submitCheckout,
  type Page,
} from "./checkout-shopper";
import { errorNextTo } from "./html-form";
import { placedOrders } from "./placed-orders";

const storefront = seededStorefront({ env: CHECKOUT_ENV });

const ANA = "cliente@exemplo.com.br";
const RICE = "1001"; // Arroz branco tipo 1 5 kg: R$ 159,90 a bale before the payment method's variance
const PARBOILED = "1002"; // Arroz parboilizado tipo 1 5 kg: R$ 164,90
const METHOD = { invoice: "11", pix: "12", card: "13" } as const;

/** Aurora's prices follow the payment method (support-price-variance-by-payment): invoice +2 %, PIX −3 %, card as listed. */
const auroraPrice = (base: number, variance: number) => Math.round(base * (1 + variance / 100) * 100) / 100;

/** The button that places the order, as rendered. */
const placeButton = (page: Page) => tags(page.html, "button").find((button) => button.value === "finalizar");

/** The alert next to the total and the button (the summary aside), and its tabindex. */
function summaryAlert(page: Page) {
  const aside = /<aside[^>]*aria-label="Total do pedido"[^>]*>([\s\S]*?)<\/aside>/.exec(page.html)?.[1] ?? "";
  const alert = /<p([^>]*role="alert"[^>]*)>([\s\S]*?)<\/p>/.exec(aside);
  if (!alert) return null;
  // Each message is a line of its own (a <span> shown as a block).
  const lines = [...alert[2]!.matchAll(/<span[^>]*>([\s\S]*?)<\/span>/g)].map((line) => bodyText(line[1]!).trim());
  return { text: bodyText(alert[2]!), lines, tabindex: /tabindex="([^"]*)"/i.exec(alert[1]!)?.[1] };
}

/** The payment method checked on the page. */
const checkedMethod = (page: Page) => checkoutFields(page).idformapagamento;

/** Ana at Aurora with `bales` of a rice in the cart, picking up at the distribution centre. */
async function anaPickingUp(idproduto: string, bales: string): Promise<Shopper> {
  const ana = await logIn(storefront.server, "aurora", ANA);
  await addToCart(ana, "aurora", idproduto, bales);
  await choosePickup(ana, "aurora");
  return ana;
}

/** Deletes every saved address of the customer (Aurora asks for none to buy). */
async function deleteAddresses(who: Shopper): Promise<void> {
  const list = await open(who, "/aurora/enderecos");
  for (const idendereco of new Set([...list.html.matchAll(/excluir=(\d+)/g)].map((match) => match[1]!)))
    expect((await who.post("/aurora/enderecos", { intent: "excluir", idendereco })).status).toBe(303);
}

describe("who opens the checkout", () => {
  it("a guest is sent to log in and comes back to the checkout", async () => {
    const guest = new Shopper(storefront.url);
    const sent = await guest.get("/aurora/checkout");
    expect(sent.status).toBe(302);
    expect(sent.headers.get("Location")).toBe("/aurora/entrar?redirectTo=%2Faurora%2Fcheckout&motivo=compra");
    const back = await guest.post("/aurora/entrar", { login: ANA, senha: "demo1234", redirectTo: "/aurora/checkout" });
    expect(back.status).toBe(303);
    expect(back.headers.get("Location")).toBe("/aurora/checkout");
    expect((await openCheckout(guest, "aurora")).text).toContain("Finalizar pedido");
  });

  it("a form posted from another site is refused and places nothing", async () => {
    const ana = await anaPickingUp(RICE, "2");
    const page = await openCheckout(ana, "aurora");
    const answer = await ana.post(
      "/aurora/checkout",
      { ...checkoutFields(page), intent: "finalizar" },
      "http://evil.example",
    );
    expect(answer.status).toBe(403);
    expect(placedOrders(storefront.dataDir, ANA)).toEqual([]);
  });
});

describe("what the page lists", () => {
  it("Aurora: the lines, the pickup with its store and slot, the methods with the credit, the questions and instructions", async () => {
    const ana = await anaPickingUp(RICE, "2");
    const page = await openCheckout(ana, "aurora");
    const total = 2 * auroraPrice(159.9, 2);
    expect(page.text).toContain(`2 fd · Arroz branco tipo 1 5 kg ${brl(total)}`);
    expect(page.text).toContain("Retirar na loja");
    expect(page.text).toContain("Retirada no centro de distribuição · Grátis");
    expect(page.text).toContain("Centro de distribuição Mooca: Rua Borges de Figueiredo, 1500");
    expect(page.text).toMatch(/Quando: (seg|ter|qua|qui|sex|sáb|dom)\., \d{2}\/\d{2}, \d{2}:\d{2}–\d{2}:\d{2}/);
    expect(page.text).toContain(
      `Boleto faturado 28 dias Pagamento por boleto faturado, dentro do seu limite de crédito. Crédito disponível: ${brl(2480.5)}.`,
    );
    expect(page.text).toContain("PIX O código PIX aparece depois de finalizar.");
    expect(page.text).toContain("Cartão de crédito O cartão é cobrado ao finalizar o pedido. Número do cartão");
    expect(checkedMethod(page)).toBe(METHOD.invoice);
    expect(page.text).toContain("Número da ordem de compra (opcional)");
    expect(page.text).toContain("Horário de recebimento (opcional) Escolha Manhã (8h às 12h) Tarde (13h às 17h)");
    expect(page.text).toContain("Pedidos confirmados até as 14h são entregues no próximo dia útil.");
    expect(page.text).toContain(`Total ${brl(total)}`);
    expect(placeButton(page)?.disabled).toBeUndefined();
    expect(page.text).toContain("Enviar como orçamento");
  });

  it("Casa Verde: its required questions, pickup at the counter, PIX or paying at pickup with change, and no quote", async () => {
    const who = await logIn(storefront.server, "casaverde", "casaverde@exemplo.com.br");
    await addToCart(who, "casaverde", "3001", "6");
    const page = await openCheckout(who, "casaverde");
    expect(page.text).toContain(`6 kg de Banana prata ${brl(6 * 6.49)}`);
    expect(page.text).toContain("Retirada no balcão · Grátis");
    expect(page.text).toContain(
      "PIX O código PIX aparece depois de finalizar. Pagar na retirada (dinheiro ou cartão) Você paga ao receber ou retirar o pedido. Troco para (opcional)",
    );
    expect(page.text).toContain(
      "Se faltar algum item Escolha Substituir por similar Ligar antes de substituir Não substituir",
    );
    expect(page.text).toContain("Data da retirada");
    expect(page.text).not.toContain("Se faltar algum item (opcional)");
    expect(page.text).toContain("Seu pedido fica pronto para retirada em até 2 horas após a confirmação.");
    expect(page.text).not.toContain("Enviar como orçamento");
  });
});

describe("what keeps the order from going (said next to the total and the button; refused when posted anyway)", () => {
  /** The page says it, the button is disabled, and posting the form anyway is refused with it, nothing placed. */
  async function expectBlocked(who: Shopper, message: string) {
    const page = await openCheckout(who, "aurora");
    expect(page.text).toContain(message);
    expect(summaryAlert(page)?.text).toContain(message);
    expect(placeButton(page)?.disabled).toBeDefined();
    const answer = await read(await submitCheckout(who, "aurora", page), "/aurora/checkout");
    expect(answer.status).toBe(409);
    expect(answer.text).toContain(message);
    expect(placedOrders(storefront.dataDir, ANA)).toEqual([]);
  }

  it("an empty cart: docs/rules/checkout.md \"Order submission\": 'O carrinho está vazio. Experimente adicionar alguns produtos'", async () => {
    const ana = await logIn(storefront.server, "aurora", ANA);
    await choosePickup(ana, "aurora");
    expect(messages.order.emptyCart).toBe("O carrinho está vazio. Experimente adicionar alguns produtos");
    await expectBlocked(ana, messages.order.emptyCart);
    expect((await openCheckout(ana, "aurora")).text).toContain("Nenhum produto no carrinho.");
  });

  it("two things at once: each said on a line of its own (the spec's empty-cart message has no full stop)", async () => {
    const ana = await logIn(storefront.server, "aurora", ANA);
    await deleteAddresses(ana);
    const page = await openCheckout(ana, "aurora");
    expect(summaryAlert(page)?.lines).toEqual([
      messages.order.emptyCart,
      "Informe onde receber o pedido antes de finalizar.",
    ]);
  });

  it("no place to deliver to (no saved address left; with any, the ship-to is chosen already)", async () => {
    const ana = await logIn(storefront.server, "aurora", ANA);
    await deleteAddresses(ana);
    await addToCart(ana, "aurora", RICE, "2");
    const page = await openCheckout(ana, "aurora");
    expect(page.text).toContain("Entrega Alterar entrega Informe onde receber o pedido.");
    await expectBlocked(ana, "Informe onde receber o pedido antes de finalizar.");
  });

  it("below the option's minimum order, with what is missing", async () => {
    const ana = await anaPickingUp(RICE, "1");
    const missing = 300 - auroraPrice(159.9, 2);
    await expectBlocked(ana, `Pedido mínimo de ${brl(300)}: faltam ${brl(missing)} em produtos.`);
  });

  it("an invoice above the credit available at Aurora; another method lifts it", async () => {
    const ana = await anaPickingUp(PARBOILED, "20");
    const aboveCredit = `O total passa do seu limite de crédito disponível (${brl(2480.5)}). Escolha outra forma de pagamento.`;
    await expectBlocked(ana, aboveCredit);

    const page = await openCheckout(ana, "aurora");
    expect((await submitCheckout(ana, "aurora", page, { idformapagamento: METHOD.pix }, "pagamento")).status).toBe(303);
    const byPix = await openCheckout(ana, "aurora");
    expect(byPix.text).not.toContain(aboveCredit);
    expect(placeButton(byPix)?.disabled).toBeUndefined();
  });
});

describe("a payment method that is no id of the store's", () => {
  it.each(["pagamento", "finalizar"])(
    "'abc' by intent %s: 400 with the field's message instead of the error page, nothing placed",
    async (intent) => {
      const ana = await anaPickingUp(RICE, "2");
      const page = await openCheckout(ana, "aurora");
      const answer = await submitCheckout(ana, "aurora", page, { idformapagamento: "abc" }, intent);
      expect(answer.status).toBe(400);
      const text = bodyText(await answer.text());
      expect(text).toContain("Essa forma de pagamento não está disponível para você. Escolha outra.");
      expect(placedOrders(storefront.dataDir, ANA)).toEqual([]);
    },
  );
});

describe("the payment method reprices the cart (support-price-variance-by-payment at Aurora: PIX −3 %)", () => {
  it("'Atualizar preços para a forma escolhida' (intent pagamento, the whole form): 303 to the page priced for PIX, PIX checked, everything typed kept, once", async () => {
    const ana = await anaPickingUp(RICE, "2");
    const page = await openCheckout(ana, "aurora");
    expect(page.text).toContain(`Total ${brl(2 * auroraPrice(159.9, 2))}`);
    const typed = {
      anotacoes: "Entregar na doca 2",
      numPedidoCliente: "OC-2026-118",
      [questionField(page, "Horário de recebimento")]: "Tarde (13h às 17h)",
    };

    // Answered with a redirect, never a page: going back to it offers no "Confirm form resubmission".
    const sent = await submitCheckout(ana, "aurora", page, { ...typed, idformapagamento: METHOD.pix }, "pagamento");
    expect(sent.status).toBe(303);
    expect(sent.headers.get("Location")).toBe("/aurora/checkout#pagamento");
    const answer = await openCheckout(ana, "aurora");
    const later = await openCheckout(ana, "aurora");
    for (const repriced of [answer, later]) {
      expect(repriced.text).toContain(`2 fd · Arroz branco tipo 1 5 kg ${brl(2 * auroraPrice(159.9, -3))}`);
      expect(repriced.text).toContain(`Total ${brl(2 * auroraPrice(159.9, -3))}`);
      expect(checkedMethod(repriced)).toBe(METHOD.pix);
      expect(checkoutFields(repriced).totalVisto).toBe((2 * auroraPrice(159.9, -3)).toFixed(2));
    }
    expect(answer.text).toContain("Os preços foram atualizados para o pagamento com PIX.");
    expect(checkoutFields(answer)).toMatchObject(typed);
    // What was typed comes back once, on the page the redirect showed.
    expect(later.text).not.toContain("Os preços foram atualizados");
    expect(checkoutFields(later).anotacoes).toBe("");
    expect(placedOrders(storefront.dataDir, ANA)).toEqual([]);

    // Pressing "Finalizar pedido" on that page places the order at the price shown.
    const placed = await submitCheckout(ana, "aurora", answer);
    expect(placed.status).toBe(303);
    expect(placedOrders(storefront.dataDir, ANA)).toMatchObject([
      { totalpedido: 2 * auroraPrice(159.9, -3), anotacoes: "Entregar na doca 2" },
    ]);
  });

  it("Casa Verde without JavaScript: the change, the notes, the buyer's number and the required answers survive choosing the method", async () => {
    const who = await logIn(storefront.server, "casaverde", "casaverde@exemplo.com.br");
    await addToCart(who, "casaverde", "3001", "6");
    const page = await openCheckout(who, "casaverde");
    const typed = {
      ...casaVerdeAnswers(page),
      trocoPara: "50,00",
      anotacoes: "Separar as mais verdes",
      numPedidoCliente: "OC-77",
    };
    const sent = await submitCheckout(who, "casaverde", page, { ...typed, idformapagamento: "32" }, "pagamento");
    expect(sent.status).toBe(303);
    const answer = await openCheckout(who, "casaverde");
    expect(checkoutFields(answer)).toMatchObject({ ...typed, idformapagamento: "32" });
    expect(answer.text).toContain(
      "Os preços foram atualizados para o pagamento com Pagar na retirada (dinheiro ou cartão).",
    );
  });

  it("placing with another method than the page was priced for: told once, next to the button, with the new total shown; pressing again places it", async () => {
    const ana = await anaPickingUp(RICE, "2");
    const page = await openCheckout(ana, "aurora");
    const answer = await read(
      await submitCheckout(ana, "aurora", page, { idformapagamento: METHOD.pix, anotacoes: "Entregar na doca 2" }),
      "/aurora/checkout",
    );
    const byPix = 2 * auroraPrice(159.9, -3);
    const told = `Os preços foram atualizados para o pagamento com PIX. O total do pedido passou a ser ${brl(byPix)}. Confira o pedido e finalize de novo.`;
    expect(answer.status).toBe(409);
    expect(answer.text).toContain(told);
    // Said by the total and the button (which stay on screen on a phone), announced, and focusable for the page's script.
    expect(summaryAlert(answer)).toEqual({ text: told, lines: [told], tabindex: "-1" });
    expect(checkedMethod(answer)).toBe(METHOD.pix);
    expect(answer.text).toContain(`Total ${brl(byPix)}`);
    expect(checkoutFields(answer).totalVisto).toBe(byPix.toFixed(2));
    expect(placedOrders(storefront.dataDir, ANA)).toEqual([]);
    // The page now shows the cart priced for PIX.
    expect((await openCheckout(ana, "aurora")).text).toContain(`Total ${brl(byPix)}`);

    // The page the shopper was answered with, sent again as it is: placed, at the total it showed.
    const again = await submitCheckout(ana, "aurora", answer);
    expect(again.status).toBe(303);
    expect(again.headers.get("Location")).toMatch(/^\/aurora\/submissao\/\d+$/);
    expect(placedOrders(storefront.dataDir, ANA)).toMatchObject([
      { totalpedido: byPix, anotacoes: "Entregar na doca 2" },
    ]);
  });

  it("a method the store does not offer this customer is refused next to the choice", async () => {
    const ana = await anaPickingUp(RICE, "2");
    const page = await openCheckout(ana, "aurora");
    for (const intent of ["pagamento", "finalizar"]) {
      const answer = await read(
        await submitCheckout(ana, "aurora", page, { idformapagamento: "21" }, intent),
        "/aurora/checkout",
      );
      expect(answer.status, intent).toBe(400);
      expect(errorNextTo(answer.html, "idformapagamento"), intent).toBe(
        "Essa forma de pagamento não está disponível para você. Escolha outra.",
      );
    }
    expect(placedOrders(storefront.dataDir, ANA)).toEqual([]);
  });
});

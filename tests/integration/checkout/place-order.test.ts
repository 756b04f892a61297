/**
 * Placing an order at each demo store through the real server without JavaScript (docs/rules/checkout.md "Order submission": "Order
 * submission": "On success the cart is cleared … and the user goes to the submission page
 * /{supplier}/submissao/{numpedido}"; docs/demo.md "Placing an order"): pickup paid at the store with
 * change, delivery to the primary address by PIX, an invoice within the credit, and a quote; the
 * order-submitted page that follows, and the cart emptied after.
 */
import { describe, expect, it } from "vitest";
import { bodyText } from "../../support/html";
import { seededStorefront } from "../../support/seeded-storefront";
import {
  addToCart,
  brl,
  casaVerdeAnswers,
  CHECKOUT_ENV,
  checkoutFields,
  flashOf,
  logIn,
  open,
  openCheckout,
  placeOrder,
  questionField,
  read,
  signUp,
  submitCheckout,
} from "./checkout-shopper";
import { errorNextTo } from "./html-form";
import { placedOrders } from "./placed-orders";

const storefront = seededStorefront({ env: CHECKOUT_ENV });

const ANA = "cliente@exemplo.com.br";
const CASAVERDE = "casaverde@exemplo.com.br";
/** A bale of Arroz branco tipo 1 5 kg at Aurora, invoiced (+2 %). */
const RICE_INVOICED = 163.1;

describe("Casa Verde: pickup paid at the store with change", () => {
  it("a change below the total is refused next to its field, the method and what was typed kept, nothing placed; the exact total is taken", async () => {
    const who = await logIn(storefront.server, "casaverde", CASAVERDE);
    await addToCart(who, "casaverde", "3001", "6");
    const page = await openCheckout(who, "casaverde");
    const answer = await read(
      await submitCheckout(who, "casaverde", page, {
        ...casaVerdeAnswers(page),
        idformapagamento: "32",
        trocoPara: "10,00",
      }),
      "/casaverde/checkout",
    );
    expect(answer.status).toBe(400);
    expect(errorNextTo(answer.html, "trocoPara")).toBe(
      "O troco deve ser para um valor igual ou maior que o total do pedido.",
    );
    const fields = checkoutFields(answer);
    expect(fields).toMatchObject({
      idformapagamento: "32",
      trocoPara: "10,00",
      [questionField(page, "Se faltar algum item")]: "Ligar antes de substituir",
    });
    expect(placedOrders(storefront.dataDir, CASAVERDE)).toEqual([]);

    // The message's rule, the server's (docs/upstream-api.md §53): an amount equal to the total is taken.
    const exact = await submitCheckout(who, "casaverde", answer, { trocoPara: "38,94" });
    expect(exact.status).toBe(303);
    expect(placedOrders(storefront.dataDir, CASAVERDE)).toMatchObject([{ totalpedido: 6 * 6.49 }]);
  });

  it("lands on the order's page with the total, the status, the pickup and what happens next; the cart is emptied", async () => {
    const who = await logIn(storefront.server, "casaverde", CASAVERDE);
    await addToCart(who, "casaverde", "3001", "6");
    const checkout = await openCheckout(who, "casaverde");
    const total = 6 * 6.49;
    const { numpedido, page } = await placeOrder(who, "casaverde", {
      ...casaVerdeAnswers(checkout),
      idformapagamento: "32",
      trocoPara: "100,00",
    });

    expect(flashOf(page)).toBe(`Pedido ${numpedido} recebido.`);
    expect(page.text).toContain(`Pedido nº ${numpedido}`);
    expect(page.text).toContain(`Total ${brl(total)}`);
    expect(page.text).toContain("Situação: Pedido recebido");
    expect(page.text).toContain("Pagamento: Pagar na retirada (dinheiro ou cartão)");
    expect(page.text).toContain(`Você paga ao retirar o pedido, com troco para ${brl(100)}.`);
    expect(page.text).toMatch(
      /Retirada Retirada no balcão · (seg|ter|qua|qui|sex|sáb|dom)\., \d{2}\/\d{2}, a partir das \d{2}:\d{2}/,
    );
    expect(page.text).toContain("Casa Verde Cambuí: Av. Coronel Silva Teles, 600");
    expect(page.text).toContain(`6 kg de Banana prata ${brl(total)}`);
    expect(page.text).not.toContain("Pagar com PIX");
    expect(page.text).not.toContain("Pagar com cartão");
    expect(placedOrders(storefront.dataDir, CASAVERDE)).toMatchObject([
      { numpedido: Number(numpedido), totalpedido: total },
    ]);

    // The flash is said once; the cart is empty, on the checkout and in the header.
    const again = await open(who, `/casaverde/submissao/${numpedido}`);
    expect(flashOf(again)).toBe("");
    // The checkout the order emptied says the order, not an empty form (ADR 0027).
    expect((await openCheckout(who, "casaverde")).text).toContain(`Pedido ${numpedido} recebido.`);
    expect(bodyText((await open(who, "/casaverde/carrinho")).html)).toMatch(/Carrinho\s*0\s*produtos/);
  });
});

describe("Bom Sabor: delivery to the primary address, paid by PIX", () => {
  it("the checkout delivers to the primary address; the order's page has the address, the fee and the PIX to pay", async () => {
    const { who, customer } = await signUp(storefront.server, "bomsabor");
    await addToCart(who, "bomsabor", "2001", "1");
    const checkout = await openCheckout(who, "bomsabor");
    expect(checkout.text).toMatch(/Entregar em .*Rua dos Pinheiros, 120/);
    expect(checkout.text).toContain(`Entrega em casa · ${brl(9.9)}`);
    expect(checkout.text).toMatch(/Quando: /);
    const { numpedido, page } = await placeOrder(who, "bomsabor", { idformapagamento: "22" });

    expect(page.text).toContain(`Pedido nº ${numpedido}`);
    expect(page.text).toContain(`Total ${brl(64.9 + 9.9)}`);
    expect(page.text).toContain("Pagamento: PIX · Aguardando pagamento");
    expect(page.text).toContain("Pague com PIX para o fornecedor preparar o seu pedido.");
    expect(page.text).toContain("Pagar com PIX");
    expect(page.text).toContain("Rua dos Pinheiros, 120 · Pinheiros, São Paulo/SP");
    expect(page.text).toContain(`Taxa de entrega ${brl(9.9)}`);
    expect(placedOrders(storefront.dataDir, customer.email)).toHaveLength(1);
  });
});

describe("Bom Sabor: the order priced with the coupon terms the cart was priced with", () => {
  it("a manual coupon that stopped applying keeps the automatic one off: the order's total is the total shown, said as placed", async () => {
    const { who, customer } = await signUp(storefront.server, "bomsabor", "cupom");
    const cartForm = async (fields: Record<string, string>) =>
      expect((await who.post("/bomsabor/carrinho", fields)).status).toBe(303);
    const lines = (items: [string, number][]) =>
      JSON.stringify(items.map(([idproduto, quantidade]) => ({ idproduto, quantidade, embalarParaPresente: false })));
    // A cheese and a bottle of olive oil, below AUTO5's R$ 300: QUEIJOS15 applied by hand (automatic coupons off from then on).
    await cartForm({
      intent: "salvar",
      linhas: lines([
        ["2026", 1],
        ["2001", 1],
      ]),
    });
    await cartForm({ intent: "cupom-aplicar", codigoCupom: "QUEIJOS15" });
    expect((await open(who, "/bomsabor/carrinho")).text).toContain("Cupom QUEIJOS15 aplicado.");
    // No cheese left, eight bottles (R$ 519,20): QUEIJOS15 no longer applies, and the cart is priced without AUTO5.
    await cartForm({ intent: "salvar", linhas: lines([["2001", 8]]) });
    const checkout = await openCheckout(who, "bomsabor");
    expect(checkout.text).not.toContain("AUTO5");
    const shown = 8 * 64.9; // delivery free from R$ 300
    expect(checkout.text).toContain(`8 un · Azeite extravirgem português 500 ml ${brl(shown)}`);
    expect(checkout.text).toContain(`Total ${brl(shown)}`);
    expect(checkoutFields(checkout).totalVisto).toBe(shown.toFixed(2));

    const { numpedido, page } = await placeOrder(who, "bomsabor", { idformapagamento: "22" });
    expect(placedOrders(storefront.dataDir, customer.email)).toMatchObject([
      { numpedido: Number(numpedido), totalpedido: shown },
    ]);
    expect(flashOf(page)).toBe(`Pedido ${numpedido} recebido.`);
    expect(page.text).toContain(`Total ${brl(shown)}`);
  });
});

describe("Aurora: an invoice within the credit, and a quote", () => {
  /** Ana delivering to her address at work (Pinheiros) with two bales of rice. */
  async function anaDeliveringToWork() {
    const ana = await logIn(storefront.server, "aurora", ANA);
    const delivery = await open(ana, "/aurora/entrega");
    const work = /<strong>Trabalho: <\/strong>[\s\S]*?name="idendereco" value="(\d+)"/.exec(delivery.html)?.[1];
    expect(work, "the Trabalho address").toBeDefined();
    expect((await ana.post("/aurora/entrega", { intent: "endereco", idendereco: work! })).status).toBe(303);
    await addToCart(ana, "aurora", "1001", "2");
    return ana;
  }

  it("invoiced: the order with its notes, the buyer's number and the answers; the credit it took is no longer available", async () => {
    const ana = await anaDeliveringToWork();
    const checkout = await openCheckout(ana, "aurora");
    const total = 2 * RICE_INVOICED + 25;
    expect(checkout.text).toContain(`Total ${brl(total)}`);
    const { numpedido, page } = await placeOrder(ana, "aurora", {
      idformapagamento: "11",
      anotacoes: "Entregar na doca 2",
      numPedidoCliente: "OC-2026-118",
      [questionField(checkout, "Horário de recebimento")]: "Manhã (8h às 12h)",
    });

    expect(page.text).toContain(`Pedido nº ${numpedido}`);
    expect(page.text).toContain(`Total ${brl(total)}`);
    expect(page.text).toContain("Pagamento: Boleto faturado 28 dias");
    expect(page.text).toContain(
      "O pedido será faturado: o boleto chega com a nota fiscal, no prazo da forma de pagamento.",
    );
    expect(page.text).toMatch(
      /Entrega Entrega programada · (seg|ter|qua|qui|sex|sáb|dom)\., \d{2}\/\d{2}, a partir das \d{2}:\d{2}/,
    );
    expect(page.text).toContain("Rua dos Pinheiros, 870 (sala 3) · Pinheiros, São Paulo/SP");
    expect(page.text).toContain(`Taxa de entrega ${brl(25)}`);
    expect(page.text).not.toContain("Pedido emitido por");
    expect(placedOrders(storefront.dataDir, ANA)).toMatchObject([
      { numpedido: Number(numpedido), totalpedido: total, anotacoes: "Entregar na doca 2" },
    ]);

    await addToCart(ana, "aurora", "1001", "2");
    expect((await openCheckout(ana, "aurora")).text).toContain(`Crédito disponível: ${brl(2480.5 - total)}.`);
  });

  it("'Enviar como orçamento' sends a quote: nothing charged, nothing taken off the credit", async () => {
    const ana = await anaDeliveringToWork();
    const { numpedido, page } = await placeOrder(ana, "aurora", {}, "orcamento");

    expect(flashOf(page)).toBe(`Orçamento ${numpedido} enviado para análise.`);
    expect(page.text).toContain(`Orçamento nº ${numpedido}`);
    expect(page.text).toContain("Situação: Orçamento recebido, em análise");
    expect(page.text).toContain("O fornecedor vai analisar o seu orçamento e informar os preços. Nada foi cobrado.");
    expect(placedOrders(storefront.dataDir, ANA)).toHaveLength(1);

    await addToCart(ana, "aurora", "1001", "2");
    expect((await openCheckout(ana, "aurora")).text).toContain(`Crédito disponível: ${brl(2480.5)}.`);
  });
});

describe("the order's page", () => {
  it("is the customer's own: another customer's order, and a number that is none, are not found", async () => {
    const who = await logIn(storefront.server, "casaverde", CASAVERDE);
    await addToCart(who, "casaverde", "3001", "6");
    const checkout = await openCheckout(who, "casaverde");
    const { numpedido } = await placeOrder(who, "casaverde", casaVerdeAnswers(checkout));

    const other = await signUp(storefront.server, "casaverde", "outro");
    expect((await open(other.who, `/casaverde/submissao/${numpedido}`)).status).toBe(404);
    expect((await open(other.who, "/casaverde/submissao/abc")).status).toBe(404);
    expect((await open(who, `/casaverde/submissao/${numpedido}`)).status).toBe(200);
  });
});

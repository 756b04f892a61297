/**
 * A quote is never blocked by the credit limit (docs/rules/checkout.md "Credit limit and quotes": "A
 * quote is never blocked by the credit limit: nothing is charged when it is sent. The limit applies
 * only when the priced quote is accepted and paid by invoice; accepted with PIX or card, it does not.
 * Placing an order paid by invoice above the limit stays refused."), through the real server without
 * JavaScript at Aurora, over the embedded upstream: Ana (R$ 2.480,50 of credit) with twenty bales of
 * rice to pick up, invoiced.
 */
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { databasePath } from "../../../upstream/db/open";
import { tags } from "../../support/html";
import { seededStorefront } from "../../support/seeded-storefront";
import { upstreamCli } from "../../support/upstream-cli";
import {
  addToCart,
  brl,
  CHECKOUT_ENV,
  checkoutFields,
  choosePickup,
  flashOf,
  logIn,
  open,
  openCheckout,
  read,
  submitCheckout,
  type Page,
} from "./checkout-shopper";
import { errorNextTo, formHtml } from "./html-form";
import { placedOrders } from "./placed-orders";

const storefront = seededStorefront({ env: CHECKOUT_ENV });

const ANA = "cliente@exemplo.com.br";
const FATURADO = "11";
const PIX = "12";
const CREDIT = 2480.5;
const ABOVE_CREDIT = `O total passa do seu limite de crédito disponível (${brl(CREDIT)}). Escolha outra forma de pagamento.`;

/** Ana, picking up twenty bales of rice (about R$ 3.262,00 invoiced): above her credit. */
async function anaAboveHerCredit() {
  const ana = await logIn(storefront.server, "aurora", ANA);
  await choosePickup(ana, "aurora");
  await addToCart(ana, "aurora", "1001", "20");
  return ana;
}

/** Whether the form's submit button of this intent is disabled. */
const buttonDisabled = (page: Page, intent: string) =>
  tags(formHtml(page.html, "checkout"), "button").find((button) => button.value === intent)?.disabled !== undefined;

describe("sending a quote above the credit limit", () => {
  it("by invoice above the credit: the order stays refused, the quote is sent and taken by the upstream, nothing taken off the credit", async () => {
    const ana = await anaAboveHerCredit();
    const checkout = await openCheckout(ana, "aurora");
    expect(checkoutFields(checkout).idformapagamento).toBe(FATURADO);
    expect(checkout.text).toContain(ABOVE_CREDIT);
    expect(checkout.text).toContain("Você ainda pode enviar como orçamento: nada é cobrado agora.");
    expect(buttonDisabled(checkout, "finalizar")).toBe(true);
    expect(buttonDisabled(checkout, "orcamento")).toBe(false);

    // "Finalizar pedido" posted anyway (a page left open): refused as today, nothing placed.
    const refused = await read(await submitCheckout(ana, "aurora", checkout), "/aurora/checkout");
    expect(refused.status).toBe(409);
    expect(refused.text).toContain(ABOVE_CREDIT);
    expect(placedOrders(storefront.dataDir, ANA)).toEqual([]);

    const sent = await submitCheckout(ana, "aurora", await openCheckout(ana, "aurora"), {}, "orcamento");
    expect(sent.status).toBe(303);
    const numpedido = /^\/aurora\/submissao\/(\d+)$/.exec(sent.headers.get("Location") ?? "")?.[1];
    expect(numpedido).toBeDefined();
    const page = await open(ana, `/aurora/submissao/${numpedido}`);
    expect(flashOf(page)).toBe(`Orçamento ${numpedido} enviado para análise.`);
    expect(placedOrders(storefront.dataDir, ANA)).toMatchObject([
      { numpedido: Number(numpedido), status: "ORCAMENTO_NOVO", pagamento_status: "NAO_SE_APLICA" },
    ]);
    await addToCart(ana, "aurora", "1001", "1");
    expect((await openCheckout(ana, "aurora")).text).toContain(`Crédito disponível: ${brl(CREDIT)}.`);
  });
});

describe("accepting a priced quote above the credit limit", () => {
  /** A quote sent by invoice above Ana's credit, priced by the store at R$ 150,00 a bale (R$ 3.000,00). */
  async function pricedAboveCredit() {
    const ana = await anaAboveHerCredit();
    const sent = await submitCheckout(ana, "aurora", await openCheckout(ana, "aurora"), {}, "orcamento");
    expect(sent.status).toBe(303);
    const numpedido = /(\d+)$/.exec(sent.headers.get("Location") ?? "")![1]!;
    await upstreamCli(storefront.dataDir, "price-quote", "--order", numpedido, "--item", "1001=150,00");
    return { ana, numpedido, path: `/aurora/pedidos/${numpedido}/aceitar` };
  }

  it("says next to the choice of payment that the limit holds for an invoice only; by invoice it is refused with the message, nothing accepted", async () => {
    const { ana, numpedido, path } = await pricedAboveCredit();
    const confirmation = await open(ana, path);
    expect(confirmation.status).toBe(200);
    expect(confirmation.text).toContain(
      `Pelo boleto faturado, o total precisa caber no seu limite de crédito disponível (${brl(CREDIT)}). Com PIX ou cartão, o limite não se aplica.`,
    );
    const choice = tags(confirmation.html, "input").filter((input) => input.name === "idformapagamento");
    expect(choice.map((input) => input.value)).toEqual([FATURADO, PIX, "13"]);
    expect(choice.find((input) => "checked" in input)?.value).toBe(FATURADO);

    const refused = await read(
      await ana.post(path, { intent: "aceitar-orcamento", totalpedido: "3000.00", idformapagamento: FATURADO }),
      path,
    );
    expect(refused.status).toBe(409);
    expect(errorNextTo(refused.html, "idformapagamento")?.replace(/\s/g, " ")).toBe(ABOVE_CREDIT);
    expect(placedOrders(storefront.dataDir, ANA)).toMatchObject([
      { numpedido: Number(numpedido), status: "ORCAMENTO_PRECIFICADO" },
    ]);
  });

  it("by the quote's own method no longer offered (the store turned invoicing off since), it is refused, nothing accepted", async () => {
    const ana = await anaAboveHerCredit();
    const sent = await submitCheckout(ana, "aurora", await openCheckout(ana, "aurora"), {}, "orcamento");
    const numpedido = /(\d+)$/.exec(sent.headers.get("Location") ?? "")![1]!;
    // Priced within her credit (R$ 2.000,00), so only the method's offer can refuse it.
    await upstreamCli(storefront.dataDir, "price-quote", "--order", numpedido, "--item", "1001=100,00");
    const invoicing = (active: 0 | 1) => {
      const db = new Database(databasePath(storefront.dataDir));
      try {
        db.pragma("busy_timeout = 10000");
        db.prepare("UPDATE payment_methods SET ativo = ? WHERE idformapagamento = ?").run(active, Number(FATURADO));
      } finally {
        db.close();
      }
    };
    invoicing(0);
    try {
      const path = `/aurora/pedidos/${numpedido}/aceitar`;
      // A form that names no method (the radio left out of a forged or stale post) means the quote's own.
      const refused = await read(await ana.post(path, { intent: "aceitar-orcamento", totalpedido: "2000.00" }), path);
      expect(refused.status).toBe(400);
      expect(errorNextTo(refused.html, "idformapagamento")?.replace(/\s/g, " ")).toBe(
        "Essa forma de pagamento não está disponível para você. Escolha outra.",
      );
      expect(placedOrders(storefront.dataDir, ANA)).toMatchObject([
        { numpedido: Number(numpedido), status: "ORCAMENTO_PRECIFICADO" },
      ]);
    } finally {
      invoicing(1);
    }
  });

  it("by PIX above the credit it is accepted: the order waits for its PIX, the credit untouched", async () => {
    const { ana, numpedido, path } = await pricedAboveCredit();
    const accepted = await ana.post(path, {
      intent: "aceitar-orcamento",
      totalpedido: "3000.00",
      idformapagamento: PIX,
    });
    expect(accepted.status).toBe(303);
    expect(accepted.headers.get("Location")).toBe(`/aurora/pedidos/${numpedido}`);
    const page = await open(ana, `/aurora/pedidos/${numpedido}`);
    expect(flashOf(page)).toBe(`Orçamento aceito! Ele agora é o pedido nº ${numpedido}.`);
    expect(page.text).toContain("Pagamento PIX");
    expect(placedOrders(storefront.dataDir, ANA)).toMatchObject([
      { numpedido: Number(numpedido), status: "ENVIADO", totalpedido: 3000, pagamento_status: "AGUARDANDO" },
    ]);
    await addToCart(ana, "aurora", "1001", "1");
    expect((await openCheckout(ana, "aurora")).text).toContain(`Crédito disponível: ${brl(CREDIT)}.`);
  });
});

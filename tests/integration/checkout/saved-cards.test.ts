/**
 * Paying with a card kept from an earlier order, through the real server without JavaScript (spec
 * §7 "Payment and cards": "saved card: token, cvc, mask"; docs/upstream-api.md §57–§58: a kept card
 * is the client's at the supplier, paid with its CVC typed again; another client's is not found).
 */
import { describe, expect, it } from "vitest";
import { seededStorefront } from "../../support/seeded-storefront";
import {
  customerWithSavedCard,
  newCardOrder,
  orderByCard,
  orderPagePath,
  payWithSavedCard,
  savedCardsOn,
} from "./card-payer";
import {
  addToCart,
  CHECKOUT_ENV,
  choosePickup,
  flashOf,
  logIn,
  open,
  openCheckout,
  read,
  submitCheckout,
} from "./checkout-shopper";
import { alertText } from "../../support/html";
import { errorNextTo, formHtml } from "./html-form";
import { placedOrders } from "./placed-orders";

const storefront = seededStorefront({ env: CHECKOUT_ENV });

const paymentStatusOf = (email: string, numpedido: string) =>
  placedOrders(storefront.dataDir, email).find((order) => order.numpedido === Number(numpedido))?.pagamento_status;

describe("a card kept from an earlier order", () => {
  it("is offered on the next order, with its brand, mask, name and expiry, and pays it with the CVC typed again", async () => {
    const { who, email } = await customerWithSavedCard(storefront.server);
    const next = await orderByCard(who, "2");
    const cards = savedCardsOn(next.page);
    expect(cards).toHaveLength(1);
    expect(cards[0]!.label).toMatch(/^Visa •••• 1111 · BEATRIZ LIMA · validade \d{2}\/\d{2}$/);
    expect(formHtml(next.page.html, "cartao-salvo")).not.toContain("4111");

    const paid = await payWithSavedCard(who, next.numpedido, cards[0]!.idcreditcard, "123");
    expect(paid.status).toBe(303);
    const after = await open(who, orderPagePath(next.numpedido));
    expect(flashOf(after)).toBe("Pagamento aprovado.");
    expect(after.text).toContain("Pagamento: Cartão de crédito · Pagamento aprovado");
    expect(paymentStatusOf(email, next.numpedido)).toBe("APROVADO");
  });

  it("without its CVC: said next to the field, nothing charged", async () => {
    const { who, email } = await customerWithSavedCard(storefront.server);
    const next = await orderByCard(who, "2");
    const refused = await read(
      await payWithSavedCard(who, next.numpedido, savedCardsOn(next.page)[0]!.idcreditcard, ""),
      orderPagePath(next.numpedido),
    );
    expect(refused.status).toBe(400);
    expect(errorNextTo(refused.html, "cvc")).toBe(
      "Informe o código de segurança de 3 ou 4 números do verso do cartão.",
    );
    expect(paymentStatusOf(email, next.numpedido)).toBe("AGUARDANDO");
  });

  it("removed in another tab before paying: 'Esse cartão não está mais salvo.' said on the page (no charge asked), the order unpaid", async () => {
    const { who, email } = await customerWithSavedCard(storefront.server);
    const next = await orderByCard(who, "2");
    const card = savedCardsOn(next.page)[0]!.idcreditcard;
    expect((await who.post("/bomsabor/cartoes", { idcreditcard: card })).status).toBe(303);

    const refused = await read(await payWithSavedCard(who, next.numpedido, card, "123"), orderPagePath(next.numpedido));
    expect(refused.status).toBe(404);
    expect(alertText(refused.html)).toBe("Esse cartão não está mais salvo.");
    expect(paymentStatusOf(email, next.numpedido)).toBe("AGUARDANDO");
  });

  it("of another customer is refused on the card form before any charge, and the order stays unpaid", async () => {
    const owner = await customerWithSavedCard(storefront.server);
    const ownersCard = savedCardsOn((await orderByCard(owner.who, "2")).page)[0]!.idcreditcard;

    const other = await newCardOrder(storefront.server);
    expect(savedCardsOn(other.page)).toEqual([]);
    const refused = await read(
      await payWithSavedCard(other.who, other.numpedido, ownersCard, "123"),
      orderPagePath(other.numpedido),
    );
    expect(refused.status).toBe(404);
    expect(alertText(refused.html)).toBe("Esse cartão não está mais salvo.");
    expect(paymentStatusOf(other.email, other.numpedido)).toBe("AGUARDANDO");
  });
});

describe("a card a representative saves for the client they act for (Aurora)", () => {
  const CLIENT = { idcliente: 502, nome: "Mercado Boa Compra Ltda." };
  const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";

  it("is the client's: the checkout and the order's page say it is kept for the client, and 'Meus cartões' names the client's cards as theirs, never as the representative's own", async () => {
    const rep = await logIn(storefront.server, "aurora", "representante@exemplo.com.br", { representante: "on" });
    expect(
      (await rep.post("/aurora/clientes", { intent: "atender", idcliente: String(CLIENT.idcliente) })).status,
    ).toBe(303);
    await choosePickup(rep, "aurora");
    await addToCart(rep, "aurora", "1001", "2");
    expect((await rep.post("/aurora/checkout", { intent: "pagamento", idformapagamento: "13" })).status).toBe(303);
    const checkout = await openCheckout(rep, "aurora");
    // Saving it keeps it for the client, and the checkbox says for whom.
    expect(checkout.text).toContain(`Salvar este cartão para as próximas compras de ${CLIENT.nome}`);
    const placed = await submitCheckout(rep, "aurora", checkout, {
      idcreditcard: "novo",
      number: "4111111111111111",
      name: "MERCADO BOA COMPRA",
      expiry: "12/31",
      cvc: "123",
      cep: "03103-001",
      rua: "Rua da Mooca",
      numero: "2100",
      complemento: "",
      bairro: "Mooca",
      cidade: "São Paulo",
      uf: "SP",
      salvarCartao: "on",
    });
    expect(placed.status).toBe(303);
    expect(flashOf(await open(rep, placed.headers.get("Location")!))).toMatch(
      /^Pedido \d+ recebido\. Pagamento aprovado\.$/,
    );

    const cards = await open(rep, "/aurora/cartoes");
    expect(cards.text).toContain(`Cartões de ${CLIENT.nome}`);
    expect(titleOf(cards.html)).toContain(`Cartões de ${CLIENT.nome}`);
    expect(cards.text).toContain(`Os cartões que ${CLIENT.nome} guarda nesta loja`);
    expect(cards.text).not.toContain("que você salvou");
    expect(cards.text).toContain("Visa •••• 1111");

    // A card declined: the order's page offers to save the next one for the client too.
    await addToCart(rep, "aurora", "1001", "3");
    const declined = await submitCheckout(rep, "aurora", await openCheckout(rep, "aurora"), {
      idcreditcard: "novo",
      number: "4000000000000002",
      name: "MERCADO BOA COMPRA",
      expiry: "12/31",
      cvc: "123",
      cep: "03103-001",
      rua: "Rua da Mooca",
      numero: "2100",
      complemento: "",
      bairro: "Mooca",
      cidade: "São Paulo",
      uf: "SP",
    });
    expect(declined.status).toBe(303);
    const orderPage = await open(rep, declined.headers.get("Location")!);
    expect(orderPage.text).toContain("pagamento recusado");
    expect(orderPage.text).toContain(`Salvar este cartão para as próximas compras de ${CLIENT.nome}`);

    // A user of the company (Júlia) shares the company's cards: named as the company's, not as hers.
    const julia = await logIn(storefront.server, "aurora", "comprador@exemplo.com.br");
    const shared = await open(julia, "/aurora/cartoes");
    expect(shared.text).toContain(`Cartões de ${CLIENT.nome}`);
    expect(shared.text).not.toContain("que você salvou");
    expect(shared.text).toContain("Visa •••• 1111");

    // The client's own login finds it among its cards, said as its own.
    const client = await logIn(storefront.server, "aurora", "empresa@exemplo.com.br");
    const own = await open(client, "/aurora/cartoes");
    expect(own.text).toContain("Meus cartões");
    expect(own.text).toContain("Visa •••• 1111");
  });
});

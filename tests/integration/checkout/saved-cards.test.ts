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
import { CHECKOUT_ENV, flashOf, open, read } from "./checkout-shopper";
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

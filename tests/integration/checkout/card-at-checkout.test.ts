/**
 * The card on the checkout page, through the real server without JavaScript (docs/rules/checkout.md
 * "Credit card", "Instalments"; docs/decisions/0026): "Finalizar pedido" with the card typed places
 * the order (call 53) and pays it (call 57) in the same request. A declined card lands on the order's
 * payment page, the order kept waiting for its payment; the card's number and CVC are in no page,
 * cookie or log line.
 */
import { describe, expect, it } from "vitest";
import { seededStorefront } from "../../support/seeded-storefront";
import { FUTURE_EXPIRY, orderPagePath, payWithNewCard, TEST_CARDS } from "./card-payer";
import {
  addToCart,
  CHECKOUT_ENV,
  checkoutFields,
  flashOf,
  open,
  openCheckout,
  orderNumberIn,
  read,
  signUp,
  submitCheckout,
} from "./checkout-shopper";
import { errorNextTo, formFields } from "./html-form";
import { placedOrders } from "./placed-orders";

const storefront = seededStorefront({ env: CHECKOUT_ENV });

const CVC = "7364";
const card = (number: string) => ({ number, name: "BEATRIZ LIMA", expiry: FUTURE_EXPIRY, cvc: CVC });

/** A new Bom Sabor customer with 3 bottles of olive oil in the cart, on the checkout (card is the store's default method). */
async function atCheckout(label: string) {
  const { who, customer } = await signUp(storefront.server, "bomsabor", label);
  await addToCart(who, "bomsabor", "2001", "3");
  return { who, email: customer.email, checkout: await openCheckout(who, "bomsabor") };
}

describe("the card on the checkout page, without JavaScript", () => {
  it("shows the card's fields there, the billing address filled from the delivery, and no longer says the card comes after", async () => {
    const { checkout } = await atCheckout("campos");
    const fields = checkoutFields(checkout);
    expect(fields).toMatchObject({ idformapagamento: "21", cep: "05422-001", rua: "Rua dos Pinheiros", numero: "120" });
    expect(checkout.text).toContain("Número do cartão");
    expect(checkout.text).not.toContain("Você informa o cartão depois de finalizar");
  });

  it("a declined card places the order and lands on its payment page: 'Pedido N recebido — pagamento recusado', the issuer's reason, the name and billing kept but never the number or CVC; then an approved card pays it", async () => {
    const { who, email, checkout } = await atCheckout("recusado");
    const logsFrom = storefront.server.logs().length;
    const answer = await submitCheckout(who, "bomsabor", checkout, card(TEST_CARDS.declined));
    expect(answer.status).toBe(303);
    const numpedido = orderNumberIn(answer.headers.get("Location"), "bomsabor");
    const cookies = answer.headers.getSetCookie().join("\n");
    expect(cookies).not.toMatch(/4000\D*0000\D*0000\D*0002|4000000000000002/);

    const page = await open(who, orderPagePath(numpedido));
    expect(page.status).toBe(200);
    expect(page.text).toContain(`Pedido ${numpedido} recebido — pagamento recusado`);
    expect(page.text).toContain("Cartão recusado pelo emissor.");
    const refusal = /<[^>]*id="pagamento-recusado"[^>]*>/.exec(page.html)?.[0] ?? "";
    expect(refusal, "the reason takes the focus").toMatch(/tabindex="-1"/);
    const kept = formFields(page.html, "cartao-novo");
    expect(kept).toMatchObject({ name: "BEATRIZ LIMA", cep: "05422-001", rua: "Rua dos Pinheiros", numero: "120" });
    expect(kept.number ?? "").toBe("");
    expect(kept.cvc ?? "").toBe("");
    expect(page.text).toContain("digite de novo o número do cartão com final 0002");
    expect(page.html).not.toContain("4000000000000002");
    expect(page.html).not.toMatch(new RegExp(`(?<!\\d)${CVC}(?!\\d)`));
    expect(placedOrders(storefront.dataDir, email)).toMatchObject([
      { status: "AGUARDANDOPAGAMENTO", pagamento_status: "RECUSADO" },
    ]);
    const list = await open(who, "/bomsabor/pedidos");
    expect(list.text).toMatch(/Aguardando pagamento/);
    expect(list.text).not.toMatch(/\bpago\b|Pagamento aprovado/i);

    const paid = await payWithNewCard(who, numpedido, page, { number: TEST_CARDS.approved, cvc: "123" });
    expect(paid.status).toBe(303);
    expect(flashOf(await open(who, orderPagePath(numpedido)))).toBe("Pagamento aprovado.");
    expect(placedOrders(storefront.dataDir, email)).toMatchObject([
      { status: "ENVIADO", pagamento_status: "APROVADO" },
    ]);
    const written = JSON.stringify(storefront.server.logs(logsFrom));
    expect(written).not.toContain("4000000000000002");
    expect(written).not.toMatch(new RegExp(`(?<!\\d)${CVC}(?!\\d)`));
  });

  it("after a declined card the order's page offers PIX instead: 'Pagar com PIX' gives the order the store's PIX and its code", async () => {
    const { who, email, checkout } = await atCheckout("pix");
    const answer = await submitCheckout(who, "bomsabor", checkout, card(TEST_CARDS.declined));
    const numpedido = orderNumberIn(answer.headers.get("Location"), "bomsabor");
    const refused = await open(who, orderPagePath(numpedido));
    expect(refused.text).toContain("ou com PIX");
    const switched = await who.post(orderPagePath(numpedido), { intent: "pix-novo" });
    expect(switched.status).toBe(303);
    const page = await open(who, orderPagePath(numpedido));
    expect(page.text).toContain("Pagamento: PIX · Aguardando pagamento");
    expect(page.text).toContain("PIX copia e cola 000201");
    expect(page.text).not.toContain("pagamento recusado");
    expect(placedOrders(storefront.dataDir, email)).toMatchObject([{ pagamento_status: "AGUARDANDO" }]);
  });

  it("an approved card with 3 instalments chosen: the order placed and paid in one request, call 57 receiving parcelas 3", async () => {
    const { who, email, checkout } = await atCheckout("parcelas");
    expect(checkout.text).toContain("3× de");
    const answer = await submitCheckout(who, "bomsabor", checkout, { ...card(TEST_CARDS.approved), parcelas: "3" });
    expect(answer.status).toBe(303);
    const numpedido = orderNumberIn(answer.headers.get("Location"), "bomsabor");
    const page = await open(who, orderPagePath(numpedido));
    expect(flashOf(page)).toContain("Pagamento aprovado.");
    expect(placedOrders(storefront.dataDir, email)).toMatchObject([
      { status: "ENVIADO", pagamento_status: "APROVADO", pagamento_parcelas: 3 },
    ]);
  });

  it("a mistyped card or instalments the plan does not offer are refused next to their field, nothing placed, the number and CVC not shown again", async () => {
    const { who, email, checkout } = await atCheckout("errado");
    const refused = await read(
      await submitCheckout(who, "bomsabor", checkout, { ...card("4111 1111 1111 1112"), parcelas: "12" }),
      "/bomsabor/checkout",
    );
    expect(refused.status).toBe(400);
    expect(errorNextTo(refused.html, "number")).toBe(
      "Número de cartão inválido. Confira os números impressos no cartão.",
    );
    expect(errorNextTo(refused.html, "parcelas")).toBe("Escolha uma das opções de parcelamento.");
    expect(refused.html).not.toContain("4111 1111 1111 1112");
    expect(refused.html).not.toMatch(new RegExp(`(?<!\\d)${CVC}(?!\\d)`));
    expect(placedOrders(storefront.dataDir, email)).toEqual([]);
  });
});

describe('"em até N× de R$ X sem juros" where the card method offers instalments (docs/rules/checkout.md "Instalments")', () => {
  it("Bom Sabor's product page and cart say it for the price and the cart's total; Aurora, whose card has no plan, says none", async () => {
    const { who } = await atCheckout("vitrine");
    const product = await open(who, "/bomsabor/produto/2001");
    expect(product.text).toContain("em até 3× de R$ 21,63 sem juros");
    const cart = await open(who, "/bomsabor/carrinho");
    expect(cart.text).toContain("em até 3× de R$ 64,90 sem juros");
    const aurora = await open(who, "/aurora/produto/1001");
    expect(aurora.status).toBe(200);
    expect(aurora.text).not.toContain("sem juros");
  });
});

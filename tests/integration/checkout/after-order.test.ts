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
import {
  addToCart,
  CHECKOUT_ENV,
  checkoutFields,
  open,
  openCheckout,
  PINHEIROS_ADDRESS,
  placeOrder,
  signUp,
} from "./checkout-shopper";

const storefront = seededStorefront({ env: CHECKOUT_ENV });

const OLIVE_OIL = "2001"; // Azeite extravirgem português 500 ml: R$ 64,90
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
    expect((await who.post("/bomsabor/sair", {})).status).toBe(302);
    expect(who.cookie("commerce-ultimo-pedido")).toBeTruthy();
    const next = newCustomer("outro");
    expect((await who.post("/bomsabor/cadastro", { ...next.fields, ...PINHEIROS_ADDRESS })).status).toBe(302);
    expect((await who.post("/bomsabor/termos", { intent: "aceitar", redirectTo: "/bomsabor" })).status).toBe(302);
    const theirs = await openCheckout(who, "bomsabor");
    expect(theirs.text).not.toContain(`Pedido ${numpedido}`);
    expect(theirs.text).toContain("Nenhum produto no carrinho");
  });
});

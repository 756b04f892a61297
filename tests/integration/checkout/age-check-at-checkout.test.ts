/**
 * The age check at the checkout (docs/rules/catalogue.md "Age check"): however an adults-only product
 * reached the cart (here a form posted straight to the cart, as a quick order or a list could), the
 * order does not go before "Você tem 18 anos ou mais?" is answered "Sim" this visit: the checkout
 * asks it first, and an order form posted without it places nothing.
 */
import { describe, expect, it } from "vitest";
import { seededStorefront } from "../../support/seeded-storefront";
import { addToCart, CHECKOUT_ENV, checkoutPath, openCheckout, signUp, submitCheckout } from "./checkout-shopper";
import { placedOrders } from "./placed-orders";

const storefront = seededStorefront({ env: CHECKOUT_ENV });

const OLIVE_OIL = "2001"; // Azeite extravirgem português 500 ml (Mercearia fina)
const WINE = "2041"; // Vinho tinto Malbec 750 ml (Bebidas alcoólicas, adults only)
const QUESTION = `/bomsabor/maioridade?voltar=${encodeURIComponent("/bomsabor/checkout")}`;

describe("an adults-only product in the cart", () => {
  it("the checkout asks the age first, places nothing before 'Sim', and opens after it", async () => {
    const { who, customer } = await signUp(storefront.server, "bomsabor", "idade-checkout");
    await addToCart(who, "bomsabor", OLIVE_OIL, "1");
    // A form of the checkout as it was before the drink came in.
    const before = await openCheckout(who, "bomsabor");
    await addToCart(who, "bomsabor", WINE, "1");

    const asked = await who.get(checkoutPath("bomsabor"));
    expect(asked.status).toBe(302);
    expect(asked.headers.get("Location")).toBe(QUESTION);

    const posted = await submitCheckout(who, "bomsabor", before);
    expect([302, 303]).toContain(posted.status);
    expect(posted.headers.get("Location")).toBe(QUESTION);
    expect(placedOrders(storefront.server.dataDir, customer.email)).toEqual([]);

    expect((await who.post("/bomsabor/maioridade", { resposta: "sim", voltar: "/bomsabor/checkout" })).status).toBe(
      303,
    );
    expect((await openCheckout(who, "bomsabor")).status).toBe(200);
  });

  it("a cart without one goes to the checkout unasked", async () => {
    const { who } = await signUp(storefront.server, "bomsabor", "idade-sem-bebida");
    await addToCart(who, "bomsabor", OLIVE_OIL, "1");
    expect((await who.get(checkoutPath("bomsabor"))).status).toBe(200);
  });
});

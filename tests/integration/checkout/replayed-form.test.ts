/**
 * A checkout form posted again after its order was placed and the cart filled anew (a page left
 * open, the browser's back button, a form resent): its key placed an order already, so it lands on
 * that order, says so, and touches nothing of the cart the shopper has now — its lines, its coupon,
 * the header's count and total (ADR 0010, "a form's key is one order"; docs/upstream-api.md §53 "the
 * same key again answers the order it placed", §54).
 */
import { describe, expect, it } from "vitest";
import { bodyText } from "../../support/html";
import { seededStorefront } from "../../support/seeded-storefront";
import {
  addToCart,
  brl,
  CHECKOUT_ENV,
  checkoutFields,
  flashOf,
  open,
  openCheckout,
  orderNumberIn,
  signUp,
  submitCheckout,
  type Page,
} from "./checkout-shopper";
import { placedOrders } from "./placed-orders";

const storefront = seededStorefront({ env: CHECKOUT_ENV });

/** Azeite extravirgem português 500 ml at Bom Sabor, R$ 64,90. */
const OLIVE_OIL = "2001";
/** PIX at Bom Sabor. */
const PIX = "22";

/** The header's cart: how many products and the total ("Carrinho 1 produto R$ 58,41"). */
const headerCart = (page: Page) => /Carrinho \d+ produtos?(?: R\$ [\d.,]+)?/.exec(bodyText(page.html))?.[0];

describe("an old checkout form posted again after the cart changed", () => {
  it.each([
    { about: "as it was", newTotal: false },
    {
      about: "with the total of the cart as it is now (a page redrawn for the new cart that kept the old key)",
      newTotal: true,
    },
  ])(
    "($about) lands on its earlier order, said as placed already; the cart, its coupon and the header stay as they are",
    async ({ newTotal }) => {
      const { who, customer } = await signUp(storefront.server, "bomsabor", "replay");
      await addToCart(who, "bomsabor", OLIVE_OIL, "1");
      const first = await openCheckout(who, "bomsabor");
      const placed = await submitCheckout(who, "bomsabor", first, { idformapagamento: PIX });
      expect(placed.status).toBe(303);
      const numpedido = orderNumberIn(placed.headers.get("Location"), "bomsabor");

      // A new cart, with the welcome coupon.
      await addToCart(who, "bomsabor", OLIVE_OIL, "2");
      expect(
        (await who.post("/bomsabor/carrinho", { intent: "cupom-aplicar", codigoCupom: "BEMVINDO10" })).status,
      ).toBe(303);
      const cart = await open(who, "/bomsabor/carrinho");
      expect(cart.text).toContain("Cupom BEMVINDO10 aplicado. 10 % de desconto");
      const header = headerCart(cart);
      expect(header).toBe(`Carrinho 1 produto ${brl(2 * 64.9 * 0.9)}`);
      const now = checkoutFields(await openCheckout(who, "bomsabor")).totalVisto!;

      const replayed = await submitCheckout(who, "bomsabor", first, {
        idformapagamento: PIX,
        ...(newTotal ? { totalVisto: now } : {}),
      });
      expect(replayed.status).toBe(303);
      expect(replayed.headers.get("Location")).toBe(`/bomsabor/submissao/${numpedido}`);
      const order = await open(who, `/bomsabor/submissao/${numpedido}`);
      expect(flashOf(order)).toBe(
        `Este pedido já tinha sido feito: é o pedido nº ${numpedido}. Nada foi enviado de novo.`,
      );
      expect(headerCart(order)).toBe(header);

      const after = await open(who, "/bomsabor/carrinho");
      expect(headerCart(after)).toBe(header);
      expect(after.text).toContain("Cupom BEMVINDO10 aplicado. 10 % de desconto");
      expect((await openCheckout(who, "bomsabor")).text).toContain(`2 un · Azeite extravirgem português 500 ml`);
      expect(placedOrders(storefront.dataDir, customer.email).map((order) => order.numpedido)).toEqual([
        Number(numpedido),
      ]);
    },
  );
});

/**
 * An upstream that takes the order and then never finishes answering (docs/rules/checkout.md "Order submission":
 * "On failure the duplicate-order check is called; it decides whether to show the error or treat
 * the order as placed"; docs/demo.md: "The order is placed once, whatever … a timeout after the store
 * took it"). A misbehaving proxy in front of the reference upstream lets POST …/pedido through and
 * then stalls or cuts its answer, past the storefront's UPSTREAM_TIMEOUT_MS, set low for this file.
 */
import { describe, expect, it } from "vitest";
import { bodyText } from "../../support/html";
import { type FaultRequest } from "../../support/misbehaving-upstream";
import {
  addToCart,
  brl,
  casaVerdeAnswers,
  logIn,
  open,
  openCheckout,
  orderNumberIn,
  submitCheckout,
} from "./checkout-shopper";
import { checkoutBehindFaults } from "./checkout-behind-faults";
import { placedOrders } from "./placed-orders";

/**
 * How long the storefront waits for each upstream answer: what ends the stalled order call. The
 * logins and cart saves before it are POSTs, never retried, so a loaded machine's ordinary answers
 * must stay well within it.
 */
const UPSTREAM_TIMEOUT_MS = 4_000;

const running = checkoutBehindFaults(UPSTREAM_TIMEOUT_MS);

const CUSTOMER = "casaverde@exemplo.com.br";
const TOTAL = 6 * 6.49;
/** Call 53, placing the order (not its duplicate check). */
const isPlaceOrder = (request: FaultRequest) =>
  request.method === "POST" && /\/usuario\/\d+\/pedido$/.test(request.path);

async function atCheckout() {
  const who = await logIn(running.server, "casaverde", CUSTOMER);
  await addToCart(who, "casaverde", "3001", "6");
  return { who, page: await openCheckout(who, "casaverde") };
}

describe("the order call times out", () => {
  it.each(["stall", "cut"] as const)(
    "after the upstream took the order (%s): the order's page, one order, the cart emptied",
    async (mode) => {
      const { who, page } = await atCheckout();
      running.upstream.setFault({ mode, match: isPlaceOrder, times: 1 });
      const answer = await submitCheckout(who, "casaverde", page, casaVerdeAnswers(page));
      expect(answer.status).toBe(303);
      const numpedido = orderNumberIn(answer.headers.get("Location"), "casaverde");
      expect(running.upstream.seen.filter((request) => isPlaceOrder(request) && request.fault === mode)).toHaveLength(
        1,
      );

      const order = await open(who, `/casaverde/submissao/${numpedido}`);
      expect(order.text).toContain(`Pedido nº ${numpedido}`);
      expect(order.text).toContain(`Total ${brl(TOTAL)}`);
      expect(placedOrders(running.upstream.dataDir, CUSTOMER).map((placed) => placed.numpedido)).toEqual([
        Number(numpedido),
      ]);
      // The cart emptied: its checkout says the order instead of an empty form (ADR 0027).
      expect((await openCheckout(who, "casaverde")).text).toContain(`Pedido ${numpedido} recebido.`);
      expect(bodyText((await open(who, "/casaverde/carrinho")).html)).toMatch(/Carrinho\s*0\s*produtos/);
    },
  );

  it("before the upstream took it: said as being confirmed (never 'no order'), nothing placed, the cart kept; finishing again places it once", async () => {
    const { who, page } = await atCheckout();
    running.upstream.setFault({ mode: "hang", match: isPlaceOrder, times: 1 });
    const answer = await submitCheckout(who, "casaverde", page, casaVerdeAnswers(page));
    expect(answer.status).toBe(303);
    const waiting = await open(who, answer.headers.get("Location")!);
    expect(waiting.text).toContain("Estamos confirmando o seu pedido…");
    expect(waiting.text).not.toContain("Nenhum pedido foi criado");
    expect(placedOrders(running.upstream.dataDir, CUSTOMER)).toEqual([]);

    const again = await openCheckout(who, "casaverde");
    expect(again.text).toContain(`6 kg de Banana prata ${brl(TOTAL)}`);
    expect((await submitCheckout(who, "casaverde", again, casaVerdeAnswers(again))).status).toBe(303);
    expect(placedOrders(running.upstream.dataDir, CUSTOMER)).toHaveLength(1);
  });
});

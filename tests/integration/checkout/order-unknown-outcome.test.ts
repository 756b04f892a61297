/**
 * An order the upstream took whose answer was lost (its call timed out, its connection was cut, or
 * a 5xx came after the order was made), while the duplicate check (docs/upstream-api.md §54) does
 * not answer either. docs/rules/checkout.md "Duplicate order": "On failure the duplicate-order check is called; it
 * decides whether to show the error or treat the order as placed" — until it has decided, the
 * outcome is unknown and said so ("Estamos confirmando o seu pedido…"), never "no order was
 * created" (ADR 0021). A misbehaving proxy in front of the reference upstream lets POST …/pedido
 * through and loses its answer, then fails the duplicate checks that come after it.
 */
import { describe, expect, it } from "vitest";
import { attributesOf, bodyText } from "../../support/html";
import { type FaultRequest } from "../../support/misbehaving-upstream";
import type { Shopper } from "../../support/shopper";
import {
  addToCart,
  brl,
  casaVerdeAnswers,
  flashOf,
  logIn,
  open,
  openCheckout,
  orderNumberIn,
  submitCheckout,
  type Page,
} from "./checkout-shopper";
import { formFields, formHtml } from "./html-form";
import { checkoutBehindFaults } from "./checkout-behind-faults";
import { placedOrders } from "./placed-orders";

/** What ends a stalled order call: low, so that each test is quick. */
const UPSTREAM_TIMEOUT_MS = 4_000;

const running = checkoutBehindFaults(UPSTREAM_TIMEOUT_MS);

const CUSTOMER = "casaverde@exemplo.com.br";
const TOTAL = 6 * 6.49;
/** Call 53, placing the order. */
const isPlaceOrder = (request: FaultRequest) =>
  request.method === "POST" && /\/usuario\/\d+\/pedido$/.test(request.path);
/** Call 54, the duplicate check. */
const isDuplicateCheck = (request: FaultRequest) =>
  request.method === "POST" && /\/usuario\/\d+\/pedido\/duplicidade$/.test(request.path);

/** The duplicate checks asked once the order call was made from now on (those before it, if any, pass). */
function checksAfterTheOrder() {
  const from = running.upstream.seen.length;
  return (request: FaultRequest) => isDuplicateCheck(request) && running.upstream.seen.slice(from).some(isPlaceOrder);
}

async function atCheckout() {
  const who = await logIn(running.server, "casaverde", CUSTOMER);
  await addToCart(who, "casaverde", "3001", "6");
  return { who, page: await openCheckout(who, "casaverde") };
}

/** The header's cart: "Carrinho 0 produtos", or with its total. */
const headerCart = (page: Page) => /Carrinho \d+ produtos?(?: R\$ [\d.,]+)?/.exec(bodyText(page.html))?.[0];

/** Presses the "Verificar de novo" form of the page as a browser without JavaScript would (a GET). */
async function checkAgain(who: Shopper, page: Page): Promise<Response> {
  const form = formHtml(page.html, "verificar-pedido");
  const attributes = attributesOf(/<form([^>]*)>/.exec(form)?.[1] ?? "");
  expect(attributes.method).toBe("get");
  const query = new URLSearchParams(formFields(page.html, "verificar-pedido"));
  return who.get(`${attributes.action ?? page.path.split("?")[0]}?${query}`);
}

describe("the order taken, its answer lost", () => {
  it.each(["stall", "cut", "500-after"] as const)(
    "(%s) and the duplicate check failing at first, then answering: the order's page, one order, the cart and the header emptied",
    async (mode) => {
      const { who, page } = await atCheckout();
      const from = running.upstream.seen.length;
      running.upstream.setFault({ mode, match: isPlaceOrder, times: 1 });
      running.upstream.addFault({ mode: "500", match: checksAfterTheOrder(), times: 1 });
      const answer = await submitCheckout(who, "casaverde", page, casaVerdeAnswers(page));
      expect(answer.status).toBe(303);
      const numpedido = orderNumberIn(answer.headers.get("Location"), "casaverde");
      const asked = running.upstream.seen.slice(from);
      expect(asked.filter((request) => isPlaceOrder(request))).toMatchObject([{ fault: mode }]);
      expect(asked.filter((request) => isDuplicateCheck(request) && request.fault === "500")).toHaveLength(1);

      const order = await open(who, `/casaverde/submissao/${numpedido}`);
      expect(flashOf(order)).toBe(`Pedido ${numpedido} recebido.`);
      expect(order.text).toContain(`Total ${brl(TOTAL)}`);
      expect(headerCart(order)).toBe("Carrinho 0 produtos");
      expect(placedOrders(running.upstream.dataDir, CUSTOMER).map((placed) => placed.numpedido)).toEqual([
        Number(numpedido),
      ]);
    },
  );

  it("and the duplicate check never answering: the outcome said as unknown, never 'no order'; checking again once it answers lands on the order", async () => {
    const { who, page } = await atCheckout();
    running.upstream.setFault({ mode: "500-after", match: isPlaceOrder, times: 1 });
    running.upstream.addFault({ mode: "500", match: checksAfterTheOrder() });
    const answer = await submitCheckout(who, "casaverde", page, casaVerdeAnswers(page));
    expect(answer.status).toBe(303);
    const location = answer.headers.get("Location")!;
    expect(location).toMatch(/^\/casaverde\/checkout\/confirmacao\?chave=[A-Za-z0-9_-]+&desde=\d+$/);
    const waiting = await open(who, location);
    expect(waiting.status).toBe(200);
    expect(waiting.text).toContain("Estamos confirmando o seu pedido…");
    expect(waiting.text).toContain("Não faça o pedido de novo: em instantes ele aparece em Meus pedidos.");
    expect(waiting.text).not.toMatch(/nenhum pedido foi (criado|feito)/i);
    // Without JavaScript the page does not reload by itself: it offers to ask again.
    expect(waiting.text).toContain("Daqui a alguns segundos, use “Verificar de novo” para saber se ele já chegou.");
    expect(waiting.html).not.toContain('http-equiv="refresh"');
    expect(formFields(waiting.html, "verificar-pedido")).toEqual({
      chave: expect.stringMatching(/^[A-Za-z0-9_-]{16,64}$/),
      desde: expect.stringMatching(/^\d+$/),
    });
    const [placed] = placedOrders(running.upstream.dataDir, CUSTOMER);
    expect(placed).toBeDefined();

    // Still no answer: the same page again.
    const still = await checkAgain(who, waiting);
    expect(still.status).toBe(200);
    expect(bodyText(await still.text())).toContain("Estamos confirmando o seu pedido…");

    // Two minutes after the order was sent the page says what to do, still never "no order".
    const { chave } = formFields(waiting.html, "verificar-pedido");
    const later = await open(
      who,
      `/casaverde/checkout/confirmacao?chave=${chave}&desde=${Math.floor(Date.now() / 1000) - 600}`,
    );
    expect(later.text).toContain(
      "O fornecedor ainda não confirmou o seu pedido. Antes de fazer o pedido de novo, confira em Meus pedidos daqui a alguns minutos",
    );
    expect(later.text).not.toMatch(/nenhum pedido foi (criado|feito)/i);

    running.upstream.setFault({ mode: "pass" });
    const found = await checkAgain(who, waiting);
    expect(found.status).toBe(302);
    expect(found.headers.get("Location")).toBe(`/casaverde/submissao/${placed!.numpedido}`);
    const order = await open(who, found.headers.get("Location")!);
    expect(flashOf(order)).toBe(`Pedido ${placed!.numpedido} recebido.`);
    expect(headerCart(order)).toBe("Carrinho 0 produtos");
    expect(placedOrders(running.upstream.dataDir, CUSTOMER)).toHaveLength(1);
  });
});

/**
 * The duplicate check (docs/upstream-api.md §54) covers the whole client: at Aurora the principal
 * login `empresa@` and its user `comprador@` (Júlia) act for the same client (502), so when Júlia's
 * order call fails and she had just ordered what the principal ordered, the check finds the
 * principal's order. It is not hers (docs/rules/account.md "Linked users"; the same rule as her
 * orders' pages): the checkout must not say it was her order placed, charge it by PIX, or empty her
 * cart — her outcome stays unknown (a 5xx) until an order of hers is found.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { snapshotDatabase, type DatabaseSnapshot } from "../../support/database-snapshot";
import {
  startMisbehavingUpstream,
  type FaultRequest,
  type MisbehavingUpstream,
} from "../../support/misbehaving-upstream";
import { startStorefront, type StorefrontServer } from "../../support/storefront-server";
import {
  addToCart,
  CHECKOUT_ENV,
  choosePickup,
  flashOf,
  logIn,
  open,
  openCheckout,
  placeOrder,
  submitCheckout,
} from "./checkout-shopper";
import { placedOrders } from "./placed-orders";

let upstream: MisbehavingUpstream;
let server: StorefrontServer;
let seeded: DatabaseSnapshot;

beforeAll(async () => {
  upstream = await startMisbehavingUpstream();
  server = await startStorefront({ apiBaseUrl: upstream.url, env: CHECKOUT_ENV });
  seeded = snapshotDatabase(upstream.dataDir);
});

beforeEach(() => {
  upstream.setFault({ mode: "pass" });
});

afterEach(() => {
  upstream.setFault({ mode: "pass" });
  seeded.restore();
});

afterAll(async () => {
  seeded?.discard();
  await server?.stop();
  await upstream?.close();
});

const EMPRESA = "empresa@exemplo.com.br";
const JULIA = "comprador@exemplo.com.br";
const PIX = "12";
/** Call 53, placing the order. */
const isPlaceOrder = (request: FaultRequest) =>
  request.method === "POST" && /\/usuario\/\d+\/pedido$/.test(request.path);
const isPixCharge = (request: FaultRequest) => request.method === "POST" && request.path.startsWith("/v4/payment/pix/");

/** Two bales of rice for pickup at Aurora, in the cart of the login, priced for PIX. */
async function riceForPickup(login: string) {
  const who = await logIn(server, "aurora", login);
  await addToCart(who, "aurora", "1001", "2");
  await choosePickup(who, "aurora");
  const page = await openCheckout(who, "aurora");
  expect((await submitCheckout(who, "aurora", page, { idformapagamento: PIX }, "pagamento")).status).toBe(303);
  return who;
}

describe("a company's user whose order call fails just after a colleague's identical order", () => {
  it("Júlia is not landed on the principal's order (no 'Pedido N recebido', no PIX charge of it): her outcome is unknown and her cart kept", async () => {
    const company = await riceForPickup(EMPRESA);
    const { numpedido: byCompany } = await placeOrder(company, "aurora", { idformapagamento: PIX });

    const julia = await riceForPickup(JULIA);
    const page = await openCheckout(julia, "aurora");
    const from = upstream.seen.length;
    upstream.setFault({ mode: "500", match: isPlaceOrder, times: 1 });
    const answer = await submitCheckout(julia, "aurora", page, { idformapagamento: PIX });
    const asked = upstream.seen.slice(from);

    expect(asked.filter(isPlaceOrder)).toMatchObject([{ fault: "500" }]);
    expect(asked.filter(isPixCharge)).toEqual([]);
    expect(answer.status).toBe(303);
    const location = answer.headers.get("Location") ?? "";
    expect(location).not.toBe(`/aurora/submissao/${byCompany}`);
    expect(location).toMatch(/^\/aurora\/checkout\/confirmacao\?chave=[A-Za-z0-9_-]+&desde=\d+$/);

    const waiting = await open(julia, location);
    expect(waiting.status).toBe(200);
    expect(flashOf(waiting)).not.toBe(`Pedido ${byCompany} recebido.`);
    expect(waiting.text).toContain("Estamos confirmando o seu pedido…");
    expect(placedOrders(upstream.dataDir, EMPRESA).map((placed) => placed.numpedido)).toEqual([Number(byCompany)]);
    // Her cart is as it was: the order was not hers.
    expect((await openCheckout(julia, "aurora")).text).toContain("Finalizar pedido");
  });
});

/**
 * The last delivery order the ship-to rule reads (docs/rules/delivery.md "Ship-to": calls 61 and 55)
 * has a short bound of its own: an orders list that never answers does not hold every page for the
 * upstream's whole timeout; the page goes on with the primary address and remembers nothing. Through
 * the real server at Distribuidora Aurora, with the upstream's timeout and the page's deadline at a
 * minute, so that only the read's own bound lets the page answer within the test's time.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bodyText } from "../../support/html";
import {
  startMisbehavingUpstream,
  type FaultRequest,
  type MisbehavingUpstream,
} from "../../support/misbehaving-upstream";
import { startStorefront, type StorefrontServer } from "../../support/storefront-server";
import { CHECKOUT_ENV, logIn, open } from "../checkout/checkout-shopper";

let upstream: MisbehavingUpstream;
let server: StorefrontServer;

beforeAll(async () => {
  upstream = await startMisbehavingUpstream();
  server = await startStorefront({
    apiBaseUrl: upstream.url,
    env: { ...CHECKOUT_ENV, PUBLIC_CACHE: "false", UPSTREAM_TIMEOUT_MS: "60000", PAGE_DEADLINE_MS: "60000" },
  });
});

afterAll(async () => {
  await server?.stop();
  await upstream?.close();
});

/** Call 61: a client's orders (`GET /v2/app/pedido/cliente/{idcliente}`). */
const isOrderList = (request: FaultRequest) =>
  request.method === "GET" && /\/pedido\/cliente\/[^/]+$/.test(request.path);

/** The line under the header: its place, as every store page shows it. */
const barOf = (html: string) =>
  bodyText(/<p class="[^"]*"><a[^>]*href="\/aurora\/entrega"[\s\S]*?<\/p>/.exec(html)?.[0] ?? "").replace(
    / \(mudar\)[\s\S]*$/,
    "",
  );

describe("the last delivery order is read within a bound of its own", () => {
  it("while the orders list never answers, a page answers with the primary address, and the next one asks again", async () => {
    const ana = await logIn(server, "aurora", "cliente@exemplo.com.br");
    const removeFault = upstream.addFault({ mode: "hang", match: isOrderList });
    try {
      const page = await open(ana, "/aurora/categoria/101");
      expect(page.status).toBe(200);
      expect(barOf(page.html)).toBe(
        "Entregar em Principal: Avenida Paulista, 1578, apto 42 — Bela Vista, São Paulo - SP, 01310-100",
      );
      expect(upstream.seen.filter(isOrderList).length, "the orders list was asked").toBeGreaterThan(0);
    } finally {
      removeFault();
    }
    // Nothing was remembered from the page that could not read the orders: the next page reads them again.
    const asked = upstream.seen.filter(isOrderList).length;
    expect((await open(ana, "/aurora/categoria/101")).status).toBe(200);
    expect(upstream.seen.filter(isOrderList).length).toBeGreaterThan(asked);
  });
});

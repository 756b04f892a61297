/**
 * docs/rules/architecture.md "Speed": a page asks the upstream what it needs together. The cart and
 * the checkout wait on at most two rounds of upstream calls (the customer's addresses, then the
 * delivery options of the one in effect, asked alongside everything that does not depend on them),
 * and ask the delivery options once, at each demo store: with every answer held back 60 ms.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startMisbehavingUpstream, type MisbehavingUpstream } from "../../support/misbehaving-upstream";
import { startStorefront, type StorefrontServer } from "../../support/storefront-server";
import { upstreamRounds } from "../../support/upstream-rounds";
import type { Shopper } from "../../support/shopper";
import { addToCart, CHECKOUT_ENV, choosePickup, logIn, signUp, type Store } from "./checkout-shopper";

let upstream: MisbehavingUpstream;
let server: StorefrontServer;

beforeAll(async () => {
  upstream = await startMisbehavingUpstream();
  server = await startStorefront({ apiBaseUrl: upstream.url, env: CHECKOUT_ENV });
});

afterAll(async () => {
  await server?.stop();
  await upstream?.close();
});

/** Who shops: a demo login, or (null) a customer of their own signed up with an address the store serves. */
const STORES: { store: Store; login: string | null; idproduto: string }[] = [
  { store: "aurora", login: "cliente@exemplo.com.br", idproduto: "1001" },
  // Ana's primary address is outside Bom Sabor's area: that page asks for her other addresses too (below).
  { store: "bomsabor", login: null, idproduto: "2001" },
  { store: "casaverde", login: "casaverde@exemplo.com.br", idproduto: "3001" },
];

/** The page asked again with every upstream answer held back 60 ms, and the calls it made. */
async function callsOfPage(who: Shopper, path: string) {
  upstream.setDelay(60);
  const from = upstream.seen.length;
  const answer = await who.get(path);
  await answer.text();
  upstream.setDelay(0);
  expect(answer.status).toBe(200);
  const calls = upstream.seen.slice(from);
  return { calls, rounds: upstreamRounds(calls) };
}

describe.each(STORES)("$store: the cart and the checkout", ({ store, login, idproduto }) => {
  it.each(["carrinho", "checkout"])(
    "/%s: two rounds of upstream calls at most, the delivery options once",
    async (page) => {
      const who =
        login === null ? (await signUp(server, "bomsabor", `rondas-${page}`)).who : await logIn(server, store, login);
      await addToCart(who, store, idproduto, "2");
      // Ana has several addresses at Aurora and none chosen: pickup gives the page options to ask.
      if (store === "aurora") await choosePickup(who, store);
      // Once to warm what is shared between pages (the supplier, its theme, the guest's delivery line).
      expect((await who.get(`/${store}/${page}`)).status).toBe(200);

      const { calls, rounds } = await callsOfPage(who, `/${store}/${page}`);
      expect(rounds.length, JSON.stringify(rounds, null, 1)).toBeLessThanOrEqual(2);
      expect(
        calls.filter((call) => call.path.includes("/formas-entrega/")),
        JSON.stringify(rounds, null, 1),
      ).toHaveLength(1);
    },
  );
});

describe("a checkout outside the store's area (Ana's primary address at Bom Sabor)", () => {
  it("asks the delivery options of her other addresses together, in one more round (docs/decisions/0027)", async () => {
    const ana = await logIn(server, "bomsabor", "cliente@exemplo.com.br");
    await addToCart(ana, "bomsabor", "2001", "2");
    expect((await ana.get("/bomsabor/checkout")).status).toBe(200);

    const { rounds } = await callsOfPage(ana, "/bomsabor/checkout");
    expect(rounds.length, JSON.stringify(rounds, null, 1)).toBeLessThanOrEqual(3);
  });
});

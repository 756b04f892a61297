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
import { addToCart, CHECKOUT_ENV, choosePickup, logIn, type Store } from "./checkout-shopper";

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

const STORES: { store: Store; login: string; idproduto: string }[] = [
  { store: "aurora", login: "cliente@exemplo.com.br", idproduto: "1001" },
  { store: "bomsabor", login: "cliente@exemplo.com.br", idproduto: "2001" },
  { store: "casaverde", login: "casaverde@exemplo.com.br", idproduto: "3001" },
];

describe.each(STORES)("$store: the cart and the checkout", ({ store, login, idproduto }) => {
  it.each(["carrinho", "checkout"])(
    "/%s: two rounds of upstream calls at most, the delivery options once",
    async (page) => {
      const who = await logIn(server, store, login);
      await addToCart(who, store, idproduto, "2");
      // Ana has several addresses at Aurora and none chosen: pickup gives the page options to ask.
      if (store === "aurora") await choosePickup(who, store);
      // Once to warm what is shared between pages (the supplier, its theme, the guest's delivery line).
      expect((await who.get(`/${store}/${page}`)).status).toBe(200);

      upstream.setDelay(60);
      const from = upstream.seen.length;
      const answer = await who.get(`/${store}/${page}`);
      await answer.text();
      upstream.setDelay(0);
      expect(answer.status).toBe(200);
      const calls = upstream.seen.slice(from);
      const rounds = upstreamRounds(calls);
      expect(rounds.length, JSON.stringify(rounds, null, 1)).toBeLessThanOrEqual(2);
      expect(
        calls.filter((call) => call.path.includes("/formas-entrega/")),
        JSON.stringify(rounds, null, 1),
      ).toHaveLength(1);
    },
  );
});

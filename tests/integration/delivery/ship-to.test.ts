/**
 * The ship-to remembered per client served (docs/rules/delivery.md "Ship-to"; docs/decisions/0031)
 * through the real server without JavaScript at Distribuidora Aurora: with nothing chosen for the
 * client, the address of the client's last delivery order is chosen already while it is still one
 * of theirs, otherwise the primary one; the line under the header, `/aurora/entrega` and the checkout
 * name the same place; a representative who switches client gets that client's. Every test starts
 * from the seeded data (the database is put back after each).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { snapshotDatabase, type DatabaseSnapshot } from "../../support/database-snapshot";
import { bodyText, tags } from "../../support/html";
import {
  startMisbehavingUpstream,
  type FaultRequest,
  type MisbehavingUpstream,
} from "../../support/misbehaving-upstream";
import type { Shopper } from "../../support/shopper";
import { startStorefront, type StorefrontServer } from "../../support/storefront-server";
import { addToCart, CHECKOUT_ENV, logIn, open, openCheckout, placeOrder } from "../checkout/checkout-shopper";

let upstream: MisbehavingUpstream;
let server: StorefrontServer;
let seeded: DatabaseSnapshot;

beforeAll(async () => {
  upstream = await startMisbehavingUpstream();
  server = await startStorefront({ apiBaseUrl: upstream.url, env: { ...CHECKOUT_ENV, PUBLIC_CACHE: "false" } });
  seeded = snapshotDatabase(upstream.dataDir);
});

afterEach(() => {
  seeded.restore();
});

afterAll(async () => {
  seeded?.discard();
  await server?.stop();
  await upstream?.close();
});

const PAULISTA = "Principal: Avenida Paulista, 1578, apto 42 — Bela Vista, São Paulo - SP, 01310-100";
const PINHEIROS = "Trabalho: Rua dos Pinheiros, 870, sala 3 — Pinheiros, São Paulo - SP, 05422-011";
const MOOCA = "Principal: Rua da Mooca, 2100 — Mooca, São Paulo - SP, 03103-001";
/** Ana (cliente@) and Mercado Boa Compra, both served by the representative. */
const ANA = 501;
const BOA_COMPRA = 502;

/** The line under the header: its place, as every store page shows it. */
const barOf = (html: string) =>
  bodyText(/<p class="[^"]*"><a[^>]*href="\/aurora\/entrega"[\s\S]*?<\/p>/.exec(html)?.[0] ?? "").replace(
    / \(mudar\)[\s\S]*$/,
    "",
  );

/** The address /aurora/entrega says is chosen (its button pressed). */
const chosenAt = (html: string) =>
  tags(html, "button").find((button) => button.name === "idendereco" && button["aria-pressed"] === "true")?.value;

/** The ids of the addresses /aurora/entrega offers, by their text. */
function addressIds(html: string): Record<string, string> {
  return Object.fromEntries(
    [...html.matchAll(/<li[^>]*>\s*<p[^>]*><strong>([^<]+): <\/strong>[\s\S]*?value="(\d+)"/g)].map((match) => [
      match[1]!,
      match[2]!,
    ]),
  );
}

/** Where the header, the delivery page and the checkout say the order goes: the same place. */
async function placeEverywhere(who: Shopper, place: string): Promise<void> {
  const home = await open(who, "/aurora/categoria/101");
  expect(barOf(home.html), "the line under the header").toBe(`Entregar em ${place}`);
  const delivery = await open(who, "/aurora/entrega");
  expect(delivery.status).toBe(200);
  expect(delivery.text).toContain(`Entregar em ${place}`);
  const checkout = await openCheckout(who, "aurora");
  expect(checkout.text).toContain(`Entregar em ${place}`);
  expect(checkout.text).not.toContain("Informe onde receber o pedido");
}

async function representativeFor(idcliente: number): Promise<Shopper> {
  const rep = await logIn(server, "aurora", "representante@exemplo.com.br", { representante: "on" });
  await switchClient(rep, idcliente);
  return rep;
}

async function switchClient(rep: Shopper, idcliente: number): Promise<void> {
  const picked = await rep.post("/aurora/clientes", { intent: "atender", idcliente: String(idcliente) });
  expect(picked.status).toBe(303);
}

/** Ana orders four bales (above the minimum) delivered to the address given, by invoice. */
async function orderTo(who: Shopper, idendereco: string): Promise<void> {
  expect((await who.post("/aurora/entrega", { intent: "endereco", idendereco })).status).toBe(303);
  await addToCart(who, "aurora", "1001", "4");
  await placeOrder(who, "aurora", { idformapagamento: "11" });
}

describe('the ship-to chosen already (docs/rules/delivery.md "Ship-to")', () => {
  it("a customer with two addresses and no order: the primary one, named alike under the header, at /entrega and at the checkout", async () => {
    const ana = await logIn(server, "aurora", "cliente@exemplo.com.br");
    await addToCart(ana, "aurora", "1001", "4");
    await placeEverywhere(ana, PAULISTA);
    const checkout = await openCheckout(ana, "aurora");
    const finish = tags(checkout.html, "button").find((button) => button.value === "finalizar");
    expect(finish?.disabled, "'Finalizar pedido' enabled").toBeUndefined();
  });

  it("after an order delivered to Trabalho, the next login finds Trabalho chosen; once Trabalho is deleted, the primary", async () => {
    const ana = await logIn(server, "aurora", "cliente@exemplo.com.br");
    const ids = addressIds((await open(ana, "/aurora/entrega")).html);
    expect(Object.keys(ids)).toEqual(["Principal", "Trabalho"]);
    await orderTo(ana, ids.Trabalho!);

    // Another browser (a phone): nothing chosen there, the last order's address is.
    const phone = await logIn(server, "aurora", "cliente@exemplo.com.br");
    expect(phone.cookie("commerce-entrega")).toBeUndefined();
    await placeEverywhere(phone, PINHEIROS);
    expect(chosenAt((await open(phone, "/aurora/entrega")).html)).toBe(ids.Trabalho);

    // The last order's address is no longer one of hers: the primary one.
    expect((await ana.post("/aurora/enderecos", { intent: "excluir", idendereco: ids.Trabalho! })).status).toBe(303);
    const laptop = await logIn(server, "aurora", "cliente@exemplo.com.br");
    await placeEverywhere(laptop, PAULISTA);
  });

  it("a place chosen at /entrega wins over the last order's, and pickup stays a choice", async () => {
    const ana = await logIn(server, "aurora", "cliente@exemplo.com.br");
    const ids = addressIds((await open(ana, "/aurora/entrega")).html);
    await orderTo(ana, ids.Trabalho!);
    // A new cart (the checkout of an emptied one says the order just placed).
    await addToCart(ana, "aurora", "1001", "4");
    expect((await ana.post("/aurora/entrega", { intent: "endereco", idendereco: ids.Principal! })).status).toBe(303);
    await placeEverywhere(ana, PAULISTA);
    expect((await ana.post("/aurora/entrega", { intent: "tipo", tipoEntrega: "RETIRADA" })).status).toBe(303);
    expect(barOf((await open(ana, "/aurora")).html)).toBe("Retirar na loja");
    expect((await openCheckout(ana, "aurora")).text).toContain("Retirar na loja");
  });
});

describe('choosing pickup needs no address (docs/rules/delivery.md "Ship-to": pickup asks for no address)', () => {
  it('with the address list failing (call 46), "Retirar na loja" is still chosen, and kept once it answers again', async () => {
    const ana = await logIn(server, "aurora", "cliente@exemplo.com.br");
    const addressList = (request: FaultRequest) => request.method === "GET" && /\/enderecos$/.test(request.path);
    const removeFault = upstream.addFault({ mode: "500", match: addressList });
    try {
      const seenBefore = upstream.seen.filter(addressList).length;
      const chosen = await ana.post("/aurora/entrega", { intent: "tipo", tipoEntrega: "RETIRADA" });
      expect(chosen.status).toBe(303);
      expect(upstream.seen.filter(addressList).length, "no address list read to choose pickup").toBe(seenBefore);
    } finally {
      removeFault();
    }
    expect(barOf((await open(ana, "/aurora")).html)).toBe("Retirar na loja");
  });
});

describe("per client served: a representative switching client gets that client's", () => {
  it("Mercado Boa Compra's only address, then Ana's primary, then Ana's last order's", async () => {
    const rep = await representativeFor(BOA_COMPRA);
    await placeEverywhere(rep, MOOCA);
    await switchClient(rep, ANA);
    await placeEverywhere(rep, PAULISTA);

    const ana = await logIn(server, "aurora", "cliente@exemplo.com.br");
    await orderTo(ana, addressIds((await open(ana, "/aurora/entrega")).html).Trabalho!);
    await switchClient(rep, BOA_COMPRA);
    await placeEverywhere(rep, MOOCA);
    await switchClient(rep, ANA);
    await placeEverywhere(rep, PINHEIROS);
  });
});

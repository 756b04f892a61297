/**
 * Delivery or pickup shapes the catalogue (docs/rules/delivery.md "Delivery type":
 * `tipoentrega` on the listing, the product, the carousels, the combo and the cart):
 * through the real server without JavaScript at Distribuidora Aurora, whose ice ("Gelo em cubos
 * 5 kg", 1090) is picked up at the store only. A pickup shopper's listings, search, product page,
 * home carousels, combo and cart carry `RETIRADA` and show the ice; a delivery shopper's carry
 * `DELIVERY` and never show it, even right after a pickup shopper filled the guests' cache. The
 * product page shows the product's sectors where the upstream gives them. The public cache is on,
 * as in production; the database is put back after each test.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { snapshotDatabase, type DatabaseSnapshot } from "../../support/database-snapshot";
import { bodyText } from "../../support/html";
import { startMisbehavingUpstream, type MisbehavingUpstream } from "../../support/misbehaving-upstream";
import { Shopper } from "../../support/shopper";
import { startStorefront, type StorefrontServer } from "../../support/storefront-server";
import { CHECKOUT_ENV, logIn } from "../checkout/checkout-shopper";

let upstream: MisbehavingUpstream;
let server: StorefrontServer;
let seeded: DatabaseSnapshot;

beforeAll(async () => {
  upstream = await startMisbehavingUpstream();
  server = await startStorefront({ apiBaseUrl: upstream.url, env: { ...CHECKOUT_ENV } });
  seeded = snapshotDatabase(upstream.dataDir);
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

const ICE = "Gelo em cubos 5 kg";
const ICE_ID = "1090";
/** Águas, where the ice is listed. */
const WATERS = "/aurora/categoria/123";

async function pickupShopper(who = new Shopper(server.url)): Promise<Shopper> {
  expect((await who.post("/aurora/entrega", { intent: "tipo", tipoEntrega: "RETIRADA" })).status).toBe(303);
  return who;
}

async function deliveryShopper(who = new Shopper(server.url)): Promise<Shopper> {
  expect((await who.post("/aurora/entrega", { intent: "tipo", tipoEntrega: "DELIVERY" })).status).toBe(303);
  return who;
}

/** The page's status and visible text, and the upstream requests it made whose path matches. */
async function visit(who: Shopper, path: string, call: RegExp) {
  const from = upstream.seen.length;
  const response = await who.get(path);
  const text = bodyText(await response.text());
  return { status: response.status, text, calls: upstream.seen.slice(from).filter((seen) => call.test(seen.path)) };
}

/** The delivery type each request carried (its parameter is spelled as the spec spells it for that call). */
const typesOf = (calls: { query: URLSearchParams }[], name: string) => calls.map((call) => call.query.get(name));

describe("listings follow the delivery type", () => {
  it("a pickup guest's category lists the ice; a delivery guest's, asked after it, does not", async () => {
    const pickup = await visit(await pickupShopper(), WATERS, /\/listaprodutos\/|\/tag-pesquisa\/.*\/lista$/);
    // The listing and its filters, which count what the listing shows: the ice's brand is one of them.
    // (The filters of Águas may come from the guests' cache, filled by the test below for the same
    // type; the listing in this order is asked by this test alone.)
    expect(typesOf(pickup.calls, "tipoentrega")).toContain("RETIRADA");
    expect(new Set(typesOf(pickup.calls, "tipoentrega"))).toEqual(new Set(["RETIRADA"]));
    expect(pickup.text).toContain(ICE);
    expect(pickup.text).toContain("Água de coco 1 L");
    expect(pickup.text).toMatch(/Zero Grau \(\s*1\s+produto\s*\)/);

    // The same page for a delivery guest right after: the guests' cache keeps each type apart.
    const delivery = await visit(await deliveryShopper(), WATERS, /\/listaprodutos\/|\/tag-pesquisa\/.*\/lista$/);
    expect(typesOf(delivery.calls, "tipoentrega")).toContain("DELIVERY");
    expect(new Set(typesOf(delivery.calls, "tipoentrega"))).toEqual(new Set(["DELIVERY"]));
    expect(delivery.text).toContain("Água de coco 1 L");
    expect(delivery.text).not.toContain(ICE);
    expect(delivery.text).not.toContain("Zero Grau");
  });

  it("a guest who chose nothing is a delivery shopper (the spec's default), after a pickup guest too", async () => {
    // Águas sorted by best sellers: a page of its own, so this test and the one above never share
    // what the guests' cache keeps, whichever runs first.
    const waters = `${WATERS}?ordem=mais_vendidos`;
    await visit(await pickupShopper(), waters, /\/listaprodutos\//);
    const fresh = await visit(new Shopper(server.url), waters, /\/listaprodutos\//);
    expect(fresh.text).not.toContain(ICE);
    expect(fresh.text).toContain("Água mineral sem gás 500 ml");
  });

  it("the search finds the ice for pickup only", async () => {
    const pickup = await visit(await pickupShopper(), "/aurora/busca?q=gelo", /\/listaprodutos\//);
    expect(typesOf(pickup.calls, "tipoentrega")).toEqual(["RETIRADA"]);
    expect(pickup.text).toContain(ICE);
    // Nothing found for delivery: the search and the best sellers it offers instead both carry the type.
    const delivery = await visit(await deliveryShopper(), "/aurora/busca?q=gelo", /\/listaprodutos\//);
    expect(typesOf(delivery.calls, "tipoentrega")).toEqual(["DELIVERY", "DELIVERY"]);
    expect(delivery.text).not.toContain(ICE);
  });

  it("the home carousels carry the type: the ice is among the best sellers for pickup only", async () => {
    const pickup = await visit(await pickupShopper(), "/aurora", /\/customizacao\/carrossel\//);
    expect(typesOf(pickup.calls, "tipoentrega")).toEqual(["RETIRADA"]);
    expect(pickup.text).toContain(ICE);
    const delivery = await visit(await deliveryShopper(), "/aurora", /\/customizacao\/carrossel\//);
    expect(typesOf(delivery.calls, "tipoentrega")).toEqual(["DELIVERY"]);
    expect(delivery.text).not.toContain(ICE);
  });

  it("the combos page asks the combos offered for the type, as a combo's page does", async () => {
    // Ana's list (a client's, never kept for others) is asked on every visit.
    const ana = await pickupShopper(await logIn(server, "aurora", "cliente@exemplo.com.br"));
    const pickup = await visit(ana, "/aurora/combos", /\/promotional-combo-client\//);
    expect(pickup.status).toBe(200);
    expect(typesOf(pickup.calls, "tipoEntrega")).toEqual(["RETIRADA"]);
    const delivery = await visit(await deliveryShopper(ana), "/aurora/combos", /\/promotional-combo-client\//);
    expect(typesOf(delivery.calls, "tipoEntrega")).toEqual(["DELIVERY"]);
  });

  it("a combo's page carries the type", async () => {
    const pickup = await visit(await pickupShopper(), "/aurora/combo/701", /\/promotional-combo\//);
    expect(pickup.status).toBe(200);
    expect(typesOf(pickup.calls, "tipoEntrega")).toEqual(["RETIRADA"]);
    const delivery = await visit(await deliveryShopper(), "/aurora/combo/701", /\/promotional-combo\//);
    expect(typesOf(delivery.calls, "tipoEntrega")).toEqual(["DELIVERY"]);
  });
});

describe("the product page follows the delivery type", () => {
  it("the ice's page is there for pickup, with its sectors, and not found for delivery", async () => {
    const pickup = await visit(await pickupShopper(), `/aurora/produto/${ICE_ID}`, /\/produto\/\d+$/);
    expect(pickup.status).toBe(200);
    expect(typesOf(pickup.calls, "tipoEntrega")).toEqual(["RETIRADA"]);
    expect(pickup.text).toContain(ICE);
    expect(pickup.text).toContain("Onde fica na loja: Câmara fria · Retirada no balcão");

    const delivery = await visit(await deliveryShopper(), `/aurora/produto/${ICE_ID}`, /\/produto\/\d+$/);
    expect(typesOf(delivery.calls, "tipoEntrega")).toEqual(["DELIVERY"]);
    expect(delivery.status).toBe(404);
  });

  it("a product without sectors shows none; a failing or malformed sectors answer shows none either", async () => {
    const plain = await visit(new Shopper(server.url), "/aurora/produto/1003", /obter-setor/);
    expect(plain.status).toBe(200);
    expect(plain.calls).toHaveLength(1);
    expect(plain.text).not.toContain("Onde fica na loja");

    upstream.setFault({ mode: "500", match: (request) => request.path.includes("/obter-setor/") });
    const failing = await visit(new Shopper(server.url), "/aurora/produto/1001", /obter-setor/);
    expect(failing.status).toBe(200);
    expect(failing.text).toContain("Arroz branco tipo 1 5 kg");
    expect(failing.text).not.toContain("Onde fica na loja");

    upstream.setFault({
      mode: "rewrite",
      match: (request) => request.path.includes("/obter-setor/"),
      rewrite: () => [{ idsetor: 1, nome: "" }, { nome: 42 }, "x", { idsetor: 2, nome: "Mercearia seca" }],
    });
    const malformed = await visit(new Shopper(server.url), "/aurora/produto/1001", /obter-setor/);
    expect(malformed.status).toBe(200);
    expect(malformed.text).toContain("Onde fica na loja: Mercearia seca");
  });
});

describe("the cart follows the delivery type", () => {
  it("a pickup customer buys the ice; switched to delivery, the cart says it left", async () => {
    const ana = await pickupShopper(await logIn(server, "aurora", "cliente@exemplo.com.br"));
    const from = upstream.seen.length;
    const added = await ana.post("/aurora/carrinho", { intent: "adicionar", idproduto: ICE_ID, quantidade: "2" });
    expect(added.status).toBe(303);
    const cart = await visit(ana, "/aurora/carrinho", /\/cart$/);
    const cartCalls = upstream.seen.slice(from).filter((seen) => /\/cart$/.test(seen.path));
    expect(cartCalls.length).toBeGreaterThan(1);
    expect(new Set(typesOf(cartCalls, "tipoentrega"))).toEqual(new Set(["RETIRADA"]));
    expect(cart.text).toContain(ICE);

    await deliveryShopper(ana);
    const delivered = await visit(ana, "/aurora/carrinho", /\/cart$/);
    expect(new Set(typesOf(delivered.calls, "tipoentrega"))).toEqual(new Set(["DELIVERY"]));
    expect(delivered.text).toContain(`${ICE} está indisponível e ficou fora do carrinho.`);
  });
});

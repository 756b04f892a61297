/**
 * What keeps an order from being placed twice, wrongly or for a session that ended, through the
 * real server without JavaScript (docs/rules/checkout.md "Order submission": "A server
 * message saying an identical order was made seconds ago is shown directly"; docs/upstream-api.md
 * §53 "One order per client and key", "prices or totals sent are ignored"). Each test places at
 * Casa Verde (pickup, no address to set up) for the demo customer of that store.
 */
import { describe, expect, it } from "vitest";
import { seededStorefront } from "../../support/seeded-storefront";
import { upstreamCli } from "../../support/upstream-cli";
import {
  addToCart,
  brl,
  casaVerdeAnswers,
  CHECKOUT_ENV,
  checkoutFields,
  flashOf,
  logIn,
  open,
  openCheckout,
  orderNumberIn,
  read,
  submitCheckout,
  type Page,
} from "./checkout-shopper";
import { errorNextTo } from "./html-form";
import { placedOrders } from "./placed-orders";

const storefront = seededStorefront({ env: CHECKOUT_ENV });

const CUSTOMER = "casaverde@exemplo.com.br";
/** A customer of every store. */
const ANA = "cliente@exemplo.com.br";
/** Six kilos of Banana prata: R$ 6,49 a kilo from five kilos. */
const BANANAS = { idproduto: "3001", quantidade: "6", total: 6 * 6.49 } as const;

/** The customer with six kilos of bananas in the cart, at the checkout. */
async function atCheckout() {
  const who = await logIn(storefront.server, "casaverde", CUSTOMER);
  await addToCart(who, "casaverde", BANANAS.idproduto, BANANAS.quantidade);
  return { who, page: await openCheckout(who, "casaverde") };
}

/** Posts the page's form with the store's questions answered (and `changes`), read as the shopper gets it. */
async function post(
  who: Awaited<ReturnType<typeof atCheckout>>["who"],
  page: Page,
  changes: Record<string, string> = {},
) {
  return submitCheckout(who, "casaverde", page, { ...casaVerdeAnswers(page), ...changes });
}

const cartLines = async (who: Awaited<ReturnType<typeof atCheckout>>["who"]) =>
  (await openCheckout(who, "casaverde")).text;

describe("one order per checkout (its key)", () => {
  it("the same form posted again after its order: the same order's page, and one order", async () => {
    const { who, page } = await atCheckout();
    const first = await post(who, page);
    expect(first.status).toBe(303);
    const numpedido = orderNumberIn(first.headers.get("Location"), "casaverde");

    const again = await post(who, page);
    expect(again.status).toBe(303);
    expect(again.headers.get("Location")).toBe(`/casaverde/submissao/${numpedido}`);
    expect(placedOrders(storefront.dataDir, CUSTOMER).map((order) => order.numpedido)).toEqual([Number(numpedido)]);
  });

  it("the same form posted twice at once (a double click): both land on one order", async () => {
    const { who, page } = await atCheckout();
    const answers = await Promise.all([post(who, page), post(who, page)]);
    expect(answers.map((answer) => answer.status)).toEqual([303, 303]);
    const [one, other] = answers.map((answer) => answer.headers.get("Location"));
    expect(one).toBe(other);
    expect(placedOrders(storefront.dataDir, CUSTOMER)).toMatchObject([
      { numpedido: Number(orderNumberIn(one!, "casaverde")) },
    ]);
  });

  it("an identical order under another key within 60 s: the server's message as it is, nothing placed, the cart kept", async () => {
    const { who, page } = await atCheckout();
    expect((await post(who, page)).status).toBe(303);
    await addToCart(who, "casaverde", BANANAS.idproduto, BANANAS.quantidade);
    const second = await openCheckout(who, "casaverde");
    expect(checkoutFields(second).chave).not.toBe(checkoutFields(page).chave);

    const refused = await read(await post(who, second), "/casaverde/checkout");
    expect(refused.status).toBe(409);
    expect(refused.text).toContain("Um pedido idêntico foi realizado há poucos segundos.");
    expect(refused.text).not.toContain("Erro ao submeter seu pedido.");
    expect(placedOrders(storefront.dataDir, CUSTOMER)).toHaveLength(1);
    expect(await cartLines(who)).toContain(`6 kg de Banana prata ${brl(BANANAS.total)}`);
  });

  it("a key carried to another store's checkout is another order there, never the first store's order said as placed", async () => {
    const ana = await logIn(storefront.server, "aurora", ANA);
    await addToCart(ana, "aurora", "1001", "2");
    expect((await ana.post("/aurora/entrega", { intent: "tipo", tipoEntrega: "RETIRADA" })).status).toBe(303);
    const aurora = await openCheckout(ana, "aurora");
    const atAurora = await submitCheckout(ana, "aurora", aurora);
    expect(atAurora.status).toBe(303);
    const auroraOrder = Number(orderNumberIn(atAurora.headers.get("Location"), "aurora"));
    const { chave } = checkoutFields(aurora);

    // Casa Verde's cart is empty: that key has placed nothing there, so the cart's emptiness is said.
    const anaAtCasaVerde = await logIn(storefront.server, "casaverde", ANA);
    const empty = await openCheckout(anaAtCasaVerde, "casaverde");
    const refused = await read(await post(anaAtCasaVerde, empty, { chave: chave! }), "/casaverde/checkout");
    expect(refused.status).toBe(409);
    expect(refused.text).toContain("O carrinho está vazio. Experimente adicionar alguns produtos");

    // With bananas in the cart, the same key places Casa Verde's own order.
    await addToCart(anaAtCasaVerde, "casaverde", BANANAS.idproduto, BANANAS.quantidade);
    const page = await openCheckout(anaAtCasaVerde, "casaverde");
    const atCasaVerde = await post(anaAtCasaVerde, page, { chave: chave! });
    expect(atCasaVerde.status).toBe(303);
    const casaVerdeOrder = Number(orderNumberIn(atCasaVerde.headers.get("Location"), "casaverde"));
    expect(casaVerdeOrder).not.toBe(auroraOrder);
    expect(placedOrders(storefront.dataDir, ANA).map((order) => order.numpedido)).toEqual([
      auroraOrder,
      casaVerdeOrder,
    ]);
    expect(flashOf(await open(anaAtCasaVerde, `/casaverde/submissao/${casaVerdeOrder}`))).toBe(
      `Pedido ${casaVerdeOrder} recebido.`,
    );
  });

  it.each([
    { about: "without its key", chave: null },
    { about: "with a key of another shape", chave: "chave antiga" },
  ])(
    "a form $about (a page left open from before) is said to be stale; the page comes back ready to finish",
    async ({ chave }) => {
      const { who, page } = await atCheckout();
      const { chave: _rendered, ...fields } = checkoutFields(page);
      const posted = {
        ...fields,
        ...casaVerdeAnswers(page),
        ...(chave === null ? {} : { chave }),
        intent: "finalizar",
      };
      const refused = await read(await who.post("/casaverde/checkout", posted), "/casaverde/checkout");
      expect(refused.status).toBe(400);
      expect(refused.text).toContain("Esta página ficou aberta por muito tempo. Confira o pedido e finalize de novo.");
      expect(placedOrders(storefront.dataDir, CUSTOMER)).toEqual([]);
      expect(checkoutFields(refused).chave).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
      expect((await post(who, refused)).status).toBe(303);
    },
  );
});

describe("the server prices the order, whatever the form says", () => {
  it("a total seen that was tampered with: nothing placed, the total the server prices said", async () => {
    const { who, page } = await atCheckout();
    const refused = await read(await post(who, page, { totalVisto: "0.01" }), "/casaverde/checkout");
    expect(refused.status).toBe(409);
    expect(refused.text).toContain(
      `O total do pedido passou a ser ${brl(BANANAS.total)}. Confira o pedido e finalize de novo.`,
    );
    expect(placedOrders(storefront.dataDir, CUSTOMER)).toEqual([]);
  });

  it("quantities, prices and totals added to the form (and no total seen at all) change nothing of what is charged", async () => {
    const { who, page } = await atCheckout();
    const { totalVisto: _seen, ...fields } = checkoutFields(page);
    const tampered = {
      ...fields,
      ...casaVerdeAnswers(page),
      intent: "finalizar",
      quantidade: "1",
      "itens[0].quantidade": "1",
      "itens[0].idproduto": "3001",
      precoUnitario: "0.01",
      totalpedido: "0.01",
      taxaentrega: "0",
    };
    const answer = await who.post("/casaverde/checkout", tampered);
    expect(answer.status).toBe(303);
    const numpedido = orderNumberIn(answer.headers.get("Location"), "casaverde");
    const order = await open(who, `/casaverde/submissao/${numpedido}`);
    expect(order.text).toContain(`6 kg de Banana prata ${brl(BANANAS.total)}`);
    expect(order.text).toContain(`Total ${brl(BANANAS.total)}`);
    expect(placedOrders(storefront.dataDir, CUSTOMER)).toMatchObject([{ totalpedido: BANANAS.total }]);
  });
});

describe("what the shopper typed", () => {
  it("a note of 10 000 characters: the message next to the field, nothing placed, what was typed kept", async () => {
    const { who, page } = await atCheckout();
    const note = "Separar as bananas mais verdes, por favor. ".repeat(250).slice(0, 10_000);
    const refused = await read(
      await post(who, page, { anotacoes: note, numPedidoCliente: "OC-77" }),
      "/casaverde/checkout",
    );
    expect(refused.status).toBe(400);
    expect(errorNextTo(refused.html, "anotacoes")).toBe("As observações podem ter até 500 caracteres.");
    expect(checkoutFields(refused)).toMatchObject({ anotacoes: note, numPedidoCliente: "OC-77" });
    expect(placedOrders(storefront.dataDir, CUSTOMER)).toEqual([]);
  });
});

describe("a slot that passed while the page was open", () => {
  it("is never replaced silently: nothing placed, the next slot shown and said; pressing again places it", async () => {
    const { who, page } = await atCheckout();
    const shown = checkoutFields(page).agendamentoVisto;
    expect(shown).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00-03:00$/);
    // The page as it was when an earlier slot (now past) was the one in effect.
    const refused = await read(
      await post(who, page, { agendamentoVisto: "2026-01-05T08:00:00-03:00" }),
      "/casaverde/checkout",
    );
    expect(refused.status).toBe(409);
    expect(refused.text).toContain(
      "O horário que você escolheu não está mais disponível: mostramos o próximo. Confira ou escolha outro.",
    );
    expect(refused.text).toContain("Quando: ");
    expect(checkoutFields(refused).agendamentoVisto).toBe(shown);
    expect(placedOrders(storefront.dataDir, CUSTOMER)).toEqual([]);

    expect((await post(who, refused)).status).toBe(303);
    expect(placedOrders(storefront.dataDir, CUSTOMER)).toHaveLength(1);
  });
});

describe("a session that ended mid-checkout", () => {
  it("sends the shopper to log in and back to the checkout, the cart intact, nothing placed", async () => {
    const { who, page } = await atCheckout();
    await upstreamCli(storefront.dataDir, "expire-sessions", "--email", CUSTOMER);

    const sent = await post(who, page);
    expect(sent.status).toBe(303);
    expect(sent.headers.get("Location")).toBe("/casaverde/entrar?redirectTo=%2Fcasaverde%2Fcheckout");
    const login = await open(who, sent.headers.get("Location")!);
    expect(login.text).toContain("Sessão expirada, efetue login novamente");
    expect(placedOrders(storefront.dataDir, CUSTOMER)).toEqual([]);

    const back = await who.post("/casaverde/entrar", {
      login: CUSTOMER,
      senha: "demo1234",
      redirectTo: "/casaverde/checkout",
    });
    expect(back.headers.get("Location")).toBe("/casaverde/checkout");
    expect(await cartLines(who)).toContain(`6 kg de Banana prata ${brl(BANANAS.total)}`);
  });
});

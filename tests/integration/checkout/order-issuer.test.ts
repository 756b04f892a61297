/**
 * Orders placed by someone for a client, and by a client the supplier has not approved, through
 * the real server without JavaScript at Distribuidora Aurora (docs/rules/account.md "Linked users": "the order records 'Pedido
 * emitido por'"; §4 "Order submission": "Tag restrict-not-approved-user-submission clears the cart
 * for unapproved users"; docs/upstream-api.md §53 "who placed the order is read from the token").
 */
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { databasePath } from "../../../upstream/db/open";
import { SUPPLIER_SEEDS } from "../../../upstream/seed/suppliers";
import { seededStorefront } from "../../support/seeded-storefront";
import type { Shopper } from "../../support/shopper";
import {
  addToCart,
  checkoutFields,
  CHECKOUT_ENV,
  choosePickup,
  logIn,
  openCheckout,
  placeOrder,
  read,
  submitCheckout,
} from "./checkout-shopper";
import { withoutCardFields } from "./card-payer";
import { placedOrders } from "./placed-orders";

const storefront = seededStorefront({ env: CHECKOUT_ENV });

const AURORA_ID = SUPPLIER_SEEDS.find((seed) => seed.slug === "aurora")!.idfornecedor;
const BRANCH = { idcliente: 503, nome: "Mercado Boa Compra — Filial Centro" } as const;
const AWAITING_APPROVAL =
  "Seu cadastro aguarda aprovação do fornecedor; o pedido poderá ser enviado depois da aprovação.";

/** The supplier's back office approving or withdrawing a client's registration (the snapshot puts it back after the test). */
function setApproval(idcliente: number, approved: boolean) {
  const db = new Database(databasePath(storefront.dataDir));
  try {
    db.pragma("busy_timeout = 10000");
    const changed = db
      .prepare("UPDATE customer_suppliers SET cadastro_aprovado = ? WHERE idfornecedor = ? AND idcliente = ?")
      .run(approved ? 1 : 0, AURORA_ID, idcliente).changes;
    expect(changed).toBe(1);
  } finally {
    db.close();
  }
}

/** The representative logged in and acting for a client picked at /aurora/clientes. */
async function representativeFor(idcliente: number): Promise<Shopper> {
  const rep = await logIn(storefront.server, "aurora", "representante@exemplo.com.br", { representante: "on" });
  const picked = await rep.post("/aurora/clientes", { intent: "atender", idcliente: String(idcliente) });
  expect(picked.status).toBe(303);
  return rep;
}

/** Two bales of rice for pickup, invoiced. */
async function placeInvoicedPickup(who: Shopper) {
  await addToCart(who, "aurora", "1001", "2");
  await choosePickup(who, "aurora");
  return placeOrder(who, "aurora", { idformapagamento: "11" });
}

describe("'Pedido emitido por' on the order's page", () => {
  it("a representative's order for the client picked at /aurora/clientes", async () => {
    const rep = await representativeFor(BRANCH.idcliente);
    const { numpedido, page } = await placeInvoicedPickup(rep);
    expect(page.text).toContain(`Pedido nº ${numpedido}`);
    expect(page.text).toContain("Pedido emitido por Rafael Teixeira");
    expect(placedOrders(storefront.dataDir, BRANCH.idcliente)).toMatchObject([{ numpedido: Number(numpedido) }]);
  });

  it("a representative who has not picked a client is sent to pick one, not to log in, from the order's page and the card gateway", async () => {
    const { numpedido } = await placeInvoicedPickup(await representativeFor(BRANCH.idcliente));
    const rep = await logIn(storefront.server, "aurora", "representante@exemplo.com.br", { representante: "on" });
    const answers = [
      await rep.get(`/aurora/submissao/${numpedido}`),
      await rep.post(`/aurora/submissao/${numpedido}`, { intent: "pix-novo" }),
      await rep.get("/aurora/gateway-cartao?idformapagamento=13"),
    ];
    // The post is a form's: it answers 303; the pages' own redirects stay 302.
    expect(answers.map((answer) => [answer.status, answer.headers.get("Location")])).toEqual([
      [302, "/aurora/clientes"],
      [303, "/aurora/clientes"],
      [302, "/aurora/clientes"],
    ]);
  });

  it("a company's sub-user's order for the company", async () => {
    const buyer = await logIn(storefront.server, "aurora", "comprador@exemplo.com.br");
    const { numpedido, page } = await placeInvoicedPickup(buyer);
    expect(page.text).toContain("Pedido emitido por Júlia Martins");
    expect(placedOrders(storefront.dataDir, "empresa@exemplo.com.br")).toMatchObject([
      { numpedido: Number(numpedido), emitido_por: "Júlia Martins" },
    ]);
  });

  it("not on an order the customer placed themselves", async () => {
    const ana = await logIn(storefront.server, "aurora", "cliente@exemplo.com.br");
    const { page } = await placeInvoicedPickup(ana);
    expect(page.text).not.toContain("Pedido emitido por");
  });
});

describe("restrict-not-approved-user-submission (Aurora)", () => {
  it("a client the supplier has not approved: the checkout says it, and posting the form anyway places nothing", async () => {
    setApproval(BRANCH.idcliente, false);
    const rep = await representativeFor(BRANCH.idcliente);
    await choosePickup(rep, "aurora");
    const page = await openCheckout(rep, "aurora");
    expect(page.text).toContain(AWAITING_APPROVAL);

    const refused = await read(await submitCheckout(rep, "aurora", page), "/aurora/checkout");
    expect(refused.status).toBe(409);
    expect(refused.text).toContain(AWAITING_APPROVAL);
    expect(placedOrders(storefront.dataDir, BRANCH.idcliente)).toEqual([]);
  });

  it("approval withdrawn after login: the server refuses the order, said as docs/rules/checkout.md \"Order submission\": 'Erro ao submeter seu pedido. …'", async () => {
    const ana = await logIn(storefront.server, "aurora", "cliente@exemplo.com.br");
    await addToCart(ana, "aurora", "1001", "2");
    await choosePickup(ana, "aurora");
    // By card: invoicing is offered to approved customers only.
    expect(
      (await submitCheckout(ana, "aurora", await openCheckout(ana, "aurora"), { idformapagamento: "13" }, "pagamento"))
        .status,
    ).toBe(303);
    const page = await openCheckout(ana, "aurora");
    setApproval(501, false);

    // The card to be paid on the order's page (its fields left out): the order itself is what is refused.
    const refused = await read(
      await ana.post("/aurora/checkout", withoutCardFields({ ...checkoutFields(page), intent: "finalizar" })),
      "/aurora/checkout",
    );
    expect(refused.status).toBe(409);
    expect(refused.text).toContain(`Erro ao submeter seu pedido. ${AWAITING_APPROVAL}`);
    expect(placedOrders(storefront.dataDir, 501)).toEqual([]);
  });
});

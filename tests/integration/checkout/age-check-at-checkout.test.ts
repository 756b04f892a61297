/**
 * The age check where an adults-only product goes into the cart and at the checkout
 * (docs/rules/catalogue.md "Age check"), through the real server without JavaScript at Empório Bom
 * Sabor: a buy button (or a form posted straight to the cart), the quick order (pasted lines and a
 * spreadsheet) and "Colocar tudo no carrinho" of a shopping list put no adults-only product in the
 * cart before "Você tem 18 anos ou mais?" is answered "Sim" this visit: the buy button is sent to
 * the question and back, the quick order and the list hold those lines back, line by line, with a
 * link to the question, and add the rest. The checkout asks it too, as the last guard: an order does
 * not go without it, however the product got in (an answer of another visit).
 */
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { databasePath } from "../../../upstream/db/open";
import { bodyText } from "../../support/html";
import { seededStorefront } from "../../support/seeded-storefront";
import { Shopper } from "../../support/shopper";
import {
  addToCart,
  CHECKOUT_ENV,
  checkoutPath,
  flashOf,
  open,
  openCheckout,
  placeOrder,
  signUp,
  submitCheckout,
} from "./checkout-shopper";
import { placedOrders } from "./placed-orders";

const storefront = seededStorefront({ env: CHECKOUT_ENV });

const OLIVE_OIL = "2001"; // Azeite extravirgem português 500 ml (Mercearia fina)
const WINE = "2041"; // Vinho tinto Malbec 750 ml (Bebidas alcoólicas, adults only)
const QUESTION = `/bomsabor/maioridade?voltar=${encodeURIComponent("/bomsabor/checkout")}`;
const VINEGAR = "2005"; // Vinagre de maçã orgânico 500 ml (Mercearia fina)
const ON_DELIVERY = "22"; // Dinheiro na entrega
const WINE_NAME = "Vinho tinto Malbec 750 ml";
const OLIVE_OIL_NAME = "Azeite extravirgem português 500 ml";
const ASKED = "Você tem 18 anos ou mais?";
const HELD_BACK = "Só para maiores de 18 anos: ficou fora do carrinho";

/** The age question's address, back to `back`. */
const questionFor = (back: string) => `/bomsabor/maioridade?voltar=${encodeURIComponent(back)}`;

/** "Sim", this visit. */
async function sayYes(who: Shopper) {
  expect((await who.post("/bomsabor/maioridade", { resposta: "sim", voltar: "/bomsabor" })).status).toBe(303);
}

/** The cart page's text. */
async function cartText(who: Shopper): Promise<string> {
  const page = await open(who, "/bomsabor/carrinho");
  expect(page.status).toBe(200);
  return page.text;
}

/** The link each held-back line of a report gives to the question: the product's page after "Sim". */
const linksToQuestion = (html: string) =>
  [...html.matchAll(/<a[^>]*href="([^"]*maioridade[^"]*)"[^>]*>/g)].map((match) => match[1]!.replace(/&amp;/g, "&"));

describe("an adults-only product in the cart", () => {
  it("the checkout asks the age first, places nothing before 'Sim', and opens after it", async () => {
    const { who, customer } = await signUp(storefront.server, "bomsabor", "idade-checkout");
    await addToCart(who, "bomsabor", OLIVE_OIL, "1");
    // A form of the checkout as it was before the drink came in.
    const before = await openCheckout(who, "bomsabor");
    // The drink went in from another browser of the same login, where "Sim" was answered.
    const other = who.clone();
    await sayYes(other);
    await addToCart(other, "bomsabor", WINE, "1");

    const asked = await who.get(checkoutPath("bomsabor"));
    expect(asked.status).toBe(302);
    expect(asked.headers.get("Location")).toBe(QUESTION);

    const posted = await submitCheckout(who, "bomsabor", before);
    expect([302, 303]).toContain(posted.status);
    expect(posted.headers.get("Location")).toBe(QUESTION);
    expect(placedOrders(storefront.server.dataDir, customer.email)).toEqual([]);

    expect((await who.post("/bomsabor/maioridade", { resposta: "sim", voltar: "/bomsabor/checkout" })).status).toBe(
      303,
    );
    expect((await openCheckout(who, "bomsabor")).status).toBe(200);
  });

  it("a cart without one goes to the checkout unasked", async () => {
    const { who } = await signUp(storefront.server, "bomsabor", "idade-sem-bebida");
    await addToCart(who, "bomsabor", OLIVE_OIL, "1");
    expect((await who.get(checkoutPath("bomsabor"))).status).toBe(200);
  });
});

describe("a buy button with an adults-only product", () => {
  it("puts nothing in before 'Sim': the question, saying what was held back, then back where the shopper was", async () => {
    const { who } = await signUp(storefront.server, "bomsabor", "idade-comprar");
    const from = "/bomsabor/busca?q=malbec";
    const asked = await who.post("/bomsabor/carrinho", {
      intent: "adicionar",
      idproduto: WINE,
      quantidade: "2",
      redirectTo: from,
    });
    expect(asked.status).toBe(303);
    expect(asked.headers.get("Location")).toBe(`${questionFor(from)}&produto=${WINE}&quantidade=2`);
    const question = await open(who, asked.headers.get("Location")!);
    expect(question.status).toBe(200);
    expect(question.text).toContain(ASKED);
    expect(question.text).toContain(`${WINE_NAME} (2 un) não foi para o carrinho`);
    expect(await cartText(who)).not.toContain(WINE_NAME);

    const yes = await who.post("/bomsabor/maioridade", { resposta: "sim", voltar: from });
    expect(yes.headers.get("Location")).toBe(from);
    await addToCart(who, "bomsabor", WINE, "2");
    expect(await cartText(who)).toContain(WINE_NAME);
  });

  it("a form posted straight to the cart is asked too, and comes back to the cart", async () => {
    const { who } = await signUp(storefront.server, "bomsabor", "idade-direto");
    const asked = await who.post("/bomsabor/carrinho", { intent: "adicionar", idproduto: WINE, quantidade: "1" });
    expect(asked.status).toBe(303);
    expect(asked.headers.get("Location")).toBe(`${questionFor("/bomsabor/carrinho")}&produto=${WINE}&quantidade=1`);
    expect((await open(who, asked.headers.get("Location")!)).text).toContain(`${WINE_NAME} (1 un) não foi`);
    expect(await cartText(who)).not.toContain(WINE_NAME);
  });

  it("a forged age cookie asks again", async () => {
    const { who } = await signUp(storefront.server, "bomsabor", "idade-forjada");
    for (const forged of ["sim", "InNpbSI%3D"]) {
      const response = await fetch(`${storefront.url}/bomsabor/carrinho`, {
        method: "POST",
        redirect: "manual",
        headers: {
          Origin: storefront.url,
          "Content-Type": "application/x-www-form-urlencoded",
          Cookie: `${who.cookieHeader()}; commerce-maioridade=${forged}`,
        },
        body: new URLSearchParams({ intent: "adicionar", idproduto: WINE, quantidade: "1" }),
      });
      expect(response.status, forged).toBe(303);
      expect(response.headers.get("Location")).toBe(
        `${questionFor("/bomsabor/carrinho")}&produto=${WINE}&quantidade=1`,
      );
    }
    expect(await cartText(who)).not.toContain(WINE_NAME);
  });

  it("a product for everyone goes in unasked", async () => {
    const { who } = await signUp(storefront.server, "bomsabor", "idade-azeite");
    await addToCart(who, "bomsabor", OLIVE_OIL, "1");
    expect(await cartText(who)).toContain(OLIVE_OIL_NAME);
  });
});

/** The quick order as a browser sends it (multipart), pasted lines or a spreadsheet. */
async function quickOrder(who: Shopper, sent: { linhas?: string; planilha?: string }) {
  const form = new FormData();
  form.set("linhas", sent.linhas ?? "");
  form.set(
    "arquivo",
    sent.planilha === undefined
      ? new File([], "", { type: "application/octet-stream" })
      : new File([sent.planilha], "pedido.csv", { type: "text/csv" }),
  );
  const response = await fetch(`${storefront.url}/bomsabor/pedido-rapido`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: storefront.url, Cookie: who.cookieHeader() },
    body: form,
  });
  const html = await response.text();
  return { status: response.status, html, text: bodyText(html.replace(/<!--[\s\S]*?-->/g, "")) };
}

describe("the quick order with an adults-only product", () => {
  it.each([
    ["pasted lines", { linhas: "BSB-0001;1\nBSB-0041;2" }],
    ["a spreadsheet", { planilha: "codigo;quantidade\nBSB-0001;1\nBSB-0041;2\n" }],
  ])(
    "%s: the drink is held back, said on its line with a link to the question; the rest goes in",
    async (_label, sent) => {
      const { who } = await signUp(storefront.server, "bomsabor", "idade-rapido");
      const answer = await quickOrder(who, sent);
      expect(answer.status).toBe(200);
      expect(answer.text).toContain(HELD_BACK);
      expect(linksToQuestion(answer.html)).toContain(questionFor(`/bomsabor/produto/${WINE}`));
      const cart = await cartText(who);
      expect(cart).toContain(OLIVE_OIL_NAME);
      expect(cart).not.toContain(WINE_NAME);

      await sayYes(who);
      const again = await quickOrder(who, { linhas: "BSB-0041;2" });
      expect(again.text).not.toContain(HELD_BACK);
      expect(await cartText(who)).toContain(WINE_NAME);
    },
  );
});

/** A list of the customer's own at Bom Sabor, with the olive oil and the wine (what its page's forms make). */
function listWithWine(email: string): number {
  const db = new Database(databasePath(storefront.dataDir));
  try {
    db.pragma("busy_timeout = 10000");
    const idcliente = db.prepare("SELECT idcliente FROM customers WHERE email = ?").pluck().get(email) as number;
    const idfornecedor = db
      .prepare("SELECT idfornecedor FROM suppliers WHERE slug = 'bomsabor'")
      .pluck()
      .get() as string;
    const idlista = Number(
      db
        .prepare("INSERT INTO shopping_lists (idfornecedor, idcliente, tipo, nome) VALUES (?, ?, 'CLIENTE', 'Jantar')")
        .run(idfornecedor, idcliente).lastInsertRowid,
    );
    const line = db.prepare(
      "INSERT INTO shopping_list_items (idlista, idproduto, quantidade, ordem) VALUES (?, ?, ?, ?)",
    );
    line.run(idlista, Number(OLIVE_OIL), 1, 1);
    line.run(idlista, Number(WINE), 2, 2);
    return idlista;
  } finally {
    db.close();
  }
}

describe("a shopping list with an adults-only product", () => {
  it("'Colocar tudo no carrinho' holds the drink back, line by line with a link to the question, and adds the rest", async () => {
    const { who, customer } = await signUp(storefront.server, "bomsabor", "idade-lista");
    const idlista = listWithWine(customer.email);
    const answer = await who.post(`/bomsabor/listas/${idlista}`, { intent: "aplicar" });
    const html = await answer.text();
    const text = bodyText(html.replace(/<!--[\s\S]*?-->/g, ""));
    expect(answer.status).toBe(200);
    expect(text).toContain(HELD_BACK);
    expect(linksToQuestion(html)).toContain(questionFor(`/bomsabor/produto/${WINE}`));
    const cart = await cartText(who);
    expect(cart).toContain(OLIVE_OIL_NAME);
    expect(cart).not.toContain(WINE_NAME);
  });

  it("after 'Sim' the whole list goes in", async () => {
    const { who, customer } = await signUp(storefront.server, "bomsabor", "idade-lista-sim");
    const idlista = listWithWine(customer.email);
    await sayYes(who);
    const answer = await who.post(`/bomsabor/listas/${idlista}`, { intent: "aplicar" });
    expect(answer.status).toBe(200);
    expect(bodyText(await answer.text())).not.toContain(HELD_BACK);
    expect(await cartText(who)).toContain(WINE_NAME);
  });
});

describe("'Repetir pedido' of an order with an adults-only product", () => {
  it("holds the drink back before 'Sim', says so with a link to the question, and adds the rest", async () => {
    const { who, customer } = await signUp(storefront.server, "bomsabor", "idade-repetir");
    await sayYes(who);
    await addToCart(who, "bomsabor", OLIVE_OIL, "1");
    await addToCart(who, "bomsabor", WINE, "2");
    const { numpedido } = await placeOrder(who, "bomsabor", { idformapagamento: ON_DELIVERY });
    // Another visit: no answer to the question yet.
    const later = new Shopper(storefront.url);
    expect((await later.post("/bomsabor/entrar", { login: customer.email, senha: customer.senha })).status).toBe(303);
    const answer = await later.post(`/bomsabor/pedidos/${numpedido}`, { intent: "repetir" });
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe("/bomsabor/carrinho");
    const cart = await open(later, "/bomsabor/carrinho");
    expect(flashOf(cart)).toContain("Os produtos do pedido foram carregados no seu carrinho");
    expect(flashOf(cart)).toContain(`Só para maiores de 18 anos, ficou fora do carrinho: ${WINE_NAME}`);
    expect(linksToQuestion(cart.html)).toContain(questionFor(`/bomsabor/produto/${WINE}`));
    expect(cart.text).toContain(OLIVE_OIL_NAME);
    expect(cartProducts(customer.email)).toEqual([Number(OLIVE_OIL)]);

    await sayYes(later);
    expect((await later.post(`/bomsabor/pedidos/${numpedido}`, { intent: "repetir" })).status).toBe(303);
    expect(cartProducts(customer.email)).toContain(Number(WINE));
  });
});

/** The products of the stored cart of the customer with this e-mail at Bom Sabor (the upstream's own database). */
function cartProducts(email: string): number[] {
  const db = new Database(databasePath(storefront.dataDir), { readonly: true });
  try {
    db.pragma("busy_timeout = 10000");
    return db
      .prepare(
        `SELECT i.idproduto FROM cart_items i JOIN carts c USING (idcarrinho) JOIN customers k USING (idcliente)
         WHERE k.email = ? AND c.idfornecedor = (SELECT idfornecedor FROM suppliers WHERE slug = 'bomsabor')
         ORDER BY i.idproduto`,
      )
      .pluck()
      .all(email) as number[];
  } finally {
    db.close();
  }
}

/** The lines the cart page with JavaScript saves in one go (`salvar`). */
const saved = (lines: [string, number][]) =>
  JSON.stringify(lines.map(([idproduto, quantidade]) => ({ idproduto, quantidade, embalarParaPresente: false })));

describe("the cart page's save with an adults-only product", () => {
  it.each([
    ["with JavaScript", { resposta: "dados" }],
    ["without", {}],
  ])("%s: a drink not in the cart is refused before 'Sim', with a link to the question", async (_label, extra) => {
    const { who, customer } = await signUp(storefront.server, "bomsabor", "idade-salvar");
    await addToCart(who, "bomsabor", OLIVE_OIL, "1");
    const answer = await who.post("/bomsabor/carrinho", {
      intent: "salvar",
      linhas: saved([
        [OLIVE_OIL, 2],
        [WINE, 2],
      ]),
      ...extra,
    });
    expect(answer.status).toBe(403);
    const body = await answer.text();
    expect(body).toContain(`${WINE_NAME} (2 un) não foi para o carrinho`);
    expect(body.replace(/&amp;/g, "&")).toContain(questionFor("/bomsabor/carrinho"));
    expect(cartProducts(customer.email)).toEqual([Number(OLIVE_OIL)]);
  });

  it("a drink already in the cart (answered in another visit) is saved as edited", async () => {
    const { who, customer } = await signUp(storefront.server, "bomsabor", "idade-salvar-tinha");
    const other = who.clone();
    await sayYes(other);
    await addToCart(other, "bomsabor", WINE, "1");
    const answer = await who.post("/bomsabor/carrinho", {
      intent: "salvar",
      linhas: saved([[WINE, 3]]),
      resposta: "dados",
    });
    expect(answer.status).toBe(200);
    expect(cartProducts(customer.email)).toEqual([Number(WINE)]);
  });
});

/** Makes the vinegar a product whose segment the upstream does not say. */
function vinegarWithoutSegment(): void {
  const db = new Database(databasePath(storefront.dataDir));
  try {
    db.pragma("busy_timeout = 10000");
    db.prepare("UPDATE products SET idsegmento = NULL WHERE id = ?").run(Number(VINEGAR));
  } finally {
    db.close();
  }
}

describe("a product whose segment the upstream does not say, at a store with an adults-only segment", () => {
  it("is shown, but goes into the cart only after 'Sim'", async () => {
    vinegarWithoutSegment();
    const { who, customer } = await signUp(storefront.server, "bomsabor", "idade-sem-segmento");
    expect((await open(who, `/bomsabor/produto/${VINEGAR}`)).text).toContain("Vinagre de maçã orgânico 500 ml");
    const asked = await who.post("/bomsabor/carrinho", { intent: "adicionar", idproduto: VINEGAR, quantidade: "1" });
    expect(asked.status).toBe(303);
    expect(asked.headers.get("Location")).toBe(`${questionFor("/bomsabor/carrinho")}&produto=${VINEGAR}&quantidade=1`);
    expect(cartProducts(customer.email)).toEqual([]);
    await sayYes(who);
    await addToCart(who, "bomsabor", VINEGAR, "1");
    expect(cartProducts(customer.email)).toEqual([Number(VINEGAR)]);
  });
});

describe("the age question's page", () => {
  it("names only an adults-only product as held back", async () => {
    const { who } = await signUp(storefront.server, "bomsabor", "idade-nota");
    const page = await open(who, `${questionFor("/bomsabor")}&produto=${OLIVE_OIL}&quantidade=2`);
    expect(page.status).toBe(200);
    expect(page.text).toContain(ASKED);
    expect(page.text).not.toContain("não foi para o carrinho");
    const wine = await open(who, `${questionFor("/bomsabor")}&produto=${WINE}&quantidade=2`);
    expect(wine.text).toContain(`${WINE_NAME} (2 un) não foi para o carrinho`);
  });
});

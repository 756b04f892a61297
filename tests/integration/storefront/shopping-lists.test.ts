/**
 * Shopping lists through the real server without JavaScript (docs/rules/cart.md "Shopping
 * lists"; docs/upstream-api.md §71–§81; ADR 0037): `/{s}/listas`, a list's page and its
 * forms, "Colocar tudo no carrinho" with its report, "Salvar em uma lista" from a product, the cart
 * and an order; whose lists they are; and the faults: another customer's list, a malformed id, a
 * long or HTML name, a service-locked cart, the upstream failing midway, an optional call absent.
 * Over an upstream that misbehaves on demand (it passes everything unless a test says otherwise).
 */
import Database from "better-sqlite3";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { messages } from "~/models/messages";
import { databasePath } from "../../../upstream/db/open";
import { snapshotDatabase, type DatabaseSnapshot } from "../../support/database-snapshot";
import { fieldError, fieldValue, headerCart, hrefs } from "../../support/html";
import { startMisbehavingUpstream, type MisbehavingUpstream } from "../../support/misbehaving-upstream";
import { Shopper } from "../../support/shopper";
import { startStorefront, type StorefrontServer } from "../../support/storefront-server";
import { ANA, EMPRESA, aurora, flashOf, mainText } from "../orders/aurora-orders";

let upstream: MisbehavingUpstream;
let server: StorefrontServer;
let seeded: DatabaseSnapshot;
let helpers: ReturnType<typeof aurora>;

/** The demo lists (docs/upstream-api.md, "The reference server"): ids in seed order. */
const REPOSICAO_SEMANAL = "1";
const COMPRAS_DO_MES = "2";
const REPOSICAO_DA_LOJA = "3";

beforeAll(async () => {
  upstream = await startMisbehavingUpstream();
  server = await startStorefront({
    apiBaseUrl: upstream.url,
    env: {
      APP_TOKEN: upstream.appToken,
      AUTH_ATTEMPTS_PER_IP: "5000",
      AUTH_ATTEMPTS_PER_ACCOUNT: "1000",
      PUBLIC_CACHE: "false",
    },
  });
  helpers = aurora(server, upstream.appToken);
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

function sql<T>(run: (db: Database.Database) => T): T {
  const db = new Database(databasePath(upstream.dataDir));
  try {
    db.pragma("busy_timeout = 10000");
    return run(db);
  } finally {
    db.close();
  }
}

const listCalls = () => upstream.seen.filter((request) => request.path.startsWith("/v4/shopping-list/"));
const cartOf = (idcliente: number) =>
  sql((db) =>
    db
      .prepare(
        `SELECT i.idproduto, i.quantidade FROM cart_items i JOIN carts c ON c.idcarrinho = i.idcarrinho
         WHERE c.idcliente = ? ORDER BY i.idproduto`,
      )
      .all(idcliente),
  ) as { idproduto: number; quantidade: number }[];
const emptyCart = (idcliente: number) =>
  sql((db) =>
    db
      .prepare("DELETE FROM cart_items WHERE idcarrinho IN (SELECT idcarrinho FROM carts WHERE idcliente = ?)")
      .run(idcliente),
  );
const linesOf = (idlista: string) =>
  sql((db) =>
    db
      .prepare("SELECT idproduto, quantidade FROM shopping_list_items WHERE idlista = ? ORDER BY ordem")
      .all(Number(idlista)),
  ) as {
    idproduto: number;
    quantidade: number;
  }[];

async function post(who: Shopper, path: string, fields: Record<string, string>, status: number) {
  const answer = await who.post(path, fields);
  expect(answer.status, `${path} ${JSON.stringify(fields)}`).toBe(status);
  return answer;
}

describe("whose lists", () => {
  it("a guest is sent to log in and comes back; the account menu links the lists", async () => {
    const answer = await new Shopper(server.url).get("/aurora/listas");
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe(`/aurora/entrar?redirectTo=${encodeURIComponent("/aurora/listas")}`);
    const ana = await helpers.logIn(ANA);
    expect(hrefs(await helpers.page(ana, "/aurora"))).toContain("/aurora/listas");
  });

  it("shows the client's own lists and the store's suggested ones", async () => {
    const ana = await helpers.logIn(ANA);
    const text = mainText(await helpers.page(ana, "/aurora/listas"));
    expect(text).toContain("Minhas listas");
    expect(text).toContain("Compras do mês");
    expect(text).toContain("Sugeridas");
    expect(text).toContain("Reposição semanal");
    expect(text).not.toContain("Reposição da loja");
  });

  it("shows each list's first products: what goes into the cart, the price, availability, and its cart button", async () => {
    const ana = await helpers.logIn(ANA);
    const html = await helpers.page(ana, "/aurora/listas");
    const text = mainText(html);
    const mine = text.slice(text.indexOf("Minhas listas"), text.indexOf("Sugeridas"));
    expect(mine).toContain("Compras do mês 5 produtos");
    expect(mine).toMatch(/Arroz branco tipo 1 5 kg Vai ao carrinho: 6 fd R\$ \d+,\d{2}/);
    expect(mine).toMatch(/Óleo de soja 18 L Vai ao carrinho: 10 un R\$ [\d.,]+/);
    expect(mine).toMatch(/Grão-de-bico 500 g Indisponível R\$ [\d.,]+/);
    expect(mine).toContain("Produto fora do catálogo (código interno 1999) Indisponível");
    expect(mine).not.toContain("e mais");
    expect(text.slice(text.indexOf("Sugeridas"))).toContain("Reposição semanal 5 produtos Arroz branco tipo 1 5 kg");
    expect(hrefs(html)).toContain("/aurora/produto/1001");
    // "Colocar tudo no carrinho" of each list is the list page's own form: it works from here, with or without JavaScript.
    expect(html).toContain(`action="/aurora/listas/${COMPRAS_DO_MES}#colocar-no-carrinho"`);
    expect(html).toContain(`action="/aurora/listas/${REPOSICAO_SEMANAL}#colocar-no-carrinho"`);
    expect((html.match(/name="intent" value="aplicar"/g) ?? []).length).toBe(2);
    // No edit controls here: they are on the list's page.
    expect(html).not.toContain('value="remover"');
    expect(html).not.toContain('name="quantidade"');
  });

  it("bounds each list to its first 5 products, asked in one short page, with 'e mais N produtos' to the rest", async () => {
    sql((db) => {
      const add = db.prepare(
        "INSERT INTO shopping_list_items (idlista, idproduto, quantidade, ordem) VALUES (?, ?, 1, ?)",
      );
      [1002, 1004, 1005].forEach((idproduto, index) => add.run(Number(COMPRAS_DO_MES), idproduto, 100 + index));
    });
    const ana = await helpers.logIn(ANA);
    upstream.seen.length = 0;
    const html = await helpers.page(ana, "/aurora/listas");
    const text = mainText(html);
    expect(text).toContain("Compras do mês 8 produtos");
    expect(text).toContain("e mais 3 produtos");
    expect(html).toMatch(new RegExp(`href="/aurora/listas/${COMPRAS_DO_MES}"[^>]*>e mais 3 produtos<`));
    const asked = upstream.seen.filter((request) => request.path.endsWith(`/${COMPRAS_DO_MES}/products/501`));
    expect(asked.map((request) => request.query.get("limit"))).toEqual(["5"]);
  });

  it("a list whose products cannot be read shows its name and says so; the others and the page stay", async () => {
    const ana = await helpers.logIn(ANA);
    upstream.setFault({
      mode: "500",
      match: (request) => request.path.startsWith(`/v4/shopping-list/${COMPRAS_DO_MES}/products/`),
    });
    const text = mainText(await helpers.page(ana, "/aurora/listas"));
    const mine = text.slice(text.indexOf("Minhas listas"), text.indexOf("Sugeridas"));
    expect(mine).toContain("Compras do mês 5 produtos");
    expect(mine).toContain("Não foi possível mostrar os produtos desta lista agora. Abra a lista para vê-los.");
    expect(mine).not.toContain("Óleo de soja");
    expect(text.slice(text.indexOf("Sugeridas"))).toContain("Arroz branco tipo 1 5 kg");
  });

  it("a company's user sees the company's lists, and the page says they are shared", async () => {
    const julia = await helpers.logIn("comprador@exemplo.com.br");
    const text = mainText(await helpers.page(julia, "/aurora/listas"));
    expect(text).toContain("Reposição da loja");
    expect(text).toContain("todos os usuários dessa conta veem e alteram as mesmas listas");
  });

  it("another customer's list is a 404 page; a malformed id is one too, with no call", async () => {
    const ana = await helpers.logIn(ANA);
    await helpers.page(ana, `/aurora/listas/${REPOSICAO_DA_LOJA}`, 404);
    const before = listCalls().length;
    await helpers.page(ana, "/aurora/listas/abc", 404);
    await helpers.page(ana, "/aurora/listas/1234567890123456", 404);
    expect(listCalls().length).toBe(before);
    // Nor can its forms touch it.
    await post(ana, `/aurora/listas/${REPOSICAO_DA_LOJA}`, { intent: "remover", idproduto: "1003" }, 404);
    expect(linesOf(REPOSICAO_DA_LOJA).length).toBe(2);
  });
});

describe("a list's page", () => {
  it("shows each line with the price this viewer may see, its availability and what goes into the cart", async () => {
    const ana = await helpers.logIn(ANA);
    const html = await helpers.page(ana, `/aurora/listas/${COMPRAS_DO_MES}`);
    const text = mainText(html);
    expect(text).toContain("Arroz branco tipo 1 5 kg");
    expect(text).toMatch(/R\$ \d+,\d{2}/);
    expect(text).toMatch(/Grão-de-bico 500 g R\$ [\d.,]+ Indisponível Na lista: 2 cx/);
    expect(text).toContain("Na lista: 12 un Vai ao carrinho: 10 un");
    expect(text).toContain("Produto fora do catálogo (código interno 1999) Indisponível");
    expect(fieldValue(html, "quantidade")).toBe("6");
  });

  it("a line the upstream sends unreadable is left out, never the list", async () => {
    const ana = await helpers.logIn(ANA);
    upstream.setFault({
      mode: "rewrite",
      match: (request) => request.path.includes("/products/"),
      rewrite: (body) => {
        const page = body as { itens: { quantidade: unknown }[] };
        if (page.itens[1]) page.itens[1].quantidade = "muitos";
        return page;
      },
    });
    const text = mainText(await helpers.page(ana, `/aurora/listas/${COMPRAS_DO_MES}`));
    expect(text).toContain("Arroz branco tipo 1 5 kg");
    expect(text).not.toContain("Extrato de tomate 1,7 kg");
    expect(text).toContain("Óleo de soja 18 L");
  });

  it("a suggested list offers no edits, only the cart and copying to the client's lists", async () => {
    const ana = await helpers.logIn(ANA);
    const html = await helpers.page(ana, `/aurora/listas/${REPOSICAO_SEMANAL}`);
    expect(mainText(html)).toContain("Lista sugerida pela loja.");
    expect(html).not.toContain('value="remover"');
    expect(html).not.toContain('value="renomear"');
    expect(html).toContain('value="copiar"');
    expect(html).toContain("Colocar tudo no carrinho");
    await post(ana, `/aurora/listas/${REPOSICAO_SEMANAL}`, { intent: "remover", idproduto: "1001" }, 403);
    const copied = await post(
      ana,
      `/aurora/listas/${REPOSICAO_SEMANAL}`,
      { intent: "copiar", idproduto: "1016", destino: COMPRAS_DO_MES },
      303,
    );
    expect(copied.headers.get("Location")).toBe(`/aurora/listas/${REPOSICAO_SEMANAL}#linha-1016`);
    expect(linesOf(COMPRAS_DO_MES)).toContainEqual({ idproduto: 1016, quantidade: 4 });
  });
});

describe("editing a list, without JavaScript", () => {
  it("changes a line's quantity by the cart's rules and comes back to the line", async () => {
    const ana = await helpers.logIn(ANA);
    const path = `/aurora/listas/${COMPRAS_DO_MES}`;
    const typed = await post(ana, path, { intent: "quantidade", idproduto: "1013", quantidade: "20" }, 303);
    expect(typed.headers.get("Location")).toBe(`${path}#linha-1013`);
    expect(linesOf(COMPRAS_DO_MES)).toContainEqual({ idproduto: 1013, quantidade: 10 });
    await post(ana, path, { intent: "quantidade", idproduto: "1001", passo: "mais", quantidade: "6" }, 303);
    expect(linesOf(COMPRAS_DO_MES)).toContainEqual({ idproduto: 1001, quantidade: 7 });
    const refused = await post(ana, path, { intent: "quantidade", idproduto: "1001", quantidade: "dez" }, 400);
    const html = await refused.text();
    expect(fieldError(html, "quantidade")).toBe("Informe a quantidade com números, como 2 ou 1,5.");
    expect(html).toContain('value="dez"');
  });

  it("removes a line, copies one to another list, renames and disables after confirming", async () => {
    const ana = await helpers.logIn(ANA);
    const path = `/aurora/listas/${COMPRAS_DO_MES}`;
    await post(ana, path, { intent: "remover", idproduto: "1011" }, 303);
    expect(linesOf(COMPRAS_DO_MES).map((line) => line.idproduto)).not.toContain(1011);

    const made = await post(ana, "/aurora/listas?index", { nome: "Festa" }, 303);
    const festa = /\/aurora\/listas\/(\d+)$/.exec(made.headers.get("Location") ?? "")?.[1] ?? "";
    expect(festa).not.toBe("");
    await post(ana, path, { intent: "copiar", idproduto: "1001", destino: festa }, 303);
    expect(linesOf(festa)).toEqual([{ idproduto: 1001, quantidade: 6 }]);
    const noDestination = await post(ana, path, { intent: "copiar", idproduto: "1001", destino: "" }, 400);
    expect(await noDestination.text()).toContain("Escolha a lista para onde copiar o produto.");

    await post(ana, path, { intent: "renomear", nome: "Mensal <i>da loja</i>" }, 303);
    const renamed = await helpers.page(ana, path);
    expect(renamed).toContain("Mensal &lt;i&gt;da loja&lt;/i&gt;");
    expect(renamed).not.toContain("<i>da loja</i>");

    expect(mainText(await helpers.page(ana, `${path}?desativar`))).toContain("Desativar esta lista?");
    const disabled = await post(ana, path, { intent: "desativar" }, 303);
    expect(disabled.headers.get("Location")).toBe("/aurora/listas");
    await helpers.page(ana, path, 404);
  });

  it("with JavaScript (resposta=dados) a quantity and a removal answer in place, and a refusal says why", async () => {
    const ana = await helpers.logIn(ANA);
    const path = `/aurora/listas/${COMPRAS_DO_MES}`;
    const saved = await post(
      ana,
      path,
      { intent: "quantidade", idproduto: "1013", quantidade: "20", resposta: "dados" },
      200,
    );
    expect(await saved.text()).toContain("Quantidade atualizada.");
    expect(linesOf(COMPRAS_DO_MES)).toContainEqual({ idproduto: 1013, quantidade: 10 });
    const refused = await post(
      ana,
      path,
      { intent: "quantidade", idproduto: "1001", quantidade: "0", resposta: "dados" },
      400,
    );
    expect(fieldError(await refused.text(), "quantidade")).toBe("Para tirar o produto da lista, use Remover.");
    expect(linesOf(COMPRAS_DO_MES)).toContainEqual({ idproduto: 1001, quantidade: 6 });
    const removed = await post(ana, path, { intent: "remover", idproduto: "1011", resposta: "dados" }, 200);
    expect(await removed.text()).toContain("Produto removido");
    expect(linesOf(COMPRAS_DO_MES).map((line) => line.idproduto)).not.toContain(1011);
  });

  it("bounds a name of 10 000 characters and keeps what was typed, next to the field", async () => {
    const ana = await helpers.logIn(ANA);
    const refused = await post(ana, "/aurora/listas?index", { nome: "x".repeat(10_000) }, 400);
    const html = await refused.text();
    expect(fieldError(html, "nome")).toBe("Use no máximo 80 caracteres no nome.");
    expect(fieldValue(html, "nome")).toBe("x".repeat(200));
    expect((await post(ana, "/aurora/listas?index", { nome: "   " }, 400)).status).toBe(400);
  });

  it("pages a list of 500 lines, 50 at a time", async () => {
    const ana = await helpers.logIn(ANA);
    sql((db) => {
      const insert = db.prepare(
        "INSERT INTO shopping_list_items (idlista, idproduto, quantidade, ordem) VALUES (?, ?, 1, ?)",
      );
      for (let index = 0; index < 495; index += 1) insert.run(Number(COMPRAS_DO_MES), 5000 + index, 100 + index);
    });
    const first = mainText(await helpers.page(ana, `/aurora/listas/${COMPRAS_DO_MES}`));
    expect(first).toContain("500 produtos");
    expect(first).toContain("Página 1 de 10");
    const last = mainText(await helpers.page(ana, `/aurora/listas/${COMPRAS_DO_MES}?pagina=10`));
    expect(last).toContain("Página 10 de 10");
    expect(last).toContain("código interno 5494");
  });
});

describe("Colocar tudo no carrinho", () => {
  it("puts the list in the cart and says, line by line, what went in", async () => {
    const ana = await helpers.logIn(ANA);
    emptyCart(501);
    const answer = await post(ana, `/aurora/listas/${COMPRAS_DO_MES}`, { intent: "aplicar" }, 200);
    const text = mainText(await answer.text());
    expect(text).toContain("3 produtos entraram no carrinho.");
    expect(text).toContain("Resultado linha a linha");
    expect(text).toContain("A quantidade de Óleo de soja 18 L foi ajustada para 10 un (máximo de 10 un por pedido).");
    expect(text).toContain("Produto indisponível: ficou fora do carrinho");
    expect(text).toContain("Produto fora do catálogo: ficou fora do carrinho");
    expect(cartOf(501)).toEqual([
      { idproduto: 1001, quantidade: 6 },
      { idproduto: 1011, quantidade: 3 },
      { idproduto: 1013, quantidade: 10 },
    ]);
  });

  it("the answer's own page (no JavaScript) counts in its header the products that went in", async () => {
    const ana = await helpers.logIn(ANA);
    emptyCart(501);
    await post(ana, "/aurora/carrinho", { intent: "adicionar", idproduto: "1011", quantidade: "1" }, 303);
    expect(headerCart(await (await ana.get("/aurora/carrinho")).text(), "/aurora/carrinho")).toMatch(
      /^Carrinho 1 produto\b/,
    );
    const answer = await post(ana, `/aurora/listas/${COMPRAS_DO_MES}`, { intent: "aplicar" }, 200);
    expect(headerCart(await answer.text(), "/aurora/carrinho")).toMatch(/^Carrinho 3 produtos\b/);
  });

  it("a service-locked cart: says why, and changes nothing (no call)", async () => {
    const ana = await helpers.logIn(ANA);
    emptyCart(501);
    await post(ana, "/aurora/carrinho", { intent: "adicionar", idproduto: "1011", quantidade: "1" }, 303);
    sql((db) => db.prepare("UPDATE cart_items SET precoatendente = 20 WHERE idproduto = 1011").run());
    const before = listCalls().filter((request) => request.path.includes("/apply/")).length;
    const answer = await post(ana, `/aurora/listas/${COMPRAS_DO_MES}`, { intent: "aplicar" }, 409);
    expect(mainText(await answer.text())).toContain(messages.cart.readOnly);
    expect(listCalls().filter((request) => request.path.includes("/apply/")).length).toBe(before);
    expect(cartOf(501)).toEqual([{ idproduto: 1011, quantidade: 1 }]);
  });

  it("the upstream failing midway: the cart as it was, or what went in as reported", async () => {
    const ana = await helpers.logIn(ANA);
    emptyCart(501);
    const isApply = (request: { path: string }) => request.path.includes("/apply/");
    upstream.setFault({ mode: "500", match: isApply });
    const failed = await post(ana, `/aurora/listas/${COMPRAS_DO_MES}`, { intent: "aplicar" }, 503);
    expect(mainText(await failed.text())).toContain("Seu carrinho continua como estava.");
    expect(cartOf(501)).toEqual([]);
    upstream.setFault({ mode: "500-after", match: isApply });
    const after = await post(ana, `/aurora/listas/${COMPRAS_DO_MES}`, { intent: "aplicar" }, 503);
    const text = mainText(await after.text());
    expect(text).toContain("parte dela entrou no carrinho");
    expect(text).toContain("Resultado linha a linha");
    expect(cartOf(501).length).toBe(3);
  });
});

describe("Salvar em uma lista", () => {
  it("saves a product into a new list, back to the product with the way to the list", async () => {
    const ana = await helpers.logIn(ANA);
    const page = mainText(await helpers.page(ana, "/aurora/listas/salvar?produto=1001&quantidade=3"));
    expect(page).toContain("3 fd de Arroz branco tipo 1 5 kg");
    const saved = await post(
      ana,
      "/aurora/listas/salvar?produto=1001&quantidade=3",
      { lista: "nova", nome: "Arroz" },
      303,
    );
    expect(saved.headers.get("Location")).toBe("/aurora/produto/1001");
    const id = sql((db) =>
      db.prepare("SELECT idlista FROM shopping_lists WHERE nome = 'Arroz'").pluck().get(),
    ) as number;
    expect(linesOf(String(id))).toEqual([{ idproduto: 1001, quantidade: 3 }]);
    const refused = await post(ana, "/aurora/listas/salvar?produto=1001", { lista: "" }, 400);
    expect(await refused.text()).toContain("Escolha uma lista ou dê um nome para uma nova.");
    await helpers.page(ana, "/aurora/listas/salvar?produto=abc", 404);
  });

  it("from a product card, saves and goes back to the listing it came from, saying so with the way to the list", async () => {
    const ana = await helpers.logIn(ANA);
    const search = "/aurora/busca?q=arroz";
    const card = hrefs(await helpers.page(ana, search)).find((href) =>
      href.startsWith("/aurora/listas/salvar?produto=1001"),
    );
    expect(card).toBe(`/aurora/listas/salvar?produto=1001&voltar=${encodeURIComponent(search)}`);
    expect(mainText(await helpers.page(ana, card ?? ""))).toContain("Voltar");
    const saved = await post(ana, card ?? "", { lista: COMPRAS_DO_MES }, 303);
    expect(saved.headers.get("Location")).toBe(search);
    const back = await helpers.page(ana, search);
    expect(flashOf(back)).toContain("Salvo na lista “Compras do mês”.");
    expect(hrefs(back)).toContain(`/aurora/listas/${COMPRAS_DO_MES}`);
    // A way back that is not a page of this store is not followed: back to the product.
    for (const voltar of ["//evil.example/x", "https://evil.example/", "/casaverde", "javascript:alert(1)"]) {
      const answer = await post(
        ana,
        `/aurora/listas/salvar?produto=1001&voltar=${encodeURIComponent(voltar)}`,
        { lista: COMPRAS_DO_MES },
        303,
      );
      expect(answer.headers.get("Location"), voltar).toBe("/aurora/produto/1001");
    }
  });

  it("from a card's menu (resposta=dados) saves in place, with the way to the list; a refusal says why next to the name", async () => {
    const ana = await helpers.logIn(ANA);
    // As the menu's fetcher posts: the save page's action, read as data.
    const card = `/aurora/listas/salvar.data?produto=1002&voltar=${encodeURIComponent("/aurora/busca?q=arroz")}`;
    const saved = await post(ana, card, { lista: COMPRAS_DO_MES, resposta: "dados" }, 200);
    expect(saved.headers.get("Location")).toBeNull();
    const said = await saved.text();
    expect(said).toContain("Salvo na lista “Compras do mês”.");
    expect(said).toContain(`/aurora/listas/${COMPRAS_DO_MES}`);
    expect(linesOf(COMPRAS_DO_MES).map((line) => line.idproduto)).toContain(1002);
    const refused = await post(ana, card, { lista: "nova", nome: " ", resposta: "dados" }, 400);
    expect(await refused.text()).toContain("Dê um nome à lista.");
  });

  it("saves the cart into an existing list, and an order as a new list: products and quantities only", async () => {
    const ana = await helpers.logIn(ANA);
    emptyCart(501);
    await post(ana, "/aurora/carrinho", { intent: "adicionar", idproduto: "1020", quantidade: "2" }, 303);
    await post(ana, "/aurora/listas/salvar?carrinho", { lista: COMPRAS_DO_MES }, 303);
    expect(linesOf(COMPRAS_DO_MES)).toContainEqual({ idproduto: 1020, quantidade: 2 });

    const order = await helpers.placeAtAurora(ANA, 4);
    const saved = await post(
      ana,
      `/aurora/listas/salvar?pedido=${order.numpedido}`,
      { lista: "nova", nome: `Pedido ${order.numpedido}` },
      303,
    );
    expect(saved.headers.get("Location")).toBe(`/aurora/pedidos/${order.numpedido}`);
    const id = sql((db) =>
      db.prepare("SELECT idlista FROM shopping_lists WHERE nome = ?").pluck().get(`Pedido ${order.numpedido}`),
    ) as number;
    expect(linesOf(String(id))).toEqual([{ idproduto: 1001, quantidade: 4 }]);
    expect(hrefs(await helpers.page(ana, `/aurora/pedidos/${order.numpedido}`))).toContain(
      `/aurora/listas/salvar?pedido=${order.numpedido}`,
    );
  });

  it("another customer's order cannot be saved", async () => {
    const order = await helpers.placeAtAurora(EMPRESA, 2);
    const ana = await helpers.logIn(ANA);
    await helpers.page(ana, `/aurora/listas/salvar?pedido=${order.numpedido}`, 404);
    await post(ana, `/aurora/listas/salvar?pedido=${order.numpedido}`, { lista: "nova", nome: "Dela" }, 404);
  });
});

/**
 * Calls 71–81 of docs/upstream-api.md (docs/rules/cart.md "Shopping lists"): a client's
 * own lists and the supplier's suggested ones, their lines, a new list, a product added and copied, a
 * list disabled and put in the cart, and the optional calls (a line's quantity, a line removed, a
 * rename). A list is its client's at its supplier: a company's users share it; nobody else sees it.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  ShoppingListListSchema,
  ShoppingListPageSchema,
  ShoppingListSummarySchema,
} from "../../../app/models/lists/shopping-list";
import { snapshotDatabase, type DatabaseSnapshot } from "../../support/database-snapshot";
import { lineOf, startCartUpstream, type CartUpstream, type Shopper } from "./cart-client";
import { IDS } from "./harness";
import { CartSchema } from "../../../app/models/cart";

let api: CartUpstream;
/** Ana (501) at aurora and at casaverde; the company (502) at aurora, by its principal login and by its user Júlia. */
let ana: Shopper;
let anaCasaVerde: Shopper;
let empresa: Shopper;
let julia: Shopper;
let loggedIn: DatabaseSnapshot;

const ARROZ = 1001;
const GRAO_DE_BICO = 1006;
const EXTRATO = 1011;
const OLEO_18L = 1013;
const REMOVED = 1999;

const L = "/v4/shopping-list";

beforeAll(async () => {
  api = await startCartUpstream();
  ana = await api.shopper("cliente@exemplo.com.br", "aurora");
  anaCasaVerde = await api.shopper("cliente@exemplo.com.br", "casaverde");
  empresa = await api.shopper("empresa@exemplo.com.br", "aurora");
  julia = await api.shopper("comprador@exemplo.com.br", "aurora");
  loggedIn = snapshotDatabase(api.upstream.dataDir);
});

afterEach(() => {
  loggedIn.restore();
});

afterAll(async () => {
  loggedIn?.discard();
  await api?.stop();
});

const lists = (who: Shopper, query = "") =>
  api.ok(
    ShoppingListListSchema,
    api.call("GET", `${L}/aurora?idclient=${who.idcliente}${query}`, { token: who.token }),
  );
const page = (who: Shopper, idlista: string, query = "") =>
  api.ok(
    ShoppingListPageSchema,
    api.call("GET", `${L}/${idlista}/products/${who.idcliente}${query}`, { token: who.token }),
  );
const create = (who: Shopper, body: unknown, supplier = "aurora") =>
  api.ok(ShoppingListSummarySchema, api.call("POST", `${L}/${supplier}`, { token: who.token, body }));
const named = async (who: Shopper, nome: string) => {
  const found = (await lists(who)).find((list) => list.nome === nome);
  if (!found) throw new Error(`no list ${nome}`);
  return found;
};

describe("call 72: the client's lists", () => {
  it("gives the client's own lists and the supplier's suggested ones, by type", async () => {
    const all = await lists(ana);
    expect(all.map((list) => [list.nome, list.tipo])).toEqual(
      expect.arrayContaining([
        ["Compras do mês", "CLIENTE"],
        ["Reposição semanal", "SUGERIDA"],
      ]),
    );
    expect((await lists(ana, "&type=SUGERIDA")).map((list) => list.nome)).toEqual(["Reposição semanal"]);
    expect((await lists(ana, "&type=cliente")).map((list) => list.nome)).toEqual(["Compras do mês"]);
  });

  it("shares a company's lists between its principal login and its users, and shows them to nobody else", async () => {
    expect((await lists(empresa, "&type=CLIENTE")).map((list) => list.nome)).toEqual(["Reposição da loja"]);
    expect((await lists(julia, "&type=CLIENTE")).map((list) => list.nome)).toEqual(["Reposição da loja"]);
    expect((await lists(ana)).map((list) => list.nome)).not.toContain("Reposição da loja");
  });

  it("refuses another client, another supplier, no session and no idclient", async () => {
    await api.fails(api.call("GET", `${L}/aurora?idclient=${empresa.idcliente}`, { token: ana.token }), 403);
    await api.fails(api.call("GET", `${L}/casaverde?idclient=${ana.idcliente}`, { token: ana.token }), 403);
    await api.fails(api.call("GET", `${L}/nenhum?idclient=${ana.idcliente}`, { token: ana.token }), 404);
    await api.fails(api.call("GET", `${L}/aurora?idclient=${ana.idcliente}`), 401);
    await api.fails(api.call("GET", `${L}/aurora`, { token: ana.token }), 400);
    await api.fails(api.call("GET", `${L}/aurora?idclient=${ana.idcliente}&type=OUTRA`, { token: ana.token }), 400);
  });
});

describe("call 73: a list's lines", () => {
  it("answers each line with its product, priced, and a product that left the catalogue without it", async () => {
    const mine = await named(ana, "Compras do mês");
    const answer = await page(ana, mine.idlista);
    expect(
      answer.itens.map((line) => [Number(line.idproduto), line.quantidade, line.produto?.disponivel ?? null]),
    ).toEqual([
      [ARROZ, 6, true],
      [EXTRATO, 3, true],
      [GRAO_DE_BICO, 2, false],
      [OLEO_18L, 12, true],
      [REMOVED, 1, null],
    ]);
    await api.empty(ana);
    const cart = await api.save(ana, { cartItens: [{ idproduto: ARROZ, quantidade: 1 }] });
    expect(answer.itens[0]?.produto?.preco).toBe(lineOf(cart, ARROZ).produto.preco);
    expect(answer.quantidadeItens).toBe(5);
  });

  it("pages the lines", async () => {
    const mine = await named(ana, "Compras do mês");
    const second = await page(ana, mine.idlista, "?page=2&limit=2");
    expect(second).toMatchObject({ pagina: 2, porPagina: 2 });
    expect(second.itens.map((line) => Number(line.idproduto))).toEqual([GRAO_DE_BICO, OLEO_18L]);
    await api.fails(
      api.call("GET", `${L}/${mine.idlista}/products/${ana.idcliente}?limit=101`, { token: ana.token }),
      400,
    );
  });

  it("answers another client's list as unknown, and a malformed id 400", async () => {
    const theirs = await named(empresa, "Reposição da loja");
    expect(
      await api.fails(api.call("GET", `${L}/${theirs.idlista}/products/${ana.idcliente}`, { token: ana.token }), 404),
    ).toBe("Lista não encontrada.");
    await api.fails(api.call("GET", `${L}/${theirs.idlista}/products/${empresa.idcliente}`, { token: ana.token }), 403);
    await api.fails(api.call("GET", `${L}/abc/products/${ana.idcliente}`, { token: ana.token }), 400);
    // Casa Verde's suggested list is not Aurora's: Ana's Aurora session does not see it.
    const feira = (
      await api.ok(
        ShoppingListListSchema,
        api.call("GET", `${L}/casaverde?idclient=${anaCasaVerde.idcliente}&type=SUGERIDA`, {
          token: anaCasaVerde.token,
          supplier: IDS.casaverde,
        }),
      )
    )[0];
    expect(feira?.nome).toBe("Feira da semana");
    await api.fails(api.call("GET", `${L}/${feira?.idlista}/products/${ana.idcliente}`, { token: ana.token }), 404);
  });
});

describe("call 74: a new list", () => {
  it("creates the client's list with its first lines, summed per product, unknown products left out", async () => {
    const made = await create(ana, {
      idcliente: ana.idcliente,
      nome: "  Festa junina  ",
      itens: [
        { idproduto: ARROZ, quantidade: 6 },
        { idproduto: String(ARROZ), quantidade: 6 },
        { idproduto: 3001, quantidade: 1 },
      ],
    });
    expect(made).toMatchObject({ nome: "Festa junina", tipo: "CLIENTE", ativa: true, quantidadeItens: 1 });
    expect((await page(ana, made.idlista)).itens.map((line) => [Number(line.idproduto), line.quantidade])).toEqual([
      [ARROZ, 12],
    ]);
    expect((await page(julia, (await named(empresa, "Reposição da loja")).idlista)).quantidadeItens).toBe(2);
  });

  it("keeps a name with HTML as text and refuses one of more than 80 characters, an empty one and another client's", async () => {
    const made = await create(ana, { idcliente: ana.idcliente, nome: "<b>Lista</b>" });
    expect(made.nome).toBe("<b>Lista</b>");
    const refuse = (body: unknown) => api.fails(api.call("POST", `${L}/aurora`, { token: ana.token, body }), 400);
    expect(await refuse({ idcliente: ana.idcliente, nome: "x".repeat(10_000) })).toBe(
      "Corpo da requisição inválido: nome.",
    );
    await refuse({ idcliente: ana.idcliente, nome: "   " });
    await refuse({ idcliente: ana.idcliente, nome: "Lista", itens: [{ idproduto: ARROZ, quantidade: 0 }] });
    await api.fails(
      api.call("POST", `${L}/aurora`, { token: ana.token, body: { idcliente: empresa.idcliente, nome: "Minha" } }),
      403,
    );
  });

  it("refuses more than 500 lines and a 51st list", async () => {
    const itens = Array.from({ length: 501 }, (_, index) => ({ idproduto: 1001 + index, quantidade: 1 }));
    await api.fails(
      api.call("POST", `${L}/aurora`, { token: ana.token, body: { idcliente: ana.idcliente, nome: "Grande", itens } }),
      400,
    );
    for (let index = 1; index < 50; index += 1) await create(ana, { idcliente: ana.idcliente, nome: `Lista ${index}` });
    expect(
      await api.fails(
        api.call("POST", `${L}/aurora`, { token: ana.token, body: { idcliente: ana.idcliente, nome: "A mais" } }),
        409,
      ),
    ).toContain("50 listas");
  });
});

describe("calls 75 and 76: a product added, a line copied", () => {
  it("adds to a line's quantity, or adds the line; refuses an unknown product and a suggested list", async () => {
    const mine = await named(ana, "Compras do mês");
    await api.ok(
      ShoppingListSummarySchema,
      api.call("POST", `${L}/${mine.idlista}/product/${ARROZ}/add`, { token: ana.token, body: { quantidade: 6 } }),
    );
    const added = await api.ok(
      ShoppingListSummarySchema,
      api.call("POST", `${L}/${mine.idlista}/product/1020/add`, { token: ana.token, body: { quantidade: 2 } }),
    );
    expect(added.quantidadeItens).toBe(6);
    const lines = (await page(ana, mine.idlista)).itens.map((line) => [Number(line.idproduto), line.quantidade]);
    expect(lines).toContainEqual([ARROZ, 12]);
    expect(lines.at(-1)).toEqual([1020, 2]);
    await api.fails(
      api.call("POST", `${L}/${mine.idlista}/product/3001/add`, { token: ana.token, body: { quantidade: 1 } }),
      404,
    );
    const suggested = await named(ana, "Reposição semanal");
    expect(
      await api.fails(
        api.call("POST", `${L}/${suggested.idlista}/product/${ARROZ}/add`, {
          token: ana.token,
          body: { quantidade: 1 },
        }),
        403,
      ),
    ).toBe("Esta lista é sugerida pela loja e não pode ser alterada.");
    const theirs = await named(empresa, "Reposição da loja");
    await api.fails(
      api.call("POST", `${L}/${theirs.idlista}/product/${ARROZ}/add`, { token: ana.token, body: { quantidade: 1 } }),
      404,
    );
  });

  it("copies a suggested list's line to the client's own list, never into a suggested or another's list", async () => {
    const mine = await named(ana, "Compras do mês");
    const suggested = await named(ana, "Reposição semanal");
    const copied = await api.ok(
      ShoppingListSummarySchema,
      api.call("POST", `${L}/${suggested.idlista}/product/1016/copy/${mine.idlista}`, { token: ana.token }),
    );
    expect(copied.idlista).toBe(mine.idlista);
    expect(
      (await page(ana, mine.idlista)).itens.map((line) => [Number(line.idproduto), line.quantidade]),
    ).toContainEqual([1016, 4]);
    await api.fails(
      api.call("POST", `${L}/${mine.idlista}/product/${ARROZ}/copy/${suggested.idlista}`, { token: ana.token }),
      403,
    );
    await api.fails(
      api.call("POST", `${L}/${mine.idlista}/product/${ARROZ}/copy/${mine.idlista}`, { token: ana.token }),
      409,
    );
    await api.fails(
      api.call("POST", `${L}/${mine.idlista}/product/1020/copy/${mine.idlista + 1000}`, { token: ana.token }),
      404,
    );
    await api.fails(
      api.call("POST", `${L}/${suggested.idlista}/product/${EXTRATO}/copy/${mine.idlista}`, { token: ana.token }),
      404,
    );
  });
});

describe("call 77: a list disabled", () => {
  it("disables the client's list for good: gone from the lists, unknown after", async () => {
    const mine = await named(ana, "Compras do mês");
    const disabled = await api.ok(
      ShoppingListSummarySchema,
      api.call("DELETE", `${L}/${mine.idlista}/disable/${ana.idcliente}`, { token: ana.token }),
    );
    expect(disabled.ativa).toBe(false);
    expect((await lists(ana)).map((list) => list.nome)).not.toContain("Compras do mês");
    await api.fails(api.call("DELETE", `${L}/${mine.idlista}/disable/${ana.idcliente}`, { token: ana.token }), 404);
    const suggested = await named(ana, "Reposição semanal");
    await api.fails(
      api.call("DELETE", `${L}/${suggested.idlista}/disable/${ana.idcliente}`, { token: ana.token }),
      403,
    );
  });
});

describe("call 78: a list put in the cart", () => {
  it("adds every line as call 40 adds, leaving out what cannot be bought, with its avisos", async () => {
    await api.empty(ana);
    await api.save(ana, { cartItens: [{ idproduto: ARROZ, quantidade: 6 }] });
    const mine = await named(ana, "Compras do mês");
    const cart = await api.ok(
      CartSchema,
      api.call("POST", `${L}/${mine.idlista}/apply/${ana.idcliente}`, { token: ana.token }),
    );
    expect(lineOf(cart, ARROZ).quantidade).toBe(12);
    expect(lineOf(cart, EXTRATO).quantidade).toBe(3);
    expect(lineOf(cart, OLEO_18L).quantidade).toBe(10);
    expect(cart.cartItens.some((line) => Number(line.idproduto) === GRAO_DE_BICO)).toBe(false);
    expect(cart.avisos.join(" ")).toContain("indisponível");
    expect(cart.avisos.join(" ")).toContain(String(REMOVED));
    expect((await api.cart(ana)).cartItens.length).toBe(3);
  });

  it("refuses a service-locked cart and changes nothing", async () => {
    await api.empty(ana);
    await api.save(ana, { cartItens: [{ idproduto: EXTRATO, quantidade: 1 }] });
    api.sql((db) =>
      db
        .prepare(
          "UPDATE cart_items SET precoatendente = 20 WHERE idproduto = ? AND idcarrinho IN (SELECT idcarrinho FROM carts WHERE idcliente = ?)",
        )
        .run(EXTRATO, ana.idcliente),
    );
    const mine = await named(ana, "Compras do mês");
    expect(
      await api.fails(api.call("POST", `${L}/${mine.idlista}/apply/${ana.idcliente}`, { token: ana.token }), 409),
    ).toContain("em atendimento");
    expect((await api.cart(ana)).cartItens.map((line) => [Number(line.idproduto), line.quantidade])).toEqual([
      [EXTRATO, 1],
    ]);
  });

  it("puts a suggested list in the cart; another client's list is unknown", async () => {
    await api.empty(ana);
    const suggested = await named(ana, "Reposição semanal");
    const cart = await api.ok(
      CartSchema,
      api.call("POST", `${L}/${suggested.idlista}/apply/${ana.idcliente}`, { token: ana.token }),
    );
    expect(cart.cartItens.length).toBe(5);
    const theirs = await named(empresa, "Reposição da loja");
    await api.fails(api.call("POST", `${L}/${theirs.idlista}/apply/${ana.idcliente}`, { token: ana.token }), 404);
    await api.fails(api.call("POST", `${L}/${theirs.idlista}/apply/${empresa.idcliente}`, { token: ana.token }), 403);
  });
});

describe("calls 79–81 (optional): a line's quantity, a line removed, a rename", () => {
  it("sets a line's quantity, removes a line and renames, on the client's own list only", async () => {
    const mine = await named(ana, "Compras do mês");
    await api.ok(
      ShoppingListSummarySchema,
      api.call("PUT", `${L}/${mine.idlista}/product/${ARROZ}`, { token: ana.token, body: { quantidade: 18 } }),
    );
    const removed = await api.ok(
      ShoppingListSummarySchema,
      api.call("DELETE", `${L}/${mine.idlista}/product/${EXTRATO}`, { token: ana.token }),
    );
    expect(removed.quantidadeItens).toBe(4);
    const renamed = await api.ok(
      ShoppingListSummarySchema,
      api.call("PUT", `${L}/${mine.idlista}/nome`, { token: ana.token, body: { nome: "Mensal" } }),
    );
    expect(renamed.nome).toBe("Mensal");
    expect((await page(ana, mine.idlista)).itens[0]).toMatchObject({ quantidade: 18 });
    await api.fails(api.call("DELETE", `${L}/${mine.idlista}/product/${EXTRATO}`, { token: ana.token }), 404);
    await api.fails(
      api.call("PUT", `${L}/${mine.idlista}/product/${ARROZ}`, { token: ana.token, body: { quantidade: -1 } }),
      400,
    );
    await api.fails(
      api.call("PUT", `${L}/${mine.idlista}/nome`, { token: ana.token, body: { nome: "y".repeat(81) } }),
      400,
    );
    const suggested = await named(ana, "Reposição semanal");
    await api.fails(
      api.call("PUT", `${L}/${suggested.idlista}/nome`, { token: ana.token, body: { nome: "Minha" } }),
      403,
    );
    const theirs = await named(empresa, "Reposição da loja");
    await api.fails(api.call("DELETE", `${L}/${theirs.idlista}/product/1003`, { token: ana.token }), 404);
  });
});

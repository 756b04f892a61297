/**
 * Call 40 of docs/upstream-api.md (and 44, the subscription types it offers): the cart kept per
 * client and supplier, priced by the server with docs/rules/cart.md "Price rule"'s quantity and price rules, and the
 * attendant prices the operator sets with `npm run upstream -- attendant-price`.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { SubscriptionTypesSchema } from "../../../app/models/cart";
import { ProductPageSchema } from "../../../app/models/product";
import { PaymentMethodListSchema } from "../../../app/models/supplier";
import { snapshotDatabase, type DatabaseSnapshot } from "../../support/database-snapshot";
import { upstreamCli } from "../../support/upstream-cli";
import { V2 } from "./accounts-client";
import { lineOf, quantities, startCartUpstream, type CartUpstream, type Shopper } from "./cart-client";
import { IDS } from "./harness";

let api: CartUpstream;
/** cliente@ (501) at aurora, bomsabor and casaverde; casaverde@ (506) at casaverde. */
let ana: Shopper;
let anaBomSabor: Shopper;
let sitio: Shopper;
/** The data as the shoppers logged in: every test starts from it, whatever the one before saved. */
let loggedIn: DatabaseSnapshot;

beforeAll(async () => {
  api = await startCartUpstream();
  ana = await api.shopper("cliente@exemplo.com.br", "aurora");
  anaBomSabor = await api.shopper("cliente@exemplo.com.br", "bomsabor");
  sitio = await api.shopper("casaverde@exemplo.com.br", "casaverde");
  loggedIn = snapshotDatabase(api.upstream.dataDir);
});

afterEach(() => {
  loggedIn.restore();
});

afterAll(async () => {
  loggedIn.discard();
  await api.stop();
});

const BANANA = 3001;
const GRAPE = 3008;
const CARROT = 3031;

const line = (idproduto: number | string, quantidade: number, embalarParaPresente = false) => ({
  idproduto,
  quantidade,
  embalarParaPresente,
});

describe("GET/POST …/cliente/{idcliente}/usuario/{idcliente}/cart: who may", () => {
  it("answers 401 without a session or with an unknown token", async () => {
    expect(await api.fails(api.call("GET", api.cartPath(ana)), 401)).toBe("Sessão expirada");
    expect(await api.fails(api.call("GET", api.cartPath(ana), { token: "desconhecido" }), 401)).toBe("Sessão expirada");
    expect(await api.fails(api.call("POST", api.cartPath(ana), { body: { cartItens: [] } }), 401)).toBe(
      "Sessão expirada",
    );
    expect(
      await api.fails(
        api.call("GET", `/v2/app/outro-token/cliente/501/usuario/501/cart?idfornecedor=aurora`, { token: ana.token }),
        401,
      ),
    ).toBe("Token de aplicação inválido.");
  });

  it("answers 403 for another client, in either segment, or another supplier than the session's", async () => {
    const other = `${V2}/cliente/502/usuario/502/cart?idfornecedor=aurora`;
    expect(await api.fails(api.call("GET", other, { token: ana.token }), 403)).toBe("Acesso não permitido.");
    expect(
      await api.fails(
        api.call("GET", `${V2}/cliente/501/usuario/502/cart?idfornecedor=aurora`, { token: ana.token }),
        403,
      ),
    ).toBeTruthy();
    await api.fails(api.call("GET", api.cartPath(ana, { idfornecedor: "bomsabor" }), { token: ana.token }), 403);
    await api.fails(
      api.call("POST", api.cartPath(ana, { idfornecedor: IDS.casaverde }), {
        token: ana.token,
        body: { cartItens: [] },
      }),
      403,
    );
  });

  it("needs the supplier in the query (400) and a known one (404)", async () => {
    const path = `${V2}/cliente/501/usuario/501/cart`;
    expect(await api.fails(api.call("GET", path, { token: ana.token }), 400)).toBe(
      "Parâmetros inválidos: idfornecedor.",
    );
    expect(await api.fails(api.call("GET", `${path}?idfornecedor=naoexiste`, { token: ana.token }), 404)).toBe(
      "Fornecedor não encontrado.",
    );
  });

  it("takes the supplier as a GUID in any case, or as its slug", async () => {
    expect((await api.cart(ana, { idfornecedor: IDS.aurora.toUpperCase() })).idfornecedor).toBe(IDS.aurora);
    const cart = await api.cart(ana);
    expect(cart).toMatchObject({ idfornecedor: IDS.aurora, idcliente: 501 });
  });

  it.each([
    ["canalVenda", "LOJA"],
    ["cupomAplicacaoAutomatica", "sim"],
    ["modoRepeticaoPedido", "1"],
    ["idformapagamento", "pix"],
    ["idtipoassinatura", "-1"],
    ["codigoCupom", "DOIS CUPONS"],
    ["codigoCupom", "X".repeat(41)],
    ["tipoentrega", "DRONE"],
  ])("answers 400 for a malformed %s (%s)", async (name, value) => {
    expect(await api.fails(api.call("GET", api.cartPath(ana, { [name]: value }), { token: ana.token }), 400)).toBe(
      `Parâmetros inválidos: ${name}.`,
    );
  });

  it("answers 400 for a query parameter given twice", async () => {
    await api.fails(
      api.call("GET", `${api.cartPath(ana)}&canalVenda=WEB&canalVenda=MANUAL`, { token: ana.token }),
      400,
    );
  });

  it("accepts the delivery type and the channel in any case", async () => {
    expect((await api.cart(ana, { tipoentrega: "RETIRADA", canalVenda: "manual" })).cartItens).toEqual([]);
  });
});

describe("POST …/cart: the lines", () => {
  it("replaces the stored lines, or adds to them with modoRepeticaoPedido=true, sorted by product name", async () => {
    await api.empty(sitio);
    let cart = await api.save(sitio, { cartItens: [line(CARROT, 1), line(BANANA, 2)] });
    expect(quantities(cart)).toEqual([
      [BANANA, 2],
      [CARROT, 1],
    ]);
    expect(cart.cartItens.map((item) => item.produto.nome)).toEqual(["Banana prata", "Cenoura"]);

    cart = await api.save(sitio, { cartItens: [line(BANANA, 1)] }, { modoRepeticaoPedido: true });
    expect(quantities(cart)).toEqual([
      [BANANA, 3],
      [CARROT, 1],
    ]);

    cart = await api.save(sitio, { cartItens: [line(CARROT, 2)] });
    expect(quantities(cart)).toEqual([[CARROT, 2]]);
    expect(quantities(await api.cart(sitio))).toEqual([[CARROT, 2]]);

    cart = await api.save(sitio, { cartItens: [line(CARROT, 0), line(BANANA, 1)] }, { modoRepeticaoPedido: true });
    expect(quantities(cart)).toEqual([[BANANA, 1]]);
    expect(cart.avisos).toEqual([]);

    expect((await api.save(sitio, { cartItens: [] })).cartItens).toEqual([]);
  });

  it("sums the lines of a product sent twice, and takes its id as a number or as digits", async () => {
    await api.empty(sitio);
    const cart = await api.save(sitio, { cartItens: [line(String(BANANA), 1), line(BANANA, 1.5)] });
    expect(quantities(cart)).toEqual([[BANANA, 2.5]]);
  });

  it("corrects quantities by the product's step, minimum and maximum, saying so in avisos", async () => {
    await api.empty(sitio);
    const cart = await api.save(sitio, {
      cartItens: [line(BANANA, 1.2), line(CARROT, 0.5), line(GRAPE, 12), line(3013, 2.0004)],
    });
    expect(quantities(cart)).toEqual([
      [BANANA, 1.5],
      [CARROT, 1],
      [3013, 2],
      [GRAPE, 5],
    ]);
    expect(cart.avisos).toEqual([
      "A quantidade de Banana prata foi ajustada para 1,5 kg (vendido em múltiplos de 0,5 kg).",
      "A quantidade de Cenoura foi ajustada para 1 kg (mínimo de 1 kg por pedido).",
      "A quantidade de Uva niágara foi ajustada para 5 kg (máximo de 5 kg por pedido).",
    ]);
    expect((await api.cart(sitio)).avisos).toEqual([]);
  });

  it("applies the quantity rules to the sum when adding", async () => {
    await api.empty(sitio);
    await api.save(sitio, { cartItens: [line(GRAPE, 4)] });
    const cart = await api.save(sitio, { cartItens: [line(GRAPE, 3)] }, { modoRepeticaoPedido: true });
    expect(quantities(cart)).toEqual([[GRAPE, 5]]);
    expect(cart.avisos).toEqual(["A quantidade de Uva niágara foi ajustada para 5 kg (máximo de 5 kg por pedido)."]);
  });

  it("leaves out unknown products, other suppliers' and unavailable ones, with avisos", async () => {
    await api.empty(sitio);
    const cart = await api.save(sitio, { cartItens: [line(BANANA, 1), line(999999, 1), line(1001, 1), line(3018, 2)] });
    expect(quantities(cart)).toEqual([[BANANA, 1]]);
    expect(cart.avisos).toEqual([
      "O produto 999999 não foi encontrado neste fornecedor e ficou fora do carrinho.",
      "O produto 1001 não foi encontrado neste fornecedor e ficou fora do carrinho.",
      expect.stringMatching(/^.+ está indisponível e ficou fora do carrinho\.$/),
    ]);
    expect(cart.mensagem).toBeNull();
  });

  it("says why when none of the lines sent could be kept, keeping what was stored when adding", async () => {
    await api.empty(sitio);
    await api.save(sitio, { cartItens: [line(BANANA, 1)] });
    const added = await api.save(sitio, { cartItens: [line(999999, 1)] }, { modoRepeticaoPedido: true });
    expect(added.mensagem).toBe("Nenhum dos produtos enviados está disponível.");
    expect(quantities(added)).toEqual([[BANANA, 1]]);
    const replaced = await api.save(sitio, { cartItens: [line(3018, 1)] });
    expect(replaced.mensagem).toBe("Nenhum dos produtos enviados está disponível.");
    expect(replaced.cartItens).toEqual([]);
    expect((await api.save(sitio, { cartItens: [] })).mensagem).toBeNull();
  });

  it("drops a stored line whose product became unavailable, saying so", async () => {
    await api.empty(sitio);
    await api.save(sitio, { cartItens: [line(BANANA, 1), line(CARROT, 1)] });
    api.sql((db) => db.prepare("UPDATE products SET disponivel = 0 WHERE id = ?").run(CARROT));
    try {
      const cart = await api.cart(sitio);
      expect(quantities(cart)).toEqual([[BANANA, 1]]);
      expect(cart.avisos).toEqual(["Cenoura está indisponível e ficou fora do carrinho."]);
      expect((await api.cart(sitio)).avisos).toEqual([]);
    } finally {
      api.sql((db) => db.prepare("UPDATE products SET disponivel = 1 WHERE id = ?").run(CARROT));
    }
  });

  it("takes at most 500 lines", async () => {
    await api.empty(sitio);
    const lines = (count: number) => Array.from({ length: count }, (_, index) => line(900_000 + index, 1));
    const accepted = await api.save(sitio, { cartItens: lines(500) });
    expect(accepted.avisos).toHaveLength(500);
    const refused = api.call("POST", api.cartPath(sitio), { token: sitio.token, body: { cartItens: lines(501) } });
    expect(await api.fails(refused, 400)).toBe("Corpo da requisição inválido: cartItens.");
  });

  it.each([
    ["a negative quantity", { cartItens: [line(BANANA, -1)] }, "cartItens.0.quantidade"],
    ["a quantity above 100000", { cartItens: [line(BANANA, 100_001)] }, "cartItens.0.quantidade"],
    ["a quantity as text", { cartItens: [{ idproduto: BANANA, quantidade: "2" }] }, "cartItens.0.quantidade"],
    ["a product id that is no id", { cartItens: [line("banana", 1)] }, "cartItens.0.idproduto"],
    ["no lines", { observacao: "só a observação" }, "cartItens"],
    [
      "a gift-wrap flag as text",
      { cartItens: [{ idproduto: BANANA, quantidade: 1, embalarParaPresente: "sim" }] },
      "cartItens.0.embalarParaPresente",
    ],
    ["notes of more than 500 characters", { cartItens: [], observacao: "x".repeat(501) }, "observacao"],
    [
      "a buyer's order number of more than 40 characters",
      { cartItens: [], numPedidoCliente: "x".repeat(41) },
      "numPedidoCliente",
    ],
    ["an unlock flag as text", { cartItens: [], desbloquearAtendimento: "true" }, "desbloquearAtendimento"],
  ])("answers 400 for %s, keeping the cart", async (_case, body, field) => {
    await api.empty(sitio);
    await api.save(sitio, { cartItens: [line(BANANA, 2)] });
    expect(await api.fails(api.call("POST", api.cartPath(sitio), { token: sitio.token, body }), 400)).toBe(
      `Corpo da requisição inválido: ${field}.`,
    );
    expect(quantities(await api.cart(sitio))).toEqual([[BANANA, 2]]);
  });

  it("answers 400 for a body that is not JSON", async () => {
    const response = fetch(`${api.upstream.url}${api.cartPath(sitio)}`, {
      method: "POST",
      headers: { Authorization: `Bearer ${sitio.token}`, "Content-Type": "application/json" },
      body: "{ cartItens: ",
    });
    expect(await api.fails(response, 400)).toBe("Corpo da requisição inválido.");
  });
});

describe("POST …/cart: notes and gift wrap", () => {
  it("keeps observacao and numPedidoCliente until changed; absent keeps them, empty clears them", async () => {
    await api.empty(sitio);
    let cart = await api.save(sitio, {
      cartItens: [line(BANANA, 1)],
      observacao: "  Entregar pela manhã ",
      numPedidoCliente: "OC-2026-118",
    });
    expect(cart).toMatchObject({ observacao: "Entregar pela manhã", numPedidoCliente: "OC-2026-118" });
    cart = await api.save(sitio, { cartItens: [line(CARROT, 1)] });
    expect(cart).toMatchObject({ observacao: "Entregar pela manhã", numPedidoCliente: "OC-2026-118" });
    cart = await api.save(sitio, { cartItens: [], observacao: "Portão azul" }, { modoRepeticaoPedido: true });
    expect(quantities(cart)).toEqual([[CARROT, 1]]);
    expect(await api.cart(sitio)).toMatchObject({ observacao: "Portão azul", numPedidoCliente: "OC-2026-118" });
    cart = await api.save(sitio, { cartItens: [line(CARROT, 1)], observacao: "", numPedidoCliente: null });
    expect(cart).toMatchObject({ observacao: null, numPedidoCliente: null });
  });

  it("keeps gift wrap only for products with a wrap price, and adds its cost", async () => {
    await api.empty(anaBomSabor);
    const cart = await api.save(anaBomSabor, { cartItens: [line(2001, 2, true), line(2024, 1, true)] });
    expect(lineOf(cart, 2001)).toMatchObject({ embalarParaPresente: true, valorEmbalagem: 19.8, total: 149.6 });
    expect(lineOf(cart, 2024)).toMatchObject({ embalarParaPresente: false, valorEmbalagem: 0, total: 23.9 });
    expect(cart).toMatchObject({ subtotal: 153.7, valorEmbalagens: 19.8, totalCompras: 173.5 });
  });

  it("keeps a line's wrap when more of the product is added, and drops it when a replace says so", async () => {
    await api.empty(anaBomSabor);
    await api.save(anaBomSabor, { cartItens: [line(2001, 1, true)] });
    let cart = await api.save(anaBomSabor, { cartItens: [line(2001, 1)] }, { modoRepeticaoPedido: true });
    expect(lineOf(cart, 2001)).toMatchObject({ quantidade: 2, embalarParaPresente: true, valorEmbalagem: 19.8 });
    cart = await api.save(anaBomSabor, { cartItens: [line(2001, 2)] });
    expect(lineOf(cart, 2001)).toMatchObject({ embalarParaPresente: false, valorEmbalagem: 0 });
    await api.empty(anaBomSabor);
  });
});

describe("…/cart: prices", () => {
  it('applies docs/rules/cart.md "Price rule": progressive tier, wholesale (from minvendaatacado), normal', async () => {
    await api.empty(sitio);
    let cart = await api.save(sitio, { cartItens: [line(BANANA, 4.5), line(CARROT, 9.5)] });
    expect(lineOf(cart, BANANA)).toMatchObject({ precoUnitario: 6.99, regraPreco: "normal", total: 31.46 });
    expect(lineOf(cart, CARROT)).toMatchObject({ precoUnitario: 4.99, regraPreco: "normal", total: 47.41 });
    cart = await api.save(sitio, { cartItens: [line(BANANA, 5), line(CARROT, 10)] });
    expect(lineOf(cart, BANANA)).toMatchObject({ precoUnitario: 6.49, regraPreco: "tier", total: 32.45 });
    expect(lineOf(cart, CARROT)).toMatchObject({ precoUnitario: 4.29, regraPreco: "wholesale", total: 42.9 });
    expect(cart).toMatchObject({
      subtotal: 75.35,
      valorEmbalagens: 0,
      valorDesconto: 0,
      totalCompras: 75.35,
      codigoCupom: null,
    });
    cart = await api.save(sitio, { cartItens: [line(BANANA, 10)] });
    expect(lineOf(cart, BANANA)).toMatchObject({ precoUnitario: 5.99, regraPreco: "tier" });
  });

  it("counts the wholesale minimum in base units (× multiploincremento)", async () => {
    await api.empty(ana);
    let cart = await api.save(ana, { cartItens: [line(1032, 19)] }, { idformapagamento: 13 });
    expect(lineOf(cart, 1032)).toMatchObject({ precoUnitario: 14.28, regraPreco: "normal" });
    cart = await api.save(ana, { cartItens: [line(1032, 20)] }, { idformapagamento: 13 });
    expect(lineOf(cart, 1032)).toMatchObject({ precoUnitario: 12.9, regraPreco: "wholesale", total: 258 });
    await api.empty(ana);
  });

  it("prices for the payment method asked for; the customer's default one (call 9) otherwise", async () => {
    await api.empty(ana);
    await api.save(ana, { cartItens: [line(1001, 1)] });
    const pix = await api.cart(ana, { idformapagamento: 12 });
    expect(pix.idformapagamento).toBe("12");
    expect(lineOf(pix, 1001)).toMatchObject({ precoUnitario: 155.1, regraPreco: "normal" });
    expect(lineOf(await api.cart(ana, { idformapagamento: 13 }), 1001).precoUnitario).toBe(159.9);

    const methods = await api.ok(
      PaymentMethodListSchema,
      api.call("GET", `${V2}/fornecedor/aurora/formas-pagamento?idcliente=501`),
    );
    const standard = methods.find((method) => method.padrao)?.idformapagamento;
    const byDefault = await api.cart(ana);
    expect(byDefault.idformapagamento).toBe(standard);
    expect(lineOf(byDefault, 1001).precoUnitario).toBe(163.1);
    expect((await api.cart(ana, { idformapagamento: 99 })).idformapagamento).toBe(standard);
  });

  it("takes the default of a customer not approved, who is not offered invoicing", async () => {
    const pending = await api.shopper("pendente@exemplo.com.br", "aurora");
    const methods = await api.ok(
      PaymentMethodListSchema,
      api.call("GET", `${V2}/fornecedor/aurora/formas-pagamento?idcliente=505`),
    );
    const cart = await api.cart(pending, { idformapagamento: 11 });
    expect(cart.idformapagamento).toBe(methods.find((method) => method.padrao)?.idformapagamento);
    expect(cart.idformapagamento).not.toBe("11");
  });

  it("gives each line's product as the listing (call 14) does, priced for the method", async () => {
    await api.empty(ana);
    const cart = await api.save(ana, { cartItens: [line(1001, 6)] }, { idformapagamento: 12 });
    const listing = await api.ok(
      ProductPageSchema,
      api.call("GET", `${V2}/listaprodutos/501?fornec=aurora&sk=AUR-0001&formapagamento=12`),
    );
    expect(lineOf(cart, 1001).produto).toEqual(listing.produtos.find((product) => product.id === "1001"));
    expect(lineOf(cart, 1001)).toMatchObject({ precoUnitario: 151.22, regraPreco: "tier", total: 907.32 });
    await api.empty(ana);
  });
});

describe('…/cart: attendant prices (docs/rules/cart.md "Service lock")', () => {
  const attendantPrice = (...args: string[]) =>
    upstreamCli(api.upstream.dataDir, "attendant-price", "--supplier", "casaverde", ...args);

  it("prices the line at the attendant's price and locks the cart, kept while the product stays", async () => {
    await api.empty(sitio);
    await api.save(sitio, { cartItens: [line(BANANA, 2), line(CARROT, 1)] });
    const said = await attendantPrice(
      "--email",
      "casaverde@exemplo.com.br",
      "--product",
      String(BANANA),
      "--price",
      "5,5",
    );
    expect(said).toContain("Banana prata (2 kg) a R$");
    let cart = await api.cart(sitio);
    expect(cart.bloqueio_atendimento).toBe(true);
    expect(lineOf(cart, BANANA)).toMatchObject({ precoUnitario: 5.5, regraPreco: "attendant", total: 11 });
    expect(lineOf(cart, BANANA).produto.precoatendente).toBe(5.5);
    expect(lineOf(cart, CARROT).produto.precoatendente).toBeNull();

    cart = await api.save(sitio, { cartItens: [line(BANANA, 6), line(CARROT, 1)] });
    expect(lineOf(cart, BANANA)).toMatchObject({ quantidade: 6, precoUnitario: 5.5, regraPreco: "attendant" });
    cart = await api.save(sitio, { cartItens: [line(CARROT, 1)] });
    expect(cart.bloqueio_atendimento).toBe(false);
    cart = await api.save(sitio, { cartItens: [line(BANANA, 2)] }, { modoRepeticaoPedido: true });
    expect(lineOf(cart, BANANA)).toMatchObject({ precoUnitario: 6.99, regraPreco: "normal" });
  });

  it("clears every attendant price with desbloquearAtendimento, pricing the lines by the other rules", async () => {
    await api.empty(sitio);
    await api.save(sitio, { cartItens: [line(BANANA, 5)] });
    await attendantPrice("--cpf", "314.159.265-90", "--product", String(BANANA), "--price", "5");
    await attendantPrice("--email", "casaverde@exemplo.com.br", "--product", String(CARROT), "--price", "3.9");
    let cart = await api.cart(sitio);
    expect(quantities(cart)).toEqual([
      [BANANA, 5],
      [CARROT, 1],
    ]);
    expect(cart.bloqueio_atendimento).toBe(true);
    cart = await api.save(sitio, { cartItens: [], desbloquearAtendimento: true }, { modoRepeticaoPedido: true });
    expect(cart.bloqueio_atendimento).toBe(false);
    expect(lineOf(cart, BANANA)).toMatchObject({ precoUnitario: 6.49, regraPreco: "tier" });
    expect(lineOf(cart, CARROT)).toMatchObject({ precoUnitario: 4.99, regraPreco: "normal" });
    expect(cart.cartItens.every((item) => item.produto.precoatendente === null)).toBe(true);
  });

  it("--clear takes every attendant price off the cart", async () => {
    await api.empty(sitio);
    await attendantPrice("--email", "casaverde@exemplo.com.br", "--product", String(BANANA), "--price", "4");
    expect((await api.cart(sitio)).bloqueio_atendimento).toBe(true);
    expect(await attendantPrice("--email", "casaverde@exemplo.com.br", "--clear")).toMatch(
      /1 preço\(s\) do atendimento removido\(s\)/,
    );
    const cart = await api.cart(sitio);
    expect(cart.bloqueio_atendimento).toBe(false);
    expect(lineOf(cart, BANANA)).toMatchObject({ quantidade: 1, regraPreco: "normal" });
  });

  it("keeps the attendant's price whatever the payment method", async () => {
    await api.empty(ana);
    await upstreamCli(
      api.upstream.dataDir,
      "attendant-price",
      "--supplier",
      "aurora",
      "--email",
      "cliente@exemplo.com.br",
      "--product",
      "1001",
      "--price",
      "150",
    );
    const cart = await api.cart(ana, { idformapagamento: 12 });
    expect(lineOf(cart, 1001)).toMatchObject({ quantidade: 1, precoUnitario: 150, regraPreco: "attendant" });
    expect(lineOf(cart, 1001).produto.preco).toBe(155.1);
    await api.empty(ana);
  });

  it.each([
    [["--email", "casaverde@exemplo.com.br", "--product", "3001"], /--price/],
    [["--email", "casaverde@exemplo.com.br", "--clear", "--product", "3001"], /--clear/],
    [["--product", "3001", "--price", "5"], /--email/],
    [["--email", "ninguem@exemplo.com.br", "--product", "3001", "--price", "5"], /Cliente não encontrado/],
    [
      ["--email", "casaverde@exemplo.com.br", "--product", "1001", "--price", "5"],
      /Produto não encontrado em casaverde/,
    ],
    [["--email", "casaverde@exemplo.com.br", "--product", "3018", "--price", "5"], /Produto indisponível/],
    [["--email", "casaverde@exemplo.com.br", "--product", "3001", "--price=-5"], /Preço inválido/],
    [["--email", "casaverde@exemplo.com.br", "--product", "3001", "--price", "cinco"], /Preço inválido/],
  ])("refuses %j with exit code 2", async (args, message) => {
    await expect(attendantPrice(...args)).rejects.toMatchObject({ code: 2, stderr: expect.stringMatching(message) });
  });

  it("refuses an unknown supplier with exit code 2, and is listed by help", async () => {
    await expect(
      upstreamCli(
        api.upstream.dataDir,
        "attendant-price",
        "--supplier",
        "naoexiste",
        "--email",
        "casaverde@exemplo.com.br",
        "--clear",
      ),
    ).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/Fornecedor não encontrado/),
    });
    expect(await upstreamCli(api.upstream.dataDir, "help")).toContain("attendant-price --supplier");
  });
});

describe("GET /v4/subscription/type/list/{idfornecedor} and the cart's subscription fields", () => {
  it("lists the subscription types of aurora and bomsabor, none at casaverde", async () => {
    const aurora = await api.ok(
      SubscriptionTypesSchema,
      api.call("GET", "/v4/subscription/type/list/aurora", { supplier: null }),
    );
    expect(aurora).toEqual({
      label: "Repetir este pedido",
      tipos: [
        { idtipoassinatura: "31", descricao: "Toda semana", dias: 7 },
        { idtipoassinatura: "32", descricao: "A cada 15 dias", dias: 15 },
        { idtipoassinatura: "33", descricao: "Todo mês", dias: 30 },
      ],
    });
    const bomsabor = await api.ok(
      SubscriptionTypesSchema,
      api.call("GET", `/v4/subscription/type/list/${IDS.bomsabor}`),
    );
    expect(bomsabor.tipos.map((tipo) => [tipo.descricao, tipo.dias])).toEqual([
      ["Toda semana", 7],
      ["A cada 15 dias", 15],
      ["Todo mês", 30],
    ]);
    expect(bomsabor.label).toBeTruthy();
    expect(await api.ok(SubscriptionTypesSchema, api.call("GET", "/v4/subscription/type/list/casaverde"))).toEqual({
      label: null,
      tipos: [],
    });
    expect(await api.fails(api.call("GET", "/v4/subscription/type/list/naoexiste"), 404)).toBe(
      "Fornecedor não encontrado.",
    );
  });

  it("says in meta_info whether the supplier offers subscriptions, and echoes the type chosen", async () => {
    const aurora = await api.cart(ana, { idtipoassinatura: 31 });
    expect(aurora.idtipoassinatura).toBe("31");
    expect(aurora.meta_info).toEqual({
      hasRecorrencia: true,
      recorrencia: { mensagem: "Receba este pedido de novo, no mesmo dia, sem precisar pedir." },
    });
    const casaverde = await api.cart(sitio);
    expect(casaverde.idtipoassinatura).toBeNull();
    expect(casaverde.meta_info).toEqual({ hasRecorrencia: false, recorrencia: { mensagem: null } });
  });

  it("answers 400 for a subscription type the supplier does not offer", async () => {
    expect(
      await api.fails(api.call("GET", api.cartPath(ana, { idtipoassinatura: 41 }), { token: ana.token }), 400),
    ).toBe("Parâmetros inválidos: idtipoassinatura.");
    await api.fails(api.call("GET", api.cartPath(sitio, { idtipoassinatura: 31 }), { token: sitio.token }), 400);
  });
});

describe("GET/POST …/cart: the coupon kept with the cart (§40 cupomManual, removerCupom)", () => {
  it("keeps the code asked for (as the coupon is written), prices it when a later request names none, on a new login too, and forgets it when removed", async () => {
    await api.save(anaBomSabor, { cartItens: [line(2001, 2)] });
    expect((await api.cart(anaBomSabor)).cupomManual).toBeNull();
    const asked = await api.cart(anaBomSabor, { codigoCupom: "bemvindo10" });
    expect(asked).toMatchObject({ cupomManual: "BEMVINDO10", codigoCupom: "BEMVINDO10", valorDesconto: 12.98 });
    // Another login (another device) names no coupon: the kept one is priced in, and a save keeps it.
    const phone = await api.shopper("cliente@exemplo.com.br", "bomsabor");
    expect(await api.cart(phone)).toMatchObject({
      cupomManual: "BEMVINDO10",
      codigoCupom: "BEMVINDO10",
      valorDesconto: 12.98,
    });
    expect(await api.save(phone, { cartItens: [line(2001, 1)] })).toMatchObject({
      cupomManual: "BEMVINDO10",
      valorDesconto: 6.49,
    });
    // Another code replaces it; removerCupom forgets it.
    expect((await api.cart(phone, { codigoCupom: "QUEIJOS15" })).cupomManual).toBe("QUEIJOS15");
    expect(await api.cart(phone, { removerCupom: true })).toMatchObject({
      cupomManual: null,
      codigoCupom: null,
      valorDesconto: 0,
    });
    expect((await api.cart(anaBomSabor)).cupomManual).toBeNull();
    expect(
      await api.fails(api.call("GET", api.cartPath(phone, { removerCupom: "talvez" }), { token: phone.token }), 400),
    ).toBe("Parâmetros inválidos: removerCupom.");
  });

  it("keeps a coupon that no longer passes its rules, saying why it is not priced in", async () => {
    await api.save(anaBomSabor, { cartItens: [line(2001, 2)] }, { codigoCupom: "BEMVINDO10" });
    await upstreamCli(api.upstream.dataDir, "coupon-expire", "--supplier", "bomsabor", "--code", "bemvindo10");
    expect(await api.cart(anaBomSabor)).toMatchObject({
      cupomManual: "BEMVINDO10",
      codigoCupom: null,
      valorDesconto: 0,
      mensagemCupom: "Cupom expirado.",
    });
  });
});

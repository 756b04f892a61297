/**
 * Coupons in the reference server (docs/upstream-api.md §39–43): priced into the cart (call 40),
 * checked against it (41), listed for the customer (42), and the referral coupon (43). The demo
 * coupons are in the doc's "The reference server".
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { CouponCheckSchema, CouponListSchema, ReferralCouponSchema, type Cart } from "../../../app/models/cart";
import { saoPauloDay } from "../../../upstream/data/coupon-rules";
import { snapshotDatabase, type DatabaseSnapshot } from "../../support/database-snapshot";
import { lineOf, startCartUpstream, type CartUpstream, type Shopper } from "./cart-client";
import { IDS } from "./harness";

let api: CartUpstream;
/** cliente@ (501) at bomsabor and aurora; empresa@ (502) at aurora; a new customer at bomsabor. */
let ana: Shopper;
let anaAurora: Shopper;
let empresa: Shopper;
let marina: Shopper;
/** The data once the shoppers above are logged in: each test starts from it (empty carts, the demo coupons). */
let loggedIn: DatabaseSnapshot;

beforeAll(async () => {
  api = await startCartUpstream();
  ana = await api.shopper("cliente@exemplo.com.br", "bomsabor");
  anaAurora = await api.shopper("cliente@exemplo.com.br", "aurora");
  empresa = await api.shopper("empresa@exemplo.com.br", "aurora");
  marina = await api.newShopper("bomsabor");
  loggedIn = snapshotDatabase(api.upstream.dataDir);
});

afterEach(() => {
  // The shoppers' carts, the coupons a test added and the referral coupons made go.
  loggedIn.restore();
});

afterAll(async () => {
  loggedIn?.discard();
  await api.stop();
});

const line = (idproduto: number, quantidade: number) => ({ idproduto, quantidade, embalarParaPresente: false });

/** bomsabor: olive oil (64,90), parmesan (129,90/kg), Malbec (89,90), fresh cheese (49,90/kg), apricot jam (23,90). */
const OIL = 2001;
const PARMESAN = 2026;
const MALBEC = 2041;
const MINAS = 2030;
const JAM = 2024;

/** Stores these lines as the shopper's cart. */
async function cartOf(who: Shopper, lines: { idproduto: number; quantidade: number }[]): Promise<void> {
  await api.save(who, { cartItens: lines.map(({ idproduto, quantidade }) => line(idproduto, quantidade)) });
}

const priced = (who: Shopper, codigoCupom: string, query: Record<string, string | number | boolean> = {}) =>
  api.cart(who, { codigoCupom, cupomAplicacaoAutomatica: false, ...query });

const discounts = (cart: Cart) =>
  cart.cartItens.map((item) => [Number(item.idproduto), item.valorDesconto, item.total]);

function validation(who: Shopper, code: string, query = "") {
  const path = `/v2/app/cupom-desconto/validar-desconto/fornecedor/${who.supplier}/cliente/${who.idcliente}/cupom/${encodeURIComponent(code)}${query}`;
  return api.call("GET", path, { token: who.token });
}

const check = (who: Shopper, code: string, query = "") => api.ok(CouponCheckSchema, validation(who, code, query));

const list = (
  who: Shopper,
  query = "?onlyLast=false&available=true",
  supplier: string | null = IDS[who.supplier as keyof typeof IDS],
) => api.call("GET", `/v2/app/cupom-desconto/cliente/${who.idcliente}${query}`, { token: who.token, supplier });

/** A coupon for a rule the demo data does not show (gone after the test, with the rest of its data). */
function addCoupon(
  codigo: string,
  fields: {
    tipo?: string;
    valor: number;
    valor_minimo?: number;
    automatico?: number;
    prioridade?: number;
    produtos?: number[];
  },
) {
  api.sql((db) => {
    const { lastInsertRowid } = db
      .prepare(
        `INSERT INTO coupons (idfornecedor, codigo, tipo, valor, valor_minimo, automatico, prioridade, publico)
         VALUES (?, ?, ?, ?, ?, ?, ?, 1)`,
      )
      .run(
        IDS.bomsabor,
        codigo,
        fields.tipo ?? "%",
        fields.valor,
        fields.valor_minimo ?? null,
        fields.automatico ?? 0,
        fields.prioridade ?? 0,
      );
    for (const idproduto of fields.produtos ?? [])
      db.prepare("INSERT INTO coupon_products (idcupom, idproduto) VALUES (?, ?)").run(lastInsertRowid, idproduto);
  });
}

describe("a manual coupon priced into the cart (call 40, codigoCupom)", () => {
  it("takes a % coupon's percentage of every line it covers, the discount of a line rounded to the cent", async () => {
    await cartOf(ana, [line(OIL, 2), line(MALBEC, 1)]);
    const cart = await priced(ana, "BEMVINDO10");
    expect(discounts(cart)).toEqual([
      [OIL, 12.98, 116.82],
      [MALBEC, 8.99, 80.91],
    ]);
    expect(cart).toMatchObject({
      subtotal: 219.7,
      valorDesconto: 21.97,
      totalCompras: 197.73,
      codigoCupom: "BEMVINDO10",
      cupomCanal: "WEB",
      tipoDesconto: "%",
      valorDescontoPercentual: 10,
      produtosComDesconto: [],
      cupomAutomatico: null,
      mensagemCupom: null,
    });
  });

  it("takes a % coupon only off the products it covers", async () => {
    await cartOf(ana, [line(OIL, 2), line(PARMESAN, 0.5)]);
    const cart = await priced(ana, "QUEIJOS15");
    expect(discounts(cart)).toEqual([
      [OIL, 0, 129.8],
      [PARMESAN, 9.74, 55.21],
    ]);
    expect(cart).toMatchObject({
      subtotal: 194.75,
      valorDesconto: 9.74,
      totalCompras: 185.01,
      tipoDesconto: "%",
      valorDescontoPercentual: 15,
    });
    expect(cart.produtosComDesconto).toEqual(Array.from({ length: 11 }, (_, index) => String(2026 + index)));
  });

  it("spreads a R$ coupon over the lines in proportion to their value, the cents left to the last", async () => {
    await cartOf(ana, [line(OIL, 2), line(MALBEC, 1)]);
    const cart = await priced(ana, "VALE20");
    expect(discounts(cart)).toEqual([
      [OIL, 11.81, 117.99],
      [MALBEC, 8.19, 81.71],
    ]);
    expect(cart).toMatchObject({
      valorDesconto: 20,
      totalCompras: 199.7,
      tipoDesconto: "R$",
      valorDescontoPercentual: 20,
    });
  });

  it("never takes off more than the lines a R$ coupon covers", async () => {
    await cartOf(ana, [line(JAM, 1)]);
    const cart = await priced(ana, "ANA25");
    expect(cart).toMatchObject({ subtotal: 23.9, valorDesconto: 23.9, totalCompras: 0, codigoCupom: "ANA25" });
  });

  it("compares codes without case and answers the code as stored", async () => {
    await cartOf(ana, [line(OIL, 1)]);
    expect((await priced(ana, "bemvindo10")).codigoCupom).toBe("BEMVINDO10");
  });

  it("counts the minimum order over the products the coupon covers, before discounts", async () => {
    addCoupon("QUEIJOS100", { valor: 10, valor_minimo: 100, produtos: [PARMESAN, MINAS] });
    await cartOf(ana, [line(OIL, 2), line(PARMESAN, 0.5)]);
    let cart = await priced(ana, "QUEIJOS100");
    expect(cart).toMatchObject({
      subtotal: 194.75,
      codigoCupom: null,
      valorDesconto: 0,
      mensagemCupom: "Valor mínimo do pedido para este cupom: R$ 100,00.",
    });
    await cartOf(ana, [line(OIL, 2), line(PARMESAN, 2)]);
    cart = await priced(ana, "QUEIJOS100");
    expect(cart).toMatchObject({ codigoCupom: "QUEIJOS100", valorDesconto: 25.98 });
  });

  it.each([
    ["NAOEXISTE", "Cupom não encontrado."],
    ["EXPIRADO", "Cupom expirado."],
    ["NATAL", "Cupom ainda não está válido."],
    ["BALCAO", "Cupom não disponível neste canal de venda."],
    ["QUEIJOS15", "Nenhum produto do carrinho participa deste cupom."],
    ["VALE20", "Valor mínimo do pedido para este cupom: R$ 150,00."],
  ])("leaves out %s and says why in mensagemCupom", async (code, message) => {
    await cartOf(ana, [line(OIL, 1), line(JAM, 1)]);
    const cart = await priced(ana, code);
    expect(cart).toMatchObject({
      codigoCupom: null,
      valorDesconto: 0,
      totalCompras: 88.8,
      mensagemCupom: message,
      tipoDesconto: "%",
      valorDescontoPercentual: 0,
    });
  });

  it("takes a coupon of the channel MANUAL on that channel only", async () => {
    await cartOf(ana, [line(OIL, 1)]);
    expect((await priced(ana, "BALCAO", { canalVenda: "MANUAL" })).codigoCupom).toBe("BALCAO");
    expect((await priced(ana, "BEMVINDO10", { canalVenda: "MANUAL" })).mensagemCupom).toBe(
      "Cupom não disponível neste canal de venda.",
    );
  });

  it("prices a coupon given to some customers for them only", async () => {
    await cartOf(marina, [line(OIL, 1)]);
    expect((await priced(marina, "ANA25")).mensagemCupom).toBe("Cupom não encontrado.");
    expect((await priced(marina, "BEMVINDO10")).codigoCupom).toBe("BEMVINDO10");
  });
});

describe("automatic coupons (call 40, cupomAplicacaoAutomatica)", () => {
  it("applies the automatic coupon whose rules the cart meets, and only when allowed", async () => {
    await cartOf(ana, [line(MALBEC, 3)]);
    expect((await api.cart(ana)).codigoCupom).toBeNull();
    await cartOf(ana, [line(MALBEC, 4)]);
    const cart = await api.cart(ana);
    expect(cart).toMatchObject({
      subtotal: 359.6,
      valorDesconto: 17.98,
      totalCompras: 341.62,
      codigoCupom: "AUTO5",
      cupomCanal: "AMBOS",
      cupomAutomatico: { codigoCupom: "AUTO5", valorDescontoPercentual: 5, tipoDesconto: "%" },
      mensagemCupom: null,
    });
    expect((await api.cart(ana, { cupomAplicacaoAutomatica: false })).codigoCupom).toBeNull();
  });

  it("keeps a valid manual coupon over the automatic one", async () => {
    await cartOf(ana, [line(MALBEC, 4)]);
    const cart = await api.cart(ana, { codigoCupom: "VALE20" });
    expect(cart).toMatchObject({ codigoCupom: "VALE20", cupomAutomatico: null, valorDesconto: 20 });
  });

  it("applies the automatic one when the manual code is not valid now, still saying why", async () => {
    await cartOf(ana, [line(MALBEC, 4)]);
    const cart = await api.cart(ana, { codigoCupom: "EXPIRADO" });
    expect(cart).toMatchObject({ codigoCupom: "AUTO5", mensagemCupom: "Cupom expirado.", valorDesconto: 17.98 });
  });

  it("chooses the lowest prioridade first, then the larger discount", async () => {
    addCoupon("AUTO9", { valor: 9, valor_minimo: 300, automatico: 1, prioridade: 2 });
    await cartOf(ana, [line(MALBEC, 4)]);
    expect((await api.cart(ana)).codigoCupom).toBe("AUTO5");
    addCoupon("AUTO7", { valor: 7, valor_minimo: 300, automatico: 1, prioridade: 1 });
    expect(await api.cart(ana)).toMatchObject({ codigoCupom: "AUTO7", valorDesconto: 25.17 });
  });

  it("applies aurora's ATACADO3 from R$ 1.000 at the prices of the payment method", async () => {
    await cartOf(anaAurora, [line(1016, 5)]);
    expect((await api.cart(anaAurora, { idformapagamento: 13 })).codigoCupom).toBeNull();
    await cartOf(anaAurora, [line(1016, 6)]);
    const cart = await api.cart(anaAurora, { idformapagamento: 13 });
    expect(cart).toMatchObject({ subtotal: 1152, codigoCupom: "ATACADO3", valorDesconto: 34.56 });
    expect(lineOf(cart, 1016).regraPreco).toBe("tier");
    expect((await api.cart(anaAurora, { idformapagamento: 13, codigoCupom: "PRIMEIRACOMPRA" })).valorDesconto).toBe(50);
    expect((await api.cart(anaAurora, { idformapagamento: 13, codigoCupom: "CAFE10" })).valorDesconto).toBe(115.2);
  });
});

describe("GET /v2/app/cupom-desconto/validar-desconto/fornecedor/{f}/cliente/{c}/cupom/{code} (call 41)", () => {
  it("says a coupon is valid against the stored cart, with the coupon", async () => {
    await cartOf(ana, [line(OIL, 1)]);
    expect(await check(ana, "bemvindo10")).toEqual({
      valido: true,
      mensagem: null,
      automaticoSuperior: false,
      cupom: {
        codigoCupom: "BEMVINDO10",
        descricao: "10% de boas-vindas na loja toda",
        tipoDesconto: "%",
        valorDescontoPercentual: 10,
        produtosComDesconto: [],
        valorMinimo: null,
        validade: null,
        automatico: false,
      },
    });
    expect((await check(ana, "QUEIJOS15", "?canalVenda=WEB")).cupom).toMatchObject({
      validade: "2036-12-31",
      produtosComDesconto: expect.arrayContaining(["2026", "2036"]),
    });
  });

  it.each([
    ["NAOEXISTE", "", "Cupom não encontrado."],
    ["EXPIRADO", "", "Cupom expirado."],
    ["NATAL", "", "Cupom ainda não está válido."],
    ["BALCAO", "?canalVenda=WEB", "Cupom não disponível neste canal de venda."],
    ["BEMVINDO10", "?canalVenda=MANUAL", "Cupom não disponível neste canal de venda."],
    ["QUEIJOS15", "", "Nenhum produto do carrinho participa deste cupom."],
    ["VALE20", "", "Valor mínimo do pedido para este cupom: R$ 150,00."],
  ])("refuses %s%s: %s", async (code, query, message) => {
    await cartOf(ana, [line(OIL, 1)]);
    const answer = await check(ana, code, query);
    expect(answer).toMatchObject({ valido: false, mensagem: message, automaticoSuperior: false });
    expect(answer.cupom?.codigoCupom ?? null).toBe(code === "NAOEXISTE" ? null : code);
  });

  it("gives an ended coupon's last day: the end of last month", async () => {
    const answer = await check(ana, "EXPIRADO");
    expect(answer.cupom?.validade).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((answer.cupom?.validade ?? "") < saoPauloDay(new Date()).slice(0, 7)).toBe(true);
  });

  it("hides a coupon given to other customers", async () => {
    expect(await check(marina, "ANA25")).toEqual({
      valido: false,
      mensagem: "Cupom não encontrado.",
      automaticoSuperior: false,
      cupom: null,
    });
    await cartOf(ana, [line(OIL, 1)]);
    expect((await check(ana, "ANA25")).valido).toBe(true);
  });

  it("refuses a manual coupon when the automatic one named gives more on this cart", async () => {
    await cartOf(ana, [line(MALBEC, 4), line(MINAS, 0.5)]);
    const cart = await api.cart(ana);
    expect(cart).toMatchObject({ codigoCupom: "AUTO5", valorDesconto: 19.23 });
    const blocked = await check(ana, "QUEIJOS15", "?codigocupomautomatico=AUTO5");
    expect(blocked).toMatchObject({ valido: false, automaticoSuperior: true, cupom: { codigoCupom: "QUEIJOS15" } });
    expect(blocked.mensagem).toBeTruthy();
    expect(await check(ana, "QUEIJOS15")).toMatchObject({ valido: true, automaticoSuperior: false });
    expect(await check(ana, "VALE20", "?codigocupomautomatico=auto5")).toMatchObject({
      valido: true,
      automaticoSuperior: false,
    });
    expect(await check(ana, "QUEIJOS15", "?codigocupomautomatico=BEMVINDO10")).toMatchObject({ valido: true });
  });

  it("checks at the prices of the payment method asked for", async () => {
    await cartOf(anaAurora, [line(1011, 20)]);
    expect((await check(anaAurora, "PRIMEIRACOMPRA", "?idformapagamento=13")).mensagem).toBe(
      "Valor mínimo do pedido para este cupom: R$ 500,00.",
    );
    await cartOf(anaAurora, [line(1011, 21)]);
    expect((await check(anaAurora, "PRIMEIRACOMPRA", "?idformapagamento=13")).valido).toBe(true);
    expect((await check(anaAurora, "PRIMEIRACOMPRA", "?idformapagamento=12")).mensagem).toBe(
      "Valor mínimo do pedido para este cupom: R$ 500,00.",
    );
  });

  it("answers 400 for a code of more than 40 characters or other characters", async () => {
    expect(await api.fails(validation(ana, "X".repeat(41)), 400)).toBe("Parâmetros inválidos: cupom.");
    await api.fails(validation(ana, "CUPOM 10"), 400);
    await api.fails(validation(ana, "CUPOM%"), 400);
    await api.fails(validation(ana, "BEMVINDO10", "?codigocupomautomatico=A%20B"), 400);
    await api.fails(validation(ana, "BEMVINDO10", "?canalVenda=LOJA"), 400);
  });

  it("answers 401 without a session and 403 for another client or supplier", async () => {
    const base = "/v2/app/cupom-desconto/validar-desconto/fornecedor";
    await api.fails(api.call("GET", `${base}/bomsabor/cliente/501/cupom/BEMVINDO10`), 401);
    await api.fails(api.call("GET", `${base}/aurora/cliente/501/cupom/BEMVINDO10`, { token: ana.token }), 403);
    await api.fails(api.call("GET", `${base}/bomsabor/cliente/502/cupom/BEMVINDO10`, { token: ana.token }), 403);
    await api.fails(api.call("GET", `${base}/naoexiste/cliente/501/cupom/BEMVINDO10`, { token: ana.token }), 404);
  });
});

describe("GET /v2/app/cupom-desconto/cliente/{c} (call 42)", () => {
  const codes = async (who: Shopper, query?: string) =>
    (await api.ok(CouponListSchema, list(who, query))).cupons.map((coupon) => coupon.codigoCupom);

  it("lists the public coupons and those given to the customer, newest first; available=true keeps those valid today on WEB", async () => {
    expect(await codes(ana)).toEqual(["AUTO5", "ANA25", "VALE20", "QUEIJOS15", "BEMVINDO10"]);
    expect(await codes(ana, "?onlyLast=false&available=false")).toEqual([
      "AUTO5",
      "ANA25",
      "BALCAO",
      "NATAL",
      "EXPIRADO",
      "VALE20",
      "QUEIJOS15",
      "BEMVINDO10",
    ]);
    expect(await codes(ana, "")).toHaveLength(8);
    expect(await codes(marina)).toEqual(["AUTO5", "VALE20", "QUEIJOS15", "BEMVINDO10"]);
    expect(await codes(ana, "?onlyLast=true&available=true")).toEqual(["AUTO5"]);
  });

  it("recommends the coupon with the largest discount on the stored cart, or none", async () => {
    await cartOf(ana, [line(MALBEC, 4)]);
    const answer = await api.ok(CouponListSchema, list(ana));
    expect(answer.cupomRecomendacao?.codigoCupom).toBe("BEMVINDO10");
    expect(answer.cupons.find((coupon) => coupon.codigoCupom === "AUTO5")).toMatchObject({
      automatico: true,
      valorMinimo: 300,
    });
    await cartOf(ana, [line(PARMESAN, 2)]);
    expect((await api.ok(CouponListSchema, list(ana))).cupomRecomendacao?.codigoCupom).toBe("QUEIJOS15");
    await api.empty(ana);
    expect((await api.ok(CouponListSchema, list(ana))).cupomRecomendacao).toBeNull();
  });

  it("does not list referral coupons", async () => {
    await api.ok(
      ReferralCouponSchema,
      api.call("GET", "/v2/app/cupom-desconto/indicacao/502", { token: empresa.token }),
    );
    expect(await codes(anaAurora)).toEqual(["CAFE10", "PRIMEIRACOMPRA", "ATACADO3"]);
  });

  it("needs the supplier in X-idfornecedor (400), the session's (403), and the session's client (403)", async () => {
    expect(await api.fails(list(ana, "?available=true", null), 400)).toBe("Parâmetros inválidos: X-idfornecedor.");
    await api.fails(list(ana, "?available=true", IDS.aurora), 403);
    await api.fails(
      api.call("GET", "/v2/app/cupom-desconto/cliente/502", { token: ana.token, supplier: IDS.bomsabor }),
      403,
    );
    await api.fails(api.call("GET", "/v2/app/cupom-desconto/cliente/501", { supplier: IDS.bomsabor }), 401);
    await api.fails(list(ana, "?available=sim"), 400);
  });
});

describe("GET /v2/app/cupom-desconto/indicacao/{c} (call 43)", () => {
  const referral = (who: Shopper, supplier: string = IDS.aurora) =>
    api.call("GET", `/v2/app/cupom-desconto/indicacao/${who.idcliente}`, { token: who.token, supplier });

  it("makes the customer's own coupon on the first ask, then answers the same", async () => {
    const expected = {
      codigoCupom: "INDICA-501",
      descricao: "10% para quem você indicar",
      tipoDesconto: "%",
      valorDescontoPercentual: 10,
    };
    expect(await api.ok(ReferralCouponSchema, referral(anaAurora))).toEqual(expected);
    expect(await api.ok(ReferralCouponSchema, referral(anaAurora))).toEqual(expected);
  });

  it("is for the others: its owner cannot use it", async () => {
    await api.ok(ReferralCouponSchema, referral(anaAurora));
    await cartOf(anaAurora, [line(1016, 1)]);
    await cartOf(empresa, [line(1016, 1)]);
    expect((await check(anaAurora, "INDICA-501")).mensagem).toBe(
      "Você não pode usar o seu próprio cupom de indicação.",
    );
    expect(await check(empresa, "indica-501")).toMatchObject({
      valido: true,
      cupom: { codigoCupom: "INDICA-501", valorDescontoPercentual: 10 },
    });
    expect((await api.cart(empresa, { codigoCupom: "INDICA-501", idformapagamento: 13 })).valorDesconto).toBe(19.9);
  });

  it("answers 404 where the supplier does not offer referral coupons (no tag uses-share-coupom)", async () => {
    expect(await api.fails(referral(ana, IDS.bomsabor), 404)).toBe("Este fornecedor não oferece cupons de indicação.");
  });

  it("answers 401 without a session, 400 without a supplier and 403 for another client", async () => {
    await api.fails(api.call("GET", "/v2/app/cupom-desconto/indicacao/501"), 401);
    await api.fails(referral(anaAurora, ""), 400);
    await api.fails(api.call("GET", "/v2/app/cupom-desconto/indicacao/502", { token: anaAurora.token }), 403);
  });
});
